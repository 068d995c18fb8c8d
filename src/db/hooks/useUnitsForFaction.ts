import { useMemo } from 'react';
import { useLiveQuery } from './useLiveQuery';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';
import { readUnitsForFaction, seededRows } from '../queries';
import { useBundledCatalogue } from './useBundledCatalogue';
import { useSeedGroup } from './useSeedGroup';
import { useKeptRows } from './useKeptRows';

/**
 * Units of one faction; undefined while loading, [] for no faction or none stored.
 *
 * A live query keeps its last result while it reads for new arguments, so the result carries
 * the faction it was read for: another faction's units (or the [] of "no faction" while the
 * remembered faction is still being read, on a first visit) never stand in for this one's, which
 * would show "No units are available for this faction yet." while they load (issue 12 item 5).
 */
export const useUnitsForFaction = (factionId: string | null | undefined): Unit[] | undefined => {
  useSeedGroup('core');
  const key = factionId ?? null;
  const stored = useLiveQuery(async () => {
    if (!key) return { factionId: key, units: [] };
    // "Is it seeded" first, the units after: the seed writes its rows and its version in one
    // transaction, so read in this order the two never disagree. (Units first, the seed could be
    // written between the reads: no units yet, but seeded, read as "none".)
    const db = getDb();
    const seeded = await seededRows(db, []);
    const units = await readUnitsForFaction(db, key);
    return { factionId: key, units: units.length > 0 || seeded ? units : undefined };
  }, [key]);
  const mine = stored?.factionId === key ? stored.units : undefined;
  const bundled = useBundledCatalogue(mine !== undefined);
  // One array per catalogue and faction: a new one on every render would make every screen that
  // memoises on the units (the builder's grid, its search words) redo that work each time.
  const bundledUnits = useMemo(() => bundled?.units.filter((unit) => unit.faction_id === key), [bundled, key]);
  // The device's copy of the bundled data (or a read again after an unrelated write) keeps the
  // units already shown: their cards are not drawn again. The grid sorts them, so the database's
  // order (not the bundled file's) is no change.
  return useKeptRows(bundledUnits ?? mine, { anyOrder: true });
};
