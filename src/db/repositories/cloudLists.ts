/**
 * What the sync engine writes into the player's lists (ARCHITECTURE.md sync rules 2–4, 11):
 * server rows it pulled, the outcome of each push (version, conflict copy), and clean-up of
 * what the server has confirmed. Like every repository it changes rows and the outbox in one
 * transaction, so a crash between "the server said yes" and "the queue forgot it" can only
 * make the engine push the same idempotent write again.
 *
 * Rules kept here:
 * - A local row with pending outbox entries is never overwritten by a pulled row: the push
 *   of those entries settles it (saved, or a conflict copy).
 * - A conflict keeps both sides: the server's row takes the id, the local edit becomes a new
 *   list "<name> (conflict copy)" that is itself queued for the cloud. Nothing is dropped.
 * - Entries for lists that are not kept in the cloud have nothing to send and are dropped by
 *   the engine; a tombstone leaves the device once no entry refers to it any more.
 */
import { MAX_SAVED_LIST_NAME_LENGTH } from '../../domain/constants';
import type { ArmyList, Language } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { listOutboxEntryFor } from '../outbox';
import { outboxRows, readListRow } from '../queries';
import { announceKeptEdits } from '../keptEditsSignal';
import { addKeptEdit, conflictCopyName, readLanguage } from './keptEdits';
import { keepListVersion, versionOf } from './listVersions';
import type { OutboxEntry } from '../types';

/** army_lists.name is at most 80 characters on the server (constraint army_lists_name_length). */
export const CLOUD_LIST_NAME_MAX = MAX_SAVED_LIST_NAME_LENGTH;

function isLive(list: ArmyList): boolean {
  return list.deleted_at === undefined || list.deleted_at === null;
}

async function rowIdsWithPendingEntries(db: WarcrowDB, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const entries = await outboxRows(db).where('rowId').anyOf([...ids]).toArray();
  return new Set(entries.filter((e) => e.table === 'lists' && e.status === 'pending').map((e) => e.rowId));
}

function changedContent(a: ArmyList, b: ArmyList): boolean {
  if ((a.dataVersion ?? null) !== (b.dataVersion ?? null) || (a.note ?? '') !== (b.note ?? '') || a.units.length !== b.units.length) return true;
  return a.units.some((u, i) => {
    const v = b.units[i];
    return v === undefined || u.id !== v.id || u.quantity !== v.quantity || u.pointsCost !== v.pointsCost;
  });
}

/** A pulled (or pushed) server row as the device keeps it. */
function asCloudRow(row: ArmyList): ArmyList {
  return { ...row, source: 'cloud', syncToCloud: true };
}

export interface PulledListsResult {
  applied: number;
  removed: number;
  /** Rows left alone because local writes to them still wait for the server. */
  kept: number;
}

/**
 * Apply a page of the account's server rows (already mapped). Tombstones delete the local
 * row; other rows replace it unless it has pending outbox entries or is newer already.
 * Rows owned by another account are ignored.
 */
export async function applyPulledLists(rows: readonly ArmyList[], accountId: string, db: WarcrowDB = getDb()): Promise<PulledListsResult> {
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      const result: PulledListsResult = { applied: 0, removed: 0, kept: 0 };
      const mine = rows.filter((row) => row.user_id === undefined || row.user_id === null || row.user_id === accountId);
      const busy = await rowIdsWithPendingEntries(
        db,
        mine.map((row) => row.id),
      );
      for (const row of mine) {
        if (busy.has(row.id)) {
          result.kept += 1;
          continue;
        }
        if (!isLive(row)) {
          if (await db.lists.get(row.id)) {
            await db.lists.delete(row.id);
            // Deleted on another device: the list goes with all its versions (issue 16).
            await db.listVersions.where('listId').equals(row.id).delete();
            result.removed += 1;
          }
          continue;
        }
        const before = await db.lists.get(row.id);
        const local = before ? readListRow(before) : null;
        if (local && typeof local.version === 'number' && typeof row.version === 'number' && local.version > row.version) {
          result.kept += 1;
          continue;
        }
        const next = asCloudRow(row);
        // Issue 16: what the device held (its note included) lives on in the list's history.
        if (local && isLive(local) && changedContent(local, next)) await keepListVersion(db, versionOf(local, Date.now(), crypto.randomUUID(), 'pulled'));
        await db.lists.put(next);
        result.applied += 1;
      }
      return result;
    }),
  );
}

/**
 * The version the server gave a list after a confirmed push. Pending entries of the list that
 * were based on the version the device had are rebased onto the new one, so the player's own
 * next edit is not mistaken for a conflict.
 */
export async function setListVersion(id: string, version: number, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.transaction('rw', db.lists, db.outbox, () => patchVersion(db, id, version, {})));
}

async function patchVersion(db: WarcrowDB, id: string, version: number, owner: Pick<ArmyList, 'user_id' | 'wab_id'>): Promise<void> {
  const raw = await db.lists.get(id);
  const local = raw ? readListRow(raw) : null;
  const previous = local?.version;
  if (local) {
    const next: ArmyList = { ...local, version };
    if (owner.user_id) next.user_id = owner.user_id;
    if (owner.wab_id !== undefined) next.wab_id = owner.wab_id;
    await db.lists.put(next);
  }
  await db.outbox
    .where('rowId')
    .equals(id)
    .filter((entry) => entry.table === 'lists' && entry.status === 'pending' && entry.payload.version === previous)
    .modify((entry) => {
      entry.payload = { ...entry.payload, version };
    });
}

/**
 * The server saved the entry's list as `serverRow` (and retired `replacedIds`, its other
 * lists of that name). Drops the entry; the local row takes the server row when no later
 * write waits, otherwise only its version and owner.
 */
export async function confirmListPush(
  entry: Pick<OutboxEntry, 'seq' | 'rowId'>,
  serverRow: ArmyList,
  replacedIds: readonly string[] = [],
  db: WarcrowDB = getDb(),
): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      await db.outbox.delete(entry.seq);
      const busy = await rowIdsWithPendingEntries(db, [entry.rowId, ...replacedIds]);
      if (busy.has(entry.rowId)) {
        await patchVersion(db, entry.rowId, serverRow.version ?? 1, serverRow);
      } else {
        const raw = await db.lists.get(entry.rowId);
        const local = raw ? readListRow(raw) : null;
        // A list deleted here meanwhile stays deleted (its delete entry was already pushed or dropped).
        if (!local || isLive(local)) await db.lists.put(asCloudRow(serverRow));
      }
      for (const id of replacedIds) {
        if (id !== entry.rowId && !busy.has(id)) await db.lists.delete(id);
      }
    }),
  );
}

/**
 * The server has the delete: drop the entry, and the tombstone once nothing refers to it.
 * When the list had been edited on another device since this one saw it (issue 13 item 8),
 * the server kept that edit as a restored copy: `copy` lands here at once too.
 */
export async function confirmListDelete(
  entry: Pick<OutboxEntry, 'seq' | 'rowId'> & Partial<Pick<OutboxEntry, 'accountId' | 'payload'>>,
  copy: ArmyList | null = null,
  db: WarcrowDB = getDb(),
  now: number = Date.now(),
): Promise<void> {
  let kept = false;
  await runWrite(() =>
    db.transaction('rw', [db.lists, db.outbox, db.settings], async () => {
      kept = false;
      await db.outbox.delete(entry.seq);
      const raw = await db.lists.get(entry.rowId);
      const name = (raw ? readListRow(raw)?.name : undefined) ?? entry.payload?.name;
      await purgeTombstone(db, entry.rowId);
      if (copy && !(await db.lists.get(copy.id))) {
        await db.lists.put(asCloudRow(copy));
        const at = new Date(now).toISOString();
        await addKeptEdit(db, { copyId: copy.id, kind: 'restoredDelete', name: name ?? copy.name, copyName: copy.name, accountId: entry.accountId ?? copy.user_id ?? null, at });
        kept = true;
      }
    }),
  );
  if (kept) announceKeptEdits(1);
}

async function purgeTombstone(db: WarcrowDB, id: string): Promise<boolean> {
  const raw = await db.lists.get(id);
  const list = raw ? readListRow(raw) : null;
  if (!raw || (list && isLive(list))) return false;
  if ((await outboxRows(db).where('rowId').equals(id).count()) > 0) return false;
  await db.lists.delete(id);
  return true;
}

function conflictName(name: string, taken: ReadonlySet<string>, language: Language): string {
  for (let n = 1; ; n += 1) {
    const candidate = conflictCopyName(name, n, language, CLOUD_LIST_NAME_MAX);
    if (!taken.has(candidate)) return candidate;
  }
}

export interface ConflictCopyOptions {
  now?: number;
  /** The language of the copy's name; by default the one the page last told the sync engine. */
  language?: Language;
  /** Id of the copy (tests pin it). */
  id?: string;
}

/**
 * Sync rule 3. The server moved on since the entry's base version: the server row keeps the
 * id, and the local edit (the latest pending upsert of that list by the same account) is kept
 * as a new list "<name> (conflict copy)" (in the player's language), kept in the cloud and
 * queued under the entry's account, and the player gets a notice about it (keptEdits.ts). The
 * list's pending upserts are folded into the copy. Returns the copy.
 */
export async function keepConflictCopy(
  entry: OutboxEntry,
  serverRow: ArmyList,
  options: ConflictCopyOptions = {},
  db: WarcrowDB = getDb(),
): Promise<ArmyList> {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  const copy = await runWrite(() =>
    db.transaction('rw', [db.lists, db.outbox, db.settings], async () => {
      const folded = await db.outbox
        .where('rowId')
        .equals(entry.rowId)
        .filter((e) => e.table === 'lists' && e.op === 'upsert' && e.status === 'pending' && e.accountId === entry.accountId && e.seq >= entry.seq)
        .sortBy('seq');
      const edit = folded[folded.length - 1]?.payload ?? entry.payload;
      await db.outbox.bulkDelete([entry.seq, ...folded.map((e) => e.seq)]);

      const taken = new Set<string>();
      await db.lists.each((row) => {
        const list = readListRow(row);
        if (list && isLive(list)) taken.add(list.name);
      });
      const language = options.language ?? readLanguage((await db.settings.get('language'))?.value);
      const copy: ArmyList = {
        id: options.id ?? crypto.randomUUID(),
        name: conflictName(edit.name, taken, language),
        faction: edit.faction,
        units: edit.units,
        created_at: iso,
        updated_at: iso,
        source: 'local',
        syncToCloud: true,
      };
      // The player's own words and the catalogue that priced the edit go with it (a random
      // two-device run found conflict copies without the note: issue 13 item 10).
      if (edit.note !== undefined) copy.note = edit.note;
      if (edit.dataVersion !== undefined) copy.dataVersion = edit.dataVersion;
      if (entry.accountId) copy.user_id = entry.accountId;
      await db.lists.add(copy);
      await db.outbox.add(listOutboxEntryFor(entry.accountId, 'upsert', copy, now));
      await addKeptEdit(db, { copyId: copy.id, kind: 'conflict', name: edit.name, copyName: copy.name, accountId: entry.accountId ?? null, at: iso });

      const stillBusy = await rowIdsWithPendingEntries(db, [entry.rowId]);
      if (!stillBusy.has(entry.rowId)) {
        if (isLive(serverRow)) await db.lists.put(asCloudRow(serverRow));
        else await db.lists.delete(entry.rowId);
      }
      return copy;
    }),
  );
  announceKeptEdits(1);
  return copy;
}

/**
 * Issue 13 item 8, the rule for a delete against an edit (both orders, decided by the server):
 * an edit the deleting device had not seen is never lost. The list's id stays deleted on every
 * device and the edit lives on as the server's restored copy "<name> (restored)".
 *
 * The server answered a push of this entry with 'restored' (the list was deleted on another
 * device; the edit is now `copy`) or 'deleted' (the edit was the content the delete had seen:
 * nothing to keep). The entry and the account's later upserts of the id leave the queue; a
 * later edit than the one pushed is queued again for the copy, so it is not lost either. The
 * list's history follows the copy. The old id leaves the device once nothing refers to it.
 */
export async function settleDeletedList(entry: OutboxEntry, copy: ArmyList | null, options: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<void> {
  const now = options.now ?? Date.now();
  await runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox, db.settings], async () => {
      const later = await db.outbox
        .where('rowId')
        .equals(entry.rowId)
        .filter((e) => e.table === 'lists' && e.op === 'upsert' && e.status === 'pending' && e.accountId === entry.accountId && e.seq > entry.seq)
        .sortBy('seq');
      await db.outbox.bulkDelete([entry.seq, ...later.map((e) => e.seq)]);
      if (copy) {
        const existing = await db.lists.get(copy.id);
        const at = new Date(now).toISOString();
        await addKeptEdit(db, { copyId: copy.id, kind: 'restoredEdit', name: entry.payload.name, copyName: copy.name, accountId: entry.accountId ?? null, at });
        if (!existing || !(await rowIdsWithPendingEntries(db, [copy.id])).has(copy.id)) await db.lists.put(asCloudRow(copy));
        await db.listVersions.where('listId').equals(entry.rowId).modify({ listId: copy.id });
        const last = later[later.length - 1];
        if (last) {
          const { wab_id: _wabId, deleted_at: _deletedAt, ...edit } = last.payload;
          const next: ArmyList = { ...edit, id: copy.id, name: copy.name, version: copy.version ?? 1, source: 'cloud', syncToCloud: true, updated_at: new Date(now).toISOString() };
          if (entry.accountId) next.user_id = entry.accountId;
          await db.lists.put(next);
          await db.outbox.add(listOutboxEntryFor(entry.accountId, 'upsert', next, now));
        }
      }
      if ((await rowIdsWithPendingEntries(db, [entry.rowId])).size === 0) {
        await db.lists.delete(entry.rowId);
        if (!copy) await db.listVersions.where('listId').equals(entry.rowId).delete();
      }
    }),
  );
  if (copy) announceKeptEdits(1);
}

export interface NewIdOptions {
  now?: number;
  /** The new id (tests pin it). */
  id?: string;
}

/**
 * Issue 13 item 5. The server answered that the entry's list id belongs to another account
 * (save_army_list's 'taken'): the player's list is kept under a new id, a copy of their own
 * latest edit, queued for their cloud in place of every pending entry of theirs for the old
 * id. The old row leaves the device when it was this account's (or nobody's); another
 * account's row of that id is left alone. Returns the new entry, or null when the player's
 * last word on the list was a delete (nothing to save).
 */
export async function keepUnderNewId(entry: OutboxEntry, options: NewIdOptions = {}, db: WarcrowDB = getDb()): Promise<OutboxEntry | null> {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  return runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      const own = await db.outbox
        .where('rowId')
        .equals(entry.rowId)
        .filter((e) => e.table === 'lists' && e.status === 'pending' && e.accountId === entry.accountId && e.seq >= entry.seq)
        .sortBy('seq');
      await db.outbox.bulkDelete([entry.seq, ...own.map((e) => e.seq)]);
      const last = own[own.length - 1] ?? entry;
      const raw = await db.lists.get(entry.rowId);
      const local = raw ? readListRow(raw) : null;
      const localIsOurs = local !== null && (!local.user_id || local.user_id === entry.accountId);
      if (localIsOurs && (await rowIdsWithPendingEntries(db, [entry.rowId])).size === 0) await db.lists.delete(entry.rowId);
      if (last.op === 'delete') return null;

      const { version: _version, wab_id: _wabId, deleted_at: _deletedAt, ...edit } = last.payload;
      const copy: ArmyList = { ...edit, id: options.id ?? crypto.randomUUID(), source: 'local', syncToCloud: true, updated_at: iso };
      if (entry.accountId) copy.user_id = entry.accountId;
      else delete copy.user_id;
      await db.lists.put(copy);
      const seq = await db.outbox.add(listOutboxEntryFor(entry.accountId, 'upsert', copy, now));
      return (await db.outbox.get(seq)) as OutboxEntry;
    }),
  );
}

/**
 * Housekeeping before a push: list entries with nothing for the server (the list is not kept
 * in the cloud) are dropped, whoever made them, since nothing is sent for them; then
 * tombstones no entry refers to leave the device. Only list entries are considered: short
 * links and community posts are always for the server. Returns what was removed.
 */
export async function dropLocalOnlyEntries(db: WarcrowDB = getDb()): Promise<{ entries: number; tombstones: number }> {
  return runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      const entries = await outboxRows(db)
        .filter((e) => e.table === 'lists' && e.status === 'pending' && e.payload.syncToCloud !== true)
        .primaryKeys();
      await db.outbox.bulkDelete(entries);
      const tombstones = await db.lists.where('deleted_at').above('').primaryKeys();
      let purged = 0;
      for (const id of tombstones) if (await purgeTombstone(db, id)) purged += 1;
      return { entries: entries.length, tombstones: purged };
    }),
  );
}

/** The player has read a refusal (shown on /profile): forget the entry; the local row stays. */
export async function dismissRejectedEntry(seq: number, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry || entry.status !== 'rejected') return;
      await db.outbox.delete(seq);
      if (entry.table === 'lists') await purgeTombstone(db, entry.rowId);
    }),
  );
}
