import { useLiveQuery } from 'dexie-react-hooks';
import type { Unit } from '../../domain/types';
import { getDb } from '../database';
import { readUnitsForFaction } from '../queries';

/** Units of one faction; undefined while loading, [] for no faction or none stored. */
export const useUnitsForFaction = (factionId: string | null | undefined): Unit[] | undefined =>
  useLiveQuery(async () => (factionId ? readUnitsForFaction(getDb(), factionId) : []), [factionId]);
