// The session against the real local backend and real supabase-js: the IndexedDB session
// store, profile flags with their timeout, restore (including an expired token while
// offline), a refresh the server refuses for good, and sign-out offline and across tabs.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { pageAuthOptions } from '../../../src/auth/authConfig';
import { useAuthStore, deriveAuthView } from '../../../src/auth/authStore';
import {
  clearStoredSession,
  createMemoryStore,
  createSessionStore,
  parseStoredSession,
  readAccessToken,
  readStoredSession,
  type KeyValueStore,
} from '../../../src/auth/sessionStorage';
import { createAuthSession, fetchProfileFlags, DEFAULT_PROFILE_FLAGS, type AuthSession } from '../../../src/auth/session';
import { getOutboxAccount, setOutboxAccount } from '../../../src/db/outbox';
import { captureLogs, closedPortUrl, NoWebSocket, startSilentServer } from '../sync/helpers';

const ADMIN = { email: 'admin@warcrow.local', password: 'WarcrowAdmin1!' };
const TESTER = { email: 'tester@warcrow.local', password: 'WarcrowTester1!' };
const PLAYER = { email: 'player@warcrow.local', password: 'WarcrowPlayer1!' };
/** Nothing listens here: every request fails at once, as offline (set in beforeAll). */
let UNREACHABLE = '';
const SHORT_MS = 150;
/** For restores that really reach the backend (a refresh takes a moment on PGlite). */
const BACKEND_MS = 10_000;

let backend: Backend;
let silent: { url: string; stop: () => Promise<void> };
let storeCounter = 0;
const sessions: AuthSession[] = [];
const stores: KeyValueStore[] = [];

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  silent = await startSilentServer();
  UNREACHABLE = await closedPortUrl();
});

afterAll(async () => {
  await silent.stop();
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
  useAuthStore.setState({ ...useAuthStore.getInitialState() });
  setOutboxAccount(null);
});

afterEach(() => {
  sessions.splice(0).forEach((session) => session.stop());
  stores.splice(0).forEach((store) => store.close());
});

/** Each test has its own key: supabase-js's lock is per key, and a test may leave a request hanging. */
let storageKey = 'prod_warcrow-auth-token';

function newStore(): KeyValueStore {
  storeCounter += 1;
  storageKey = `prod_warcrow-auth-token-${storeCounter}`;
  const store = createSessionStore(`warcrow-auth-test-${process.pid}-${storeCounter}`);
  stores.push(store);
  return store;
}

function clientFor(url: string, store: KeyValueStore): SupabaseClient {
  return createClient(url, backend.anonKey, {
    auth: { ...pageAuthOptions(store, storageKey), autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

async function signedInStore(account: { email: string; password: string }): Promise<{ store: KeyValueStore; userId: string }> {
  const store = newStore();
  const client = clientFor(backend.url, store);
  const { data, error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { store, userId: data.user?.id ?? '' };
}

function startSession(options: Parameters<typeof createAuthSession>[0]): AuthSession {
  const session = createAuthSession({ profileTimeoutMs: BACKEND_MS, restoreTimeoutMs: BACKEND_MS, signOutTimeoutMs: BACKEND_MS, ...options });
  sessions.push(session);
  return session;
}

const view = () => deriveAuthView(useAuthStore.getState());

async function expireStoredSession(store: KeyValueStore, patch: Record<string, unknown> = {}): Promise<void> {
  const raw = await store.getItem(storageKey);
  const session = JSON.parse(raw ?? '{}') as Record<string, unknown>;
  await store.setItem(storageKey, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 600, ...patch }));
}

describe('session store', () => {
  it('round-trips values in IndexedDB and is shared by every connection to it', async () => {
    const name = `warcrow-auth-shared-${process.pid}`;
    const page = createSessionStore(name);
    const worker = createSessionStore(name);
    stores.push(page, worker);
    expect(await page.getItem('k')).toBeNull();
    await page.setItem('k', '{"a":1}');
    expect(await worker.getItem('k')).toBe('{"a":1}');
    await worker.setItem('k', '{"a":2}');
    expect(await page.getItem('k')).toBe('{"a":2}');
    expect(await page.keys()).toEqual(['k']);
    await page.removeItem('k');
    expect(await worker.getItem('k')).toBeNull();
  });

  it('falls back to memory when IndexedDB cannot be opened', async () => {
    const broken = { open: () => { throw new Error('no IndexedDB here'); } } as unknown as IDBFactory;
    const store = createSessionStore('unusable', broken);
    await store.setItem('k', 'v');
    expect(await store.getItem('k')).toBe('v');
  });

  it('reads only well-formed sessions, and a reader gets no expired access token', async () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('<html>')).toBeNull();
    expect(parseStoredSession('{"access_token":"a"}')).toBeNull();
    const store = createMemoryStore();
    const nowS = 2_000_000_000;
    await store.setItem(storageKey, JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: nowS + 3600, user: { id: 'u1' } }));
    expect(await readAccessToken(store, storageKey, { now: nowS * 1000 })).toBe('a');
    expect(await readAccessToken(store, storageKey, { now: (nowS + 3590) * 1000 })).toBeNull();
  });

  it('clears the session and what supabase-js keeps beside it, nothing else', async () => {
    const store = createMemoryStore();
    await store.setItem(storageKey, 'x');
    await store.setItem(`${storageKey}-code-verifier`, 'y');
    await store.setItem('other', 'z');
    await clearStoredSession(store, storageKey);
    expect((await store.keys()).sort()).toEqual(['other']);
  });

  it('supabase-js persists a sign-in there, and a second client restores it without signing in again', async () => {
    const { store, userId } = await signedInStore(PLAYER);
    const stored = await readStoredSession(store, storageKey);
    expect(stored?.user.id).toBe(userId);
    expect(stored?.user.email).toBe(PLAYER.email);
    const other = clientFor(backend.url, store);
    const { data } = await other.auth.getSession();
    expect(data.session?.user.id).toBe(userId);
  });
});

describe('profile flags', () => {
  it('reads wab_admin, tester and wab_id of the signed-in user', async () => {
    const admin = await signedInStore(ADMIN);
    const adminFlags = await fetchProfileFlags(clientFor(backend.url, admin.store), admin.userId);
    expect(adminFlags).toMatchObject({ isWabAdmin: true, isTester: false });
    expect(adminFlags?.wabId).toMatch(/^[0-9a-f-]{36}$/);
    const tester = await signedInStore(TESTER);
    expect(await fetchProfileFlags(clientFor(backend.url, tester.store), tester.userId)).toMatchObject({ isWabAdmin: false, isTester: true });
  });

  it('gives up on a server that never answers after the timeout', async () => {
    const { store, userId } = await signedInStore(ADMIN);
    expect(await fetchProfileFlags(clientFor(silent.url, store), userId, SHORT_MS)).toBeNull();
  });
});

describe('auth context', () => {
  it('is unknown until restored, then guest when nothing is stored', async () => {
    expect(view().isAuthenticated).toBeNull();
    expect(view().authReady).toBe(false);
    const store = newStore();
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    expect(view()).toMatchObject({ isAuthenticated: false, isGuest: true, authReady: true, userId: null, isAdmin: false });
    expect(getOutboxAccount()).toBeNull();
  });

  it('restores a stored session with its profile flags, and stamps the outbox with the account', async () => {
    const { store, userId } = await signedInStore(ADMIN);
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    expect(view()).toMatchObject({ isAuthenticated: true, authReady: true, userId, email: ADMIN.email, isAdmin: true, isWabAdmin: true, canSeeAdmin: true });
    expect(view().wabId).toMatch(/^[0-9a-f-]{36}$/);
    expect(getOutboxAccount()).toBe(userId);
  });

  it('a profile server that never answers leaves a first sign-in with default flags', async () => {
    const { store, userId } = await signedInStore(ADMIN);
    await startSession({ client: clientFor(silent.url, store), store, storageKey, profileTimeoutMs: SHORT_MS }).start();
    expect(view()).toMatchObject({ isAuthenticated: true, userId, isWabAdmin: DEFAULT_PROFILE_FLAGS.isWabAdmin, isTester: false });
  });

  it('keeps a player whose token expired while offline signed in, with the flags last seen', async () => {
    const { store, userId } = await signedInStore(ADMIN);
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    expect(view().isAdmin).toBe(true);
    sessions.splice(0).forEach((s) => s.stop());
    useAuthStore.setState({ ...useAuthStore.getInitialState() });

    await expireStoredSession(store);
    await startSession({ client: clientFor(UNREACHABLE, store), store, storageKey, isOnline: () => false }).start();
    expect(view()).toMatchObject({ isAuthenticated: true, userId, isAdmin: true });
    expect(await readStoredSession(store, storageKey)).not.toBeNull();
  });

  it('a stored session shows its player at once, while a restore that hangs is still waiting', async () => {
    const { store, userId } = await signedInStore(TESTER);
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    sessions.splice(0).forEach((s) => s.stop());
    useAuthStore.setState({ ...useAuthStore.getInitialState() });
    await expireStoredSession(store);
    const started = startSession({ client: clientFor(silent.url, store), store, storageKey, restoreTimeoutMs: 20_000, profileTimeoutMs: SHORT_MS }).start();
    // Long before the restore's timeout, the player and their last-seen flags are there.
    await expect.poll(() => view().isAuthenticated, { timeout: 3000 }).toBe(true);
    expect(view()).toMatchObject({ userId, isTester: true });
    void started;
  });

  it('a restore that hangs gives up after the timeout and keeps the stored session', async () => {
    const { store, userId } = await signedInStore(PLAYER);
    await expireStoredSession(store);
    await startSession({ client: clientFor(silent.url, store), store, storageKey, restoreTimeoutMs: SHORT_MS, profileTimeoutMs: SHORT_MS }).start();
    expect(view()).toMatchObject({ isAuthenticated: true, authReady: true, userId });
  });

  it('when the network returns, the expired token is refreshed', async () => {
    const { store, userId } = await signedInStore(TESTER);
    await expireStoredSession(store);
    const before = await readStoredSession(store, storageKey);
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    expect(view()).toMatchObject({ isAuthenticated: true, userId, isTester: true });
    const after = await readStoredSession(store, storageKey);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect((after?.expires_at ?? 0) * 1000).toBeGreaterThan(Date.now());
  });

  it('a refresh the server refuses for good removes the session: guest', async () => {
    const { store } = await signedInStore(PLAYER);
    await expireStoredSession(store, { refresh_token: 'not-a-real-refresh-token' });
    await startSession({ client: clientFor(backend.url, store), store, storageKey }).start();
    expect(view()).toMatchObject({ isAuthenticated: false, isGuest: true, authReady: true });
    expect(await readStoredSession(store, storageKey)).toBeNull();
  });

  it('signing out offline still clears the tokens on this device and tells the other tabs', async () => {
    const { store, userId } = await signedInStore(PLAYER);
    const tabA = new BroadcastChannel('warcrow-auth');
    const tabB = new BroadcastChannel('warcrow-auth');
    try {
      const heard = new Promise<unknown>((resolve) => tabB.addEventListener('message', (event) => resolve(event.data), { once: true }));
      const offline = startSession({ client: clientFor(UNREACHABLE, store), store, storageKey, channel: tabA, isOnline: () => false, profileTimeoutMs: SHORT_MS });
      await offline.start();
      expect(view()).toMatchObject({ isAuthenticated: true, userId });
      await offline.signOut();
      expect(await readStoredSession(store, storageKey)).toBeNull();
      expect(view()).toMatchObject({ isAuthenticated: false, isSigningOut: false });
      expect(getOutboxAccount()).toBeNull();
      expect(await heard).toEqual({ type: 'signed-out' });
    } finally {
      tabA.close();
      tabB.close();
    }
  });

  it('a tab that hears of a sign-out elsewhere becomes a guest', async () => {
    const { store, userId } = await signedInStore(PLAYER);
    const elsewhere = new BroadcastChannel('warcrow-auth');
    const here = new BroadcastChannel('warcrow-auth');
    try {
      await startSession({ client: clientFor(backend.url, store), store, storageKey, channel: here }).start();
      expect(view()).toMatchObject({ isAuthenticated: true, userId });
      const delivered = new Promise((resolve) => here.addEventListener('message', resolve, { once: true }));
      elsewhere.postMessage({ type: 'signed-out' });
      await delivered;
      expect(view()).toMatchObject({ isAuthenticated: false, isGuest: true });
      expect(getOutboxAccount()).toBeNull();
    } finally {
      elsewhere.close();
      here.close();
    }
  });

  it('signing out online ends the session on the server too', async () => {
    const { store } = await signedInStore(PLAYER);
    const refreshToken = (await readStoredSession(store, storageKey))?.refresh_token ?? '';
    const session = startSession({ client: clientFor(backend.url, store), store, storageKey });
    await session.start();
    await session.signOut();
    expect(view().isAuthenticated).toBe(false);
    const reuse = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(reuse.status).toBeGreaterThanOrEqual(400);
  });
});
