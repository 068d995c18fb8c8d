/**
 * The landing's news (issue 12). On a device that holds the seed, the stored news (news the
 * sync brought included), read once the page has painted. On a first visit, before the sync
 * worker has written the seed, the bundled news file (the very rows the seed is about to
 * write, in the order the stored read gives) shows in the first render, with no wait for
 * the database; the stored rows take over, unchanged, once the seed is in.
 *
 * Whether this device has the seed is remembered in browser storage (platform/seedMark.ts), so the
 * first render can tell a first visit without opening the database. A device whose database
 * was emptied while that mark stayed is seen as a first visit as soon as the stored read says so.
 */
import { useEffect, useState } from 'react';
import type { NewsItem } from '../../domain/types';
import { deviceHasSeed, noteSeed } from '../../platform/seedMark';
import bundledNewsFile from '../../../supabase/seed/content/news.json';
import type { StoredNews } from './storedNews';
import { useStoredCopy } from '../../ui/useStoredCopy';

/** Rows with an id and a date, newest first (date, then id, both descending, as the stored read). */
export function bundledRows(raw: unknown): NewsItem[] {
  if (!Array.isArray(raw)) return [];
  const rows = (raw as unknown[]).filter(
    (row): row is NewsItem =>
      !!row && typeof row === 'object' && typeof (row as NewsItem).id === 'string' && (row as NewsItem).id !== '' && typeof (row as NewsItem).date === 'string',
  );
  const later = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  return rows.sort((a, b) => later(a.date, b.date) || later(a.id, b.id));
}

const BUNDLED_NEWS = bundledRows(bundledNewsFile);

/** News items newest first; undefined while a seeded device's stored news is still being read. */
export function useLandingNews(): NewsItem[] | undefined {
  // Read once per page: a first visit keeps showing the bundle until the stored rows are in.
  const [markedSeeded] = useState(() => deviceHasSeed('news'));
  const stored = useStoredCopy<StoredNews>(() => import('./storedNews').then((m) => m.watchStoredNews), !markedSeeded, 'news', 'news');
  const seeded = stored?.seeded;
  useEffect(() => {
    if (seeded !== undefined) noteSeed('news', seeded);
  }, [seeded]);
  if (stored?.seeded) return stored.rows;
  if (stored || !markedSeeded) return BUNDLED_NEWS;
  return undefined;
}
