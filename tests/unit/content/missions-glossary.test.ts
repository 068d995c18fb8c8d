import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Mission } from '../../../src/domain/types';
import { cleanText, extractTerms, parseCsv, splitBracketList, termName } from '../../../supabase/seed/content/extract-terms';

const ROOT = resolve(__dirname, '../../..');
const CONTENT = resolve(ROOT, 'supabase/seed/content');

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const missions = readJson<Mission[]>(resolve(CONTENT, 'missions.json'));

/** SPEC.md section 2 "Other": the mission names seen in the product. */
const SPEC_MISSIONS = [
  'Take Positions',
  'Fog of Death',
  'Influence Zones',
  'Expanse',
  'Loot',
  'Quadrants',
  'Tree Mother',
  'Battle Lines',
  'Breached Front',
  'Ghosts from the Mist',
  'Sacred Land',
  'Rescue Mission',
  'Track',
  'Decapitation',
  'The Rift',
  'Banner',
  'Resources',
];

const LANG_SUFFIXES = ['', '_es', '_fr'] as const;
const HEADINGS = { '': 'Scoring', _es: 'Puntuación', _fr: 'Décompte' };

const field = (row: object, name: string): unknown => (row as Record<string, unknown>)[name];

describe('missions.json', () => {
  const facts = readJson<{ missions: { id: string; official: boolean; creator?: string }[]; feats: { id: string; official: boolean }[] }>(
    resolve(ROOT, '../shared/data/game/scenarios.json'),
  );

  it('holds every mission and feat of the fact base, and nothing invented', () => {
    expect(missions.filter((m) => m.kind === 'mission').map((m) => m.id)).toEqual(facts.missions.map((m) => m.id));
    expect(missions.filter((m) => m.kind === 'feat').map((m) => m.id)).toEqual(facts.feats.map((f) => f.id));
    const names = missions.map((m) => m.name);
    for (const name of SPEC_MISSIONS) expect(names, name).toContain(name);
    expect(names).toContain('Consolidated Progress');
  });

  it('labels official and community entries as the fact base does', () => {
    for (const fact of [...facts.missions, ...facts.feats]) {
      const row = missions.find((m) => m.id === fact.id);
      expect(row?.source, fact.id).toBe(fact.official ? 'official' : 'community');
    }
    expect(missions.filter((m) => m.source === 'community').map((m) => m.id)).toEqual([
      'battle-lines',
      'breached-front',
      'ghosts-from-the-mist',
      'sacred-land',
      'rescue-mission',
    ]);
  });

  it('gives every entry a name, summary and body in en, es and fr', () => {
    for (const m of missions) {
      for (const base of ['name', 'summary', 'body']) {
        for (const suffix of LANG_SUFFIXES) {
          const value = field(m, base + suffix);
          expect(typeof value === 'string' && value.trim().length > 0, `${m.id}.${base}${suffix}`).toBe(true);
        }
      }
    }
  });

  it('writes each body with its scoring in every language', () => {
    for (const m of missions) {
      for (const suffix of LANG_SUFFIXES) {
        expect(String(field(m, 'body' + suffix)), `${m.id} body${suffix}`).toContain(`<strong>${HEADINGS[suffix]}</strong>`);
      }
    }
    expect(missions.find((m) => m.id === 'take-positions')?.body).toContain('1 MP for each objective of the rival’s colour you control.');
  });

  it('uses only the simple tags p, strong, ul and li in bodies', () => {
    for (const m of missions) {
      for (const suffix of LANG_SUFFIXES) {
        const tags = [...String(field(m, 'body' + suffix)).matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((t) => t[1]);
        expect(new Set(tags), `${m.id} body${suffix}`).toEqual(new Set(['p', 'strong', 'ul', 'li']));
      }
    }
  });

  it('credits a creator on community entries and none on official ones', () => {
    for (const m of missions) {
      if (m.source === 'community') {
        expect(typeof m.creator === 'string' && m.creator.trim() !== '', m.id).toBe(true);
      } else {
        expect(m.source, m.id).toBe('official');
        expect(m.creator ?? null, m.id).toBeNull();
      }
    }
    expect(missions.find((m) => m.id === 'battle-lines')?.creator).toBe('Anthony Pham (Viridian)');
  });

  it('uses unique kebab-case ids and unique order indexes', () => {
    const ids = missions.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const order = missions.map((m) => m.order_index);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('extract-terms', () => {
  it('parses quoted fields, doubled quotes and CRLF / CR line endings', () => {
    const rows = parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\r4,5,6\n');
    expect(rows).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('splits bracketed lists without breaking inside parentheses', () => {
    expect(splitBracketList('[Join (Infantry Orc), Dispel (BLK, BLK), Elite ]')).toEqual([
      'Join (Infantry Orc)',
      'Dispel (BLK, BLK)',
      'Elite',
    ]);
    expect(splitBracketList('[]')).toEqual([]);
  });

  it('strips values and normalises the sheets\u2019 spelling slips', () => {
    expect(termName('Join  (Skin Changers)')).toBe('Join');
    expect(termName('Beserker Rage')).toBe('Berserker Rage');
    expect(termName('Disarmed ')).toBe('Disarmed');
    expect(cleanText('Join (Calvary Warg)')).toBe('Join (Cavalry Warg)');
  });

  it('extracts distinct terms and valued terms from sheet text', () => {
    const csv =
      'faction_id,Characteristics,Keywords,Special Rules\r\n' +
      'x,"[Character, High Command]","[Beserker Rage, Join  (Calvary Warg)]","[Vulnerable, Shove (5)]"\r\n' +
      'x,[Infantry],[Raging],"[Disarmed ]"\r\n';
    expect(extractTerms([csv])).toEqual({
      characteristics: ['Character', 'High Command', 'Infantry'],
      keywords: ['Berserker Rage', 'Join', 'Raging'],
      specialRules: ['Disarmed', 'Shove', 'Vulnerable'],
      valued: ['Join', 'Shove'],
    });
  });
});
