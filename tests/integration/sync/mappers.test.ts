// Postgres rows → Dexie rows: names and shapes change only here, and rows the app cannot
// read map to null instead of being stored half-read.
import { describe, expect, it } from 'vitest';
import { mapFaction, mapMission, mapNewsItem, mapSpecialRule, mapUnit, namedValue } from '../../../sync/mappers';
import { cursorFilter, parseCursor } from '../../../sync/pullContent';
import { backoffDelay, SYNC_BACKOFF_CAP_MS } from '../../../sync/backoff';
import { classifyFailure } from '../../../sync/errors';

describe('mappers', () => {
  const unitRow = {
    id: 'rogue-x',
    name: 'Rogue',
    name_es: null,
    name_fr: 'Voleur',
    faction: 'Syenann',
    faction_id: 'syenann',
    type: 'Character',
    points_cost: 20,
    availability: '2',
    command: 1,
    characteristics: '["Character","Human"]',
    keywords: ['Join (Infantry Human)', { name: 'Scout' }, 42],
    special_rules: [{ name: 'Dispel', value: 'D' }],
    high_command: false,
    tournament_legal: 'false',
    companion: null,
    slug: 'rogue',
    image_url: '/art/portrait/rogue_portrait.jpg',
    updated_at: '2026-01-01T00:00:00+00:00',
  };

  it('maps a unit row to the catalogue shape', () => {
    expect(mapUnit(unitRow)).toEqual({
      id: 'rogue-x',
      name: 'Rogue',
      name_es: 'Rogue',
      name_fr: 'Voleur',
      faction: 'Syenann',
      faction_id: 'syenann',
      type: 'Character',
      pointsCost: 20,
      availability: 2,
      command: 1,
      characteristics: ['Character', 'Human'],
      keywords: [{ name: 'Join', value: 'Infantry Human' }, { name: 'Scout' }],
      specialRules: [{ name: 'Dispel', value: 'D' }],
      highCommand: false,
      tournamentLegal: false,
      slug: 'rogue',
      imageUrl: '/art/portrait/rogue_portrait.jpg',
    });
  });

  it('rejects rows without their key or with an unknown faction', () => {
    expect(mapUnit({ ...unitRow, id: null })).toBeNull();
    expect(mapUnit({ ...unitRow, faction_id: 'elves' })).toBeNull();
    expect(mapFaction({ id: 'atlantis', name: 'Atlantis' })).toBeNull();
    expect(mapSpecialRule({ name: '' })).toBeNull();
    expect(mapNewsItem({ id: 'n1' })).toBeNull();
  });

  it('falls back to English for a missing translation', () => {
    expect(mapFaction({ id: 'feudom', name: 'Feudom', name_es: null })).toEqual({ id: 'feudom', name: 'Feudom', name_es: 'Feudom', name_fr: 'Feudom' });
    expect(mapMission({ id: 'm', name: 'Loot', summary: 'Grab it', body: 'Rounds', kind: 'feat', source: 'community', creator: 'Ana' })).toMatchObject({
      kind: 'feat',
      source: 'community',
      creator: 'Ana',
      name_fr: 'Loot',
      summary_es: 'Grab it',
      body_fr: 'Rounds',
    });
  });

  it('keeps news content nullable and the date as a day', () => {
    expect(mapNewsItem({ news_id: 'n2', date: '2026-11-20T00:00:00+00:00', content_en: 'Hi', content_es: null, content_fr: null })).toEqual({
      id: 'n2',
      date: '2026-11-20',
      translation_key: null,
      content_en: 'Hi',
      content_es: null,
      content_fr: null,
    });
  });

  it('reads keyword text with and without a value', () => {
    expect(namedValue('Join (Infantry Orc)')).toEqual({ name: 'Join', value: 'Infantry Orc' });
    expect(namedValue('Elite')).toEqual({ name: 'Elite' });
    expect(namedValue('')).toBeNull();
  });
});

describe('pull cursor, backoff and failure kinds', () => {
  it('quotes cursor values so timestamps and commas stay literal', () => {
    expect(cursorFilter({ ts: '2026-01-01T00:00:00.5+00:00', key: 'a,"b' }, 'id')).toBe(
      'updated_at.gt."2026-01-01T00:00:00.5+00:00",and(updated_at.eq."2026-01-01T00:00:00.5+00:00",id.gt."a,\\"b")',
    );
    expect(parseCursor('not json')).toBeNull();
    expect(parseCursor('{"ts":"x"}')).toBeNull();
  });

  it('backs off from 200 ms, doubling, up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n))).toEqual([200, 400, 800, 1600]);
    expect(backoffDelay(40)).toBe(SYNC_BACKOFF_CAP_MS);
    expect(backoffDelay(0)).toBe(0);
  });

  it('retries network, 5xx, 429 and odd 2xx bodies; 401 is auth; other 4xx are rejected', () => {
    expect(classifyFailure('x', { status: 0, error: { message: 'TypeError: fetch failed' } }).kind).toBe('retryable');
    expect(classifyFailure('x', { status: 503, error: null }).kind).toBe('retryable');
    expect(classifyFailure('x', { status: 429, error: null }).kind).toBe('retryable');
    expect(classifyFailure('x', { status: 200, error: { message: '<html>' } }).code).toBe('unexpected_response');
    expect(classifyFailure('x', { status: 401, error: { code: 'PGRST303' } }).kind).toBe('auth');
    expect(classifyFailure('x', { status: 400, error: { code: '42703' } }).retryable).toBe(false);
  });
});
