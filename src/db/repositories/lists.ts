/**
 * The player's army lists: the only code that writes the `lists` table. Every write changes
 * the rows and appends outbox entries in ONE transaction (ARCHITECTURE.md "The one idea"),
 * so a failure (a full disk included) leaves nothing half-written.
 *
 * Deletes are tombstones (`deleted_at` set, sync rule 4): the row stays until the sync
 * engine has told the server, and every read skips it.
 */
import { normaliseBudget } from '../../domain/budget';
import { normaliseFactionId } from '../../domain/catalogue';
import { DEFAULT_LIST_NAME, MAX_LIST_NOTE_LENGTH } from '../../domain/constants';
import { belongsTo, parseStoredUnits, prepareUnitsForSave, validateLocalSave } from '../../domain/lists';
import type { ArmyList, SelectedUnit } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { AppError, runWrite } from '../errors';
import { getOutboxAccount, listOutboxEntry } from '../outbox';
import { ensurePersistentStorageRequested } from '../persistence';
import { isListFor, listsFor, listsWaitingForOthers, readArmyList, readListRow } from '../queries';
import { keepListVersion, versionOf } from './listVersions';
import { contentOfList, sameListContent, type ListContent } from '../../domain/listContent';

export interface WriteOptions {
  /** Epoch milliseconds of the write (tests pin it). */
  now?: number;
  /** Id for a new row (tests pin it); a client-made UUID otherwise (sync rule 1). */
  id?: string;
}

export interface SaveListOptions extends WriteOptions {
  /**
   * Keep the list in the player's cloud (the builder's cloud save): the row is flagged and
   * its outbox entry is pushed by the sync engine. Without it a list stays on this device,
   * unless it replaces (or is) a list already kept in the cloud, which stays there.
   */
  syncToCloud?: boolean;
  /**
   * No lost update between tabs (issue 13 item 9): the content the editor loaded the list
   * with. When the stored list no longer holds it (another tab, or a sync, saved it since), the
   * save is refused with AppError `list.changedElsewhere` and nothing is written; the player
   * then chooses (keep both, take theirs, overwrite). Absent: no check (an overwrite).
   */
  basedOn?: ListContent;
}

/** The AppError code of a save made from a stale copy of a list. */
export const LIST_CHANGED_ELSEWHERE = 'list.changedElsewhere';
/**
 * The name is already one of the player's lists in another faction. Saved lists are shown
 * de-duplicated by name (SPEC.md 5), so a second list of that name would hide the first: the
 * save is refused and the player chooses another name; nothing is written.
 */
export const LIST_NAME_IN_OTHER_FACTION = 'list.nameInOtherFaction';

export interface ListDraft {
  /** The list being edited, if any. */
  id?: string;
  name: string;
  faction: string;
  units: readonly SelectedUnit[];
  /** The catalogue dataVersion that priced the units (issue 10); kept on the row. */
  dataVersion?: string | null;
  /** The player's note (issue 16): text sets it, '' clears it, absent keeps the edited list's note. */
  note?: string;
  /** The points budget (issue 14): a number sets it, null clears it, absent keeps the edited list's budget. */
  budget?: number | null;
}

function newId(options: WriteOptions): string {
  return options.id ?? crypto.randomUUID();
}

function isLive(list: ArmyList): boolean {
  return list.deleted_at === undefined || list.deleted_at === null;
}

/** Live, and the signed-in player's to change (another account's cloud lists are left alone). */
function isMineAndLive(list: ArmyList | null): list is ArmyList {
  return list !== null && isLive(list) && belongsTo(list, getOutboxAccount());
}

/** Tombstone a row and queue its delete, inside the caller's transaction. */
async function buryList(db: WarcrowDB, list: ArmyList, now: number): Promise<void> {
  const iso = new Date(now).toISOString();
  const tombstone: ArmyList = { ...list, deleted_at: iso, updated_at: iso };
  await db.lists.put(tombstone);
  await db.outbox.add(listOutboxEntry('delete', tombstone, now));
}

/**
 * The player's live lists with this name, in every faction: one read of the name index, and
 * the outbox only when one of them has no account on it (a save under a new name reads nothing
 * more).
 */
async function liveListsNamed(db: WarcrowDB, name: string): Promise<ArmyList[]> {
  const rows = (await db.lists.where('name').equals(name).toArray()).map(readListRow).filter(isMineAndLive);
  return rows.length === 0 ? rows : listsFor(db, rows, getOutboxAccount());
}

/**
 * Save the builder's list on this device (SPEC.md 5 "Local save"). The name is trimmed, units
 * are merged and capped at availability by the domain. A same-named list of the same faction
 * is replaced: it becomes a tombstone and the new row takes its place. What a save replaces
 * (the edited list's content, a same-named list and its history) is kept in the saved list's
 * history (`listVersions`, issue 16) in the same transaction.
 *
 * `draft.id` keeps the id of the list being edited when that list still has this name and
 * faction (an edit in place); a renamed list is saved as a new list and the original stays,
 * as the builder always did. Throws AppError with the domain's code on invalid input and
 * `storage.full` / `storage.failed` when the browser refuses the write.
 */
export async function saveListLocally(draft: ListDraft, options: SaveListOptions = {}, db: WarcrowDB = getDb()): Promise<ArmyList> {
  const issue = validateLocalSave(draft);
  if (issue) throw AppError.fromIssue(issue);
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  const name = draft.name.trim();
  const faction = normaliseFactionId(draft.faction);
  const units = prepareUnitsForSave(draft.units);

  const saved = await runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      // Past this check, every list with the name is of this faction.
      const sameNamed = await liveListsNamed(db, name);
      if (sameNamed.some((l) => l.faction !== faction)) throw new AppError(LIST_NAME_IN_OTHER_FACTION, { name });
      const edited = draft.id === undefined ? undefined : sameNamed.find((l) => l.id === draft.id);
      if (edited && options.basedOn && !holdsContent(edited, options.basedOn)) {
        throw new AppError(LIST_CHANGED_ELSEWHERE, { name: edited.name });
      }
      const next: ArmyList = edited
        ? { ...edited, name, faction, units, updated_at: iso }
        : { id: newId(options), name, faction, units, created_at: iso, updated_at: iso, source: 'local' };
      if (draft.dataVersion) next.dataVersion = draft.dataVersion;
      else delete next.dataVersion;
      if (draft.note !== undefined) {
        const note = draft.note.slice(0, MAX_LIST_NOTE_LENGTH);
        if (note.trim() !== '') next.note = note;
        else delete next.note;
      }
      if (draft.budget !== undefined) {
        const budget = normaliseBudget(draft.budget);
        if (budget !== null) next.budget = budget;
        else delete next.budget;
      }
      if (options.syncToCloud === true || sameNamed.some((l) => l.syncToCloud === true)) next.syncToCloud = true;
      stampOwner(next);
      // Issue 16: what this save replaces lives on in the saved list's history.
      for (const older of sameNamed) {
        if (sameContent(older, next)) continue;
        await keepListVersion(db, versionOf({ ...older, id: next.id }, now, crypto.randomUUID(), 'saved'));
      }
      for (const older of sameNamed) {
        if (older.id === next.id) continue;
        await db.listVersions.where('listId').equals(older.id).modify({ listId: next.id });
        await buryList(db, older, now);
      }
      await db.lists.put(next);
      if (options.syncToCloud === true) await supersedeGuestEntries(db, next.id);
      await db.outbox.add(listOutboxEntry('upsert', next, now));
      return next;
    }),
  );
  void ensurePersistentStorageRequested({ now }, db);
  return saved;
}

/** The stored list still holds `base` (an absent note, catalogue or budget is the empty one). */
function holdsContent(stored: ArmyList, base: ListContent): boolean {
  return sameListContent(contentOfList(stored), base);
}

/** Same units (ids, quantities, points, attachments), catalogue, note and budget: saving it again keeps no new version. */
function sameContent(a: ArmyList, b: ArmyList): boolean {
  if ((a.dataVersion ?? null) !== (b.dataVersion ?? null) || (a.note ?? '') !== (b.note ?? '') || (a.budget ?? null) !== (b.budget ?? null) || a.units.length !== b.units.length) return false;
  return a.units.every((u, i) => {
    const v = b.units[i];
    return v !== undefined && u.id === v.id && u.quantity === v.quantity && u.pointsCost === v.pointsCost && (u.attachedTo ?? null) === (v.attachedTo ?? null);
  });
}

/**
 * A list kept in the cloud by a signed-in player is theirs from the moment it is saved, not
 * only once the server has it (issue 13 item 5): stamped with their account, it is out of
 * sight and out of reach of every other account on the device (belongsTo) while it waits.
 */
function stampOwner(list: ArmyList): void {
  const account = getOutboxAccount();
  if (list.syncToCloud === true && account !== null) list.user_id = account;
}

/**
 * A signed-in player takes a list to the cloud: the new entry carries the whole row, so the
 * guest's (accountId null) pending entries for it have nothing left to say and are dropped.
 * Another account's entries are never touched (sync rule 11).
 */
async function supersedeGuestEntries(db: WarcrowDB, rowId: string): Promise<void> {
  if (getOutboxAccount() === null) return;
  await db.outbox
    .where('rowId')
    .equals(rowId)
    .filter((entry) => entry.accountId === null && entry.status === 'pending')
    .delete();
}

/**
 * Keep an existing list in the player's cloud from now on: sets the flag and queues an
 * upsert of the whole row in one transaction. Returns the list, or null when there is no
 * live list with this id.
 */
export async function markListForCloud(id: string, options: WriteOptions = {}, db: WarcrowDB = getDb()): Promise<ArmyList | null> {
  const now = options.now ?? Date.now();
  return runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      const raw = await db.lists.get(id);
      const list = raw ? readListRow(raw) : null;
      if (!isMineAndLive(list) || !isListFor(list, getOutboxAccount(), await listsWaitingForOthers(db, getOutboxAccount()))) return null;
      const next: ArmyList = { ...list, syncToCloud: true };
      stampOwner(next);
      await db.lists.put(next);
      await supersedeGuestEntries(db, id);
      await db.outbox.add(listOutboxEntry('upsert', next, now));
      return next;
    }),
  );
}

/**
 * Delete every version of the lists with this name, whatever their faction, that the
 * signed-in player may change, with their history (issue 16). Returns how many.
 */
export async function deleteListsByName(name: string, options: WriteOptions = {}, db: WarcrowDB = getDb()): Promise<number> {
  const now = options.now ?? Date.now();
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      const rows = await db.lists.where('name').equals(name).toArray();
      const othersWaiting = await listsWaitingForOthers(db, getOutboxAccount());
      let count = 0;
      for (const row of rows) {
        const list = readListRow(row);
        if (!isMineAndLive(list) || !isListFor(list, getOutboxAccount(), othersWaiting)) continue;
        await buryList(db, list, now);
        await db.listVersions.where('listId').equals(list.id).delete();
        count += 1;
      }
      return count;
    }),
  );
}

export function getList(id: string, db: WarcrowDB = getDb()): Promise<ArmyList | null> {
  return readArmyList(db, id);
}

/** What the share-code decoder hands over (SPEC.md 7 "Share links"). */
export interface DecodedSharedList {
  name: string;
  faction: string;
  units: unknown;
  created_at?: string;
  /** The catalogue dataVersion that priced these units, when the link or post recorded it. */
  dataVersion?: string | null;
  /** The list's note (issue 16), when the source carried one. */
  note?: string | null;
  /** The points budget (issue 14), when the source carried one. */
  budget?: number | null;
}

/** `name`, or `name (2)`, `name (3)`, … whichever no live list has yet. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const candidate = `${name} (${n})`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Keep a list opened from a share link. It always gets a new id and never replaces one of
 * the player's lists: if the name is taken it is numbered ("Name (2)"), because saved lists
 * are shown de-duplicated by name and the player's own list must stay visible.
 */
export interface SharedListOptions extends WriteOptions {
  /**
   * The list as it was shared, when it is kept with the catalogue's current points instead
   * (issue 10): stored as the new list's earlier version, in the same transaction.
   */
  asShared?: { units: readonly SelectedUnit[]; dataVersion: string | null };
  /** Id of that version row (tests pin it). */
  versionId?: string;
}

export async function createListFromShared(decoded: DecodedSharedList, options: SharedListOptions = {}, db: WarcrowDB = getDb()): Promise<ArmyList> {
  const units = prepareUnitsForSave(parseStoredUnits(decoded.units));
  const baseName = typeof decoded.name === 'string' && decoded.name.trim() !== '' ? decoded.name.trim() : DEFAULT_LIST_NAME;
  const faction = normaliseFactionId(typeof decoded.faction === 'string' ? decoded.faction : '');
  const issue = validateLocalSave({ name: baseName, faction, units });
  if (issue) throw AppError.fromIssue(issue);
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();

  const created = await runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox], async () => {
      const taken = new Set<string>();
      await db.lists
        .where('name')
        .startsWith(baseName)
        .each((row) => {
          const list = readListRow(row);
          if (isMineAndLive(list)) taken.add(list.name);
        });
      const list: ArmyList = {
        id: newId(options),
        name: freeName(baseName, taken),
        faction,
        units,
        created_at: iso,
        updated_at: iso,
        source: 'local',
      };
      if (decoded.dataVersion) list.dataVersion = decoded.dataVersion;
      if (typeof decoded.note === 'string' && decoded.note.trim() !== '') list.note = decoded.note.slice(0, MAX_LIST_NOTE_LENGTH);
      const budget = normaliseBudget(decoded.budget);
      if (budget !== null) list.budget = budget;
      await db.lists.add(list);
      if (options.asShared) {
        const sharedAt = typeof decoded.created_at === 'string' && decoded.created_at !== '' ? decoded.created_at : iso;
        const shared = { ...list, units: options.asShared.units.map((u) => ({ ...u })), dataVersion: options.asShared.dataVersion, updated_at: sharedAt, created_at: sharedAt };
        await keepListVersion(db, versionOf(shared, now, options.versionId ?? crypto.randomUUID()));
      }
      await db.outbox.add(listOutboxEntry('upsert', list, now));
      return list;
    }),
  );
  void ensurePersistentStorageRequested({ now }, db);
  return created;
}

/** A list read by the import (src/domain/listFile.ts), already repriced. */
export interface ImportedListInput {
  name: string;
  faction: string;
  units: readonly SelectedUnit[];
  dataVersion?: string | null;
  note?: string;
  /** The points budget (issue 14), when the file carried one. */
  budget?: number | null;
}

/**
 * Keep imported lists (issue 16): ONE transaction for all of them, each a new list of the
 * player's own with a new id. Nothing is ever overwritten: a taken name is numbered
 * ("Name (2)"), as for a list opened from a share link. The history of an imported list
 * starts at the import. Lists that fail the save rules are skipped and returned in `skipped`.
 */
export async function importLists(
  inputs: readonly ImportedListInput[],
  options: WriteOptions = {},
  db: WarcrowDB = getDb(),
): Promise<{ created: ArmyList[]; skipped: string[] }> {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  const ready: ArmyList[] = [];
  const skipped: string[] = [];
  for (const input of inputs) {
    const units = prepareUnitsForSave(input.units);
    const name = input.name.trim() === '' ? DEFAULT_LIST_NAME : input.name.trim();
    const faction = normaliseFactionId(input.faction);
    if (validateLocalSave({ name, faction, units })) {
      skipped.push(name);
      continue;
    }
    const list: ArmyList = { id: crypto.randomUUID(), name, faction, units, created_at: iso, updated_at: iso, source: 'local' };
    if (input.dataVersion) list.dataVersion = input.dataVersion;
    if (typeof input.note === 'string' && input.note.trim() !== '') list.note = input.note.slice(0, MAX_LIST_NOTE_LENGTH);
    const budget = normaliseBudget(input.budget);
    if (budget !== null) list.budget = budget;
    ready.push(list);
  }
  const created = await runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, async () => {
      const taken = new Set<string>();
      await db.lists.each((row) => {
        const list = readListRow(row);
        if (isMineAndLive(list)) taken.add(list.name);
      });
      const out: ArmyList[] = [];
      for (const list of ready) {
        const kept = { ...list, name: freeName(list.name, taken) };
        taken.add(kept.name);
        out.push(kept);
      }
      await db.lists.bulkAdd(out);
      await db.outbox.bulkAdd(out.map((list) => listOutboxEntry('upsert', list, now)));
      return out;
    }),
  );
  if (created.length > 0) void ensurePersistentStorageRequested({ now }, db);
  return { created, skipped };
}
