/**
 * The fetch every backend request of this context goes through (supabase-js, the REST reader
 * and the service worker's client): a timeout, and every 429 or 503 shown to whoever listens
 * for a server asking for a pause (the sync engine's backoff gate registers itself,
 * sync/backoff.ts). No DOM: the page, the sync worker and the service worker all use it.
 */

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

export type ServerPauseListener = (status: number, retryAfter: string | null, at: number) => void;

let pauseListener: ServerPauseListener | null = null;

/** The backoff gate of this context hears every 429 and 503 (one listener; a later one replaces it). */
export function onServerPause(listener: ServerPauseListener | null): void {
  pauseListener = listener;
}

/** fetch with REQUEST_TIMEOUT_MS, keeping the caller's own abort signal. */
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
    if (response.status === 429 || response.status === 503) {
      pauseListener?.(response.status, response.headers.get('retry-after'), Date.now());
    }
    return response;
  };
}
