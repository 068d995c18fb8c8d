// Issue 13 item 2: a sign-out made offline is revoked on the server once the device is back
// online; until then the old refresh token still works, after it the server refuses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn } from '../backend/helpers';
import { createMemoryStore } from '../../../src/auth/sessionStorage';
import { flushRevokes, PENDING_REVOKES_KEY, queueRevoke } from '../../../src/auth/pendingRevoke';
import { closedPortUrl } from '../sync/helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

const refresh = (refreshToken: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe('a sign-out made offline (issue 13 item 2)', () => {
  it('is revoked on the server when the device is online again; the old refresh token is refused after', async () => {
    const player = await signIn(backend, `revoke-${Date.now()}@example.com`, 'Revoke-Later-2026!');
    const store = createMemoryStore();
    await queueRevoke(store, player.refreshToken);
    await queueRevoke(store, player.refreshToken);

    // Still offline: nothing can be revoked, the queue keeps it.
    expect(await flushRevokes(store, { url: await closedPortUrl(), anonKey: backend.anonKey })).toEqual({ revoked: 0, left: 1 });
    expect(JSON.parse((await store.getItem(PENDING_REVOKES_KEY)) ?? '[]')).toHaveLength(1);

    // Online: revoked, the queue is empty, and the token the device held is refused.
    expect(await flushRevokes(store, { url: backend.url, anonKey: backend.anonKey })).toEqual({ revoked: 1, left: 0 });
    expect(await store.getItem(PENDING_REVOKES_KEY)).toBeNull();
    expect((await refresh(player.refreshToken)).status).toBe(400);
    // A later flush has nothing to do.
    expect(await flushRevokes(store, { url: backend.url, anonKey: backend.anonKey })).toEqual({ revoked: 0, left: 0 });
  });

  it('drops a token the server already refuses', async () => {
    const store = createMemoryStore();
    await queueRevoke(store, 'not-a-real-token');
    expect(await flushRevokes(store, { url: backend.url, anonKey: backend.anonKey })).toEqual({ revoked: 0, left: 0 });
    expect(await store.getItem(PENDING_REVOKES_KEY)).toBeNull();
  });
});
