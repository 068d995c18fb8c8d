import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { countDamagedLists } from '../damagedLists';

/** How many of this account's saved lists cannot be read in full (issue 13 item 12); undefined while counting. */
export const useDamagedListCount = (accountId: string | null): number | undefined => useLiveQuery(() => countDamagedLists(getDb(), accountId), [accountId]);
