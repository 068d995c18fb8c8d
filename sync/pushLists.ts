/**
 * The push half of sync (ARCHITECTURE.md sync rules 1–3, 6, 11, 12): the outbox of the
 * signed-in account, in write order, to the server. One queue for every kind of entry (lists,
 * short links, community posts, play-mode games), so the server gets them in the order they were written.
 *
 * - Only the signed-in account's entries are sent. A guest's entries (accountId null) and
 *   another account's are never pushed under this one: a guest's list reaches the cloud when
 *   the signed-in player cloud-saves it (markListForCloud / the builder's cloud save), which
 *   queues the whole row under the player and supersedes the guest's entries for it.
 * - Only lists kept in the cloud (syncToCloud) are sent; entries of device-only lists carry
 *   nothing for the server and are dropped first (dropLocalOnlyEntries).
 * - upsert → rpc save_army_list with the version the edit was based on; 'saved' confirms the
 *   entry and stores the server's version, 'conflict' keeps the local edit as a conflict copy
 *   and takes the server row; 'taken' (the id is another account's, issue 13 item 5) keeps
 *   the player's list under a new id and pushes that at once, never a refusal for good.
 *   delete → rpc delete_army_list with the version the delete was based on (the server
 *   keeps a tombstone). Delete against edit (issue 13 item 8), one rule whichever syncs
 *   first: an edit the deleting device had not seen comes back as the server's restored copy
 *   "<name> (restored)" ('restored' from either RPC) and the id stays deleted everywhere. Both
 *   RPCs get the language the page last told the engine (p_language), so the copy's name says
 *   it in that language ("(restaurada)", "(restaurée)").
 *   Short links → insert into short_links (sync/shortLinks.ts). Community posts → rpc
 *   post_shared_list (sync/pushSharedLists.ts).
 * - An entry leaves the queue only once the server confirmed it. 401: refresh the session
 *   once and retry. Other 4xx: marked rejected with the reason, and the entries behind it go
 *   on. Network, 5xx, 429, a captive portal's page: stop, keep the entry, let backoff retry.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { confirmListDelete, confirmListPush, dropLocalOnlyEntries, keepConflictCopy, keepUnderNewId, settleDeletedList } from '../src/db/repositories/cloudLists';
import { confirmOutboxEntry, pendingOutboxEntries, recordOutboxFailure } from '../src/db/repositories/outbox';
import { readLanguage } from '../src/db/repositories/keptEdits';
import { getSetting } from '../src/db/repositories/settings';
import { outboxRows } from '../src/db/queries';
import type { AnyOutboxEntry, OutboxEntry } from '../src/db/types';
import type { ArmyList } from '../src/domain/types';
import { asSyncError, classifyFailure, unexpectedResponse, type SyncError } from './errors';
import { mapArmyList, toSaveArmyListArgs } from './accountMappers';
import type { RemoteRow } from './rowValues';
import { pushSharedListEntry } from './pushSharedLists';
import { pushGameEntry } from './pushGames';
import { pushShortLinkEntry } from './shortLinks';
import { pushListVersions } from './listVersions';

export interface PushDeps {
  client: RestClient;
  db: WarcrowDB;
  /** The signed-in account: only its entries are pushed. */
  accountId: string;
  /** Refresh the session after a 401 (the page's auth); true when a fresh token is in place. */
  refreshSession?: () => Promise<boolean>;
  now?: () => number;
}

export interface PushResult {
  /** Entries the server confirmed, of every kind. */
  pushed: number;
  conflicts: number;
  rejected: number;
  /** Entries of device-only lists dropped before the push. */
  dropped: number;
  /** Of the pushed: community posts the server created, and ones it updated (same name). */
  posts: { created: number; updated: number };
}

/**
 * The refresher of the page's supabase-js client (it holds the one refresh lock, sync rule 10).
 * A REST-only client (the sync worker's) has no session of its own: it cannot refresh, and its
 * runs are given the page's refresher instead (runSync's refreshSession).
 */
export function clientRefresher(client: RestClient): () => Promise<boolean> {
  const { auth } = client as Partial<Pick<SupabaseClient, 'auth'>>;
  return async () => {
    if (!auth) return false;
    const { data, error } = await auth.refreshSession();
    if (error) logger.warn('Session refresh after 401 failed', { message: error.message });
    return !error && data.session !== null;
  };
}

type SaveResult = { status: 'saved' | 'conflict'; list: RemoteRow; replaced_ids: string[] };

/** The server's answer for a list id another account owns: 'taken' (a server before it: the primary key's 23505). */
function isTaken(data: unknown, error: { code?: string; message?: string } | null): boolean {
  if (error) return error.code === '23505' && /army_lists_pkey/.test(error.message ?? '');
  return data !== null && typeof data === 'object' && (data as { status?: unknown }).status === 'taken';
}

function checkedSaveResult(data: unknown, status: number): SaveResult {
  const value = data as Partial<SaveResult> | null;
  if (
    !value ||
    typeof value !== 'object' ||
    (value.status !== 'saved' && value.status !== 'conflict') ||
    !value.list ||
    typeof value.list !== 'object' ||
    (value.replaced_ids !== undefined && !Array.isArray(value.replaced_ids))
  ) {
    throw unexpectedResponse('save_army_list', status);
  }
  return { status: value.status, list: value.list, replaced_ids: (value.replaced_ids ?? []).filter((id): id is string => typeof id === 'string') };
}

/** delete_army_list's answer: the restored copy of an edit the delete had not seen, or null. */
function checkedDeleteResult(data: unknown, status: number): ArmyList | null {
  const value = data as { status?: unknown; copy?: unknown } | null;
  if (!value || typeof value !== 'object' || (value.status !== 'deleted' && value.status !== 'restored')) throw unexpectedResponse('delete_army_list', status);
  if (value.status === 'deleted') return null;
  const copy = value.copy && typeof value.copy === 'object' ? mapArmyList(value.copy as RemoteRow) : null;
  if (!copy) throw unexpectedResponse('delete_army_list', status);
  return copy;
}

/** save_army_list's answer for a list deleted on another device (issue 13 item 8), or null for any other answer. */
function deletedElsewhere(data: unknown, status: number): { copy: ArmyList | null } | null {
  const value = data as { status?: unknown; copy?: unknown } | null;
  if (!value || typeof value !== 'object') return null;
  if (value.status === 'deleted') return { copy: null };
  if (value.status !== 'restored') return null;
  const copy = value.copy && typeof value.copy === 'object' ? mapArmyList(value.copy as RemoteRow) : null;
  if (!copy) throw unexpectedResponse('save_army_list', status);
  return { copy };
}

type Outcome = 'pushed' | 'conflict' | 'dropped' | 'created' | 'updated';

async function pushListEntry(deps: PushDeps, entry: OutboxEntry, moved = false): Promise<Outcome> {
  const { client, db, now = Date.now } = deps;
  if (entry.payload.syncToCloud !== true) {
    await confirmOutboxEntry(entry.seq, db);
    return 'dropped';
  }
  // The language a restored copy is named in (the server picks the words; anything else is English).
  const language = readLanguage(await getSetting('language', db));
  if (entry.op === 'delete') {
    const args = { p_id: entry.rowId, p_base_version: typeof entry.payload.version === 'number' ? entry.payload.version : null, p_language: language };
    const { data, error, status } = await client.rpc('delete_army_list', args);
    if (error) throw classifyFailure('delete_army_list', { status, error });
    const copy = checkedDeleteResult(data, status);
    if (copy) logger.info('A deleted list had been edited on another device: the edit was kept as a restored copy', { id: entry.rowId, copy: copy.id });
    await confirmListDelete(entry, copy, db, now());
    return 'pushed';
  }
  const { data, error, status } = await client.rpc('save_army_list', { ...toSaveArmyListArgs(entry.payload), p_language: language });
  if (!moved && isTaken(data, error)) {
    const next = await keepUnderNewId(entry, { now: now() }, db);
    logger.info('A list id belonged to another account: the list was kept under a new id', { id: entry.rowId, copy: next?.rowId ?? null });
    return next ? pushListEntry(deps, next, true) : 'dropped';
  }
  if (error) throw classifyFailure('save_army_list', { status, error });
  const settled = deletedElsewhere(data, status);
  if (settled) {
    if (settled.copy) logger.info('An edited list had been deleted on another device: the edit was kept as a restored copy', { id: entry.rowId, copy: settled.copy.id });
    await settleDeletedList(entry, settled.copy, { now: now() }, db);
    return settled.copy ? 'conflict' : 'pushed';
  }
  const result = checkedSaveResult(data, status);
  const serverRow = mapArmyList(result.list);
  if (!serverRow || serverRow.id !== entry.rowId) throw unexpectedResponse('save_army_list', status);
  if (result.status === 'conflict') {
    const copy = await keepConflictCopy(entry, serverRow, { now: now() }, db);
    logger.info('Kept a conflicting edit as a copy', { id: entry.rowId, copy: copy.id });
    return 'conflict';
  }
  await confirmListPush(entry, serverRow, result.replaced_ids, db);
  // Issue 16: the list's history follows it to the cloud (never holds the list back).
  await pushListVersions(client, db, entry.rowId);
  return 'pushed';
}

/** Send one entry to the server by its kind; throws a SyncError when it was not taken. */
async function pushEntry(deps: PushDeps, entry: AnyOutboxEntry): Promise<Outcome> {
  switch (entry.table) {
    case 'lists':
      return pushListEntry(deps, entry);
    case 'shortLinks':
      await pushShortLinkEntry(deps.client, deps.db, entry);
      return 'pushed';
    case 'sharedLists':
      return pushSharedListEntry(deps.client, deps.db, entry);
    case 'games':
      await pushGameEntry(deps.client, deps.db, entry);
      return 'pushed';
  }
}

async function stillPending(db: WarcrowDB, seq: number): Promise<AnyOutboxEntry | null> {
  const entry = await outboxRows(db).get(seq);
  return entry && entry.status === 'pending' ? entry : null;
}

/**
 * Push the signed-in account's pending entries, oldest first. Resolves with what happened;
 * throws a retryable (or auth) SyncError when it had to stop, after recording the attempt
 * on the entry it stopped at.
 */
export async function pushOutbox(deps: PushDeps): Promise<PushResult> {
  const { db, accountId, client } = deps;
  const refreshSession = deps.refreshSession ?? clientRefresher(client);
  const result: PushResult = { pushed: 0, conflicts: 0, rejected: 0, dropped: 0, posts: { created: 0, updated: 0 } };
  result.dropped = (await dropLocalOnlyEntries(db)).entries;
  let refreshed = false;

  for (const queued of await pendingOutboxEntries(accountId, {}, db)) {
    // An earlier entry's conflict copy may have folded this one in.
    let entry = await stillPending(db, queued.seq);
    while (entry) {
      const current: AnyOutboxEntry = entry;
      entry = null;
      try {
        const outcome = await pushEntry(deps, current);
        if (outcome === 'conflict') result.conflicts += 1;
        else if (outcome === 'dropped') result.dropped += 1;
        else {
          result.pushed += 1;
          if (outcome === 'created' || outcome === 'updated') result.posts[outcome] += 1;
        }
      } catch (caught) {
        const error: SyncError = asSyncError(caught);
        if (error.kind === 'auth' && !refreshed) {
          refreshed = true;
          if (await refreshSession()) {
            entry = await stillPending(db, current.seq);
            continue;
          }
        }
        if (error.kind === 'rejected') {
          logger.warn('The server refused a change for good', { table: current.table, op: current.op, rowId: current.rowId, status: error.status, code: error.code });
          await recordOutboxFailure(current.seq, error.message, { rejected: true }, db);
          result.rejected += 1;
          continue;
        }
        await recordOutboxFailure(current.seq, error.message, {}, db);
        throw error;
      }
    }
  }
  return result;
}
