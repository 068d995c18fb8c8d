/**
 * The one entry point of the sync engine (STYLE.md "Sync"). One run at a time (Web Lock,
 * shared promise); the status the UI shows is written to syncState as it goes (phase,
 * progress, last success, last error). A failure is recorded and re-thrown, so the caller
 * (the trigger scheduler, Background Sync) can back off and retry. Never touches the DOM.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { logger } from '../src/app/logger';
import type { WarcrowDB } from '../src/db/database';
import { recordSyncStatus } from '../src/db/repositories/syncState';
import { asSyncError, type SyncError } from './errors';
import { runGuarded } from './lock';
import { pullContent, type ContentPullResult } from './pullContent';

export interface SyncDeps {
  db: WarcrowDB;
  /** The client of this context; null when no backend is configured. */
  getClient: () => Promise<SupabaseClient | null>;
  isOnline?: () => boolean;
  now?: () => Date;
  /** Rows per page (tests use small pages). */
  pageSize?: number;
}

export type SyncOutcome =
  | { status: 'synced'; content: ContentPullResult }
  | { status: 'offline' }
  | { status: 'no-backend' };

const browserOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

async function syncOnce({ db, getClient, isOnline = browserOnline, now = () => new Date(), pageSize }: SyncDeps): Promise<SyncOutcome> {
  if (!isOnline()) {
    await recordSyncStatus({ phase: 'offline', progress: null }, db);
    return { status: 'offline' };
  }
  const client = await getClient();
  if (!client) return { status: 'no-backend' };
  await recordSyncStatus({ phase: 'pulling', progress: null }, db);
  try {
    const content = await pullContent(client, db, {
      ...(pageSize ? { pageSize } : {}),
      onProgress: (done, total) => recordSyncStatus({ progress: { done, total } }, db).then(() => undefined),
    });
    await recordSyncStatus({ phase: 'idle', progress: null, lastError: null, lastSuccessAt: now().toISOString() }, db);
    if (content.total > 0) logger.info('Pulled content', { ...content.tables });
    return { status: 'synced', content };
  } catch (caught) {
    const error: SyncError = asSyncError(caught);
    logger.warn('Sync failed', { kind: error.kind, status: error.status, code: error.code, message: error.message });
    await recordSyncStatus({ phase: 'error', progress: null, lastError: error.message }, db).catch((recordError: unknown) => {
      logger.error('Could not record the sync status', { error: String(recordError) });
    });
    throw error;
  }
}

/**
 * Run a sync now, or join the one already running. Resolves with what happened; rejects
 * with a SyncError (check `retryable`) after recording it.
 */
export function runSync(deps: SyncDeps): Promise<SyncOutcome> {
  return runGuarded(deps.db, () => syncOnce(deps));
}
