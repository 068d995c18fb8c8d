import { useLiveQuery } from 'dexie-react-hooks';
import type { NewsItem } from '../../domain/types';
import { getDb } from '../database';
import { readNews } from '../queries';

/** News items, newest first; undefined while loading, [] when none are stored. */
export const useNews = (): NewsItem[] | undefined => useLiveQuery(() => readNews(getDb()), []);
