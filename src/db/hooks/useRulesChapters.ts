import { useLiveQuery } from './useLiveQuery';
import type { RulesChapter } from '../../domain/types';
import { getDb } from '../database';
import { readRulesChapters, seededRead } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/** Rules chapters in book order; undefined while loading (or while the reference seed is being written), [] when none are stored. */
export function useRulesChapters(): RulesChapter[] | undefined {
  const versionKey = useSeedGroup('reference');
  return useLiveQuery(async () => seededRead(getDb(), readRulesChapters, versionKey), [versionKey]);
}
