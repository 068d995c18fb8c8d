/**
 * Earlier versions of the player's lists (Dexie `listVersions`, device only).
 *
 * Today one thing makes a version: updating a list priced with older catalogue data to the
 * current points (issue 10). The update writes, in ONE transaction, the list's previous
 * content as a version row, the list with its new units and dataVersion, and the list's outbox
 * entry, so the player can never end up with the new prices and without the old list, or the
 * other way round. The rows are general (any earlier content, with when and why it was
 * replaced) so a later version history reads them as they are.
 */
import { belongsTo, prepareUnitsForSave } from '../../domain/lists';
import type { ArmyList, SelectedUnit } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { getOutboxAccount, listOutboxEntry } from '../outbox';
import { readListRow } from '../queries';
import type { ListVersionRow } from '../types';

export interface VersionWriteOptions {
  /** Epoch milliseconds of the write (tests pin it). */
  now?: number;
  /** Id of the version row (tests pin it); a client-made UUID otherwise. */
  versionId?: string;
}

/** The row that keeps `list` as it is now, replaced at `now` for `reason`. */
export function versionOf(
  list: Pick<ArmyList, 'id' | 'name' | 'faction' | 'units' | 'dataVersion' | 'updated_at' | 'created_at' | 'note'> & Pick<Partial<ArmyList>, 'budget'>,
  now: number,
  id: string,
  reason: ListVersionRow['reason'] = 'repriced',
): ListVersionRow {
  const row: ListVersionRow = {
    id,
    listId: list.id,
    name: list.name,
    faction: list.faction,
    units: list.units.map((u) => ({ ...u })),
    dataVersion: list.dataVersion ?? null,
    savedAt: list.updated_at || list.created_at,
    replacedAt: new Date(now).toISOString(),
    reason,
  };
  if (list.note) row.note = list.note;
  if (typeof list.budget === 'number') row.budget = list.budget;
  return row;
}

/** Keep a version row inside the caller's transaction (which must include listVersions). */
export async function keepListVersion(db: WarcrowDB, row: ListVersionRow): Promise<void> {
  await db.listVersions.add(row);
}

export interface RepricedContent {
  /** The list's units at the current catalogue's points (src/domain/repricing.ts updatedUnits). */
  units: readonly SelectedUnit[];
  /** The current catalogue's dataVersion. */
  dataVersion: string;
}

/**
 * Update a saved list to the catalogue's current points: the list as it was is kept as a
 * version, the list gets the new units and dataVersion. Returns the updated list, or null when
 * there is no live list with this id that the signed-in player may change.
 */
export async function updateListToCurrentPoints(
  id: string,
  content: RepricedContent,
  options: VersionWriteOptions = {},
  db: WarcrowDB = getDb(),
): Promise<ArmyList | null> {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  const units = prepareUnitsForSave(content.units);
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      const raw = await db.lists.get(id);
      const list = raw ? readListRow(raw) : null;
      if (!list || (list.deleted_at !== undefined && list.deleted_at !== null) || !belongsTo(list, getOutboxAccount())) return null;
      await keepListVersion(db, versionOf(list, now, options.versionId ?? crypto.randomUUID()));
      const next: ArmyList = { ...list, units, dataVersion: content.dataVersion, updated_at: iso };
      await db.lists.put(next);
      await db.outbox.add(listOutboxEntry('upsert', next, now));
      return next;
    }),
  );
}

/** One list's earlier versions, oldest first. */
export function readListVersions(listId: string, db: WarcrowDB = getDb()): Promise<ListVersionRow[]> {
  return db.listVersions.where('[listId+savedAt]').between([listId, ''], [listId, '\uffff']).toArray();
}

/**
 * Restore an earlier version as the list's current content (issue 16). The content it replaces
 * is kept as a version first, so nothing is overwritten. The list keeps its id and name (a
 * same-named list panel shows one list per name). Returns the list, or null when the version
 * or its live list is gone or is not the signed-in player's to change.
 */
export async function restoreListVersion(versionId: string, options: VersionWriteOptions = {}, db: WarcrowDB = getDb()): Promise<ArmyList | null> {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      const version = await db.listVersions.get(versionId);
      if (!version) return null;
      const raw = await db.lists.get(version.listId);
      const list = raw ? readListRow(raw) : null;
      if (!list || (list.deleted_at !== undefined && list.deleted_at !== null) || !belongsTo(list, getOutboxAccount())) return null;
      await keepListVersion(db, versionOf(list, now, options.versionId ?? crypto.randomUUID(), 'restored'));
      const next: ArmyList = { ...list, units: prepareUnitsForSave(version.units), updated_at: iso };
      if (version.dataVersion) next.dataVersion = version.dataVersion;
      else delete next.dataVersion;
      if (version.note) next.note = version.note;
      else delete next.note;
      if (typeof version.budget === 'number') next.budget = version.budget;
      else delete next.budget;
      await db.lists.put(next);
      await db.outbox.add(listOutboxEntry('upsert', next, now));
      return next;
    }),
  );
}

/** One version by id (the history's compare and duplicate read it). */
export async function getListVersion(versionId: string, db: WarcrowDB = getDb()): Promise<ListVersionRow | null> {
  return (await db.listVersions.get(versionId)) ?? null;
}

/** How many earlier versions each list has, by list id (the saved lists panel shows it). */
export async function countListVersions(db: WarcrowDB = getDb()): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await db.listVersions.orderBy('listId').eachKey((key) => {
    const id = String(key);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  return counts;
}

/** A list's versions not yet in the player's cloud, oldest first (the push uploads them). */
export async function versionsToUpload(listId: string, db: WarcrowDB = getDb()): Promise<ListVersionRow[]> {
  return (await readListVersions(listId, db)).filter((v) => v.uploaded !== true);
}

/** The server has these versions now. */
export async function markVersionsUploaded(ids: readonly string[], db: WarcrowDB = getDb()): Promise<void> {
  if (ids.length === 0) return;
  await runWrite(() => db.transaction('rw', db.listVersions, () => db.listVersions.where('id').anyOf([...ids]).modify({ uploaded: true })));
}

/**
 * Versions pulled from the player's cloud: kept for lists this device has (live), never over a
 * version it already holds, nor when it already keeps that list's content saved at the same
 * moment (the device kept it itself when the change came down). Returns how many were added.
 */
export async function keepPulledVersions(rows: readonly ListVersionRow[], db: WarcrowDB = getDb()): Promise<number> {
  if (rows.length === 0) return 0;
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions], async () => {
      const known = new Set((await db.listVersions.where('id').anyOf(rows.map((r) => r.id)).primaryKeys()).map(String));
      const listIds = [...new Set(rows.map((r) => r.listId))];
      const live = new Set<string>();
      for (const raw of await db.lists.bulkGet(listIds)) {
        const list = raw ? readListRow(raw) : null;
        if (list && (list.deleted_at === undefined || list.deleted_at === null)) live.add(list.id);
      }
      const fresh: ListVersionRow[] = [];
      for (const r of rows) {
        if (known.has(r.id) || !live.has(r.listId)) continue;
        if ((await db.listVersions.where('[listId+savedAt]').equals([r.listId, r.savedAt]).count()) > 0) continue;
        fresh.push({ ...r, uploaded: true });
      }
      await db.listVersions.bulkAdd(fresh);
      return fresh.length;
    }),
  );
}
