/**
 * The one entry point of the sync engine (STYLE.md "Sync"). One run at a time (Web Lock,
 * shared promise); the status the UI shows is written to syncState as it goes (phase,
 * progress, last success, last error). A failure is recorded and re-thrown, so the caller
 * (the trigger scheduler, Background Sync) can back off and retry. Never touches the DOM.
 *
 * A run: the content pull (everyone), then, when someone is signed in, the push of that
 * account's outbox (lists, short links and community posts, in write order: sync/pushLists.ts)
 * and the pull of its lists and games (sync/syncAccount.ts, loaded only then). A content
 * failure does not hold back the player's own writes; the run still fails with it.
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { getOutboxAccount } from '../src/db/outbox';
import { recordSyncStatus } from '../src/db/repositories/syncState';
import { asSyncError, type SyncError } from './errors';
import { runGuarded } from './lock';
import { pullContent, type ContentPullResult } from './pullContent';
import { pullSharedLists } from './pullSharedLists';
import type { AccountSyncResult } from './syncAccount';

export interface SyncDeps {
  db: WarcrowDB;
  /** The client of this context (supabase-js or the REST client); null when no backend is configured. */
  getClient: () => Promise<RestClient | null>;
  isOnline?: () => boolean;
  now?: () => Date;
  /** Rows per page (tests use small pages). */
  pageSize?: number;
  /** The signed-in account whose writes are pushed and lists pulled; null: a guest (content only). */
  getAccountId?: () => string | null;
  /** Refresh the session after a 401; by default the client's own refresh (the page's auth). */
  refreshSession?: (client: RestClient) => Promise<boolean>;
}

export type { AccountSyncResult } from './syncAccount';

export type SyncOutcome =
  | { status: 'synced'; content: ContentPullResult; account?: AccountSyncResult }
  | { status: 'offline' }
  | { status: 'no-backend' };

const browserOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

async function syncOnce(deps: SyncDeps): Promise<SyncOutcome> {
  const { db, getClient, isOnline = browserOnline, now = () => new Date(), pageSize, getAccountId = getOutboxAccount } = deps;
  if (!isOnline()) {
    await recordSyncStatus({ phase: 'offline', progress: null }, db);
    return { status: 'offline' };
  }
  const client = await getClient();
  if (!client) return { status: 'no-backend' };
  await recordSyncStatus({ phase: 'pulling', progress: null }, db);
  try {
    let contentError: unknown = null;
    let content: ContentPullResult = { tables: {}, total: 0 };
    try {
      content = await pullContent(client, db, {
        ...(pageSize ? { pageSize } : {}),
        onProgress: (done, total) => recordSyncStatus({ progress: { done, total } }, db).then(() => undefined),
      });
    } catch (caught) {
      contentError = caught;
      // The server (or the network) is failing: stop here rather than send the rest of the run
      // into it; the backoff decides when to come back (sync/backoff.ts).
      if (asSyncError(caught).kind === 'retryable') throw caught;
    }
    const accountId = getAccountId();
    try {
      const shared = await pullSharedLists(client, db, { ...(pageSize ? { pageSize } : {}), signedIn: accountId !== null });
      if (shared > 0) content = { tables: { ...content.tables, shared_lists: shared }, total: content.total + shared };
    } catch (caught) {
      contentError ??= caught;
    }
    // The account's half of the engine is loaded only for an account: a guest's visit (the
    // opponent who scanned a QR code) never downloads the push and pull of lists and games.
    const account = accountId ? await (await import('./syncAccount')).syncAccount(deps, client, accountId) : undefined;
    if (contentError !== null) throw contentError;
    await recordSyncStatus({ phase: 'idle', progress: null, lastError: null, lastSuccessAt: now().toISOString() }, db);
    if (content.total > 0) logger.info('Pulled content', { ...content.tables });
    if (account && (account.push.pushed || account.push.conflicts || account.push.rejected || account.pull.received)) {
      logger.info('Synced lists', { pushed: account.push.pushed, conflicts: account.push.conflicts, rejected: account.push.rejected, pulled: account.pull.received });
    }
    return account ? { status: 'synced', content, account } : { status: 'synced', content };
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
