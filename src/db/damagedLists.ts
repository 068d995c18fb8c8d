/**
 * Saved lists the device cannot read in full (issue 13 item 12): a row that is not a list, or
 * a list some of whose units are unreadable. Such rows are never deleted or rewritten: they
 * stay in the database as they are (set aside), the readable lists load as usual, and the
 * saved-lists panel tells the player how many could not be read.
 */
import { belongsTo, parseStoredList } from '../domain/lists';
import type { WarcrowDB } from './database';

function rawUnitCount(units: unknown): number | null {
  let value = units;
  if (typeof units === 'string') {
    try {
      value = JSON.parse(units) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value)) return null;
  // A unit taken down to quantity 0 is a removed unit, not a damaged one.
  return value.filter((unit) => !(unit && typeof unit === 'object' && typeof (unit as { quantity?: unknown }).quantity === 'number' && (unit as { quantity: number }).quantity < 1)).length;
}

/** How many stored lists of this account (or nobody's) cannot be read in full; tombstones aside. */
export async function countDamagedLists(db: WarcrowDB, accountId: string | null): Promise<number> {
  let damaged = 0;
  await db.lists.each((raw: unknown) => {
    const row = raw && typeof raw === 'object' ? (raw as { deleted_at?: unknown; units?: unknown }) : null;
    if (row && typeof row.deleted_at === 'string' && row.deleted_at !== '') return;
    const list = parseStoredList(raw);
    if (!list) {
      damaged += 1;
      return;
    }
    if (!belongsTo(list, accountId)) return;
    const count = rawUnitCount(row?.units);
    if (count === null || count !== list.units.length) damaged += 1;
  });
  return damaged;
}
