// Issue 13 item 4: news is sanitised when it is pulled into Dexie, not only when shown. A
// context without a DOM to sanitise with (the service worker) leaves news for a later run
// instead of storing it as received. An item that changes on sanitising is logged once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { getPullWatermark } from '../../../src/db/repositories/syncState';
import { runSync } from '../../../sync/runSync';
import { pullContent } from '../../../sync/pullContent';
import { captureLogs, dataClient, freshDb } from './helpers';

let backend: Backend;
const HOSTILE = '<p onclick="steal()">Venue news</p><img src="x" onerror="steal()"><script>steal()</script><a href="https://warcrow.example/rules" target="_blank">rules</a>';
const ID = 'news-hostile';

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  await backend.query(`insert into public.news_items (id, date, content_en, content_es, content_fr) values ($1, '2031-01-02', $2, 'Texto & más', null)`, [ID, HOSTILE]);
});

afterAll(async () => {
  await backend.stop();
});

describe('news at ingest', () => {
  it('stores only the sanitised HTML, leaves plain text as it is, and logs the change once', async () => {
    const logs = captureLogs();
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    await runSync({ db, getClient: async () => client, isOnline: () => true });

    const stored = await db.news.get(ID);
    expect(stored?.content_en).toBe('<p>Venue news</p><a href="https://warcrow.example/rules" target="_blank" rel="noopener noreferrer">rules</a>');
    expect(stored?.content_es).toBe('Texto & más');
    const changed = () => logs.filter((l) => l.message === 'A news item changed when it was sanitised' && l.context?.id === ID);
    expect(changed()).toHaveLength(1);
    expect(changed()[0]?.context?.fields).toEqual(['content_en']);

    // The same item pulled again on another device of this session is not logged again.
    await runSync({ db: freshDb(), getClient: async () => client, isOnline: () => true });
    expect(changed()).toHaveLength(1);
  });

  it('without a sanitiser the news table waits: nothing stored, no watermark', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    const result = await pullContent(client, db, { sanitiseHtml: null });
    expect(result.tables.news_items).toBeUndefined();
    expect(result.tables.units).toBeGreaterThan(0);
    expect(await db.news.count()).toBe(0);
    expect(await getPullWatermark('news', db)).toBeNull();
  });
});
