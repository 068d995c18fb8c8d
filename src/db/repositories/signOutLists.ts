/**
 * Signing out on a shared device (issue 13 item 2): "Also remove my lists from this device".
 *
 * - Lists the player keeps in the cloud, with nothing waiting to upload, leave the device (rows
 *   and their history, nothing queued for the server: they stay in the cloud), and the
 *   account's pull watermarks are reset so the next sign-in brings them all back.
 * - Lists that are only on this device (device-only lists, and the player's cloud lists whose
 *   latest save has not reached the cloud yet) are named to the player and kept, unless the
 *   player confirmed twice that they go too; the list the player left on the builder (its
 *   draft) goes with them.
 * Another account's lists (and builder draft) are never touched.
 */
import type { ArmyList } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { dropKeptEdits } from './keptEdits';
import { runWrite } from '../errors';
import { isListFor, listsWaitingForOthers, outboxRows, readListRow } from '../queries';
import { watermarkKey } from './syncState';

export interface SignOutLists {
  /** Kept in the cloud: safe to remove here, they come back at the next sign-in. */
  inCloud: ArmyList[];
  /** Only on this device (or not uploaded yet): removed only when the player confirms twice. */
  onlyHere: ArmyList[];
}

function isLive(list: ArmyList): boolean {
  return list.deleted_at === undefined || list.deleted_at === null;
}

async function pendingIds(db: WarcrowDB): Promise<Set<string>> {
  const entries = await outboxRows(db).filter((e) => e.table === 'lists' && e.status === 'pending').toArray();
  return new Set(entries.map((e) => e.rowId));
}

/** The lists a sign-out of `accountId` may remove, sorted by name. */
export async function listsForSignOut(accountId: string, db: WarcrowDB = getDb()): Promise<SignOutLists> {
  const [rows, waiting, pending] = await Promise.all([db.lists.toArray(), listsWaitingForOthers(db, accountId), pendingIds(db)]);
  const out: SignOutLists = { inCloud: [], onlyHere: [] };
  for (const raw of rows) {
    const list = readListRow(raw);
    if (!list || !isLive(list) || !isListFor(list, accountId, waiting)) continue;
    const theirs = list.user_id === accountId && list.syncToCloud === true;
    if (theirs && !pending.has(list.id)) out.inCloud.push(list);
    else out.onlyHere.push(list);
  }
  const byName = (a: ArmyList, b: ArmyList) => a.name.localeCompare(b.name);
  out.inCloud.sort(byName);
  out.onlyHere.sort(byName);
  return out;
}

/**
 * Remove the account's lists from this device as listsForSignOut found them: the cloud ones,
 * and the device-only ones when `alsoOnlyHere` (the player confirmed twice). One transaction.
 * Returns how many lists left the device.
 */
export async function removeListsFromDevice(accountId: string, { alsoOnlyHere = false }: { alsoOnlyHere?: boolean } = {}, db: WarcrowDB = getDb()): Promise<number> {
  const found = await listsForSignOut(accountId, db);
  const ids = [...found.inCloud, ...(alsoOnlyHere ? found.onlyHere : [])].map((l) => l.id);
  return runWrite(() =>
    db.transaction('rw', [db.lists, db.listVersions, db.outbox, db.syncState, db.drafts, db.settings], async () => {
      for (const id of ids) {
        await db.lists.delete(id);
        await db.listVersions.where('listId').equals(id).delete();
        await db.outbox.where('rowId').equals(id).filter((e) => e.table === 'lists').delete();
      }
      // The list the player left on the builder is only on this device too: it goes with them.
      if (alsoOnlyHere) {
        const draft = await db.drafts.get('builderList');
        if (draft && (draft.value as { accountId?: unknown } | undefined)?.accountId === accountId) await db.drafts.delete('builderList');
      }
      // Notices about copies of lists that left the device go with them (they name the lists).
      await dropKeptEdits(db, ids);
      // The next sign-in pulls the account's lists (and their history) from the start.
      await db.syncState.bulkDelete([watermarkKey(`army_lists:${accountId}`), watermarkKey(`army_list_versions:${accountId}`)]);
      return ids.length;
    }),
  );
}
