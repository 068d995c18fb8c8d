/**
 * Community lists (SPEC.md 3 "Shared list record", 4 "Posting to community", 5 "Posting").
 *
 * - The pull writes pages of `shared_lists` rows here (applySharedListsPage): live rows are
 *   stored, retired ones removed, and the page's watermark kept in the same transaction.
 *   A row the player is still posting (a pending outbox entry) keeps its local edit.
 * - postSharedList is the player's post: the optimistic row and its outbox entry (table
 *   'sharedLists') in one transaction. Whether it updates an earlier post is decided here
 *   from the device's rows (an active post of the same name by the same player); the
 *   server's post_shared_list decides for good, and confirmSharedListPush takes its answer.
 *
 * Its entries (SharedListOutboxEntry, src/db/types.ts) share the outbox with lists and short
 * links and are pushed in write order with them (sync/pushLists.ts → sync/pushSharedLists.ts).
 */
import { MAX_SAVED_LIST_NAME_LENGTH } from '../../domain/constants';
import { prepareUnitsForSave } from '../../domain/lists';
import { isSafeUserUrl } from '../../domain/urls';
import type { FactionId, SelectedUnit, SharedList } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { AppError, runWrite } from '../errors';
import { getOutboxAccount } from '../outbox';
import { outboxRows } from '../queries';
import type { SharedListOutboxEntry } from '../types';
import { addOutboxEntry } from './outbox';
import { setPullWatermark } from './syncState';
import { upsertContentRows } from './content';

/** The column limits of shared_lists (supabase/migrations: name ≤ 80, description ≤ 2000). */
export const SHARED_LIST_NAME_MAX = MAX_SAVED_LIST_NAME_LENGTH;
export const SHARED_LIST_DESCRIPTION_MAX = 2000;
export const SHARED_LIST_IMAGE_URL_MAX = 2048;
export const TOURNAMENT_NAME_MAX = 100;

/** The watermark name of the community-list pull. */
export const SHARED_LISTS_WATERMARK = 'sharedLists';
/** Watermark of the pulled retirements (shared_list_retirements: the ids of retired posts). */
export const SHARED_LIST_RETIREMENTS_WATERMARK = 'sharedListRetirements';

/** Validation codes (keys under `validation` in the community namespace). */
export const POST_AUTH_REQUIRED = 'authRequired';
export const POST_NAME_REQUIRED = 'nameRequired';
export const POST_EMPTY_LIST = 'emptyList';
export const POST_IMAGE_INVALID = 'imageInvalid';
/** A retire or Post again of a post that is not (or no longer) the player's on this device. */
export const POST_NOT_FOUND = 'postNotFound';

/**
 * The picture a post may carry: an https: URL, or a path on the app (its own art) that no
 * browser can read as another host (src/domain/urls.ts, the server's public.is_safe_url).
 */
export function isValidPostImage(url: string): boolean {
  return url.length <= SHARED_LIST_IMAGE_URL_MAX && isSafeUserUrl(url);
}

export interface NewSharedPost {
  name: string;
  faction: FactionId | 'unknown';
  units: readonly SelectedUnit[];
  description: string;
  imageUrl: string | null;
  isTournamentList: boolean;
  tournamentName: string;
  /** The catalogue dataVersion that priced the units (issue 10). */
  dataVersion?: string | null;
}

/** The first problem with a post, as a validation code, or null. */
export function validatePost(post: Pick<NewSharedPost, 'name' | 'units' | 'imageUrl'>, accountId: string | null): string | null {
  if (!accountId) return POST_AUTH_REQUIRED;
  if (post.name.trim() === '') return POST_NAME_REQUIRED;
  if (post.units.filter((u) => u.quantity > 0).length === 0) return POST_EMPTY_LIST;
  if (post.imageUrl !== null && !isValidPostImage(post.imageUrl)) return POST_IMAGE_INVALID;
  return null;
}

export interface PostedSharedList {
  list: SharedList;
  /** True when the player's active post of this name existed on the device (an update). */
  isUpdate: boolean;
}

/** The player's active post of this name on the device, if any. */
function findOwnActivePost(db: WarcrowDB, userId: string, name: string): Promise<SharedList | undefined> {
  return db.sharedLists
    .where('name')
    .equals(name)
    .filter((row) => row.user_id === userId && row.is_active && !row.deleted_at)
    .first();
}

/**
 * The signed-in player's active post of this name on the device, if any: a second "Post to
 * Community" of the same list opens with what the player wrote on it (issue 15).
 */
export async function findOwnPost(name: string, db: WarcrowDB = getDb()): Promise<SharedList | undefined> {
  const accountId = getOutboxAccount();
  const trimmed = name.trim().slice(0, SHARED_LIST_NAME_MAX);
  if (!accountId || trimmed === '') return undefined;
  return findOwnActivePost(db, accountId, trimmed);
}

/**
 * Post a list to the community (or update the player's active post of the same name):
 * the optimistic row and its outbox entry in one transaction. Throws an AppError whose code
 * is a validation code above, or a storage error.
 */
export async function postSharedList(
  post: NewSharedPost,
  { now = Date.now(), id }: { now?: number; id?: string } = {},
  db: WarcrowDB = getDb(),
): Promise<PostedSharedList> {
  const accountId = getOutboxAccount();
  const problem = validatePost(post, accountId);
  if (problem || !accountId) throw new AppError(problem ?? POST_AUTH_REQUIRED);
  const name = post.name.trim().slice(0, SHARED_LIST_NAME_MAX);
  const description = post.description.trim().slice(0, SHARED_LIST_DESCRIPTION_MAX);
  const tournamentName = post.tournamentName.trim().slice(0, TOURNAMENT_NAME_MAX);
  const iso = new Date(now).toISOString();
  const units = prepareUnitsForSave(post.units.filter((u) => u.quantity > 0));

  return runWrite(() =>
    db.transaction('rw', db.sharedLists, db.outbox, async () => {
      const existing = await findOwnActivePost(db, accountId, name);
      const list: SharedList = {
        id: existing?.id ?? id ?? crypto.randomUUID(),
        user_id: accountId,
        name,
        faction: post.faction,
        description: description === '' ? null : description,
        image_url: post.imageUrl === null ? null : post.imageUrl.trim(),
        units,
        is_tournament_list: post.isTournamentList,
        tournament_name: post.isTournamentList && tournamentName !== '' ? tournamentName : null,
        is_active: true,
        updated_at: iso,
        created_at: existing?.created_at ?? iso,
        wab_id: existing?.wab_id ?? null,
      };
      if (post.dataVersion) list.dataVersion = post.dataVersion;
      await db.sharedLists.put(list);
      // A post re-sent before the first one reached the server replaces it in the queue.
      const superseded = await outboxRows(db)
        .where('rowId')
        .equals(list.id)
        .filter((e) => e.table === 'sharedLists' && e.status === 'pending' && e.accountId === accountId)
        .primaryKeys();
      await db.outbox.bulkDelete(superseded);
      await addOutboxEntry(
        {
          table: 'sharedLists',
          op: 'upsert',
          rowId: list.id,
          // The flag keeps the post in the profile's pending count (isCloudBound, src/db/queries.ts).
          payload: list,
          accountId,
          createdAt: now,
          attempts: 0,
          lastError: null,
          status: 'pending',
        },
        db,
      );
      return { list, isUpdate: existing !== undefined };
    }),
  );
}

/**
 * The server took the post: drop the entry and keep the server's row. When the server
 * updated an earlier post under its own id, the optimistic row (another id) goes.
 */
export async function confirmSharedListPush(entry: SharedListOutboxEntry, serverRow: SharedList, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.sharedLists, db.outbox, async () => {
      await db.outbox.delete(entry.seq);
      if (serverRow.id !== entry.rowId) {
        const stillQueued = await outboxRows(db)
          .where('rowId')
          .equals(entry.rowId)
          .filter((e) => e.table === 'sharedLists' && e.status === 'pending')
          .count();
        if (stillQueued === 0) await db.sharedLists.delete(entry.rowId);
      }
      // A newer post of the same list queued meanwhile keeps its optimistic row.
      const newer = await outboxRows(db)
        .where('rowId')
        .equals(serverRow.id)
        .filter((e) => e.table === 'sharedLists' && e.status === 'pending')
        .count();
      if (newer > 0) return;
      if (serverRow.deleted_at) await db.sharedLists.delete(serverRow.id);
      else await db.sharedLists.put(serverRow);
    }),
  );
}

/**
 * One pulled page of community lists and the watermark it reaches, in one transaction.
 * Rows with a post of this device still queued are skipped (the local post is newer).
 */
export async function applySharedListsPage(rows: readonly SharedList[], watermark: string, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', [db.sharedLists, db.outbox, db.syncState], async () => {
      const queued = new Set(
        await outboxRows(db)
          .filter((e) => e.table === 'sharedLists' && e.status === 'pending')
          .toArray()
          .then((entries) => entries.map((e) => e.rowId)),
      );
      const keptRetired = await retiredCopies(db);
      await upsertContentRows(
        'sharedLists',
        rows.filter((row) => !queued.has(row.id) && !(keptRetired.has(row.id) && !row.is_active)),
        db,
      );
      await setPullWatermark(SHARED_LISTS_WATERMARK, watermark, db);
    }),
  );
}

/**
 * One pulled page of retired posts (their ids only) and the watermark it reaches, in one
 * transaction: each is removed from the device, unless this device is posting it again.
 */
export async function applySharedListRetirements(ids: readonly string[], watermark: string, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', [db.sharedLists, db.outbox, db.syncState], async () => {
      const queued = new Set(
        await outboxRows(db)
          .filter((e) => e.table === 'sharedLists' && e.status === 'pending')
          .toArray()
          .then((entries) => entries.map((e) => e.rowId)),
      );
      const keptRetired = await retiredCopies(db);
      await db.sharedLists.bulkDelete(ids.filter((id) => !queued.has(id) && !keptRetired.has(id)));
      await setPullWatermark(SHARED_LIST_RETIREMENTS_WATERMARK, watermark, db);
    }),
  );
}

/** Ids of the posts this device retired and keeps (for Post again), not to be dropped by a pull. */
async function retiredCopies(db: WarcrowDB): Promise<Set<string>> {
  const rows = await db.sharedLists.filter((row) => !row.is_active && typeof row.retired_at === 'string').toArray();
  return new Set(rows.map((row) => row.id));
}

/** The signed-in player's posts on this device: active ones, then the ones they retired, newest first. */
export async function readOwnPosts(db: WarcrowDB = getDb(), accountId: string | null = getOutboxAccount()): Promise<SharedList[]> {
  if (!accountId) return [];
  const rows = await db.sharedLists.filter((row) => row.user_id === accountId && !row.deleted_at && (row.is_active || typeof row.retired_at === 'string')).toArray();
  return rows.sort((a, b) => Number(b.is_active) - Number(a.is_active) || (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
}

/**
 * Retire one of the player's posts (issue 15): nobody sees it any more once the server has
 * it. The device keeps it, marked retired, with what it held, so the player can post it again.
 * The row and its outbox entry ('delete') in one transaction.
 */
export async function retireSharedList(id: string, { now = Date.now() }: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<SharedList> {
  const accountId = getOutboxAccount();
  if (!accountId) throw new AppError(POST_AUTH_REQUIRED);
  const iso = new Date(now).toISOString();
  return runWrite(() =>
    db.transaction('rw', db.sharedLists, db.outbox, async () => {
      const row = await db.sharedLists.get(id);
      if (!row || row.user_id !== accountId || !row.is_active) throw new AppError(POST_NOT_FOUND);
      const retired: SharedList = { ...row, is_active: false, retired_at: iso, updated_at: iso };
      await db.sharedLists.put(retired);
      await addOutboxEntry(
        { table: 'sharedLists', op: 'delete', rowId: id, payload: retired, accountId, createdAt: now, attempts: 0, lastError: null, status: 'pending' },
        db,
      );
      return retired;
    }),
  );
}

/**
 * Post a retired post again: a new post with everything it held (a retired post stays
 * retired on the server), and the kept copy goes, in one transaction.
 */
export async function postAgain(id: string, options: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<PostedSharedList> {
  return runWrite(() =>
    db.transaction('rw', db.sharedLists, db.outbox, async () => {
      const row = await db.sharedLists.get(id);
      if (!row || row.is_active || typeof row.retired_at !== 'string') throw new AppError(POST_NOT_FOUND);
      const posted = await postSharedList(
        {
          name: row.name,
          faction: row.faction,
          units: row.units,
          description: row.description ?? '',
          imageUrl: row.image_url,
          isTournamentList: row.is_tournament_list,
          tournamentName: row.tournament_name ?? '',
          dataVersion: row.dataVersion ?? null,
        },
        options,
        db,
      );
      await db.sharedLists.delete(id);
      return posted;
    }),
  );
}

/** The server retired the post: drop the entry; the device's retired copy stays for Post again. */
export async function confirmSharedListRetired(entry: SharedListOutboxEntry, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.outbox.delete(entry.seq));
}
