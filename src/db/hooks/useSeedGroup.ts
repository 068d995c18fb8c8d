import { useEffect } from 'react';
import { getDb } from '../database';
import { seedVersionKey, type SeedGroup } from '../seed/groups';
import { requestSeedGroup } from '../seed/seedRequests';

/**
 * Ask for a seed group to be written (once per page, by the sync worker where there is one)
 * when a screen that reads it mounts; the screen's live queries update when it is in. Returns
 * the group's version key in syncState, which the reads pass to seededRows so that "not seeded
 * yet" reads as loading.
 */
export function useSeedGroup(group: SeedGroup): string {
  useEffect(() => {
    void requestSeedGroup(getDb(), group);
  }, [group]);
  return seedVersionKey(group);
}
