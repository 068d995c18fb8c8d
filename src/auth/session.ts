/**
 * The session: restores it, keeps the auth context of SPEC.md 3 up to date, signs out and
 * resends confirmation mails. Loaded lazily after first paint (it pulls in supabase-js).
 *
 * - isAuthenticated stays null until the session is known; restore gives up after
 *   SESSION_RESTORE_TIMEOUT_MS and the profile fetch after PROFILE_FETCH_TIMEOUT_MS.
 * - Every auth event re-fetches the profile flags (wab_admin, tester, wab_id). The last
 *   flags seen are cached beside the session, so an admin is still an admin offline; with
 *   nothing cached the flags default to false.
 * - Offline-first: a session whose access token expired while offline stays signed in
 *   (supabase-js keeps it in storage after a network failure); it is refreshed when the
 *   network returns or the tab is visible again. A refresh the server refuses for good
 *   removes the session and the player becomes a guest.
 * - Sign-out clears the local tokens even offline and tells the other tabs
 *   (BroadcastChannel 'warcrow-auth').
 * - Outbox entries are stamped with the signed-in account (sync rule 11).
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { logger } from '../platform/logger';
import { setOutboxAccount } from '../db/outbox';
import { PROFILE_FETCH_TIMEOUT_MS, SESSION_RESTORE_TIMEOUT_MS } from '../domain/constants';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';
import { getSupabase } from '../backend/client';
import { queueRevoke } from './pendingRevoke';
import { registerAuthActions, type AuthActions } from './actions';
import { AUTH_STORAGE_KEY, configurePageAuth, sessionStore } from './authConfig';
import { useAuthStore } from './authStore';
import { clearStoredSession, readStoredSession, type KeyValueStore } from './sessionStorage';

export { AUTH_CHANNEL_NAME } from './authChannel';
import { AUTH_CHANNEL_NAME } from './authChannel';
/** A sign-out never waits longer than this on the network before clearing locally. */
export const SIGN_OUT_NETWORK_TIMEOUT_MS = 5000;
const PROFILE_CACHE_PREFIX = 'profile:';

export interface ProfileFlags {
  isWabAdmin: boolean;
  isTester: boolean;
  wabId: string | null;
}

export const DEFAULT_PROFILE_FLAGS: ProfileFlags = { isWabAdmin: false, isTester: false, wabId: null };

const TIMED_OUT = Symbol('timed out');

/** Resolve with the promise's value, or TIMED_OUT after `ms` (the promise is left to settle). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function isTimedOut(value: unknown): value is typeof TIMED_OUT {
  return value === TIMED_OUT;
}

/**
 * The profile flags of `userId` (select wab_admin, tester, wab_id by id, single row), or null
 * when the fetch failed or took longer than `timeoutMs`.
 */
export async function fetchProfileFlags(
  client: SupabaseClient,
  userId: string,
  timeoutMs: number = PROFILE_FETCH_TIMEOUT_MS,
): Promise<ProfileFlags | null> {
  const controller = new AbortController();
  const query: Promise<ProfileFlags | null> = Promise.resolve(client
    .from('profiles')
    .select('wab_admin, tester, wab_id')
    .eq('id', userId)
    .abortSignal(controller.signal)
    .single()
    .then(({ data, error }) => {
      if (error || !data) {
        logger.warn('Profile fetch failed; using fallback flags', { code: error?.code ?? null, message: error?.message ?? null });
        return null;
      }
      const row = data as { wab_admin?: unknown; tester?: unknown; wab_id?: unknown };
      return {
        isWabAdmin: row.wab_admin === true,
        isTester: row.tester === true,
        wabId: typeof row.wab_id === 'string' ? row.wab_id : null,
      };
    }));
  const result = await withTimeout(query, timeoutMs);
  if (isTimedOut(result)) {
    controller.abort();
    logger.warn('Profile fetch timed out; using fallback flags', { timeoutMs });
    return null;
  }
  return result;
}

export interface AuthSessionOptions {
  client: SupabaseClient;
  store: KeyValueStore;
  storageKey: string;
  profileTimeoutMs?: number;
  restoreTimeoutMs?: number;
  signOutTimeoutMs?: number;
  /** null: no cross-tab messages (tests, old browsers). */
  channel?: BroadcastChannel | null;
  isOnline?: () => boolean;
}

export interface AuthSession {
  /** Resolves once the auth context is known (signed in, guest, or the restore timed out). */
  start(): Promise<void>;
  signOut(): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  /** Re-read the session (refreshing it if due) and the profile flags. */
  refresh(): Promise<void>;
  /** Apply a session a screen just obtained (sign-in, sign-up) and wait for the flags. */
  adopt(session: Session | null): Promise<void>;
  stop(): void;
}

type Person = { id: string; email: string | null };

function personOf(session: Session | null): Person | null {
  return session?.user ? { id: session.user.id, email: session.user.email ?? null } : null;
}

export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const {
    client,
    store,
    storageKey,
    profileTimeoutMs = PROFILE_FETCH_TIMEOUT_MS,
    restoreTimeoutMs = SESSION_RESTORE_TIMEOUT_MS,
    signOutTimeoutMs = SIGN_OUT_NETWORK_TIMEOUT_MS,
    channel = null,
    isOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false,
  } = options;
  const auth = useAuthStore.getState;
  /** Bumped by every change of who is signed in; stale profile answers are dropped. */
  let generation = 0;
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  /** The latest resolution of who is signed in; start() and adopt() wait for it to settle. */
  let pending: Promise<void> = Promise.resolve();

  const cacheKey = (userId: string) => `${PROFILE_CACHE_PREFIX}${userId}`;

  async function cachedFlags(userId: string): Promise<ProfileFlags | null> {
    try {
      const raw = await store.getItem(cacheKey(userId));
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<ProfileFlags>;
      return { isWabAdmin: value.isWabAdmin === true, isTester: value.isTester === true, wabId: typeof value.wabId === 'string' ? value.wabId : null };
    } catch (error) {
      logger.warn('Cached profile flags unreadable', { error: String(error) });
      return null;
    }
  }

  async function forgetCachedFlags(): Promise<void> {
    const keys = await store.keys();
    await Promise.all(keys.filter((key) => key.startsWith(PROFILE_CACHE_PREFIX)).map((key) => store.removeItem(key)));
  }

  function becomeGuest(): void {
    generation += 1;
    setOutboxAccount(null);
    auth().setGuest();
  }

  async function becomeSignedIn(person: Person): Promise<void> {
    const mine = ++generation;
    setOutboxAccount(person.id);
    const cached = await cachedFlags(person.id);
    if (mine !== generation) return;
    const alreadyThisUser = auth().isAuthenticated === true && auth().userId === person.id;
    // Known flags show at once; a first sign-in waits (at most the profile timeout) so
    // gates do not flash "admins only" for an admin.
    if (cached) auth().setSignedIn({ userId: person.id, email: person.email, ...cached });
    const fresh = await fetchProfileFlags(client, person.id, profileTimeoutMs);
    if (mine !== generation) return;
    if (fresh) {
      await store.setItem(cacheKey(person.id), JSON.stringify(fresh)).catch((error: unknown) => {
        logger.warn('Could not cache profile flags', { error: String(error) });
      });
      auth().setSignedIn({ userId: person.id, email: person.email, ...fresh });
    } else if (!cached) {
      const keep = alreadyThisUser ? { isWabAdmin: auth().isWabAdmin, isTester: auth().isTester, wabId: auth().wabId } : DEFAULT_PROFILE_FLAGS;
      auth().setSignedIn({ userId: person.id, email: person.email, ...keep });
    }
  }

  /**
   * A session from supabase-js, or, when it has none to give (expired while offline, server
   * unreachable), the one still in storage: supabase-js only removes it when the server
   * refused the refresh for good.
   */
  async function resolve(session: Session | null, event: AuthChangeEvent | 'RESTORE' | 'REFRESH'): Promise<void> {
    const person = personOf(session);
    if (person) return becomeSignedIn(person);
    if (event === 'SIGNED_OUT') return becomeGuest();
    const stored = await readStoredSession(store, storageKey).catch(() => null);
    if (stored) {
      logger.info('Keeping the stored session until the network returns', { event, online: isOnline() });
      return becomeSignedIn({ id: stored.user.id, email: typeof stored.user.email === 'string' ? stored.user.email : null });
    }
    becomeGuest();
  }

  /** Run a resolution; later ones supersede earlier ones (generation), errors are logged. */
  function track(run: () => Promise<void>, event: string): Promise<void> {
    if (stopped) return Promise.resolve();
    const next = run().catch((error: unknown) => logger.error('Auth state update failed', { event, error: String(error) }));
    pending = next;
    return next;
  }

  /** Wait until no resolution is in flight (one may start another while we wait). */
  async function settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = pending;
      await current;
    } while (current !== pending);
  }

  function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
    // Never call auth methods inside supabase-js's callback (it holds the auth lock).
    setTimeout(() => void track(() => resolve(session, event), event), 0);
  }

  async function refresh(): Promise<void> {
    const result = await withTimeout(client.auth.getSession(), restoreTimeoutMs);
    if (isTimedOut(result)) {
      logger.warn('Session restore timed out', { timeoutMs: restoreTimeoutMs });
      await track(() => resolve(null, 'RESTORE'), 'RESTORE');
    } else {
      if (result.error) logger.warn('Session restore failed', { message: result.error.message });
      await track(() => resolve(result.data.session, 'REFRESH'), 'REFRESH');
    }
    await settled();
  }

  function handleChannelMessage(event: MessageEvent): void {
    if (stopped) return;
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'signed-out') becomeGuest();
    else if (type === 'signed-in') void refresh();
  }

  async function start(): Promise<void> {
    auth().setLoading(true);
    // A session stored on this device shows its player at once, whatever the token's expiry and
    // with or without a network (issue 13): the restore below then confirms it, refreshes it,
    // or ends it if the server refused it for good. No screen waits out the restore's timeout.
    const stored = await readStoredSession(store, storageKey).catch(() => null);
    if (stored) {
      const person = { id: stored.user.id, email: typeof stored.user.email === 'string' ? stored.user.email : null };
      void track(() => becomeSignedIn(person), 'STORED');
    }
    const { data } = client.auth.onAuthStateChange(handleAuthEvent);
    unsubscribe = () => data.subscription.unsubscribe();
    channel?.addEventListener('message', handleChannelMessage);
    await refresh();
  }

  async function signOut(): Promise<void> {
    auth().setSigningOut(true);
    try {
      generation += 1;
      const result = await withTimeout(
        client.auth.signOut({ scope: 'local' }).catch((error: unknown) => ({ error })),
        signOutTimeoutMs,
      );
      if (isTimedOut(result) || result.error) {
        logger.info('Sign-out could not reach the server; clearing the session on this device', {
          timedOut: isTimedOut(result),
        });
        // Issue 13 item 2: the server signs this session out as soon as the device is online.
        const stored = await readStoredSession(store, storageKey).catch(() => null);
        if (stored) await queueRevoke(store, stored.refresh_token).catch((error: unknown) => logger.warn('Could not queue the sign-out for the server', { error: String(error) }));
      }
      // supabase-js keeps the tokens when the network call fails: drop them here.
      await clearStoredSession(store, storageKey);
      await forgetCachedFlags();
      becomeGuest();
      channel?.postMessage({ type: 'signed-out' });
    } finally {
      auth().setSigningOut(false);
    }
  }

  async function resendConfirmation(email: string): Promise<void> {
    await i18n.loadNamespaces('auth');
    const redirect = typeof location === 'undefined' ? undefined : `${location.origin}/login`;
    const { error } = await client.auth
      .resend({ type: 'signup', email, ...(redirect ? { options: { emailRedirectTo: redirect } } : {}) })
      .catch((caught: unknown) => ({ error: caught }));
    if (error) {
      logger.warn('Resending the confirmation email failed', { error: String(error) });
      notify.error(i18n.t('auth:toast.resendFailed'));
    } else {
      notify.success(i18n.t('auth:toast.confirmationSent'));
    }
  }

  return {
    start,
    signOut,
    resendConfirmation,
    refresh,
    adopt: async (session) => {
      await track(() => resolve(session, 'SIGNED_IN'), 'SIGNED_IN');
      await settled();
    },
    stop: () => {
      stopped = true;
      unsubscribe?.();
      unsubscribe = null;
      channel?.removeEventListener('message', handleChannelMessage);
    },
  };
}

/**
 * A screen signed in: update the auth context now (so a gated page it navigates to sees the
 * player signed in) and tell the other tabs, which re-read the shared session.
 */
export async function adoptSession(session: Session | null): Promise<void> {
  const current = active ?? (await startSession().then(() => active));
  if (!current) return;
  await current.session.adopt(session);
  if (session) current.channel?.postMessage({ type: 'signed-in' });
}

let active: { session: AuthSession; channel: BroadcastChannel | null } | null = null;
let starting: Promise<AuthSession | null> | null = null;

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(AUTH_CHANNEL_NAME);
  } catch {
    return null;
  }
}

/** The page's client, with the session options in place. */
export async function authClient(): Promise<SupabaseClient | null> {
  configurePageAuth();
  return getSupabase();
}

/**
 * Start the page's session once: restore, subscribe, register the shell's actions, and
 * refresh when the network returns or the tab becomes visible. With no backend configured
 * the player is a guest and everything local keeps working.
 */
export function startSession(): Promise<AuthSession | null> {
  starting ??= (async () => {
    const client = await authClient();
    if (!client) {
      logger.info('No backend configured: running as a guest');
      setOutboxAccount(null);
      useAuthStore.getState().setGuest();
      registerAuthActions({ signOut: () => Promise.resolve(useAuthStore.getState().setGuest()), resendConfirmation: () => Promise.resolve() });
      return null;
    }
    const channel = openChannel();
    const session = createAuthSession({ client, store: sessionStore(), storageKey: AUTH_STORAGE_KEY, channel });
    active = { session, channel };
    const actions: AuthActions = { signOut: () => session.signOut(), resendConfirmation: (email) => session.resendConfirmation(email) };
    registerAuthActions(actions);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => void session.refresh());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void session.refresh();
      });
    }
    await session.start();
    return session;
  })();
  return starting;
}
