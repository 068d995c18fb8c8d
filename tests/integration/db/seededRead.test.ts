// A screen's content read straddling the seed's commit (issue 12: a first visit's landing
// showed "No recent news available." for a moment): the seed writes its flag and its rows in
// one transaction, and a read must never answer "seeded, none stored" for rows it read before.
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../src/domain/types';
import { readNews, seededRead, seededRows } from '../../../src/db/queries';
import { SEED_VERSION_KEY } from '../../../src/db/repositories/syncState';
import type { WarcrowDB } from '../../../src/db/database';
import { freshDb } from './helpers';

const item: NewsItem = { id: 'n1', date: '2026-11-20', translation_key: null, content_en: 'News 20/11/26: hello', content_es: null, content_fr: null };

/** The seed as ensureSeeded writes it: rows and flag in one transaction. */
const seed = (db: WarcrowDB) =>
  db.transaction('rw', db.news, db.syncState, async () => {
    await db.news.put(item);
    await db.syncState.put({ key: SEED_VERSION_KEY, value: 'v1' });
  });

describe('seededRead', () => {
  it('says "still loading", never "none stored", when the seed commits between the row read and the flag read', async () => {
    const db = freshDb();
    // The rows are read before the seed commits, the flag after it.
    const readThenSeed = async (d: WarcrowDB) => {
      const rows = await readNews(d);
      await seed(d);
      return rows;
    };
    expect(await seededRows(db, await readThenSeed(db))).toEqual([]);
    const again = freshDb();
    expect(await seededRead(again, readThenSeed)).toBeUndefined();
    // The next read (a live query runs again on the change) has the seeded rows.
    expect(await seededRead(again, readNews)).toEqual([item]);
  });

  it('answers [] once the seed is in and the table is empty, and undefined before any seed', async () => {
    const db = freshDb();
    expect(await seededRead(db, readNews)).toBeUndefined();
    await db.syncState.put({ key: SEED_VERSION_KEY, value: 'v1' });
    expect(await seededRead(db, readNews)).toEqual([]);
  });
});
