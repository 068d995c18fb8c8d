/**
 * The signed-in half of a sync run (sync/runSync.ts): the push of the account's outbox, then the
 * pull of its lists, their versions and its games. A module of its own that runSync imports on
 * demand, so a guest's engine (the page's sync worker on a first visit) never downloads it; the
 * service worker's build inlines it.
 */
import type { RestClient } from '../src/backend/rest';
import { recordSyncStatus } from '../src/db/repositories/syncState';
import { pullGames, type GamesPullResult } from './pullGames';
import { pullLists, type ListsPullResult } from './pullLists';
import { pullListVersions } from './listVersions';
import { clientRefresher, pushOutbox, type PushResult } from './pushLists';
import type { SyncDeps } from './runSync';

export interface AccountSyncResult {
  accountId: string;
  push: PushResult;
  pull: ListsPullResult;
  games: GamesPullResult;
}

export async function syncAccount(deps: SyncDeps, client: RestClient, accountId: string): Promise<AccountSyncResult> {
  const { db, pageSize, now = () => new Date(), refreshSession } = deps;
  await recordSyncStatus({ phase: 'pushing', progress: null }, db);
  const refresh = refreshSession ? () => refreshSession(client) : clientRefresher(client);
  const push = await pushOutbox({
    client,
    db,
    accountId,
    refreshSession: refresh,
    now: () => now().getTime(),
  });
  await recordSyncStatus({ phase: 'pulling', progress: null }, db);
  const pull = await pullLists(client, db, accountId, pageSize ? { pageSize } : {});
  await pullListVersions(client, db, accountId);
  const games = await pullGames(client, db, accountId, pageSize ? { pageSize } : {});
  return { accountId, push, pull, games };
}
