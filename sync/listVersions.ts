/**
 * A cloud list's history (issue 16): after the server confirmed a list, its versions not yet
 * uploaded go to army_list_versions; a pull brings down the versions other devices uploaded.
 * A failure here never holds back the list itself: the versions wait for the list's next push
 * (upload) or the next sync (pull).
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { keepPulledVersions, markVersionsUploaded, versionsToUpload } from '../src/db/repositories/listVersions';
import { getPullWatermark, setPullWatermark } from '../src/db/repositories/syncState';
import type { ListVersionRow } from '../src/db/types';
import { normaliseFactionId } from '../src/domain/catalogue';
import { parseStoredUnits } from '../src/domain/lists';
import { classifyFailure } from './errors';

const PAGE_SIZE = 500;
const REASONS = new Set<ListVersionRow['reason']>(['repriced', 'saved', 'restored', 'pulled']);

function toServerRow(v: ListVersionRow) {
  return {
    id: v.id,
    list_id: v.listId,
    name: v.name,
    faction: v.faction,
    units: v.units,
    data_version: v.dataVersion,
    note: v.note ?? null,
    saved_at: v.savedAt,
    replaced_at: v.replacedAt,
    reason: v.reason,
  };
}

function fromServerRow(row: Record<string, unknown>): ListVersionRow | null {
  const { id, list_id: listId, name, faction, saved_at: savedAt, replaced_at: replacedAt, reason } = row;
  if (typeof id !== 'string' || typeof listId !== 'string' || typeof name !== 'string' || typeof savedAt !== 'string' || typeof replacedAt !== 'string') return null;
  if (typeof reason !== 'string' || !REASONS.has(reason as ListVersionRow['reason'])) return null;
  const version: ListVersionRow = {
    id,
    listId,
    name,
    faction: normaliseFactionId(typeof faction === 'string' ? faction : ''),
    units: parseStoredUnits(row.units),
    dataVersion: typeof row.data_version === 'string' && row.data_version !== '' ? row.data_version : null,
    savedAt,
    replacedAt,
    reason: reason as ListVersionRow['reason'],
  };
  if (typeof row.note === 'string' && row.note.trim() !== '') version.note = row.note;
  return version;
}

/** Upload a confirmed list's versions not yet in the cloud. Never throws. */
export async function pushListVersions(client: RestClient, db: WarcrowDB, listId: string): Promise<number> {
  try {
    const pending = await versionsToUpload(listId, db);
    if (pending.length === 0) return 0;
    const { error, status } = await client.from('army_list_versions').upsert(pending.map(toServerRow), { onConflict: 'id', ignoreDuplicates: true });
    if (error) throw classifyFailure('upload army_list_versions', { status, error });
    await markVersionsUploaded(
      pending.map((v) => v.id),
      db,
    );
    return pending.length;
  } catch (error) {
    logger.warn('List versions were not uploaded; they go with the list next time', { listId, error: String(error) });
    return 0;
  }
}

const WATERMARK = 'army_list_versions';

/** Bring down versions other devices uploaded since the last pull. Never throws. */
export async function pullListVersions(client: RestClient, db: WarcrowDB, accountId: string): Promise<number> {
  try {
    let added = 0;
    let since = await getPullWatermark(`${WATERMARK}:${accountId}`, db);
    for (;;) {
      let query = client.from('army_list_versions').select('*').eq('user_id', accountId).order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(PAGE_SIZE);
      if (since) query = query.gte('updated_at', since);
      const { data, error, status } = await query;
      if (error) throw classifyFailure('pull army_list_versions', { status, error });
      const rows = (Array.isArray(data) ? data : []) as Record<string, unknown>[];
      added += await keepPulledVersions(rows.map(fromServerRow).filter((v): v is ListVersionRow => v !== null), db);
      const last = rows[rows.length - 1];
      const next = typeof last?.updated_at === 'string' ? last.updated_at : null;
      if (next) await setPullWatermark(`${WATERMARK}:${accountId}`, next, db);
      if (rows.length < PAGE_SIZE || !next || next === since) break;
      since = next;
    }
    return added;
  } catch (error) {
    logger.warn('List versions were not pulled', { error: String(error) });
    return 0;
  }
}
