import { useLiveQuery } from 'dexie-react-hooks';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';
import { readUnitsForFaction, seededRows } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';

/** Units of one faction; undefined while loading, [] for no faction or none stored. */
export const useUnitsForFaction = (factionId: string | null | undefined): Unit[] | undefined => {
  const stored = useLiveQuery(async () => (factionId ? seededRows(getDb(), await readUnitsForFaction(getDb(), factionId)) : []), [factionId]);
  const bundled = useBundledWhenNoDatabase();
  return bundled ? bundled.units.filter((unit) => unit.faction_id === factionId) : stored;
};
