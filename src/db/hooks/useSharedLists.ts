import { useLiveQuery } from './useLiveQuery';
import type { FactionId, SharedList } from '../../domain/types';
import { getDb } from '../database';

export interface SharedListsFilter {
  /** One faction, or every faction when absent or null. */
  faction?: FactionId | null;
}

/**
 * The community lists on the device (pulled, plus the player's own posts still queued):
 * active ones only, newest first. Undefined while loading, [] when there are none.
 */
export const useSharedLists = ({ faction = null }: SharedListsFilter = {}): SharedList[] | undefined =>
  useLiveQuery(async () => {
    const db = getDb();
    const rows = faction ? await db.sharedLists.where('faction').equals(faction).toArray() : await db.sharedLists.toArray();
    return rows
      .filter((row) => row.is_active && !row.deleted_at)
      .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : a.id.localeCompare(b.id)));
  }, [faction]);
