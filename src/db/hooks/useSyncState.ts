import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { getSyncStatus } from '../repositories/syncState';
import type { SyncStatus } from '../types';

/** Phase, last success, last error and progress of sync; idle until sync records anything. */
export const useSyncState = (): SyncStatus | undefined => useLiveQuery(() => getSyncStatus(getDb()), []);
