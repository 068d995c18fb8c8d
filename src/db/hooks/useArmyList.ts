import { useLiveQuery } from './useLiveQuery';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readArmyList } from '../queries';

/**
 * One saved list: undefined while loading, null when not found (or deleted, or unreadable), and
 * null from the first render when there is no id (a new list): the screen asking is not drawn
 * again for a read that could only find nothing.
 */
export const useArmyList = (id: string | null | undefined): ArmyList | null | undefined =>
  useLiveQuery(async () => (id ? readArmyList(getDb(), id) : null), [id], id ? undefined : null);
