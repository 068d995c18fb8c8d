import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Mission, SpecialRuleText } from '../../../src/domain/types';
import {
  DEFAULT_CSV_DIR,
  cleanText,
  extractTerms,
  extractTermsFromDir,
  parseCsv,
  splitBracketList,
  termName,
} from '../../../supabase/seed/content/extract-terms';

const ROOT = resolve(__dirname, '../../..');
const CONTENT = resolve(ROOT, 'supabase/seed/content');
const CATALOGUE = resolve(ROOT, 'supabase/seed/catalogue.json');

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const missions = readJson<Mission[]>(resolve(CONTENT, 'missions.json'));
const glossary = readJson<SpecialRuleText[]>(resolve(CONTENT, 'special-rules.json'));

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

/** SPEC.md section 9, plus the mercenary Vercana (data README), which is not in the sheets. */
const REQUIRED_TERMS = {
  terrain: ['Block LoS', 'Cover', 'Rugged', 'Trap'],
  states: ['Vulnerable', 'Disarmed', 'Frightened', 'Slowed'],
  effects: ['Shove', 'Attract', 'Place', 'Displace', 'Heal', 'Recover', 'Flee'],
  vercana: ['Character', 'Human', 'Mercenary', 'Ambusher', 'Place'],
};

const PLACEHOLDERS = ['Description coming soon', 'Descripción próximamente', 'Description à venir'];
/** Terms still waiting for a real description. Keep this list short and explicit. */
const ALLOWED_PLACEHOLDER_TERMS: string[] = [];
const MAX_PLACEHOLDERS = 5;

const LANG_SUFFIXES = ['', '_es', '_fr'] as const;
const HEADINGS = { '': ['Setup', 'Rounds', 'Scoring'], _es: ['Preparación', 'Rondas', 'Puntuación'], _fr: ['Mise en place', 'Rounds', 'Score'] };

const key = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
const field = (row: object, name: string): unknown => (row as Record<string, unknown>)[name];

interface CatalogueTerms {
  source: string;
  names: string[];
  valued: string[];
}

type NamedEntry = string | { name: string; value?: string };

/** Terms from the generated catalogue when present, otherwise straight from the CSV sheets. */
function catalogueTerms(): CatalogueTerms {
  if (existsSync(CATALOGUE)) {
    const catalogue = readJson<{
      units: Array<{ characteristics: string[]; keywords: NamedEntry[]; specialRules: NamedEntry[] }>;
    }>(CATALOGUE);
    const names = new Set<string>();
    const valued = new Set<string>();
    for (const unit of catalogue.units) {
      unit.characteristics.forEach((c) => names.add(c));
      for (const entry of [...unit.keywords, ...unit.specialRules]) {
        const name = typeof entry === 'string' ? termName(entry) : entry.name;
        names.add(name);
        const hasValue = typeof entry === 'string' ? entry.includes('(') : Boolean(entry.value?.trim());
        if (hasValue) valued.add(name);
      }
    }
    return { source: 'catalogue.json', names: [...names], valued: [...valued] };
  }
  const sets = extractTermsFromDir(DEFAULT_CSV_DIR);
  return {
    source: 'units/*.csv',
    names: [...sets.characteristics, ...sets.keywords, ...sets.specialRules, ...REQUIRED_TERMS.vercana],
    valued: [...sets.valued, 'Place'],
  };
}

describe('missions.json', () => {
  it('holds every SPEC mission as an official mission, and nothing else as a mission', () => {
    const official = missions.filter((m) => m.kind === 'mission' && m.source === 'official').map((m) => m.name);
    for (const name of SPEC_MISSIONS) expect(official, name).toContain(name);
    expect(missions.filter((m) => m.kind === 'mission')).toHaveLength(SPEC_MISSIONS.length);
  });

  it('has 6 to 8 feats, both official and community ones', () => {
    const feats = missions.filter((m) => m.kind === 'feat');
    expect(feats.length).toBeGreaterThanOrEqual(6);
    expect(feats.length).toBeLessThanOrEqual(8);
    expect(feats.some((f) => f.source === 'official')).toBe(true);
    expect(feats.some((f) => f.source === 'community')).toBe(true);
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

  it('writes each mission body with Setup, Rounds and Scoring parts in every language', () => {
    for (const m of missions.filter((x) => x.kind === 'mission')) {
      for (const suffix of LANG_SUFFIXES) {
        const body = String(field(m, 'body' + suffix));
        for (const heading of HEADINGS[suffix]) {
          expect(body, `${m.id} body${suffix}`).toContain(`<strong>${heading}</strong>`);
        }
      }
    }
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
  });

  it('uses unique kebab-case ids and unique order indexes', () => {
    const ids = missions.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const order = missions.map((m) => m.order_index);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('special-rules.json', () => {
  const byKey = new Map(glossary.map((r) => [key(r.name), r]));

  it('has one well-formed row per name, with text in all three languages', () => {
    expect(byKey.size).toBe(glossary.length);
    for (const row of glossary) {
      expect(['keyword', 'characteristic', 'rule'], row.name).toContain(row.kind);
      for (const base of ['name', 'description']) {
        for (const suffix of LANG_SUFFIXES) {
          const value = field(row, base + suffix);
          expect(typeof value === 'string' && value.trim().length > 0, `${row.name}.${base}${suffix}`).toBe(true);
        }
      }
      expect(row.name, 'names are normalised').toBe(cleanText(row.name));
    }
  });

  it('keeps English descriptions to one to three sentences', () => {
    for (const row of glossary) {
      const sentences = row.description.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length, row.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, row.name).toBeLessThanOrEqual(3);
    }
  });

  it('describes every keyword, characteristic and special rule of the catalogue in en, es and fr', () => {
    const terms = catalogueTerms();
    expect(terms.names.length, terms.source).toBeGreaterThan(30);
    const missing = terms.names.filter((name) => {
      const row = byKey.get(key(name));
      return !row || !row.description.trim() || !row.description_es.trim() || !row.description_fr.trim();
    });
    expect(missing, `undescribed terms from ${terms.source}`).toEqual([]);
  });

  it('explains the bracketed value of every term the catalogue gives a value', () => {
    const { valued, source } = catalogueTerms();
    expect(valued.length, source).toBeGreaterThan(0);
    for (const name of valued) {
      const row = byKey.get(key(name));
      expect(row?.description, name).toMatch(/value/i);
    }
  });

  it('covers the terrain keywords, states, effects and Vercana terms', () => {
    for (const [group, names] of Object.entries(REQUIRED_TERMS)) {
      for (const name of names) expect(byKey.has(key(name)), `${group}: ${name}`).toBe(true);
    }
  });

  it('says when each state ends', () => {
    expect(byKey.get('vulnerable')?.description).toMatch(/end of the activation in which it was applied/);
    expect(byKey.get('disarmed')?.description).toMatch(/end of the activation in which it was applied/);
    expect(byKey.get('slowed')?.description).toMatch(/end of the activation in which the unit moves or assaults/);
    expect(byKey.get('frightened')?.description).toMatch(/willpower test/);
  });

  it('uses the "coming soon" placeholder for at most a handful of terms', () => {
    const placeholderTerms = glossary
      .filter((r) => [r.description, r.description_es, r.description_fr].some((d) => PLACEHOLDERS.includes(d.trim())))
      .map((r) => r.name);
    expect(placeholderTerms.length).toBeLessThanOrEqual(MAX_PLACEHOLDERS);
    expect(placeholderTerms).toEqual(ALLOWED_PLACEHOLDER_TERMS);
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
