/**
 * Start-up wiring for accounts and sync, imported once by src/main.tsx.
 *
 * At import (before any screen can ask for the supabase-js client) it sets the page's
 * session options; after first paint it loads the session module lazily, restores the
 * session, then starts the sync triggers (app start, online, tab visible, a timer).
 */
import { onStartup } from '../app/startup';
import { logger } from '../app/logger';
import { configurePageAuth } from './authConfig';

configurePageAuth();

onStartup(async () => {
  const { startSession, authClient } = await import('./session');
  await startSession();
  const [{ startSync }, { getDb }] = await Promise.all([import('../../sync/startSync'), import('../db/database')]);
  try {
    startSync({ db: getDb(), getClient: authClient });
  } catch (error) {
    logger.error('Sync triggers could not start', { error: String(error) });
  }
});
