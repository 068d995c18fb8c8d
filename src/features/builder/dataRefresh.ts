/**
 * The builder's data-refresh menu. Content lives in the local database (seeded from the
 * bundle at start-up and refreshed by the sync pull when online), so a refresh re-checks the
 * bundled seed against the stored data, asks the sync engine for a pull when the device is
 * online (the live queries show what arrives), and reports what the device now has. Works
 * offline; a pull that fails leaves the local data as it was (sync records the error).
 */
import { getDb } from '../../db/database';

export type RefreshKind = 'factions' | 'units' | 'all';

export interface RefreshResult {
  factionCount: number;
  unitCount: number;
}

const isOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

export async function refreshData(_kind: RefreshKind): Promise<RefreshResult> {
  const db = getDb();
  const { ensureSeeded } = await import('../../db/seed/ensureSeeded');
  await ensureSeeded(db);
  if (isOnline()) {
    const { requestSync } = await import('../../../sync/requestSync');
    await requestSync();
  }
  const [factionCount, unitCount] = await Promise.all([db.factions.count(), db.units.count()]);
  return { factionCount, unitCount };
}
