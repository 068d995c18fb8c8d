import { useLiveQuery } from 'dexie-react-hooks';
import type { NewsItem } from '../../domain/types';
import { getDb } from '../database';
import { readNews, seededRead } from '../queries';

/** News items, newest first; undefined while loading, [] when none are stored. */
export const useNews = (): NewsItem[] | undefined => useLiveQuery(async () => seededRead(getDb(), readNews), []);
