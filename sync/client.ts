/**
 * The one supabase-js client of this context (STYLE.md: create it in one module so tests can
 * aim it at supabase/local). Loaded lazily: supabase-js stays out of the first-paint bundle.
 * Returns null when no backend is configured (a build with no backend still works offline).
 */
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { backendConfig, type BackendConfig } from './config';

let clientPromise: Promise<SupabaseClient | null> | null = null;

/**
 * No request waits longer than this. A venue network that swallows requests would otherwise
 * hold the auth lock (and with it every sign-in, refresh and sign-out) until the browser
 * gives up, which can take minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

type AbortSignalStatics = typeof AbortSignal & {
  any?: (signals: AbortSignal[]) => AbortSignal;
  timeout?: (ms: number) => AbortSignal;
};

/**
 * fetch with REQUEST_TIMEOUT_MS, keeping the caller's own abort signal. Every answer is shown
 * to the sync gate, so a 429 or 503 with Retry-After pauses the whole engine (sync/backoff.ts).
 */
export function fetchWithTimeout(timeoutMs: number = REQUEST_TIMEOUT_MS): typeof fetch {
  const send: typeof fetch = (input, init) => {
    const statics = AbortSignal as AbortSignalStatics;
    if (typeof statics.timeout !== 'function') return fetch(input, init);
    const timeout = statics.timeout(timeoutMs);
    const own = init?.signal ?? null;
    if (own && typeof statics.any !== 'function') return fetch(input, init);
    const signal = own && statics.any ? statics.any([own, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
  return async (input, init) => {
    const response = await send(input, init);
    // Only a server asking for a pause loads the backoff module: it stays off the first screen's path.
    if (response.status === 429 || response.status === 503) {
      const retryAfter = response.headers.get('retry-after');
      const at = Date.now();
      void import('./backoff').then(({ noteServerAnswer }) => noteServerAnswer(response.status, retryAfter, at));
    }
    return response;
  };
}
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
      global: { headers: { 'x-client-info': 'warcrow-companion' }, fetch: fetchWithTimeout() },
    }),
  );
  return clientPromise;
}

/** Tests and sign-out use this to drop the cached client. */
export function resetSupabaseClient(): void {
  clientPromise = null;
}
