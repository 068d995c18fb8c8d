import { useLiveQuery } from 'dexie-react-hooks';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readArmyLists } from '../queries';

/**
 * The saved lists as the panel shows them to the player signed in as `accountId` (null for a
 * guest): de-duplicated by name, cloud first, newest first; tombstones, unreadable rows and
 * other accounts' cloud lists left out. Undefined while loading, [] when there are none.
 */
export const useArmyLists = (accountId: string | null): ArmyList[] | undefined =>
  useLiveQuery(() => readArmyLists(getDb(), accountId), [accountId]);
