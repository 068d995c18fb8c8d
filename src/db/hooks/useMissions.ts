import { useLiveQuery } from 'dexie-react-hooks';
import type { Mission } from '../../domain/types';
import { getDb } from '../database';
import { readMissions } from '../queries';

/** Missions and feats in order; undefined while loading, [] when none are stored. */
export const useMissions = (): Mission[] | undefined => useLiveQuery(() => readMissions(getDb()), []);
