import { useLiveQuery } from 'dexie-react-hooks';
import type { Faction } from '../../domain/types';
import { getDb } from '../database';
import { readFactions, seededRows } from '../queries';

/** The factions in display order; undefined while loading, [] when none are stored yet. */
export const useFactions = (): Faction[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readFactions(getDb())), []);
