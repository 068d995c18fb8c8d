/**
 * What the sync engine (in its worker) asks of the page's session owner (sync rule 10: one
 * refresher). The token comes from the page's supabase-js client, which refreshes it under the
 * shared Web Lock when it is due; the worker never holds a refresh token. A guest who never
 * started a session gets null without supabase-js being loaded.
 */
import { isSupabaseRequested } from '../backend/client';
import { logger } from '../platform/logger';

async function sessionClient() {
  if (!isSupabaseRequested()) return null;
  const { authClient } = await import('./session');
  return authClient();
}

/** The current access token (refreshed first if it is due), or null when nobody is signed in or it cannot be had now. */
export async function currentAccessToken(): Promise<string | null> {
  const client = await sessionClient();
  if (!client) return null;
  const { data, error } = await client.auth.getSession();
  if (error) logger.info('No access token for sync now', { message: error.message });
  return data.session?.access_token ?? null;
}

/** Refresh after the server refused the token (401); true when a fresh one is in place. */
export async function refreshAccessToken(): Promise<boolean> {
  const client = await sessionClient();
  if (!client) return false;
  const { data, error } = await client.auth.refreshSession();
  if (error) logger.warn('Session refresh after 401 failed', { message: error.message });
  return !error && data.session !== null;
}
