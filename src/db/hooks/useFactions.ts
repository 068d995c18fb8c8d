import { useLiveQuery } from 'dexie-react-hooks';
import type { Faction } from '../../domain/types';
import { getDb } from '../database';
import { readFactions, seededRows } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';

/** The factions in display order; undefined while loading, [] when none are stored yet (the bundle's where there is no database). */
export const useFactions = (): Faction[] | undefined => {
  const stored = useLiveQuery(async () => seededRows(getDb(), await readFactions(getDb())), []);
  const bundled = useBundledWhenNoDatabase();
  return bundled ? bundled.factions : stored;
};
