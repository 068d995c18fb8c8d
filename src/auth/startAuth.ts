/**
 * Start-up wiring for accounts and sync, imported once by src/main.tsx.
 *
 * At import (before any screen can ask for the supabase-js client) it sets the page's
 * session options; after first paint it loads the session module lazily, restores the
 * session, then starts the sync triggers (app start, online, tab visible, a timer).
 */
import { onStartup } from '../app/startup';
import { logger } from '../platform/logger';
import { configurePageAuth, sessionStore } from './authConfig';

configurePageAuth();

/** Longest wait for the local seed before sync starts anyway (a device that cannot seed still syncs). */
const SEED_WAIT_MS = 10_000;

onStartup(async () => {
  const { startSession, authClient } = await import('./session');
  await startSession();
  const [{ startSync }, { getDb }, { requestBackgroundSync }, { shareBackendConfig }, { backendConfig }, { registerHtmlSanitiserLoader }] = await Promise.all([
    import('../../sync/startSync'),
    import('../db/database'),
    import('../../sync/backgroundSync'),
    import('./backendConfigStore'),
    import('../backend/config'),
    import('../../sync/newsIngest'),
  ]);
  // Pulled news is sanitised before it is stored, with DOMPurify on this page's window (loaded when news arrives).
  registerHtmlSanitiserLoader(() => import('../domain/sanitize').then(({ createSanitizer }) => createSanitizer(() => window)));
  // The service worker's Background Sync reads where the backend is from the session store.
  shareBackendConfig(sessionStore(), backendConfig()).catch((error: unknown) => {
    logger.warn('Could not share the backend address with the service worker', { error: String(error) });
  });
  // The first content pull starts after the bundled seed (it begins where the bundle ends).
  const { whenLocalDatabaseReady } = await import('../db/startLocalDatabase');
  await Promise.race([whenLocalDatabaseReady(), new Promise((resolve) => setTimeout(resolve, SEED_WAIT_MS))]);
  try {
    startSync({ db: getDb(), getClient: authClient, requestBackgroundSync: () => void requestBackgroundSync() });
  } catch (error) {
    logger.error('Sync triggers could not start', { error: String(error) });
  }
});
