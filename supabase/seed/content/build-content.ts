/**
 * Builds the rules reference and the term glossary from the game fact base:
 *
 *   npm run content            (or: npx tsx supabase/seed/content/build-content.ts)
 *
 * Inputs: ../shared/data/game/{game-structure,glossary,errata}.json next to the repo root (or
 * $GAME_DATA_DIR), our hand-written prose in supabase/seed/content/prose/*.json, and the unit
 * terms of supabase/seed/catalogue.json. Outputs (committed): rules-chapters.json,
 * rules-sections.json and special-rules.json in supabase/seed/content/.
 *
 * Facts that the JSON holds as data (round and turn counts, distances, the End of Round steps
 * and their order, dice faces, terrain sizes, errata dates, French names) are filled in from
 * the fact base; the prose only holds sentences. The build fails when the fact base has an End
 * of Round step, die symbol or errata change that the prose does not describe.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Language, RulesChapter, RulesSection, SpecialRuleText } from '../../../src/domain/types';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CONTENT_DIR = HERE;
export const PROSE_DIR = join(HERE, 'prose');
export const DEFAULT_GAME_DIR = process.env.GAME_DATA_DIR ?? resolve(HERE, '../../../../shared/data/game');
const CATALOGUE_PATH = resolve(HERE, '../catalogue.json');
/** Bundled with the app (the term chips read it): which translated term names come from a source. */
export const TERM_NAMES_PATH = resolve(HERE, '../../../src/domain/data/term-names.json');

export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];
type Localised = Record<Language, string>;

/* ------------------------------------------------------------------------------------------ */
/* Fact base shapes (only the parts read here)                                                  */
/* ------------------------------------------------------------------------------------------ */

type NameValue = string | string[] | null | undefined;

interface GlossaryEntry {
  id: string;
  category: string;
  names?: { en?: NameValue; fr?: NameValue; es?: NameValue; fr_src?: string };
  summary?: string;
  numbers?: Record<string, unknown>;
  faces?: string[][];
  role?: string;
  keywords?: string[];
  src?: string[];
}

interface SourceInfo {
  repo?: string;
  url?: string;
  date?: string;
  commits?: Array<{ date?: string }>;
}

interface GameStructure {
  rules_version: string;
  sources: Record<string, SourceInfo>;
  game_length: {
    rounds: { value: number; exceptions: Array<{ mission: string; rounds: number }> };
    turns_per_round: { values: Record<string, unknown> };
  };
  round_structure: {
    end_of_round: { order: Array<{ step: number; id: string; amounts?: Record<string, number> }> };
  };
  deployment: { steps_known: Array<{ numbers?: Record<string, number> }> };
}

interface ErrataChange {
  topic: string;
  language?: string;
}

interface Errata {
  versions: Array<{ version: string; applied?: string; changes?: ErrataChange[] }>;
}

export interface FactBase {
  structure: GameStructure;
  glossary: { sources: Record<string, SourceInfo>; entries: GlossaryEntry[] };
  errata: Errata & { sources: Record<string, SourceInfo> };
}

/* ------------------------------------------------------------------------------------------ */
/* Prose shapes                                                                                 */
/* ------------------------------------------------------------------------------------------ */

interface ProseTerm {
  name: string;
  kind: 'keyword' | 'characteristic' | 'rule';
  es?: string;
  fr?: string;
  also?: string[];
  source?: string;
  text: Localised;
}

export interface GlossaryProse {
  terms: Record<string, ProseTerm>;
  names: Record<string, { es?: string; fr?: string } | string>;
}

interface ProseSection {
  id: string;
  title?: Localised;
  sources: string[];
  body?: Localised;
  term?: string;
  version?: string;
}

export interface RulesProse {
  labels: Record<string, Localised>;
  symbols: Record<string, Localised>;
  dice: Record<string, { es: string; fr: string }>;
  terrain_examples: { names_es: Record<string, string>; keywords: Record<string, Localised> };
  end_of_round: Record<string, Localised>;
  actions: Record<string, { es: string; text: Localised }>;
  source_keys: Record<string, Localised>;
  chapters: Array<{ id: string; title: Localised; sections: ProseSection[] }>;
}

export interface ErrataProse {
  changes: Record<string, { topic: Localised; text: Localised }>;
}

export interface BuiltContent {
  chapters: RulesChapter[];
  sections: RulesSection[];
  specialRules: SpecialRuleText[];
  termNames: TermNameSources;
  warnings: string[];
}

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                      */
/* ------------------------------------------------------------------------------------------ */

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function loadFactBase(dir: string = DEFAULT_GAME_DIR): FactBase {
  return {
    structure: readJson<GameStructure>(join(dir, 'game-structure.json')),
    glossary: readJson<FactBase['glossary']>(join(dir, 'glossary.json')),
    errata: readJson<FactBase['errata']>(join(dir, 'errata.json')),
  };
}

export function loadProse(dir: string = PROSE_DIR): { glossary: GlossaryProse; rules: RulesProse; errata: ErrataProse } {
  return {
    glossary: readJson<GlossaryProse>(join(dir, 'glossary.json')),
    rules: readJson<RulesProse>(join(dir, 'rules.json')),
    errata: readJson<ErrataProse>(join(dir, 'errata.json')),
  };
}

/** Replaces {{name}} (and {n.name} for entry numbers) in a template; unknown names are an error. */
export function fill(template: string, vars: Record<string, string | number>, where: string): string {
  return template.replace(/\{\{([^}]+)\}\}|\{n\.([a-z0-9_]+)\}/g, (_m, name: string | undefined, num: string | undefined) => {
    const key = name ?? `n.${num ?? ''}`;
    const value = vars[key];
    if (value === undefined) throw new Error(`${where}: no value for {{${key}}}`);
    return String(value);
  });
}

/** The first name of a fact-base name field, without "(before 1.6)" notes or a bracketed value. */
function firstName(value: NameValue): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' || first.trim() === '') return null;
  return first
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const isoDates = (value: unknown): string[] => [...new Set(JSON.stringify(value ?? '').match(/\d{4}-\d{2}-\d{2}/g) ?? [])].sort();

function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

function listFormat(items: string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const ol = (items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/* ------------------------------------------------------------------------------------------ */
/* Glossary rows                                                                                */
/* ------------------------------------------------------------------------------------------ */

interface TermRow {
  id: string;
  names: Localised;
  text: Localised;
  kind: ProseTerm['kind'];
  /** The French name comes from a source (the fact base's AK name), not from our own words. */
  frSourced: boolean;
}

function buildTerms(facts: FactBase, prose: GlossaryProse): Map<string, TermRow> {
  const byId = new Map(facts.glossary.entries.map((e) => [e.id, e]));
  const rows = new Map<string, TermRow>();
  for (const [id, term] of Object.entries(prose.terms)) {
    const entry = byId.get(id);
    if (!entry && term.source !== 'game-structure') throw new Error(`glossary prose '${id}' has no glossary.json entry`);
    const numbers: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(entry?.numbers ?? {})) {
      if (typeof value === 'number' || typeof value === 'string') numbers[`n.${key}`] = value;
    }
    const fr = term.fr ?? firstName(entry?.names?.fr);
    const esFact = firstName(entry?.names?.es);
    const es = term.es ?? (esFact ? capitalise(esFact) : null);
    if (!fr) throw new Error(`glossary prose '${id}': no French name in the fact base or the prose`);
    if (!es) throw new Error(`glossary prose '${id}': no Spanish name in the fact base or the prose`);
    const text = {} as Localised;
    for (const lang of LANGUAGES) text[lang] = fill(term.text[lang], numbers, `glossary ${id} ${lang}`);
    const frSourced = entry?.names?.fr_src === 'AK' && firstName(entry.names.fr) !== null;
    rows.set(id, { id, names: { en: term.name, es, fr: capitalise(fr) }, text, kind: term.kind, frSourced });
    for (const alias of term.also ?? []) rows.set(alias, rows.get(id)!);
  }
  return rows;
}

interface CatalogueTerm {
  name: string;
  kind: ProseTerm['kind'];
}

function catalogueTerms(): CatalogueTerm[] {
  const catalogue = readJson<{
    units: Array<{ characteristics: string[]; keywords: Array<string | { name: string }>; specialRules: Array<string | { name: string }> }>;
  }>(CATALOGUE_PATH);
  const seen = new Map<string, CatalogueTerm>();
  const add = (name: string, kind: CatalogueTerm['kind']) => {
    const clean = name.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
    if (clean !== '' && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), { name: clean, kind });
  };
  for (const unit of catalogue.units) {
    unit.characteristics.forEach((c) => add(c, 'characteristic'));
    unit.keywords.forEach((k) => add(typeof k === 'string' ? k : k.name, 'keyword'));
    unit.specialRules.forEach((r) => add(typeof r === 'string' ? r : r.name, 'rule'));
  }
  return [...seen.values()];
}

function buildSpecialRules(terms: Map<string, TermRow>, prose: GlossaryProse, warnings: string[]): SpecialRuleText[] {
  const rows = new Map<string, SpecialRuleText>();
  for (const row of new Set(terms.values())) {
    rows.set(row.names.en.toLowerCase(), {
      name: row.names.en,
      name_es: row.names.es,
      name_fr: row.names.fr,
      description: row.text.en,
      description_es: row.text.es,
      description_fr: row.text.fr,
      kind: row.kind,
    });
  }
  for (const term of catalogueTerms()) {
    if (rows.has(term.name.toLowerCase())) continue;
    const names = prose.names[term.name];
    if (names === undefined) warnings.push(`catalogue term '${term.name}' has no names in prose/glossary.json; English name used`);
    const local = typeof names === 'object' ? names : {};
    rows.set(term.name.toLowerCase(), {
      name: term.name,
      name_es: local.es ?? term.name,
      name_fr: local.fr ?? term.name,
      description: '',
      description_es: '',
      description_fr: '',
      kind: term.kind,
    });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * Which translated term names are the game's (issue: "never invent a game fact"): no official
 * Spanish text is in the sources, so every Spanish name is our own; a French name is the fans'
 * (the fact base's AK name) or our own. The screens say so beside a name of our own.
 */
export interface TermNameSources {
  schema: 'warcrow-companion-term-names/1';
  /** English names (as in special-rules.json) whose French name comes from a source. */
  frSourced: string[];
}

function termNameSources(terms: Map<string, TermRow>): TermNameSources {
  const names = [...new Set(terms.values())].filter((row) => row.frSourced).map((row) => row.names.en);
  return { schema: 'warcrow-companion-term-names/1', frSourced: [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en')) };
}

/* ------------------------------------------------------------------------------------------ */
/* Rules sections                                                                               */
/* ------------------------------------------------------------------------------------------ */

function numbersFromFacts(facts: FactBase): Record<string, number | string> {
  const { structure } = facts;
  const turnCounts = Object.entries(structure.game_length.turns_per_round.values)
    .filter(([key, missions]) => /^\d+$/.test(key) && Array.isArray(missions))
    .map(([key, missions]) => ({ turns: Number(key), missions: (missions as unknown[]).length }))
    .sort((a, b) => b.missions - a.missions);
  const common = turnCounts[0];
  const fewer = turnCounts.find((t) => common && t.turns < common.turns);
  const exceptionRounds = [...new Set(structure.game_length.rounds.exceptions.map((e) => e.rounds))];
  const stress = structure.round_structure.end_of_round.order.find((s) => s.id === 'stress-reduction')?.amounts;
  const deployNumbers = Object.assign({}, ...structure.deployment.steps_known.map((s) => s.numbers ?? {})) as Record<string, number>;
  const values: Record<string, number | string | undefined> = {
    rules_version: structure.rules_version.split(' ')[0],
    rounds: structure.game_length.rounds.value,
    turns_common: common?.turns,
    turns_fewer: fewer?.turns,
    exception_rounds: exceptionRounds.length === 1 ? exceptionRounds[0] : undefined,
    stress_activated: stress?.activated_this_round,
    stress_idle: stress?.not_activated_this_round,
    scout_strides: deployNumbers.scout_enemy_los_strides,
    ambusher_strides: deployNumbers.ambusher_enemy_los_strides,
    ambusher_strides_en: deployNumbers.ambusher_enemy_los_strides_before_1_6,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) throw new Error(`fact base: cannot read '${key}'`);
  }
  return values as Record<string, number | string>;
}

function sourceDates(facts: FactBase, key: string): string[] {
  const info = facts.structure.sources[key] ?? facts.glossary.sources[key] ?? facts.errata.sources[key];
  return info ? isoDates({ date: info.date, commits: info.commits }) : [];
}

function sourceList(facts: FactBase, prose: RulesProse, keys: string[], lang: Language): string {
  return ul(
    keys.map((key) => {
      const what = prose.source_keys[key]?.[lang];
      if (!what) throw new Error(`rules prose: no description of source key ${key}`);
      const dates = sourceDates(facts, key).map((d) => formatDate(d, lang));
      const when = dates.length === 0 ? '' : ` (${dates.length > 2 ? `${dates[0]} – ${dates.at(-1)}` : dates.join(' / ')})`;
      return fill(prose.labels.source_item![lang], { key, what, when }, `source ${key}`);
    }),
  );
}

function endOfRoundList(facts: FactBase, prose: RulesProse, lang: Language): string {
  const steps = [...facts.structure.round_structure.end_of_round.order].sort((a, b) => a.step - b.step);
  return ol(
    steps.map((step) => {
      const text = prose.end_of_round[step.id]?.[lang];
      if (!text) throw new Error(`rules prose: End of Round step '${step.id}' is not described`);
      const amounts = step.amounts ?? {};
      return fill(text, { activated: amounts.activated_this_round ?? '', idle: amounts.not_activated_this_round ?? '' }, `end of round ${step.id}`);
    }),
  );
}

function termName(entry: GlossaryEntry, lang: Language, es: string | undefined): string {
  if (lang === 'es' && es) return es;
  const name = firstName(lang === 'fr' ? entry.names?.fr : entry.names?.en) ?? firstName(entry.names?.en);
  if (!name) throw new Error(`glossary ${entry.id}: no name`);
  return capitalise(name);
}

function actionList(facts: FactBase, prose: RulesProse, category: string, lang: Language): string {
  const entries = facts.glossary.entries.filter((e) => e.category === category);
  if (entries.length === 0) throw new Error(`glossary: no entries of category ${category}`);
  return ul(
    entries.map((entry) => {
      const action = prose.actions[entry.id];
      if (!action) throw new Error(`rules prose: action '${entry.id}' is not described`);
      return `<strong>${escapeHtml(termName(entry, lang, action.es))}</strong>${prose.labels.colon![lang]}${action.text[lang]}`;
    }),
  );
}

function termList(prose: RulesProse, terms: Map<string, TermRow>, ids: string[], lang: Language): string {
  return ul(
    ids.map((id) => {
      const row = terms.get(id);
      if (!row) throw new Error(`rules prose: glossary term '${id}' is not described`);
      return `<strong>${escapeHtml(row.names[lang])}</strong>${prose.labels.colon![lang]}${row.text[lang]}`;
    }),
  );
}

function terrainKeywords(facts: FactBase, prose: RulesProse, terms: Map<string, TermRow>, lang: Language): string {
  const ids = facts.glossary.entries.filter((e) => e.category === 'terrain-keyword').map((e) => e.id);
  return termList(prose, terms, [...new Set(ids.map((id) => terms.get(id)?.id ?? id))], lang);
}

function terrainExamples(facts: FactBase, prose: RulesProse, lang: Language): string {
  const entries = facts.glossary.entries.filter((e) => e.category === 'terrain-example');
  return ul(
    entries.map((entry) => {
      const name = lang === 'es' ? prose.terrain_examples.names_es[entry.id] : termName(entry, lang, undefined);
      if (!name) throw new Error(`rules prose: terrain example '${entry.id}' has no Spanish name`);
      const n = entry.numbers ?? {};
      const range = (v: unknown): [number, number] => (Array.isArray(v) ? [Number(v[0]), Number(v[1])] : [Number(v), Number(v)]);
      let size = '';
      if (n.length_strides !== undefined) {
        const [min, max] = range(n.length_strides);
        size = fill(prose.labels.length![lang], { min, max, width: Number(n.max_width_strides) }, entry.id);
      } else if (n.square_side_strides !== undefined) {
        const [min, max] = range(n.square_side_strides);
        size = fill(prose.labels.square![lang], { min, max }, entry.id);
      }
      const keywords = (entry.keywords ?? []).map((k) => {
        const local = prose.terrain_examples.keywords[k]?.[lang];
        if (!local) throw new Error(`rules prose: terrain keyword '${k}' has no translation`);
        return local;
      });
      return `<strong>${escapeHtml(name)}</strong> (${size})${prose.labels.colon![lang]}${escapeHtml(keywords.join(', '))}`;
    }),
  );
}

function diceList(facts: FactBase, prose: RulesProse, lang: Language): string {
  const dice = facts.glossary.entries.filter((e) => e.category === 'die');
  return ul(
    dice.map((die) => {
      const name = lang === 'en' ? termName(die, 'en', undefined) : prose.dice[die.id]?.[lang];
      if (!name) throw new Error(`rules prose: die '${die.id}' has no ${lang} name`);
      const role = prose.labels[die.role === 'attack' ? 'attack' : 'defence']![lang];
      const faces = (die.faces ?? []).map((face) =>
        face.length === 0
          ? prose.labels.blank![lang]
          : face
              .map((symbol) => {
                const label = prose.symbols[symbol]?.[lang];
                if (!label) throw new Error(`rules prose: die symbol '${symbol}' has no name`);
                return label;
              })
              .join(' + '),
      );
      return `<strong>${escapeHtml(name)}</strong> (${role}, ${faces.length} ${prose.labels.faces![lang]})${prose.labels.colon![lang]}${escapeHtml(faces.join(' · '))}`;
    }),
  );
}

function errataBody(facts: FactBase, prose: RulesProse, errata: ErrataProse, version: string, lang: Language, used: Set<string>): string {
  const entry = facts.errata.versions.find((v) => v.version === version);
  if (!entry?.applied || !entry.changes?.length) throw new Error(`errata.json: version ${version} has no date or changes`);
  const dates = isoDates(entry.applied);
  const dated =
    dates.length > 1
      ? fill(prose.labels.applied_range![lang], { from: formatDate(dates[0]!, lang), to: formatDate(dates.at(-1)!, lang) }, version)
      : fill(prose.labels.applied![lang], { date: formatDate(dates[0]!, lang) }, version);
  const items = entry.changes.map((change) => {
    const key = `${version}:${change.topic}`;
    const text = errata.changes[key];
    if (!text) throw new Error(`errata prose: '${key}' is not described`);
    used.add(key);
    const note = change.language ? ` <em>(${prose.labels.french_only![lang]})</em>` : '';
    return `<strong>${escapeHtml(text.topic[lang])}</strong>${prose.labels.colon![lang]}${text.text[lang]}${note}`;
  });
  return `<p>${dated}</p>${ul(items)}`;
}

export function buildContent(facts: FactBase = loadFactBase(), prose = loadProse()): BuiltContent {
  const warnings: string[] = [];
  const terms = buildTerms(facts, prose.glossary);
  const values = numbersFromFacts(facts);
  const stateEntries = facts.glossary.entries.filter((e) => e.category === 'state');
  const cited = new Set(prose.rules.chapters.flatMap((c) => c.sections.flatMap((s) => s.sources)));
  const unknown = [...cited].filter((key) => !(key in prose.rules.source_keys));
  if (unknown.length > 0) throw new Error(`rules prose: sections cite undescribed source keys ${unknown.join(', ')}`);
  const usedSources = Object.keys(prose.rules.source_keys).filter((key) => cited.has(key));
  const usedErrata = new Set<string>();

  const chapters: RulesChapter[] = [];
  const sections: RulesSection[] = [];
  prose.rules.chapters.forEach((chapter, chapterIndex) => {
    chapters.push({
      id: chapter.id,
      title: chapter.title.en,
      title_es: chapter.title.es,
      title_fr: chapter.title.fr,
      order_index: chapterIndex + 1,
    });
    chapter.sections.forEach((section, sectionIndex) => {
      const title = {} as Localised;
      const content = {} as Localised;
      for (const lang of LANGUAGES) {
        if (section.term) {
          const row = terms.get(section.term);
          if (!row) throw new Error(`rules section ${section.id}: unknown term ${section.term}`);
          title[lang] = row.names[lang];
          content[lang] = `<p>${row.text[lang]}</p>`;
          continue;
        }
        if (section.version) {
          title[lang] = section.title![lang];
          content[lang] = errataBody(facts, prose.rules, prose.errata, section.version, lang, usedErrata);
          continue;
        }
        if (!section.title || !section.body) throw new Error(`rules section ${section.id}: no title or body`);
        title[lang] = section.title[lang];
        const vars: Record<string, string | number> = {
          ...values,
          end_of_round: endOfRoundList(facts, prose.rules, lang),
          source_list: sourceList(facts, prose.rules, usedSources, lang),
          state_names: listFormat(
            stateEntries.map((e) => terms.get(e.id)?.names[lang] ?? termName(e, lang, undefined)),
            lang,
          ),
          terrain_keywords: terrainKeywords(facts, prose.rules, terms, lang),
          terrain_examples: terrainExamples(facts, prose.rules, lang),
          dice: diceList(facts, prose.rules, lang),
        };
        let body = section.body[lang];
        body = body.replace(/\{\{actions:([a-z-]+)\}\}/g, (_m, category: string) => actionList(facts, prose.rules, category, lang));
        body = body.replace(/\{\{terms:([a-z,-]+)\}\}/g, (_m, ids: string) => termList(prose.rules, terms, ids.split(','), lang));
        content[lang] = fill(body, vars, `rules section ${section.id} ${lang}`);
      }
      sections.push({
        id: section.id,
        chapter_id: chapter.id,
        title: title.en,
        content: content.en,
        title_es: title.es,
        title_fr: title.fr,
        content_es: content.es,
        content_fr: content.fr,
        order_index: sectionIndex + 1,
        sources: section.sources,
      });
    });
  });

  const stale = Object.keys(prose.errata.changes).filter((key) => !usedErrata.has(key));
  if (stale.length > 0) throw new Error(`errata prose describes changes errata.json does not have: ${stale.join(', ')}`);

  return { chapters, sections, specialRules: buildSpecialRules(terms, prose.glossary, warnings), termNames: termNameSources(terms), warnings };
}

const toJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const built = buildContent(loadFactBase(process.argv[2] ?? DEFAULT_GAME_DIR));
  writeFileSync(join(CONTENT_DIR, 'rules-chapters.json'), toJson(built.chapters));
  writeFileSync(join(CONTENT_DIR, 'rules-sections.json'), toJson(built.sections));
  writeFileSync(join(CONTENT_DIR, 'special-rules.json'), toJson(built.specialRules));
  writeFileSync(TERM_NAMES_PATH, toJson(built.termNames));
  for (const warning of built.warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stdout.write(
    `Wrote ${built.chapters.length} chapters, ${built.sections.length} sections and ${built.specialRules.length} terms ` +
      `(${built.specialRules.filter((r) => r.description.trim() !== '').length} described).\n`,
  );
}
