import { useLiveQuery } from './useLiveQuery';
import type { SharedList } from '../../domain/types';
import { getDb } from '../database';
import { readOwnPosts } from '../repositories/sharedLists';

/**
 * The signed-in player's community posts on this device (active, then retired), for "My
 * posts". `accountId` only re-reads them when the account changes. Undefined while loading.
 */
export const useOwnPosts = (accountId: string | null): SharedList[] | undefined =>
  // The account is passed in, not read from the outbox's module state: a read made in the
  // moment between sign-in and the outbox learning the account would stay empty until the
  // next change to the posts table.
  useLiveQuery(() => (accountId ? readOwnPosts(getDb(), accountId) : Promise.resolve([])), [accountId]);
