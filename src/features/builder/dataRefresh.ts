/**
 * The builder's data-refresh menu. The catalogue lives in the local database (written from the
 * bundle the first time a screen reads it, and refreshed by the sync pull when online), so a
 * refresh makes sure the catalogue's seed is in (the sync worker writes it if it is not; one
 * that is in is left as it is), asks the sync engine for a pull when the device is online (the
 * live queries show what arrives), and reports what the device now has. Works offline; a pull
 * that fails leaves the local data as it was (sync records the error).
 */
import { getDb } from '../../db/database';
import { requestSeedGroup } from '../../db/seed/seedRequests';

export type RefreshKind = 'factions' | 'units' | 'all';

export interface RefreshResult {
  factionCount: number;
  unitCount: number;
}

const isOnline = () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;

export async function refreshData(_kind: RefreshKind): Promise<RefreshResult> {
  const db = getDb();
  await requestSeedGroup(db, 'core');
  if (isOnline()) {
    const { requestSync } = await import('../../../sync/requestSync');
    await requestSync();
  }
  const [factionCount, unitCount] = await Promise.all([db.factions.count(), db.units.count()]);
  return { factionCount, unitCount };
}
