/**
 * The fetch every backend request of this context goes through (supabase-js, the REST reader
 * and the service worker's client): a timeout, and every 429 or 503 shown to whoever listens
 * for a server asking for a pause (the sync engine's backoff gate registers itself,
 * sync/backoff.ts), and the delay of "simulate slow network" when an admin turned it on for
 * this device (/admin/dev-options). No DOM: the page, the sync worker and the service worker
 * all use it.
 */
import { SLOW_NETWORK_DELAY_MS, slowNetworkOn } from '../platform/deviceOptions';

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
    if (slowNetworkOn()) await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_DELAY_MS));
    const response = await send(input, init);
    if (response.status === 429 || response.status === 503) {
      pauseListener?.(response.status, response.headers.get('retry-after'), Date.now());
    }
    return isTokenGrant(input) ? expiryFromArrival(response) : response;
  };
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The auth server's token endpoint: sign-in, refresh (and the grants alike). */
function isTokenGrant(input: Parameters<typeof fetch>[0]): boolean {
  return /\/auth\/v1\/token(\?|$)/.test(requestUrl(input));
}

/**
 * Issue 13 item 6, a wrong device clock. The auth server says when a new session ends twice:
 * `expires_in` (seconds from now) and `expires_at` (an absolute time on the server's clock).
 * supabase-js keeps `expires_at` when it is there, so a phone whose clock is two days ahead
 * found every fresh token already expired and asked for another at once (hundreds of token
 * requests a minute), and one a year behind never refreshed. The absolute time is dropped
 * from a successful answer, so the session's end is counted from when the answer arrived on
 * this device's own clock, whatever that clock says. Any other answer is passed on untouched.
 */
async function expiryFromArrival(response: Response): Promise<Response> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  if (!body || typeof body !== 'object' || typeof (body as { expires_in?: unknown }).expires_in !== 'number') return response;
  const { expires_at: _serverClock, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(rest), { status: response.status, statusText: response.statusText, headers });
}
