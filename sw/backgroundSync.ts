/**
 * Background Sync (ARCHITECTURE.md sync rule 8): a player who saved to the cloud at a venue
 * with no signal and closed the app gets those writes uploaded when the device is back
 * online, without opening the app again. The page asks for the `warcrow-outbox` sync when a
 * run could not finish (offline, or failed) and when it is hidden with a write not yet
 * pushed; the browser fires the event here once it has a connection.
 *
 * The run is the sync engine's own (sync/runSync.ts) on the same IndexedDB: the same Web
 * Lock keeps it from overlapping a tab's run, and the session comes from the shared session
 * store under the same auth lock as the page's, so a refresh here and one in a tab never
 * spend the same rotating refresh token (sync rule 10). A retryable failure rejects, and the
 * browser tries again later.
 */
import { createClient } from '@supabase/supabase-js';
import { dataEnvironment, storagePrefix } from '../src/platform/hostEnvironment';
import { logger } from '../src/platform/logger';
import { webLock } from '../src/auth/authLock';
import { readSharedBackendConfig } from '../src/auth/backendConfigStore';
import { authStorageKey, createSessionStore, readStoredSession, sessionDatabaseName } from '../src/auth/sessionStorage';
import { databaseNameFor, openAppDatabase } from '../src/db/database';
import { fetchWithTimeout } from '../src/backend/fetch';
import { SyncError } from '../sync/errors';
import { runSync } from '../sync/runSync';

export { OUTBOX_SYNC_TAG } from '../sync/backgroundSync';

export type BackgroundSyncResult = 'synced' | 'signed-out' | 'no-backend' | 'nothing-to-send' | 'offline';

export async function syncInBackground(): Promise<BackgroundSyncResult> {
  const store = createSessionStore(sessionDatabaseName(dataEnvironment));
  const storageKey = authStorageKey(storagePrefix);
  const db = openAppDatabase(databaseNameFor(dataEnvironment));
  try {
    const config = await readSharedBackendConfig(store);
    if (!config) return 'no-backend';
    const session = await readStoredSession(store, storageKey);
    // A guest's writes stay on the device until someone signs in (sync rule 11).
    if (!session) return 'signed-out';
    const accountId = session.user.id;
    const pending = await db.outbox
      .where('accountId')
      .equals(accountId)
      .filter((entry) => entry.status === 'pending')
      .count();
    if (pending === 0) return 'nothing-to-send';

    const client = createClient(config.url, config.anonKey, {
      auth: { storage: store, storageKey, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, lock: webLock },
      global: { headers: { 'x-client-info': 'warcrow-companion-sw' }, fetch: fetchWithTimeout() },
    });
    const outcome = await runSync({ db, getClient: () => Promise.resolve(client), getAccountId: () => accountId });
    if (outcome.status === 'offline') {
      // The browser thought it was online; let it try again.
      throw new SyncError('retryable', 'Offline during Background Sync');
    }
    logger.info('Background Sync finished', { status: outcome.status, pending });
    return outcome.status === 'no-backend' ? 'no-backend' : 'synced';
  } finally {
    db.close();
    store.close();
  }
}

