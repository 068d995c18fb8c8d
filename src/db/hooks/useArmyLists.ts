import { useLiveQuery } from './useLiveQuery';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readArmyLists } from '../queries';

/**
 * The saved lists as the panel shows them to the player signed in as `accountId` (null for a
 * guest): de-duplicated by name, cloud first, newest first; tombstones, unreadable rows and
 * other accounts' cloud lists left out. Undefined while loading — including the moment after
 * the account changes, when the previous account's answer must not show as this one's — and
 * [] when there are none.
 */
export function useArmyLists(accountId: string | null): ArmyList[] | undefined {
  const read = useLiveQuery(async () => ({ accountId, lists: await readArmyLists(getDb(), accountId) }), [accountId]);
  return read && read.accountId === accountId ? read.lists : undefined;
}
