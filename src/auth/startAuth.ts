/**
 * Start-up wiring for accounts and sync, imported once by src/main.tsx.
 *
 * decideAuth(), which main.tsx calls before the first render (and so before any screen can
 * ask for the supabase-js client), sets the page's session options and asks the session
 * store whether a session must be restored; it runs in a task of its own, not in the shell
 * module's evaluation (issue 12: no long task on a cold visit). After first paint:
 * - the sync worker starts (sync/syncWorkerClient.ts): it writes the bundled news, and each
 *   other seed group when a screen first asks for it, then runs the content pull, and for a
 *   signed-in player the outbox push and the list pulls, off the main thread (should it not
 *   start, the screens' seed requests are written on the page);
 * - the session owner starts: with a session stored on this device (or an auth link in the
 *   address) the page's supabase-js client restores it (auth/session.ts); a guest gets no
 *   client at all, so supabase-js is never downloaded for them, and is signed out by
 *   decideAuth() as soon as the session store has answered. Signing in, signing up, a
 *   password reset or another tab's sign-in start the client then.
 */
import { useLayoutEffect } from 'react';
import { onStartup } from '../app/startup';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';
import { logger } from '../platform/logger';
import { databaseName } from '../platform/environment';
import { onBeforeUpdate } from '../platform/beforeUpdate';
import { setOutboxAccount } from '../db/outbox';
import { whenPageDatabase } from '../db/dbName';
import { acceptDatabaseReport, probeDatabase } from '../db/availability';
import { setSeeder } from '../db/seed/seedRequests';
import { onKeptEdits } from '../db/keptEditsSignal';
import { AUTH_CHANNEL_NAME } from './authChannel';
import { registerAuthActions } from './actions';
import { configurePageAuth, sessionStore, AUTH_STORAGE_KEY } from './authConfig';
import { useAuth, useAuthStore, type AuthView } from './authStore';
import { readStoredSession } from './sessionStorage';

/** An auth link's answer in the address (PKCE code, e-mail confirmation, an error): the client must read it. */
const AUTH_LINK_IN_URL = /[?&#](code|token_hash|access_token|error_description)=/;

async function needsSessionClient(): Promise<boolean> {
  if (typeof location !== 'undefined' && AUTH_LINK_IN_URL.test(location.href)) return true;
  const stored = await readStoredSession(sessionStore(), AUTH_STORAGE_KEY).catch(() => null);
  return stored !== null;
}

/** The whole session (supabase-js): restore, refresh, sign out. */
async function startSessionClient(): Promise<void> {
  const { startSession } = await import('./session');
  await startSession();
}

/**
 * A guest with nothing stored: signed out at once, no client. The actions start the client
 * when they are used, and another tab's sign-in (which this tab shares) starts it here too.
 */
function startAsGuest(): void {
  setOutboxAccount(null);
  useAuthStore.getState().setGuest();
  const withSession = async () => {
    const { startSession } = await import('./session');
    return startSession();
  };
  registerAuthActions({
    signOut: async () => {
      await (await withSession())?.signOut();
    },
    resendConfirmation: async (email) => {
      await (await withSession())?.resendConfirmation(email);
    },
  });
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== 'signed-in') return;
      channel.close();
      void startSessionClient();
    });
  } catch (error) {
    logger.info('No cross-tab sign-in messages for this guest tab', { error: String(error) });
  }
}

let decided: Promise<boolean> | null = null;

/**
 * Set the page's session options and find out who this is (once; later calls get the same
 * answer). Whether a session must be restored is known from the session store alone, so a
 * guest is signed out (auth ready) before the first screen renders, without waiting for the
 * sync worker's modules; a stored session's client still starts after first paint. Settles
 * once a guest is signed out (false) or a stored session is known to need its client (true).
 */
export function decideAuth(): Promise<boolean> {
  decided ??= (() => {
    configurePageAuth();
    return needsSessionClient()
      .catch(() => false)
      .then((restore) => {
        if (!restore) startAsGuest();
        return restore;
      });
  })();
  return decided;
}

/**
 * For a screen that shows nothing but a spinner until the sign-in is known (the play, admin and
 * account gates): a session stored on this device is restored now, rather than once the first
 * paint is reported and the sync worker has started (issue 12: reopening a game offline waited
 * for both before it waited for the session). A guest's answer is already in. Any number of
 * calls start the client once; the start-up task below finds it started.
 */
export function restoreSessionNow(): void {
  decideAuth()
    .then((restore) => (restore ? startSessionClient() : undefined))
    .catch((error: unknown) => {
      logger.warn('The stored session could not be restored ahead of start-up', { error: String(error) });
    });
}

/**
 * useAuth() for a screen that shows nothing until the sign-in is known (a gate's spinner): while
 * it waits, a stored session is restored at once. (Here rather than in a file of its own, so it
 * loads with the shell instead of as one more file for each gated screen.)
 */
export function useAuthNow(): AuthView {
  const auth = useAuth();
  const waiting = !auth.authReady;
  useLayoutEffect(() => {
    if (waiting) restoreSessionNow();
  }, [waiting]);
  return auth;
}

/** Long enough to read both sentences. */
const KEPT_EDITS_TOAST_MS = 10_000;

onStartup(async () => {
  const [{ startSyncWorker }, { requestBackgroundSync }, { backendConfig }, { currentAccessToken, refreshAccessToken }] = await Promise.all([
    import('../../sync/syncWorkerClient'),
    import('../../sync/backgroundSync'),
    import('../backend/config'),
    import('./accessToken'),
  ]).catch((error: unknown) => {
    // Without the sync link, the screens' seed requests are written on this page instead of
    // waiting, and the page finds out itself whether the database opens.
    setSeeder(null);
    void probeDatabase();
    throw error;
  });
  const config = backendConfig();
  try {
    const link = startSyncWorker({
      // Only the name: the database library loads on the page when a screen first reads it (a
      // first visit's content page never does); the page's writes are hooked from then on.
      dbName: databaseName,
      watchPageWrites: (onWrite) => {
        let unhook = () => undefined as void;
        const stopWaiting = whenPageDatabase((db) => {
          unhook();
          db.outbox.hook('creating', onWrite);
          unhook = () => db.outbox.hook('creating').unsubscribe(onWrite);
        });
        return () => {
          stopWaiting();
          unhook();
        };
      },
      onDatabase: acceptDatabaseReport,
      config,
      accessToken: currentAccessToken,
      refreshSession: refreshAccessToken,
      // Pulled news is sanitised before it is stored, with DOMPurify on this page's window (loaded when news arrives).
      loadSanitiser: () => import('../domain/sanitize').then(({ createSanitizer }) => createSanitizer(() => window)),
      requestBackgroundSync: () => void requestBackgroundSync(),
      // A conflict copy is named in the player's language (src/db/repositories/keptEdits.ts).
      language: () => i18n.language,
      watchLanguage: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
    });
    onBeforeUpdate(link.stop);
    // A list kept twice by a sync (the worker's, the service worker's Background Sync or this
    // page's) is said at once, wherever the player is; the saved lists name both lists.
    // (The signal is in the ground-floor chunk the page and the sync engine share: vite.config.ts.)
    onKeptEdits((count) => void notify.warning(i18n.t('toast.keptEditsTitle', { count }), i18n.t('toast.keptEditsDetail'), KEPT_EDITS_TOAST_MS));
  } catch (error) {
    logger.error('Sync could not start', { error: String(error) });
    setSeeder(null);
    // No engine to say whether the database opens: the page finds out itself.
    void probeDatabase();
  }
  // Issue 13 item 2: sign-outs made offline reach the server once the device is online (a
  // guest's page too: the player who signed out is a guest now).
  const { createRevokeRunner } = await import('./pendingRevoke');
  const revokeQueued = createRevokeRunner(sessionStore(), () => config, () => navigator.onLine !== false);
  window.addEventListener('online', revokeQueued);
  revokeQueued();
  if (await decideAuth()) await startSessionClient();
  // The service worker's Background Sync reads where the backend is from the session store.
  const { shareBackendConfig } = await import('./backendConfigStore');
  shareBackendConfig(sessionStore(), config).catch((error: unknown) => {
    logger.warn('Could not share the backend address with the service worker', { error: String(error) });
  });
});
