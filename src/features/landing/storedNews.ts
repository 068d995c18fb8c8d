/**
 * The device's news as the landing watches it (loaded after the first paint, so the database
 * library is not on the landing's first path): the stored rows, newest first, and whether the
 * bundled news seed has been written yet. Calls `onChange` with every change until unsubscribed.
 */
import { liveQuery } from 'dexie';
import type { NewsItem } from '../../domain/types';
import { getDb } from '../../db/database';
import { readNews } from '../../db/queries';
import { seedVersionKey } from '../../db/seed/groups';
import { logger } from '../../platform/logger';

export interface StoredNews {
  seeded: boolean;
  rows: NewsItem[];
}

export function watchStoredNews(onChange: (news: StoredNews) => void): () => void {
  const db = getDb();
  // Both in one read transaction: the seed writes its flag and its rows together, and two
  // separate reads could see the flag of a seed whose rows they missed ("No recent news").
  const subscription = liveQuery(() =>
    db.transaction('r', db.news, db.syncState, async () => {
      const [rows, seed] = await Promise.all([readNews(db), db.syncState.get(seedVersionKey('news'))]);
      return { seeded: seed !== undefined, rows };
    }),
  ).subscribe({
    next: onChange,
    error: (error: unknown) => logger.warn('Could not read the stored news', { error: String(error) }),
  });
  return () => subscription.unsubscribe();
}
