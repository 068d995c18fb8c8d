import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { countPendingWrites } from '../queries';

/** How many local writes wait for the server; undefined while loading. */
export const usePendingSyncCount = (): number | undefined => useLiveQuery(() => countPendingWrites(getDb()), []);
