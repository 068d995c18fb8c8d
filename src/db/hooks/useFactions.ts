import { useLiveQuery } from 'dexie-react-hooks';
import type { Faction } from '../../domain/types';
import { getDb } from '../database';
import { readFactions, seededRows } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';
import { useSeedGroup } from './useSeedGroup';

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
  const bundled = useBundledWhenNoDatabase();
  return bundled ? bundled.factions : stored;
};
