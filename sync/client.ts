/**
 * The one supabase-js client of this context (STYLE.md: create it in one module so tests can
 * aim it at supabase/local). Loaded lazily: supabase-js stays out of the first-paint bundle.
 * Returns null when no backend is configured (a build with no backend still works offline).
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { backendConfig, type BackendConfig } from './config';

let clientPromise: Promise<SupabaseClient | null> | null = null;
let authOptions: SupabaseClientOptions<'public'>['auth'] | undefined;

/** The auth module sets how sessions are stored and refreshed before the client is made. */
export function configureClientAuth(options: SupabaseClientOptions<'public'>['auth']): void {
  authOptions = options;
}

export function getSupabase(config: BackendConfig | null = backendConfig()): Promise<SupabaseClient | null> {
  if (!config) return Promise.resolve(null);
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.url, config.anonKey, {
      auth: authOptions ?? { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'x-client-info': 'warcrow-companion' } },
    }),
  );
  return clientPromise;
}

/** Tests and sign-out use this to drop the cached client. */
export function resetSupabaseClient(): void {
  clientPromise = null;
}
