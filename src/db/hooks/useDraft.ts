import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { getDraft } from '../repositories/drafts';
import type { DraftKey, DraftsMap } from '../types';

/** A kept draft: undefined while loading, null when there is none. */
export function useDraft<K extends DraftKey>(key: K): DraftsMap[K] | null | undefined {
  return useLiveQuery(() => getDraft(key, getDb()), [key]);
}
