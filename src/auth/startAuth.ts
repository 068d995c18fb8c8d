/**
 * Start-up wiring for accounts and sync, imported once by src/main.tsx.
 *
 * At import (before any screen can ask for the supabase-js client) it sets the page's
 * session options; after first paint it loads the session module lazily, restores the
 * session, then starts the sync triggers (app start, online, tab visible, a timer).
 */
import { onStartup } from '../app/startup';
import { logger } from '../app/logger';
import { configurePageAuth, sessionStore } from './authConfig';

configurePageAuth();

onStartup(async () => {
  const { startSession, authClient } = await import('./session');
  await startSession();
  const [{ startSync }, { getDb }, { requestBackgroundSync }, { shareBackendConfig }, { backendConfig }] = await Promise.all([
    import('../../sync/startSync'),
    import('../db/database'),
    import('../../sync/backgroundSync'),
    import('./backendConfigStore'),
    import('../../sync/config'),
  ]);
  // The service worker's Background Sync reads where the backend is from the session store.
  shareBackendConfig(sessionStore(), backendConfig()).catch((error: unknown) => {
    logger.warn('Could not share the backend address with the service worker', { error: String(error) });
  });
  try {
    startSync({ db: getDb(), getClient: authClient, requestBackgroundSync: () => void requestBackgroundSync() });
  } catch (error) {
    logger.error('Sync triggers could not start', { error: String(error) });
  }
});
