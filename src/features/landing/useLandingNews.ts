/**
 * The landing's news (issue 12): the device's news as useNews reads it, except on a first
 * visit, while the sync worker has not written the bundled seed yet. Then the bundled news
 * file (the very rows the seed is about to write, in the order readNews gives) shows at once
 * instead of "Loading news" until the seed is in; the live query takes over when it is. A
 * device that holds the seed always shows what it stores (news the sync brought included).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { NewsItem } from '../../domain/types';
import { getDb } from '../../db/database';
import { useNews } from '../../db/hooks/useNews';
import { SEED_VERSION_KEY } from '../../db/repositories/syncState';
import { loadBundledNews } from '../../db/seed/bundle';
import { logger } from '../../platform/logger';

/** Rows with an id and a date, newest first (date, then id, both descending, as Dexie's reversed index). */
function bundledRows(raw: unknown): NewsItem[] {
  if (!Array.isArray(raw)) return [];
  const rows = (raw as unknown[]).filter(
    (row): row is NewsItem =>
      !!row && typeof row === 'object' && typeof (row as NewsItem).id === 'string' && (row as NewsItem).id !== '' && typeof (row as NewsItem).date === 'string',
  );
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return rows.sort((a, b) => later(a.date, b.date) || later(a.id, b.id));
}

/** News items newest first; undefined while neither the device nor the bundle has answered. */
export function useLandingNews(): NewsItem[] | undefined {
  const stored = useNews();
  const seeded = useLiveQuery(async () => (await getDb().syncState.get(SEED_VERSION_KEY)) !== undefined, []);
  const [bundled, setBundled] = useState<NewsItem[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadBundledNews().then(
      (raw) => {
        if (live) setBundled(bundledRows(raw));
      },
      (error: unknown) => logger.warn('Could not load the bundled news', { error: String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  // Latched: once this page saw no seed, the bundle shows until the stored rows arrive (the
  // seed flag and the news rows are one transaction, but two live queries may answer a tick apart).
  const [firstVisit, setFirstVisit] = useState(false);
  if (seeded === false && !firstVisit) setFirstVisit(true);
  if (stored !== undefined) return stored;
  return firstVisit ? bundled : undefined;
}
