import { useLiveQuery } from 'dexie-react-hooks';
import type { SharedList } from '../../domain/types';
import { readOwnPosts } from '../repositories/sharedLists';

/**
 * The signed-in player's community posts on this device (active, then retired), for "My
 * posts". `accountId` only re-reads them when the account changes. Undefined while loading.
 */
export const useOwnPosts = (accountId: string | null): SharedList[] | undefined =>
  useLiveQuery(() => (accountId ? readOwnPosts() : Promise.resolve([])), [accountId]);
