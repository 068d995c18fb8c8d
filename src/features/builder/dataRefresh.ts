/**
 * The builder's data-refresh menu. Content lives in the local database (seeded from the
 * bundle at start-up and refreshed by the sync pull when online), so a refresh re-checks the
 * bundled seed against the stored data and re-reads it; the live queries show the result.
 * Works offline. When the sync engine offers an on-demand pull, it belongs here.
 */
import { getDb } from '../../db/database';

export type RefreshKind = 'factions' | 'units' | 'all';

export interface RefreshResult {
  factionCount: number;
  unitCount: number;
}

export async function refreshData(_kind: RefreshKind): Promise<RefreshResult> {
  const db = getDb();
  const { ensureSeeded } = await import('../../db/seed/ensureSeeded');
  await ensureSeeded(db);
  const [factionCount, unitCount] = await Promise.all([db.factions.count(), db.units.count()]);
  return { factionCount, unitCount };
}
