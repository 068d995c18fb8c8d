import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readListVersions } from '../repositories/listVersions';
import type { ListVersionRow } from '../types';

/** One list's earlier versions, oldest first: undefined while loading. */
export const useListVersions = (listId: string | null): ListVersionRow[] | undefined =>
  useLiveQuery(async () => (listId ? readListVersions(listId, getDb()) : []), [listId]);
