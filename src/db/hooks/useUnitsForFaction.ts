import { useLiveQuery } from 'dexie-react-hooks';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';
import { readUnitsForFaction, seededRows } from '../queries';

/** Units of one faction; undefined while loading, [] for no faction or none stored. */
export const useUnitsForFaction = (factionId: string | null | undefined): Unit[] | undefined =>
  useLiveQuery(async () => (factionId ? seededRows(getDb(), await readUnitsForFaction(getDb(), factionId)) : []), [factionId]);
