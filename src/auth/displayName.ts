/**
 * The signed-in player's display name (profiles.username) on the server: read it, and save it
 * through the players' own update path (RLS: only their row; the database checks the rule of
 * src/domain/displayName.ts as well). Online only; the caller says so when offline.
 */
import { authClient } from './session';

export type DisplayNameResult = { ok: true; value: string | null } | { ok: false; reason: 'noBackend' | 'refused' | 'failed' };

export async function fetchDisplayName(userId: string): Promise<DisplayNameResult> {
  const client = await authClient();
  if (!client) return { ok: false, reason: 'noBackend' };
  const { data, error } = await client.from('profiles').select('username').eq('id', userId).single();
  if (error || !data) return { ok: false, reason: 'failed' };
  const value = (data as { username?: unknown }).username;
  return { ok: true, value: typeof value === 'string' ? value : null };
}

/** `value` is already checked (checkDisplayName): trimmed, 2–40 characters, or null for none. */
export async function saveDisplayName(userId: string, value: string | null): Promise<DisplayNameResult> {
  const client = await authClient();
  if (!client) return { ok: false, reason: 'noBackend' };
  const { data, error } = await client.from('profiles').update({ username: value }).eq('id', userId).select('username');
  if (error) return { ok: false, reason: error.code === '23514' || error.code === '42501' ? 'refused' : 'failed' };
  // RLS hides a row the player may not change: nothing updated is a refusal, not a success.
  if (!data || data.length === 0) return { ok: false, reason: 'refused' };
  const saved = (data[0] as { username?: unknown }).username;
  return { ok: true, value: typeof saved === 'string' ? saved : null };
}
