import { useLiveQuery } from './useLiveQuery';
import type { Mission } from '../../domain/types';
import { getDb } from '../database';
import { readMissions, seededRead } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/** Missions and feats in order; undefined while loading (or while the reference seed is being written), [] when none are stored. */
export function useMissions(): Mission[] | undefined {
  const versionKey = useSeedGroup('reference');
  return useLiveQuery(async () => seededRead(getDb(), readMissions, versionKey), [versionKey]);
}
