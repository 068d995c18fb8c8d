import { useLiveQuery } from 'dexie-react-hooks';
import type { Mission } from '../../domain/types';
import { getDb } from '../database';
import { readMissions, seededRows } from '../queries';

/** Missions and feats in order; undefined while loading, [] when none are stored. */
export const useMissions = (): Mission[] | undefined => useLiveQuery(async () => seededRows(getDb(), await readMissions(getDb())), []);
