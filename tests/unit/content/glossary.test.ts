/**
 * special-rules.json, the term texts behind tooltips, sheets, generated unit cards and unit
 * stats: built from the fact base's glossary, localised names (French from the fact base, English
 * kept for search), a description for every catalogue term the glossary describes and none
 * invented for the others.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language, SpecialRuleText } from '../../../src/domain/types';
import { buildContent } from '../../../supabase/seed/content/build-content';
import { readFact, sentences, unverifiedClaims } from './factCheck';

const ROOT = resolve(__dirname, '../../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as T;
const rows = readJson<SpecialRuleText[]>('supabase/seed/content/special-rules.json');
const catalogue = readJson<{
  units: Array<{ characteristics: string[]; keywords: Array<{ name: string; value?: string } | string>; specialRules: Array<{ name: string; value?: string } | string> }>;
}>('supabase/seed/catalogue.json');

type NameValue = string | string[] | null;
const glossary = readFact<{
  entries: Array<{ id: string; category: string; names?: { en?: NameValue; fr?: NameValue }; numbers?: Record<string, number> }>;
}>('glossary.json');

const LANGS: readonly Language[] = ['en', 'es', 'fr'];
const key = (name: string) => name.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
const description = (r: SpecialRuleText, lang: Language) => (lang === 'en' ? r.description : lang === 'es' ? r.description_es : r.description_fr);
const byKey = new Map(rows.map((r) => [key(r.name), r]));
const first = (v: NameValue | undefined): string | null => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null));

/** Categories whose entries describe what a unit card can name. */
const DESCRIBED = new Set(['unit-keyword', 'terrain-keyword', 'state', 'rule-term']);
const glossaryNames = new Map(
  glossary.entries.filter((e) => DESCRIBED.has(e.category)).map((e) => [key(first(e.names?.en) ?? ''), e] as const),
);

interface CatalogueTerm {
  name: string;
  valued: boolean;
}
const catalogueTerms = (): CatalogueTerm[] => {
  const terms = new Map<string, CatalogueTerm>();
  const add = (entry: string | { name: string; value?: string }) => {
    const name = typeof entry === 'string' ? entry : entry.name;
    const valued = typeof entry === 'string' ? /\(\s*\S/.test(entry) : Boolean(entry.value?.trim());
    const k = key(name);
    terms.set(k, { name, valued: valued || (terms.get(k)?.valued ?? false) });
  };
  for (const unit of catalogue.units) {
    unit.characteristics.forEach(add);
    unit.keywords.forEach(add);
    unit.specialRules.forEach(add);
  }
  return [...terms.values()];
};

const BRACKET_VALUE: Record<Language, RegExp> = { en: /value in brackets/, es: /valor entre paréntesis/, fr: /valeur entre parenthèses/ };
const NO_DESCRIPTION = ['No description in our reference yet', 'Aún no hay descripción en nuestra referencia', 'Pas encore de description dans notre référence'];

describe('special-rules.json', () => {
  it('equals what build-content.ts makes from the glossary, the prose and the catalogue (run npm run content)', () => {
    expect(rows).toEqual(buildContent().specialRules);
  });

  it('says which French term names come from the fact base (term-names.json, also made by npm run content)', () => {
    const built = buildContent().termNames;
    expect(readJson('src/domain/data/term-names.json')).toEqual(built);
    // Frightened's French name is the fans' (fact base fr_src AK); Human has none in the fact base.
    expect(built.frSourced).toContain('Frightened');
    expect(built.frSourced).not.toContain('Human');
  });

  it('has one row per term, each with a kind and names in en, es and fr (English kept for search)', () => {
    expect(byKey.size).toBe(rows.length);
    for (const r of rows) {
      expect(['keyword', 'characteristic', 'rule'], r.name).toContain(r.kind);
      for (const name of [r.name, r.name_es, r.name_fr]) expect(typeof name === 'string' && name.trim() !== '', r.name).toBe(true);
    }
    const ambusher = byKey.get('ambusher');
    expect([ambusher?.name, ambusher?.name_es, ambusher?.name_fr]).toEqual(['Ambusher', 'Emboscador', 'Embusqué']);
    expect([byKey.get('scout')?.name_es, byKey.get('scout')?.name_fr]).toEqual(['Explorador', 'Éclaireur']);
  });

  it('uses the French names of the fact base wherever it gives one', () => {
    for (const [k, entry] of glossaryNames) {
      const fr = first(entry.names?.fr);
      const row = byKey.get(k);
      if (!fr || !row) continue;
      const expected = fr.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
      expect(row.name_fr.toLowerCase(), row.name).toBe(expected.toLowerCase());
    }
    expect(byKey.get('large')?.name_fr).toBe('Massive');
  });

  it('has a row for every catalogue term, described in en, es and fr when the glossary describes it', () => {
    const terms = catalogueTerms();
    expect(terms.length).toBeGreaterThan(30);
    for (const term of terms) {
      const row = byKey.get(key(term.name));
      expect(row, term.name).toBeDefined();
      if (glossaryNames.has(key(term.name))) {
        for (const lang of LANGS) expect(description(row!, lang).trim(), `${term.name} ${lang}`).not.toBe('');
      }
    }
  });

  it('shows no invented text: terms the fact base does not describe have no description in any language', () => {
    const described = new Set([...glossaryNames.keys(), 'flee', 'cover', 'tinge']);
    const undescribed = rows.filter((r) => !described.has(key(r.name)));
    expect(undescribed.length).toBeGreaterThan(0);
    for (const r of undescribed) for (const lang of LANGS) expect(description(r, lang), `${r.name} ${lang}`).toBe('');
    for (const r of rows) for (const lang of LANGS) expect(NO_DESCRIPTION, r.name).not.toContain(description(r, lang).trim());
    expect(byKey.get('human')?.description).toBe('');
  });

  it('keeps descriptions to one to three sentences and free of unverified claims', () => {
    for (const r of rows.filter((x) => x.description !== '')) {
      for (const lang of LANGS) {
        const n = sentences(description(r, lang)).length;
        expect(n, `${r.name} ${lang}`).toBeGreaterThanOrEqual(1);
        expect(n, `${r.name} ${lang}`).toBeLessThanOrEqual(3);
        expect(unverifiedClaims(description(r, lang), lang), `${r.name} ${lang}`).toEqual([]);
      }
    }
  });

  it('explains the bracketed value of every described term a unit gives a value', () => {
    const valued = catalogueTerms().filter((t) => t.valued && (byKey.get(key(t.name))?.description ?? '') !== '');
    expect(valued.map((t) => t.name)).toEqual(expect.arrayContaining(['Join', 'Place', 'Shove']));
    for (const term of valued) {
      const row = byKey.get(key(term.name))!;
      for (const lang of LANGS) expect(description(row, lang), `${term.name} ${lang}`).toMatch(BRACKET_VALUE[lang]);
    }
  });

  it('covers the SPEC terrain keywords, states and effects', () => {
    for (const name of ['Blocks LoS', 'Cover', 'Rugged', 'Trap', 'Vulnerable', 'Disarmed', 'Frightened', 'Slowed', 'Demoralized']) {
      expect(byKey.get(key(name))?.description, name).toBeTruthy();
    }
    for (const name of ['Shove', 'Attract', 'Place', 'Displace', 'Heal', 'Recover', 'Flee']) {
      expect(byKey.get(key(name))?.description, name).toBeTruthy();
    }
  });

  it('gives the states their 1.6 timing, not the older end-of-activation one', () => {
    expect(byKey.get('vulnerable')?.description).toMatch(/ends once the roll it affected is fully resolved/);
    expect(byKey.get('disarmed')?.description).toMatch(/ends once the roll it affected is fully resolved/);
    expect(byKey.get('slowed')?.description).toMatch(/ends right after the unit performs a Move action/);
    expect(byKey.get('frightened')?.description).toMatch(/ends after the unit makes a willpower test, whatever the result/);
    for (const r of rows) expect(r.description, r.name).not.toMatch(/end of the activation in which/);
  });

  it('gives Ambusher the 1.6 distance and notes the English text still says the old one', () => {
    const numbers = glossary.entries.find((e) => e.id === 'ambusher')?.numbers ?? {};
    const now = numbers.enemy_los_strides;
    const before = numbers.enemy_los_strides_before_1_6;
    expect(now).toBeGreaterThan(before ?? Infinity);
    const ambusher = byKey.get('ambusher')!;
    expect(ambusher.description).toContain(`within ${now} strides`);
    expect(ambusher.description).toContain(`English text still gives ${before} strides`);
    expect(ambusher.description_es).toContain(`${now} zancadas`);
    expect(ambusher.description_fr).toContain(`${now} pas`);
  });
});
