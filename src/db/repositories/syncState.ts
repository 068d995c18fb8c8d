/**
 * Small key/value rows in `syncState`: the sync status the UI shows (sync rule 9), pull
 * watermarks per table (sync rule 5), and the version of the bundled content last seeded.
 */
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import type { SyncStatus } from '../types';

export const SYNC_STATUS_KEY = 'status';
import { SEED_VERSION_KEY } from '../seedKeys';

export { SEED_VERSION_KEY };
const WATERMARK_PREFIX = 'watermark:';

export const IDLE_SYNC_STATUS: SyncStatus = { phase: 'idle', lastSuccessAt: null, lastError: null, progress: null };

export function watermarkKey(table: string): string {
  return `${WATERMARK_PREFIX}${table}`;
}

export async function getSyncStatus(db: WarcrowDB = getDb()): Promise<SyncStatus> {
  const row = await db.syncState.get(SYNC_STATUS_KEY);
  return row ? { ...IDLE_SYNC_STATUS, ...(row.value as Partial<SyncStatus>) } : IDLE_SYNC_STATUS;
}

/** Merge a change into the stored sync status (phase, last success, last error, progress). */
export async function recordSyncStatus(patch: Partial<SyncStatus>, db: WarcrowDB = getDb()): Promise<SyncStatus> {
  return runWrite(() =>
    db.transaction('rw', db.syncState, async () => {
      const next = { ...(await getSyncStatus(db)), ...patch };
      await db.syncState.put({ key: SYNC_STATUS_KEY, value: next });
      return next;
    }),
  );
}

export async function getPullWatermark(table: string, db: WarcrowDB = getDb()): Promise<string | null> {
  const row = await db.syncState.get(watermarkKey(table));
  return typeof row?.value === 'string' ? row.value : null;
}

export async function setPullWatermark(table: string, value: string | null, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(async () => {
    if (value === null) await db.syncState.delete(watermarkKey(table));
    else await db.syncState.put({ key: watermarkKey(table), value });
  });
}

export async function getSeedVersion(db: WarcrowDB = getDb()): Promise<string | null> {
  const row = await db.syncState.get(SEED_VERSION_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}
