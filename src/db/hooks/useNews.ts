import { useLiveQuery } from './useLiveQuery';
import type { NewsItem } from '../../domain/types';
import { getDb } from '../database';
import { readNews, seededRead } from '../queries';
import { useSeedGroup } from './useSeedGroup';

/** News items, newest first; undefined while loading (the news seed not yet written), [] when none are stored. */
export const useNews = (): NewsItem[] | undefined => {
  const versionKey = useSeedGroup('news');
  return useLiveQuery(async () => seededRead(getDb(), readNews, versionKey), [versionKey]);
};
