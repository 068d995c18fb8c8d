/**
 * The outbox as the sync engine sees it (ARCHITECTURE.md sync rules 6, 11, 12): entries are
 * read in write order for one account, leave the queue only once the server confirmed them,
 * and a write the server refuses for good is marked rejected with its reason.
 */
import type { Table } from 'dexie';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { outboxRows } from '../queries';
import type { AnyOutboxEntry, NewAnyOutboxEntry } from '../types';

/**
 * Queue an entry of any kind (the table's declared row type names lists only). Call it inside
 * the transaction that writes the row the entry is for.
 */
export function addOutboxEntry(entry: NewAnyOutboxEntry, db: WarcrowDB = getDb()): Promise<number> {
  const table: Table<AnyOutboxEntry, number, NewAnyOutboxEntry> = db.table('outbox');
  return table.add(entry);
}

/** Pending entries made under `accountId` (null: made as a guest), oldest first; every kind. */
export async function pendingOutboxEntries(
  accountId: string | null,
  { limit = Infinity }: { limit?: number } = {},
  db: WarcrowDB = getDb(),
): Promise<AnyOutboxEntry[]> {
  return outboxRows(db)
    .orderBy('seq')
    .filter((entry) => entry.status === 'pending' && entry.accountId === accountId)
    .limit(limit)
    .toArray();
}

/** Entries the server refused for good, for the user to see. */
export function rejectedOutboxEntries(db: WarcrowDB = getDb()): Promise<AnyOutboxEntry[]> {
  return outboxRows(db).where('status').equals('rejected').sortBy('seq');
}

/** The server has the write: drop it from the queue. */
export async function confirmOutboxEntry(seq: number, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.outbox.delete(seq));
}

/** Count a failed attempt; `rejected` marks a permanent refusal (it stops blocking the queue). */
export async function recordOutboxFailure(
  seq: number,
  message: string,
  { rejected = false }: { rejected?: boolean } = {},
  db: WarcrowDB = getDb(),
): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.outbox, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry) return;
      await db.outbox.put({ ...entry, attempts: entry.attempts + 1, lastError: message, status: rejected ? 'rejected' : entry.status });
    }),
  );
}
