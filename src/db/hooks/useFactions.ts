import { useEffect } from 'react';
import { useLiveQuery } from './useLiveQuery';
import { noteSeed } from '../../platform/seedMark';
import type { Faction } from '../../domain/types';
import { getDb } from '../database';
import { readFactions, seededRows } from '../queries';
import { useBundledCatalogue } from './useBundledCatalogue';
import { useSeedGroup } from './useSeedGroup';
import { useKeptRows } from './useKeptRows';

/** The factions in display order; undefined while loading, [] when none are stored yet (the bundle's where there is no database). */
export const useFactions = (): Faction[] | undefined => {
  useSeedGroup('core');
  const stored = useLiveQuery(async () => {
    // "Is it seeded" before the rows (the seed writes both in one transaction): read the other
    // way round, a seed written between the reads would read as no factions.
    const db = getDb();
    const seeded = await seededRows(db, []);
    const factions = await readFactions(db);
    return factions.length > 0 || seeded ? factions : undefined;
  }, []);
  // What a read found is remembered for first renders elsewhere (a shared list then waits for
  // this device's catalogue instead of showing the bundled prices first).
  useEffect(() => {
    if (stored) noteSeed('core', stored.length > 0);
  }, [stored]);
  const bundled = useBundledCatalogue(stored !== undefined);
  return useKeptRows(bundled ? bundled.factions : stored);
};
