/**
 * The one supabase-js client of this context (STYLE.md: create it in one module so tests can
 * aim it at supabase/local). The page's session owner (src/auth) and the features that need
 * the whole client (sign-in, password reset, publishing, the deployments function) use it;
 * the sync engine reads and writes through the smaller REST client (./rest.ts). Loaded lazily:
 * supabase-js is downloaded only when something asks for this client, never for a guest who
 * only reads. Returns null when no backend is configured (a build with no backend still works
 * offline).
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { backendConfig, type BackendConfig } from './config';
import { fetchWithTimeout } from './fetch';

let clientPromise: Promise<SupabaseClient | null> | null = null;
let authOptions: SupabaseClientOptions<'public'>['auth'] | undefined;

/** The auth module sets how sessions are stored and refreshed before the client is made. */
export function configureClientAuth(options: SupabaseClientOptions<'public'>['auth']): void {
  authOptions = options;
}

/** True once something asked for the client (supabase-js is loaded or loading). */
export function isSupabaseRequested(): boolean {
  return clientPromise !== null;
}

export function getSupabase(config: BackendConfig | null = backendConfig()): Promise<SupabaseClient | null> {
  if (!config) return Promise.resolve(null);
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.url, config.anonKey, {
      auth: authOptions ?? { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'x-client-info': 'warcrow-companion' }, fetch: fetchWithTimeout() },
    }),
  );
  return clientPromise;
}

/** Tests and sign-out use this to drop the cached client. */
export function resetSupabaseClient(): void {
  clientPromise = null;
}
