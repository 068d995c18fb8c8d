/**
 * The pull half of the player's lists (ARCHITECTURE.md sync rules 4, 5): the signed-in
 * account's army_lists rows changed since its watermark, paged in (updated_at, id) order.
 * Each page and the watermark move in one Dexie transaction (applyPulledLists decides what a
 * row does locally: replace, delete for a tombstone, or wait for a pending local write).
 * The watermark is per account, so a second player signing in on the device pulls their own
 * lists from the start.
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { applyPulledLists } from '../src/db/repositories/cloudLists';
import { getPullWatermark, setPullWatermark } from '../src/db/repositories/syncState';
import type { ArmyList } from '../src/domain/types';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapArmyList } from './accountMappers';
import type { RemoteRow } from './rowValues';
import { cursorFilter, parseCursor, PULL_PAGE_SIZE, type PullCursor } from './pullContent';

/** The watermark's name in syncState for one account's lists. */
export function listsWatermarkName(accountId: string): string {
  return `army_lists:${accountId}`;
}

export interface ListsPullResult {
  received: number;
  applied: number;
  removed: number;
  kept: number;
}

function checkedRows(data: unknown, status: number): RemoteRow[] {
  if (!Array.isArray(data)) throw unexpectedResponse('pull army_lists', status);
  for (const row of data as unknown[]) {
    const r = row as RemoteRow | null;
    if (!r || typeof r !== 'object' || typeof r.updated_at !== 'string' || typeof r.id !== 'string') throw unexpectedResponse('pull army_lists', status);
  }
  return data as RemoteRow[];
}

/** Pull the account's lists to the end; pages applied before a failure stay applied. */
export async function pullLists(
  client: RestClient,
  db: WarcrowDB,
  accountId: string,
  { pageSize = PULL_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<ListsPullResult> {
  const name = listsWatermarkName(accountId);
  let cursor = parseCursor(await getPullWatermark(name, db));
  const result: ListsPullResult = { received: 0, applied: 0, removed: 0, kept: 0 };
  for (;;) {
    let query = client.from('army_lists').select('*').eq('user_id', accountId);
    if (cursor) query = query.or(cursorFilter(cursor, 'id'));
    const { data, error, status } = await query.order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(pageSize);
    if (error) throw classifyFailure('pull army_lists', { status, error });
    const rows = checkedRows(data, status);
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as RemoteRow;
    const next: PullCursor = { ts: last.updated_at as string, key: last.id as string };
    if (cursor && next.ts === cursor.ts && next.key === cursor.key) throw unexpectedResponse('pull army_lists (no progress)', status);
    const lists = rows.map(mapArmyList).filter((l): l is ArmyList => l !== null);
    if (lists.length < rows.length) logger.warn('Skipped pulled lists the app cannot read', { skipped: rows.length - lists.length });
    await db.transaction('rw', [db.lists, db.listVersions, db.outbox, db.syncState], async () => {
      const applied = await applyPulledLists(lists, accountId, db);
      result.applied += applied.applied;
      result.removed += applied.removed;
      result.kept += applied.kept;
      await setPullWatermark(name, JSON.stringify(next), db);
    });
    cursor = next;
    result.received += rows.length;
    if (rows.length < pageSize) break;
  }
  return result;
}
