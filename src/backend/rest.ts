/**
 * The REST client the sync engine reads and writes through: @supabase/postgrest-js, the same
 * PostgREST client supabase-js wraps (supabase-js builds exactly this one for `from` and `rpc`),
 * without the auth, realtime, storage and functions clients around it. A guest's content pull
 * and the sync worker use it, so neither loads supabase-js; the access token is whatever the
 * page's session owner last handed over (sync rule 10: this client never refreshes a session).
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendConfig } from './config';
import { fetchWithTimeout } from './fetch';

/** What the sync engine uses of a client: table queries and RPCs. A supabase-js client is one too. */
export type RestClient = Pick<SupabaseClient, 'from' | 'rpc'>;

/**
 * A REST client for `config`. Each request carries the token `accessToken()` gives at that
 * moment (a refresh by the page is picked up by the next request), or the public key when
 * nobody is signed in.
 */
export function createRestClient(
  config: BackendConfig,
  accessToken: () => string | null = () => null,
  clientInfo = 'warcrow-companion',
  send: typeof fetch = fetchWithTimeout(),
  /**
   * The server refused the player's token (401): ask whoever owns the session to refresh it
   * (true when a fresh token is in place); the request is then sent once more with it. A 401
   * means the server did nothing, so the second attempt cannot apply a write twice.
   */
  onUnauthorized?: () => Promise<boolean>,
): RestClient {
  const attempt = (input: Parameters<typeof fetch>[0], init: RequestInit | undefined, token: string | null) => {
    const headers = new Headers(init?.headers);
    headers.set('apikey', config.anonKey);
    headers.set('Authorization', `Bearer ${token ?? config.anonKey}`);
    return send(input, { ...init, headers });
  };
  const authorised: typeof fetch = async (input, init) => {
    const token = accessToken();
    const response = await attempt(input, init, token);
    if (response.status !== 401 || token === null || !onUnauthorized) return response;
    if (!(await onUnauthorized())) return response;
    const fresh = accessToken();
    return fresh !== null && fresh !== token ? attempt(input, init, fresh) : response;
  };
  return new PostgrestClient(new URL('rest/v1', config.url.endsWith('/') ? config.url : `${config.url}/`).href, {
    headers: { 'x-client-info': clientInfo },
    fetch: authorised,
    // postgrest-js retries a read up to 3 times on its own (network errors, 503, 520), which
    // turned each attempt of the sync into four requests to a failing server. The sync
    // engine's one backoff decides when to try again (issue 13 item 7).
    retry: false,
  });
}

let publicClient: { config: BackendConfig; client: RestClient } | null = null;

/**
 * This context's REST client for public reads (the landing's user count, a short link from
 * another device): the public key only, whoever is signed in. Null with no backend configured.
 */
export function publicRestClient(config: BackendConfig | null): RestClient | null {
  if (!config) return null;
  if (publicClient?.config.url !== config.url || publicClient.config.anonKey !== config.anonKey) {
    publicClient = { config, client: createRestClient(config) };
  }
  return publicClient.client;
}
