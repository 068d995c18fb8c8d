/**
 * Incremental pull of the community lists (ARCHITECTURE.md sync rule 5), for everyone, signed
 * in or not: shared_lists rows past the watermark, ordered by (updated_at, id), a page at a
 * time; each page and the watermark it reaches are applied in one Dexie transaction
 * (applySharedListsPage). The first pull pages at once; later ones make one count first (a GET
 * for no rows) and page only when something changed. Retired posts (inactive or deleted) are removed locally:
 * the player's own from their rows, everyone else's from shared_list_retirements (ids only;
 * guests never read a retired post, nor anyone's auth user id: issue 15). A body that is not
 * what the API returns fails as retryable and writes nothing.
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { getOutboxAccount } from '../src/db/outbox';
import {
  applySharedListRetirements,
  applySharedListsPage,
  SHARED_LIST_RETIREMENTS_WATERMARK,
  SHARED_LISTS_WATERMARK,
} from '../src/db/repositories/sharedLists';
import { getPullWatermark } from '../src/db/repositories/syncState';
import type { SharedList } from '../src/domain/types';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapSharedList, type RemoteRow } from './mappers';
import { COUNT_ONLY, cursorFilter, parseCursor, PULL_PAGE_SIZE, type PullCursor } from './pullContent';

const REMOTE_TABLE = 'shared_lists';
const RETIREMENTS_TABLE = 'shared_list_retirements';

/**
 * The columns pulled. A guest may not read user_id (the server refuses it); a signed-in
 * player reads it, to know their own posts on this device.
 */
const PUBLIC_COLUMNS =
  'id, wab_id, name, faction, description, image_url, units, is_tournament_list, tournament_name, is_active, created_at, updated_at, version, deleted_at, data_version';
const columnsToPull = (signedIn: boolean) => (signedIn ? `${PUBLIC_COLUMNS}, user_id` : PUBLIC_COLUMNS);

/** The watermark of a pull that found nothing: before every row (ids are UUIDs). */
const START_CURSOR: PullCursor = { ts: '1970-01-01T00:00:00.000Z', key: '00000000-0000-0000-0000-000000000000' };

function checkedRows(data: unknown, status: number): RemoteRow[] {
  if (!Array.isArray(data)) throw unexpectedResponse(`pull ${REMOTE_TABLE}`, status);
  for (const row of data as unknown[]) {
    if (!row || typeof row !== 'object') throw unexpectedResponse(`pull ${REMOTE_TABLE}`, status);
    const { updated_at: updatedAt, id } = row as RemoteRow;
    if (typeof updatedAt !== 'string' || typeof id !== 'string') throw unexpectedResponse(`pull ${REMOTE_TABLE}`, status);
  }
  return data as RemoteRow[];
}

/**
 * Pull the community lists to the end; returns the number of rows received. `signedIn` says
 * whether this run carries a player's token (only then may it read the owner column); it
 * defaults to whether the device has an outbox account, but the engine passes what the run
 * really has — a signed-in player whose token has not arrived yet reads as a guest.
 */
export async function pullSharedLists(
  client: RestClient,
  db: WarcrowDB,
  { pageSize = PULL_PAGE_SIZE, signedIn = getOutboxAccount() !== null }: { pageSize?: number; signedIn?: boolean } = {},
): Promise<number> {
  let cursor = parseCursor(await getPullWatermark(SHARED_LISTS_WATERMARK, db));
  // After the first pull, one count (a GET for no rows) says whether there is anything to page through.
  if (cursor) {
    const { count, error, status } = await client.from(REMOTE_TABLE).select('id', COUNT_ONLY).or(cursorFilter(cursor, 'id')).limit(0);
    if (error) throw classifyFailure(`count ${REMOTE_TABLE}`, { status, error });
    if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) throw unexpectedResponse(`count ${REMOTE_TABLE}`, status);
    // Nothing new to read; retirements are their own table (a retired post is not readable).
    if (count === 0) return pullRetirements(client, db, pageSize);
  }
  let received = 0;
  for (;;) {
    let query = client.from(REMOTE_TABLE).select(columnsToPull(signedIn));
    if (cursor) query = query.or(cursorFilter(cursor, 'id'));
    const { data, error, status } = await query.order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(pageSize);
    if (error) throw classifyFailure(`pull ${REMOTE_TABLE}`, { status, error });
    const rows = checkedRows(data, status);
    if (rows.length === 0) {
      // Nothing posted yet: remember that the first pull happened (later pulls count first).
      if (!cursor) await applySharedListsPage([], JSON.stringify(START_CURSOR), db);
      break;
    }
    const last = rows[rows.length - 1] as RemoteRow;
    const next: PullCursor = { ts: last.updated_at as string, key: last.id as string };
    if (cursor && next.ts === cursor.ts && next.key === cursor.key) throw unexpectedResponse(`pull ${REMOTE_TABLE} (no progress)`, status);
    const mapped = rows.map(mapSharedList).filter((row): row is SharedList => row !== null);
    if (mapped.length < rows.length) logger.warn('Skipped pulled rows the app cannot read', { table: REMOTE_TABLE, skipped: rows.length - mapped.length });
    await applySharedListsPage(mapped, JSON.stringify(next), db);
    cursor = next;
    received += rows.length;
    if (rows.length < pageSize) break;
  }
  return received + (await pullRetirements(client, db, pageSize));
}

/** The ids of posts retired since the last pull, page by page; each page removes them here. */
async function pullRetirements(client: RestClient, db: WarcrowDB, pageSize: number): Promise<number> {
  let cursor = parseCursor(await getPullWatermark(SHARED_LIST_RETIREMENTS_WATERMARK, db));
  let received = 0;
  for (;;) {
    let query = client.from(RETIREMENTS_TABLE).select('id, updated_at');
    if (cursor) query = query.or(cursorFilter(cursor, 'id'));
    const { data, error, status } = await query.order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(pageSize);
    if (error) throw classifyFailure(`pull ${RETIREMENTS_TABLE}`, { status, error });
    const rows = checkedRows(data, status);
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as RemoteRow;
    const next: PullCursor = { ts: last.updated_at as string, key: last.id as string };
    if (cursor && next.ts === cursor.ts && next.key === cursor.key) throw unexpectedResponse(`pull ${RETIREMENTS_TABLE} (no progress)`, status);
    await applySharedListRetirements(rows.map((row) => row.id as string), JSON.stringify(next), db);
    cursor = next;
    received += rows.length;
    if (rows.length < pageSize) break;
  }
  return received;
}
