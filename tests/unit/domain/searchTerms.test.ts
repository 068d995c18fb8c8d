/**
 * Search across languages on the bundled content (rules, FAQ, catalogue, game terms): a term is
 * found by its name in the chosen language and by its English name, accents optional; unit
 * results list their terms in the chosen language, each once; an exact term outranks a title
 * that only resembles the query.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, TERM_PREFIX_MIN } from '../../../src/domain/search';
import { highlightSegments } from '../../../src/domain/highlight';
import { unitName } from '../../../src/domain/catalogue';
import type { FaqSection, Language, RulesSection, SpecialRuleText } from '../../../src/domain/types';
import { repoRoot, testCatalogue } from '../../fixtures/domain';

const content = <T,>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, 'supabase/seed/content', file), 'utf8')) as T;
const rules = content<RulesSection[]>('rules-sections.json');
const faq = content<FaqSection[]>('faq-sections.json');
const terms = content<SpecialRuleText[]>('special-rules.json');
const units = testCatalogue().units;
const index = buildSearchIndex({ rules, faq, units, terms });

const ambusher = terms.find((t) => t.name === 'Ambusher');
const ambusherUnits = units.filter((u) => [...u.keywords, ...u.specialRules].some((k) => k.name === 'Ambusher'));
/** Rules sections and FAQ entries that name Ambusher (in English) in the chosen language's text. */
const namesAmbusher = (language: Language) => {
  const text = (en: string, es: string, fr: string) => (language === 'es' ? es || en : language === 'fr' ? fr || en : en);
  return {
    rules: rules.filter((s) => /ambusher|emboscador|embusqu/i.test(text(s.title, s.title_es, s.title_fr) + text(s.content, s.content_es, s.content_fr))).map((s) => s.id),
    faq: faq.filter((f) => /ambusher|emboscador|embusqu/i.test(text(f.section, f.section_es, f.section_fr) + text(f.content, f.content_es, f.content_fr))).map((f) => f.id),
  };
};

const CASES: ReadonlyArray<[Language, string]> = [
  ['es', 'emboscador'],
  ['es', 'Emboscador'],
  ['es', 'Ambusher'],
  ['fr', 'embusqué'],
  ['fr', 'EMBUSQUE'],
  ['fr', 'Ambusher'],
  ['en', 'Ambusher'],
  ['en', 'ambusher'],
];

describe('search by game term, in every language', () => {
  it('the bundled terms name Ambusher in the three languages, and some rules, FAQ and units carry it', () => {
    expect(ambusher).toMatchObject({ name: 'Ambusher', name_es: 'Emboscador', name_fr: 'Embusqué' });
    expect(ambusherUnits.length).toBeGreaterThan(0);
    for (const language of ['en', 'es', 'fr'] as const) {
      expect(namesAmbusher(language).rules.length).toBeGreaterThan(0);
      expect(namesAmbusher(language).faq.length).toBeGreaterThan(0);
    }
  });

  it.each(CASES)('%s "%s" finds every rules section, FAQ entry and unit that names Ambusher, rules first', (language, query) => {
    const results = searchIndex(index, query, language);
    const ids = (source: string) => results.filter((r) => r.source === source).map((r) => r.id);
    const expected = namesAmbusher(language);
    expect(ids('rules')).toEqual(expect.arrayContaining(expected.rules));
    expect(ids('faq')).toEqual(expect.arrayContaining(expected.faq));
    const unitTitles = results.filter((r) => r.source === 'units').map((r) => r.title);
    expect(unitTitles).toEqual(expect.arrayContaining([...new Set(ambusherUnits.map((u) => unitName(u, language)))]));
    // Mercenaries serving several factions (Vercana) come once.
    expect(unitTitles.length).toBe(new Set(unitTitles).size);
    expect(results[0]?.source).toBe('rules');
    const deployment = expected.rules.find((id) => /ambusher/i.test(id)) ?? expected.rules[0];
    const firstUnit = results.findIndex((r) => r.source === 'units');
    expect(results.findIndex((r) => r.id === deployment)).toBeLessThan(firstUnit);
  });

  it('finds the term while it is typed, from four letters of either name', () => {
    expect(TERM_PREFIX_MIN).toBe(4);
    const es = searchIndex(index, 'embo', 'es').filter((r) => r.source === 'units').map((r) => r.title);
    expect(es).toEqual(expect.arrayContaining(ambusherUnits.map((u) => unitName(u, 'es'))));
    const fr = searchIndex(index, 'Ambu', 'fr').filter((r) => r.source === 'units').map((r) => r.title);
    expect(fr).toEqual(expect.arrayContaining(ambusherUnits.map((u) => unitName(u, 'fr'))));
  });

  it('an exact term outranks a unit whose name only resembles it ("Evocador" for "emboscador")', () => {
    const results = searchIndex(index, 'emboscador', 'es');
    const evoker = results.findIndex((r) => r.title === 'Evocador');
    const namesTerm = (text: string) => /ambusher|emboscador/i.test(text);
    const lastTermHit = Math.max(...results.map((r, i) => (namesTerm(r.title) || namesTerm(r.content) ? i : -1)));
    expect(lastTermHit).toBeGreaterThan(0);
    // Evocador still comes (a near miss of the typed word), after every hit that names the term.
    expect(evoker).toBeGreaterThan(lastTermHit);
    // A typo in a unit name is still forgiven.
    expect(searchIndex(index, 'Evocadr', 'es')[0]?.title).toBe('Evocador');
  });

  it('unit results show their terms in the chosen language, each once', () => {
    const vercana = (language: Language) => searchIndex(index, 'Vercana', language).find((r) => r.source === 'units');
    expect(vercana('es')?.content).toContain('Emboscador');
    expect(vercana('fr')?.content).toContain('Embusqué');
    expect(vercana('en')?.content).toContain('Ambusher');
    expect(vercana('es')?.content).not.toContain('Ambusher');
    for (const language of ['en', 'es', 'fr'] as const) {
      for (const result of searchIndex(index, 'a', language).filter((r) => r.source === 'units')) {
        const labels = result.content.split(', ').map((l) => l.toLowerCase());
        expect({ unit: result.id, duplicates: labels.filter((l, i) => labels.indexOf(l) !== i) }).toEqual({ unit: result.id, duplicates: [] });
      }
    }
    // A keyword's value is said in the language too, as on the builder's chips: no "Unirse (Infantry)".
    const joinsInfantry = units.find((u) => u.keywords.some((k) => k.name === 'Join' && k.value === 'Infantry'))!;
    const joinEs = searchIndex(index, unitName(joinsInfantry, 'es'), 'es').find((r) => r.source === 'units')!;
    const es = (name: string) => terms.find((t) => t.name === name)!.name_es;
    expect(joinEs.content).toContain(`${es('Join')} (${es('Infantry')})`);
    expect(joinEs.content).not.toContain('(Infantry)');
    // A Character unit says so once ("Character, Character" was the old bug).
    const alula = searchIndex(index, 'Alula', 'en').find((r) => r.id === 'alula');
    expect(alula?.content.match(/Character/g)).toHaveLength(1);
  });

  it('shows unit types with the labels it is given', () => {
    const localised = buildSearchIndex({ units, terms, unitTypeLabels: { es: { Troop: 'Tropa', 'Named Character': 'Personaje con nombre' } } });
    const yew = searchIndex(localised, 'Sombras del Tejo', 'es')[0];
    expect(yew?.content.startsWith('Tropa, ')).toBe(true);
  });

  it('marks the matched names, accents or not', () => {
    const hit = searchIndex(index, 'embusque', 'fr').find((r) => r.source === 'units');
    expect(hit?.highlights).toEqual(expect.arrayContaining(['embusque', 'ambusher']));
    const marked = highlightSegments(hit?.content ?? '', hit?.highlights ?? []).filter((s) => s.match).map((s) => s.text);
    expect(marked).toContain('Embusqué');
  });

  it('without terms, a query in another language than the text finds nothing', () => {
    const bare = buildSearchIndex({ units });
    expect(searchIndex(bare, 'emboscador', 'es').filter((r) => ambusherUnits.some((u) => u.id === r.id))).toEqual([]);
  });
});
