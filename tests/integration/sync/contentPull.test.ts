// The content pull against the real local backend: a first pull fills Dexie, later pulls
// fetch only what changed since the watermark, a captive portal changes nothing and is a
// retryable failure, and one sync runs at a time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { getPullWatermark, getSyncStatus } from '../../../src/db/repositories/syncState';
import { runSync, type SyncOutcome } from '../../../sync/runSync';
import { SyncError } from '../../../sync/errors';
import { CONTENT_TABLE_SPECS, parseCursor } from '../../../sync/pullContent';
import { captureLogs, countingFetch, dataClient, freshDb, startCaptivePortal } from './helpers';
import { ensureSeedGroup } from '../../../src/db/seed/ensureSeeded';
import { signIn } from '../backend/helpers';
import { BUNDLED_CONTENT_AT } from '../../../src/domain/constants';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

async function serverCount(table: string): Promise<number> {
  const [row] = await backend.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return row?.n ?? -1;
}

const synced = (outcome: SyncOutcome) => {
  if (outcome.status !== 'synced') throw new Error(`expected a sync, got ${outcome.status}`);
  return outcome.content;
};

describe('content pull', () => {
  it('fills every content table from the backend and records the watermark and status', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    const now = new Date('2026-03-01T10:00:00Z');
    const content = synced(await runSync({ db, getClient: async () => client, isOnline: () => true, now: () => now }));

    for (const spec of CONTENT_TABLE_SPECS) {
      const expected = await serverCount(spec.remote);
      expect(expected, spec.remote).toBeGreaterThan(0);
      expect(await db.table(spec.local).count(), spec.local).toBe(expected);
      expect(content.tables[spec.remote], spec.remote).toBe(expected);
      expect(parseCursor(await getPullWatermark(spec.local, db)), spec.local).not.toBeNull();
    }
    const unit = await db.units.get('aoidos');
    expect(unit).toMatchObject({ name: 'Aoidos', name_es: 'Aedo', faction_id: 'syenann', pointsCost: 20, highCommand: false, tournamentLegal: true });
    expect(unit?.keywords).toContainEqual({ name: 'Join', value: 'Infantry Syenann' });
    expect(await getSyncStatus(db)).toMatchObject({ phase: 'idle', lastError: null, lastSuccessAt: now.toISOString(), progress: null });
  });

  it('a second pull fetches only the rows changed since the watermark', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));

    const nothing = synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));
    expect(nothing).toEqual({ tables: {}, total: 0 });

    const service = dataClient(backend.url, backend.serviceRoleKey);
    const [news] = await backend.query<{ id: string }>('select id from public.news_items order by date desc limit 1');
    const { error } = await service.from('news_items').update({ content_en: 'News 1/3/26: The venue opens at nine.' }).eq('id', news?.id);
    expect(error).toBeNull();

    const log = countingFetch();
    const counted = dataClient(backend.url, backend.anonKey, log.fetch);
    const changed = synced(await runSync({ db, getClient: async () => counted, isOnline: () => true }));
    expect(changed).toEqual({ tables: { news_items: 1 }, total: 1 });
    expect((await db.news.get(news?.id ?? ''))?.content_en).toBe('News 1/3/26: The venue opens at nine.');
    // One count per table, then pages only for the one table with a change.
    const pages = log.urls.filter((url) => url.includes('select=*'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('/rest/v1/news_items');
    // Each count is a GET for no rows, never a HEAD request: a HEAD from the sync worker held
    // up the activation of an update in Chromium (COUNT_ONLY in sync/pullContent.ts).
    for (const spec of CONTENT_TABLE_SPECS) {
      const counts = log.urls.filter((url) => url.includes(`/rest/v1/${spec.remote}?`) && !url.includes('select=*'));
      expect(counts, spec.remote).toHaveLength(1);
      expect(new URL(counts[0]!).searchParams.get('limit'), spec.remote).toBe('0');
    }
    expect(log.urls.some((url) => url.includes('/rest/v1/shared_lists?') && url.includes('limit=0'))).toBe(true);
    expect(log.methods).not.toContain('HEAD');
    expect(log.methods.length).toBe(log.urls.length);
  });

  it('pages through rows that share one updated_at without losing or repeating any', async () => {
    const db = freshDb();
    const client = dataClient(backend.url, backend.anonKey);
    synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));

    await backend.query('alter table public.rules_sections disable trigger rules_sections_touch_row');
    try {
      await backend.query(`update public.rules_sections set updated_at = '2031-01-01T00:00:00Z', title = title || ' (v2)'`);
    } finally {
      await backend.query('alter table public.rules_sections enable trigger rules_sections_touch_row');
    }
    const sections = await serverCount('rules_sections');

    const log = countingFetch();
    const counted = dataClient(backend.url, backend.anonKey, log.fetch);
    const changed = synced(await runSync({ db, getClient: async () => counted, isOnline: () => true, pageSize: 4 }));
    expect(changed.tables).toEqual({ rules_sections: sections });
    expect(log.urls.filter((url) => url.includes('/rest/v1/rules_sections?select=*'))).toHaveLength(Math.floor(sections / 4) + 1);
    const local = await db.rulesSections.toArray();
    expect(local).toHaveLength(sections);
    expect(local.every((section) => section.title.endsWith(' (v2)'))).toBe(true);
  });

  it('a captive-portal page is a retryable failure that changes nothing', async () => {
    const portal = await startCaptivePortal();
    const logs = captureLogs();
    try {
      const db = freshDb();
      const client = dataClient(portal.url, backend.anonKey);
      const failure = await runSync({ db, getClient: async () => client, isOnline: () => true }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(SyncError);
      expect((failure as SyncError).retryable).toBe(true);
      expect((failure as SyncError).code).toBe('unexpected_response');
      expect(portal.hits()).toBeGreaterThan(0);
      for (const spec of CONTENT_TABLE_SPECS) {
        expect(await db.table(spec.local).count(), spec.local).toBe(0);
        expect(await getPullWatermark(spec.local, db), spec.local).toBeNull();
      }
      const status = await getSyncStatus(db);
      expect(status.phase).toBe('error');
      expect(status.lastSuccessAt).toBeNull();
      expect(status.lastError).toMatch(/Unexpected response/);
      expect(logs.some((line) => line.level === 'warn' && line.message === 'Sync failed')).toBe(true);
    } finally {
      await portal.stop();
    }
  });

  it('a captive portal after a good pull keeps the pulled content and its watermark', async () => {
    const db = freshDb();
    synced(await runSync({ db, getClient: async () => dataClient(backend.url, backend.anonKey), isOnline: () => true }));
    const before = await getPullWatermark('units', db);
    const unitCount = await db.units.count();
    const portal = await startCaptivePortal();
    captureLogs();
    try {
      await expect(runSync({ db, getClient: async () => dataClient(portal.url, backend.anonKey), isOnline: () => true })).rejects.toBeInstanceOf(SyncError);
      expect(await db.units.count()).toBe(unitCount);
      expect(await getPullWatermark('units', db)).toBe(before);
      expect((await getSyncStatus(db)).lastSuccessAt).not.toBeNull();
    } finally {
      await portal.stop();
    }
  });

  it('a call made while a sync runs gets that sync, and the requests are made once', async () => {
    const db = freshDb();
    const log = countingFetch();
    const client = dataClient(backend.url, backend.anonKey, log.fetch);
    const deps = { db, getClient: async () => client, isOnline: () => true };
    const first = runSync(deps);
    const second = runSync(deps);
    expect(second).toBe(first);
    await first;
    // One count per content table (its pages ask select=*); the community pull asks for its
    // columns by name (guests may not read user_id) and then for the retirements, once each.
    const community = (table: string) => log.urls.filter((url) => url.includes(`/rest/v1/${table}?`));
    const counts = log.urls.filter((url) => !url.includes('select=*') && !url.includes('/rest/v1/shared_list'));
    expect(counts).toHaveLength(CONTENT_TABLE_SPECS.length);
    expect(community('shared_lists')).toHaveLength(1);
    expect(community('shared_list_retirements')).toHaveLength(1);
    // Once it has finished, the next call is a new run.
    const third = runSync(deps);
    expect(third).not.toBe(first);
    expect(synced(await third).total).toBe(0);
  });

  it('offline, it records the offline phase and makes no request', async () => {
    const db = freshDb();
    const log = countingFetch();
    const outcome = await runSync({ db, getClient: async () => dataClient(backend.url, backend.anonKey, log.fetch), isOnline: () => false });
    expect(outcome).toEqual({ status: 'offline' });
    expect(log.urls).toHaveLength(0);
    expect((await getSyncStatus(db)).phase).toBe('offline');
  });
});

describe('a device seeded from the bundle (issue 12 "Nothing downloaded twice")', () => {
  let seeded: Backend;

  beforeAll(async () => {
    seeded = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  });

  afterAll(async () => {
    await seeded.stop();
  });

  it('leaves rules, FAQ and missions out of the pull until a screen has seeded them', async () => {
    const db = freshDb();
    await ensureSeedGroup(db, 'core');
    expect(await db.rulesSections.count()).toBe(0);
    const log = countingFetch();
    const client = dataClient(seeded.url, seeded.anonKey, log.fetch);
    const first = synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));
    expect(first).toEqual({ tables: {}, total: 0 });
    for (const table of ['rules_sections', 'rules_chapters', 'faq_sections', 'missions']) {
      expect(log.urls.some((url) => url.includes(`/rest/v1/${table}?`)), table).toBe(false);
    }
    expect(log.urls.some((url) => url.includes('/rest/v1/units?'))).toBe(true);
    expect(await db.rulesSections.count()).toBe(0);
  });

  it('a device that has only seeded the news (a home-page visit) pulls the news alone, and the catalogue once a screen has seeded it', async () => {
    const db = freshDb();
    await ensureSeedGroup(db, 'news');
    const log = countingFetch();
    const client = dataClient(seeded.url, seeded.anonKey, log.fetch);
    synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));
    const asked = (table: string) => log.urls.some((url) => url.includes(`/rest/v1/${table}?`));
    expect(asked('news_items')).toBe(true);
    for (const table of ['factions', 'units', 'special_rules', 'rules_sections', 'missions']) expect(asked(table), table).toBe(false);
    expect(await db.units.count()).toBe(0);

    await ensureSeedGroup(db, 'core');
    const after = countingFetch();
    const again = dataClient(seeded.url, seeded.anonKey, after.fetch);
    synced(await runSync({ db, getClient: async () => again, isOnline: () => true }));
    const askedAfter = (table: string) => after.urls.some((url) => url.includes(`/rest/v1/${table}?`));
    for (const table of ['factions', 'units']) expect(askedAfter(table), table).toBe(true);
    // The terms wait for their own seed (the rules search, or the worker's next start).
    expect(askedAfter('special_rules')).toBe(false);
    expect(askedAfter('rules_sections')).toBe(false);

    await ensureSeedGroup(db, 'terms');
    const last = countingFetch();
    synced(await runSync({ db, getClient: async () => dataClient(seeded.url, seeded.anonKey, last.fetch), isOnline: () => true }));
    expect(last.urls.some((url) => url.includes('/rest/v1/special_rules?'))).toBe(true);
  });

  it('fetches no content row the bundle holds, then only the row an admin edits', async () => {
    const db = freshDb();
    await ensureSeedGroup(db, 'core');
    await ensureSeedGroup(db, 'reference');
    expect(await db.rulesSections.count()).toBeGreaterThan(0);
    const stamped = await seeded.query<{ n: number }>(`select count(*)::int as n from public.rules_sections where updated_at = $1`, [BUNDLED_CONTENT_AT]);
    expect(stamped[0]?.n).toBeGreaterThan(0);

    const log = countingFetch();
    const client = dataClient(seeded.url, seeded.anonKey, log.fetch);
    const first = synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));
    expect(first).toEqual({ tables: {}, total: 0 });
    const contentTables = CONTENT_TABLE_SPECS.map((spec) => `/rest/v1/${spec.remote}?`);
    expect(log.urls.filter((url) => url.includes('select=*') && contentTables.some((t) => url.includes(t)))).toEqual([]);

    const service = dataClient(seeded.url, seeded.serviceRoleKey);
    const [section] = await seeded.query<{ id: string }>('select id from public.rules_sections order by id limit 1');
    const { error } = await service.from('rules_sections').update({ title: 'Edited by an admin' }).eq('id', section?.id);
    expect(error).toBeNull();
    const edited = synced(await runSync({ db, getClient: async () => client, isOnline: () => true }));
    expect(edited).toEqual({ tables: { rules_sections: 1 }, total: 1 });
    expect((await db.rulesSections.get(section?.id ?? ''))?.title).toBe('Edited by an admin');
  });

  it('a player cannot write the bundled stamp: their rows get the clock', async () => {
    const player = await signIn(seeded, 'player@warcrow.local', 'WarcrowPlayer1!');
    const { data, error } = await player.client
      .from('army_lists')
      .insert({ id: crypto.randomUUID(), name: 'Stamp attempt', faction: 'syenann', units: [], updated_at: BUNDLED_CONTENT_AT })
      .select('updated_at');
    expect(error).toBeNull();
    const stored = (data as { updated_at: string }[])[0]?.updated_at ?? '';
    expect(new Date(stored).getTime()).toBeGreaterThan(Date.parse('2020-01-01'));
  });
});
