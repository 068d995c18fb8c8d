/**
 * Shared set-up for the backend integration tests: one in-memory backend per test file,
 * real supabase-js clients, and users signed in through the real auth endpoints.
 *
 * With BACKEND_TEST_POSTGRES_URL set (a superuser's URL to a Postgres server, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres) every backend gets a fresh database on that
 * server instead, dropped when the backend stops — the same suite against real Postgres.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../../supabase/local/server';
import type { Backend, BackendOptions } from '../../../supabase/local/server';
import { createDatabase } from './postgres-server';

/** Node 20 has no global WebSocket; these tests never open a realtime channel. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the backend tests');
  }
}

/** The tables the migrations create in public. */
export const EXPECTED_TABLES = [
  'army_list_versions', 'army_lists', 'audit_log', 'builds', 'changelog_entries', 'deployments', 'factions', 'faq_sections', 'feature_switches', 'games', 'missions', 'news_items', 'notifications',
  'profiles', 'rules_chapters', 'rules_sections', 'shared_list_retirements', 'shared_lists', 'short_links', 'special_rules', 'unit_translations', 'units',
];

export async function startTestBackend(options: BackendOptions = {}): Promise<Backend> {
  const postgres = process.env.BACKEND_TEST_POSTGRES_URL;
  if (!postgres || options.dataDir || options.databaseUrl) {
    return startBackend({ port: 0, dataDir: 'memory', quiet: true, seed: false, ...options });
  }
  const database = await createDatabase(postgres);
  try {
    const backend = await startBackend({ port: 0, quiet: true, seed: false, ...options, databaseUrl: database.url });
    return {
      ...backend,
      async stop() {
        await backend.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export function makeClient(backend: Backend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}

export interface SignedIn {
  client: SupabaseClient;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs up (or, if the account exists, signs in) a user and returns a client holding the session. */
export async function signIn(backend: Backend, email: string, password: string): Promise<SignedIn> {
  const client = makeClient(backend);
  let result = await client.auth.signInWithPassword({ email, password });
  if (result.error) {
    const signUp = await client.auth.signUp({ email, password });
    if (signUp.error) throw signUp.error;
    result = await client.auth.signInWithPassword({ email, password });
  }
  if (result.error || !result.data.session) throw result.error ?? new Error('no session');
  return {
    client,
    userId: result.data.session.user.id,
    accessToken: result.data.session.access_token,
    refreshToken: result.data.session.refresh_token,
  };
}

/** A raw fetch against the backend with the anon key (for requests supabase-js would not make). */
export function rawFetch(backend: Backend, path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', backend.anonKey);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}
