import Dexie from 'dexie';
import { AFTER_EVERY_KEY, BUNDLED_CONTENT_AT } from '../../../src/domain/constants';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadBundledSeed, SEED_CONTENT_FILES, type RawSeedBundle } from '../../../src/db/seed/bundle';
import { ensureSeeded, ensureSeedGroup, fingerprint, seedVersionKey } from '../../../src/db/seed/ensureSeeded';
import { replaceContent, upsertContentRows } from '../../../src/db/repositories/content';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { chooseLanguage, getSetting } from '../../../src/db/repositories/settings';
import { getPullWatermark, getSeedVersion, setPullWatermark, watermarkKey } from '../../../src/db/repositories/syncState';
import { readFactions, readMissions, readNews, readRulesChapters, readRulesSections, readUnitsForFaction } from '../../../src/db/queries';
import type { Mission, NewsItem, RulesChapter, RulesSection, SharedList } from '../../../src/domain/types';
import { T0, captureLogs, freshDb, pick, uuid } from './helpers';

const catalogueJson = () => JSON.parse(readFileSync(resolve(process.cwd(), 'supabase/seed/catalogue.json'), 'utf8')) as { dataVersion: string };

const chapter = (id: string, order: number, title = `Chapter ${id}`): RulesChapter => ({ id, title, title_es: title, title_fr: title, order_index: order });
const section = (id: string, chapterId: string, order: number): RulesSection => ({
  id,
  chapter_id: chapterId,
  title: id,
  content: `${id} text`,
  title_es: id,
  title_fr: id,
  content_es: '',
  content_fr: '',
  order_index: order,
});
const news = (id: string, date: string): NewsItem => ({ id, date, content_en: id, content_es: null, content_fr: null });

function bundle(overrides: Partial<RawSeedBundle> = {}): RawSeedBundle {
  return {
    catalogue: catalogueJson(),
    rulesChapters: [chapter('c2', 2), chapter('c1', 1)],
    rulesSections: [section('s1', 'c1', 1)],
    faqSections: [],
    missions: [],
    specialRules: [{ name: 'Dispel', name_es: 'Disipar', name_fr: 'Dissiper', description: 'd', description_es: 'd', description_fr: 'd' }],
    news: [news('n1', '2025-01-01'), news('n2', '2025-02-01')],
    missing: [],
    ...overrides,
  };
}

describe('ensureSeeded', () => {
  it('seeds the real bundle on a device that has never been online', async () => {
    const db = freshDb();
    const result = await ensureSeeded(db);
    expect(result.applied).toBe(true);
    expect(result.tables).toEqual(expect.arrayContaining(['factions', 'units']));
    expect(result.version.startsWith(`${catalogueJson().dataVersion}:`)).toBe(true);
    expect((await readFactions(db)).map((f) => f.id)).toEqual(['syenann', 'northern-tribes', 'hegemony-of-embersig', 'scions-of-yaldabaoth', 'feudom']);
    expect((await readUnitsForFaction(db, 'syenann')).length).toBeGreaterThan(0);
    const real = await loadBundledSeed();
    expect(real.missing).toEqual(result.missing);
    for (const key of Object.keys(SEED_CONTENT_FILES) as (keyof typeof SEED_CONTENT_FILES)[]) {
      if (real[key] === undefined) {
        // Not written yet by the content writers: reported, and the table stays empty.
        expect(result.missing).toContain(`supabase/seed/content/${SEED_CONTENT_FILES[key]}`);
        expect(await db.table(key).count(), key).toBe(0);
      } else {
        expect(await db.table(key).count(), key).toBe((real[key] as unknown[]).length);
      }
    }
    expect(await db.missions.count()).toBeGreaterThan(0);
    expect(await getSeedVersion(db)).toBe(result.version);
  });

  it('writes everything in one transaction and orders content for the screens', async () => {
    const db = freshDb();
    await ensureSeeded(db, async () => bundle());
    expect((await readRulesChapters(db)).map((c) => c.id)).toEqual(['c1', 'c2']);
    expect((await readRulesSections(db)).map((s) => s.id)).toEqual(['s1']);
    expect((await readNews(db)).map((n) => n.id)).toEqual(['n2', 'n1']);
    expect(await db.specialRules.get('Dispel')).toBeDefined();
    expect(await readMissions(db)).toEqual([]);
  });

  it('is idempotent: the same bundle writes nothing the second time', async () => {
    const db = freshDb();
    expect((await ensureSeeded(db, async () => bundle())).applied).toBe(true);
    await db.news.delete('n1');
    const again = await ensureSeeded(db, async () => bundle());
    expect(again.applied).toBe(false);
    expect(await db.news.get('n1')).toBeUndefined();
  });

  it('replaces content from a newer bundle without touching lists, settings or the outbox, and starts its pulls after the bundled content', async () => {
    const db = freshDb();
    await ensureSeeded(db, async () => bundle());
    await saveListLocally({ name: 'Mine', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    await chooseLanguage('fr');
    await setPullWatermark('news', '2025-02-01T00:00:00Z', db);
    await setPullWatermark('sharedLists', '2025-02-01T00:00:00Z', db);

    const result = await ensureSeeded(db, async () => bundle({ news: [news('n3', '2025-03-01')] }));
    expect(result.applied).toBe(true);
    expect((await readNews(db)).map((n) => n.id)).toEqual(['n3']);
    expect(await db.lists.get(uuid(1))).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
    expect(await getSetting('language')).toBe('fr');
    expect(JSON.parse((await getPullWatermark('news', db)) ?? 'null')).toEqual({ ts: BUNDLED_CONTENT_AT, key: AFTER_EVERY_KEY });
    expect(await getPullWatermark('sharedLists', db)).toBe('2025-02-01T00:00:00Z');
  });

  it('leaves a table alone when its seed file is missing or unreadable, and skips rows without a key', async () => {
    const db = freshDb();
    const logs = captureLogs();
    await ensureSeeded(db, async () => bundle());
    const result = await ensureSeeded(db, async () =>
      bundle({ catalogue: { nonsense: true }, news: undefined, rulesChapters: 'oops', rulesSections: [section('s9', 'c1', 1), { title: 'no id' }], missing: ['supabase/seed/content/news.json'] }),
    );
    expect(result.tables).not.toContain('units');
    expect(result.tables).not.toContain('news');
    expect(await db.units.count()).toBeGreaterThan(0);
    expect(await db.news.count()).toBe(2);
    expect(await db.rulesChapters.count()).toBe(2);
    expect((await readRulesSections(db)).map((s) => s.id)).toEqual(['s9']);
    expect(logs.some((l) => l.level === 'error' && l.message.includes('catalogue'))).toBe(true);
    expect(logs.some((l) => l.message === 'Seed files missing from this build')).toBe(true);
    expect(logs.some((l) => l.message === 'Skipped a seed row without its key')).toBe(true);
  });

  it('writes nothing when the seed transaction fails part-way', async () => {
    const db = freshDb();
    vi.spyOn(db.syncState, 'put').mockImplementation(() => Dexie.Promise.reject(new DOMException('full', 'QuotaExceededError')) as never);
    await expect(ensureSeeded(db, async () => bundle())).rejects.toMatchObject({ code: 'storage.full' });
    vi.restoreAllMocks();
    expect(await db.units.count()).toBe(0);
    expect(await db.news.count()).toBe(0);
    expect(await getSeedVersion(db)).toBeNull();
  });

  it('fingerprints content stably and distinctly', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{16}-0$/);
  });
});

describe('replaceContent and upsertContentRows (for the sync pull)', () => {
  const shared = (id: string, extra: Partial<SharedList> = {}): SharedList => ({
    id,
    user_id: 'u1',
    name: id,
    faction: 'syenann',
    description: null,
    image_url: null,
    units: [],
    is_tournament_list: false,
    tournament_name: null,
    is_active: true,
    updated_at: '2025-01-01T00:00:00Z',
    ...extra,
  });

  it('replaces a whole table', async () => {
    const db = freshDb();
    await replaceContent('news', [news('a', '2025-01-01'), news('b', '2025-01-02')]);
    await replaceContent('news', [news('c', '2025-01-03')]);
    expect((await db.news.toArray()).map((n) => n.id)).toEqual(['c']);
  });

  it('upserts a pulled page and removes tombstoned rows', async () => {
    const db = freshDb();
    await upsertContentRows('sharedLists', [shared('x'), shared('y')]);
    await upsertContentRows('sharedLists', [shared('x', { name: 'renamed' }), shared('y', { deleted_at: '2025-02-01T00:00:00Z' }), shared('z')]);
    expect((await db.sharedLists.orderBy('id').toArray()).map((s) => [s.id, s.name])).toEqual([
      ['x', 'renamed'],
      ['z', 'z'],
    ]);
    const missions: Mission[] = [];
    await upsertContentRows('missions', missions);
    expect(await db.missions.count()).toBe(0);
  });
});

describe('seed groups on a device seeded before they were split', () => {
  it('keeps the stored catalogue and news (with what the pull brought) when they are this bundle, and writes each group its key', async () => {
    const db = freshDb();
    // The earliest start-up: catalogue, terms and news in one seed, under the core key.
    const [core, news, terms] = await Promise.all([loadBundledSeed('core'), loadBundledSeed('news'), loadBundledSeed('terms')]);
    await ensureSeeded(db, async () => ({ ...core, specialRules: terms.specialRules, news: news.news, missing: [] }));
    const [unit] = await db.units.limit(1).toArray();
    // A pull brought a newer price and a newer term text since.
    await db.units.put({ ...unit!, pointsCost: 999 });
    const [term] = await db.specialRules.limit(1).toArray();
    await db.specialRules.put({ ...term!, description: 'Pulled since.' });
    const before = await getSeedVersion(db);

    await ensureSeedGroup(db, 'news');
    await ensureSeedGroup(db, 'core');
    await ensureSeedGroup(db, 'terms');
    expect((await db.units.get(unit!.id))?.pointsCost).toBe(999);
    expect((await db.specialRules.get(term!.name))?.description).toBe('Pulled since.');
    expect(await db.syncState.get(seedVersionKey('news'))).toBeDefined();
    expect(await db.syncState.get(seedVersionKey('terms'))).toBeDefined();
    const after = await getSeedVersion(db);
    expect(after).not.toBe(before);
    // The catalogue's data version still leads the core key (share codes read it there).
    expect(after?.split(':')[0]).toBe(before?.split(':')[0]);
  });

  it('keeps the stored catalogue and terms of a device seeded before the terms had their own group (news already apart)', async () => {
    const db = freshDb();
    const [core, news, terms] = await Promise.all([loadBundledSeed('core'), loadBundledSeed('news'), loadBundledSeed('terms')]);
    await ensureSeeded(db, async () => ({ ...core, specialRules: terms.specialRules, missing: [] }));
    await ensureSeeded(db, async () => news, { versionKey: seedVersionKey('news') });
    const [term] = await db.specialRules.limit(1).toArray();
    await db.specialRules.put({ ...term!, description: 'Pulled since.' });
    const watermark = await db.syncState.get(watermarkKey('specialRules'));
    await db.syncState.put({ key: watermarkKey('specialRules'), value: 'pulled-since' });

    await ensureSeedGroup(db, 'terms');
    expect((await db.specialRules.get(term!.name))?.description).toBe('Pulled since.');
    expect((await db.syncState.get(watermarkKey('specialRules')))?.value).toBe('pulled-since');
    expect(await db.syncState.get(seedVersionKey('terms'))).toBeDefined();
    expect(watermark).toBeDefined();
  });

  it('replaces an older bundle as before', async () => {
    const db = freshDb();
    const [core, news] = await Promise.all([loadBundledSeed('core'), loadBundledSeed('news')]);
    await ensureSeeded(db, async () => ({ ...core, news: [...(news.news as unknown[]).slice(1)], missing: [] }));
    const [unit] = await db.units.limit(1).toArray();
    await db.units.put({ ...unit!, pointsCost: 999 });
    await ensureSeedGroup(db, 'core');
    expect((await db.units.get(unit!.id))?.pointsCost).toBe(unit!.pointsCost);
  });
});
