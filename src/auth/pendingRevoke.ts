/**
 * A sign-out the server did not hear (issue 13 item 2): signed out offline, or the server did
 * not answer in time. The device forgets the session at once, but its refresh token would keep
 * working on the server, so it is queued here, in the session store, and revoked as soon as
 * the device is online again: the refresh token buys one last access token, and that token
 * signs the session out on the server (POST /auth/v1/logout?scope=local, the same call
 * supabase-js makes). A token the server already refuses has nothing left to revoke and leaves
 * the queue; a network failure or a server error keeps it for the next try.
 */
import { logger } from '../platform/logger';
import type { KeyValueStore } from './sessionStorage';

/** Outside the session's own keys, so clearing the session never drops the queue. */
export const PENDING_REVOKES_KEY = 'warcrow-pending-revokes';

interface PendingRevoke {
  refreshToken: string;
  queuedAt: number;
}

async function readQueue(store: KeyValueStore): Promise<PendingRevoke[]> {
  const raw = await store.getItem(PENDING_REVOKES_KEY).catch(() => null);
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is PendingRevoke => !!item && typeof item === 'object' && typeof (item as PendingRevoke).refreshToken === 'string' && (item as PendingRevoke).refreshToken !== '');
  } catch {
    return [];
  }
}

async function writeQueue(store: KeyValueStore, queue: readonly PendingRevoke[]): Promise<void> {
  if (queue.length === 0) await store.removeItem(PENDING_REVOKES_KEY);
  else await store.setItem(PENDING_REVOKES_KEY, JSON.stringify(queue));
}

/** Queue a session's revoke for when the device is online. */
export async function queueRevoke(store: KeyValueStore, refreshToken: string, now: number = Date.now()): Promise<void> {
  const queue = await readQueue(store);
  if (queue.some((item) => item.refreshToken === refreshToken)) return;
  await writeQueue(store, [...queue, { refreshToken, queuedAt: now }]);
}

export interface RevokeTarget {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

type Outcome = 'revoked' | 'gone' | 'retry';

async function revokeOne(target: RevokeTarget, refreshToken: string): Promise<Outcome> {
  const send = target.fetch ?? fetch;
  const base = target.url.replace(/\/$/, '');
  const headers = { apikey: target.anonKey, 'content-type': 'application/json' };
  try {
    const grant = await send(`${base}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers, body: JSON.stringify({ refresh_token: refreshToken }) });
    if (grant.status >= 400 && grant.status < 500) return 'gone';
    if (!grant.ok) return 'retry';
    const body = (await grant.json().catch(() => null)) as { access_token?: unknown } | null;
    if (!body || typeof body.access_token !== 'string') return 'retry';
    const logout = await send(`${base}/auth/v1/logout?scope=local`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${body.access_token}` } });
    if (logout.ok || (logout.status >= 400 && logout.status < 500)) return logout.ok ? 'revoked' : 'gone';
    return 'retry';
  } catch {
    return 'retry';
  }
}

/** Revoke every queued session; returns how many the server signed out and how many wait. Never rejects. */
export async function flushRevokes(store: KeyValueStore, target: RevokeTarget): Promise<{ revoked: number; left: number }> {
  const queue = await readQueue(store);
  if (queue.length === 0) return { revoked: 0, left: 0 };
  const left: PendingRevoke[] = [];
  let revoked = 0;
  for (const item of queue) {
    const outcome = await revokeOne(target, item.refreshToken);
    if (outcome === 'retry') left.push(item);
    if (outcome === 'revoked') revoked += 1;
  }
  await writeQueue(store, left).catch((error: unknown) => logger.warn('Could not update the queued sign-outs', { error: String(error) }));
  if (revoked > 0) logger.info('Signed out on the server a session ended offline', { revoked });
  return { revoked, left: left.length };
}

/**
 * Keep trying while sign-outs wait and the device is online: at once, then after 2 s, 4 s, …
 * up to 5 minutes between tries (a network that is back only in name is tried again later).
 */
export function createRevokeRunner(store: KeyValueStore, target: () => RevokeTarget | null, isOnline: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let failures = 0;
  const run = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    const where = target();
    if (running || !where || !isOnline()) return;
    running = true;
    void flushRevokes(store, where)
      .then(({ left }) => {
        failures = left > 0 ? failures + 1 : 0;
        if (left > 0) timer = setTimeout(run, Math.min(2000 * 2 ** (failures - 1), 5 * 60 * 1000));
      })
      .finally(() => {
        running = false;
      });
  };
  return run;
}
