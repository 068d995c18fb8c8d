/**
 * Unified search over rules sections, FAQ sections and units (SPEC.md 5 "Search"):
 * case-insensitive on title and content, in the chosen language with English fallback where a
 * translation is missing; a blank term clears the results.
 *
 * Game terms (keywords, characteristics, special rules: "Ambusher" / "Emboscador" /
 * "Embusqué") are found by their name in the chosen language and by their English name, as the
 * cards and the rules texts use both: a query that names a term (or starts one, from four
 * letters) also matches the term's other name. Matching ignores accents and case.
 *
 * Ranking, best first: a whole title that is the query; the query (or its term) as a word of
 * the title; inside a title word; as a word of the content; inside a content word; and last a
 * title that only resembles the query (a typo: Fuse's fuzzy match), so "Evocador" never beats
 * the rules that name "Emboscador". Ties keep index order (rules, FAQ, units).
 *
 * The index is built once per language on first use and queried on every keystroke. HTML is
 * stripped with a regex here (no DOM in src/domain); the text is only used for matching and
 * snippets, never rendered as HTML.
 */
import Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
import { keywordLabel, unitName } from './catalogue';
import { sayTermValue } from './termValue';
import { SEARCH_MAX_RESULTS, SEARCH_SNIPPET_CHARS } from './constants';
import { foldText, occurrence } from './fold';
import type { FaqSection, Language, RulesSection, SearchResult, Unit } from './types';

/** A game term with its names (the shape of a special_rules row). */
export interface SearchTerm {
  name: string;
  name_es?: string | null;
  name_fr?: string | null;
}

export interface SearchDocs {
  rules?: readonly RulesSection[];
  faq?: readonly FaqSection[];
  units?: readonly Unit[];
  /** Keywords, characteristics and special rules with their names in each language. */
  terms?: readonly SearchTerm[];
  /** Unit type names by language ("Troop" → "Tropa"); the English type where absent. */
  unitTypeLabels?: Partial<Record<Language, Partial<Record<string, string>>>>;
}

interface IndexedDoc {
  id: string;
  title: string;
  content: string;
  source: SearchResult['source'];
  path: string;
  /** Position in the index (rules, FAQ, units), the tie-break. */
  order: number;
  foldedTitle: string;
  foldedContent: string;
  /** Folded text matched but never shown (a unit's English name and term names). */
  foldedHidden: string;
}

interface TermEntry {
  /** Folded names: the chosen language's and the English one. */
  keys: string[];
}

interface LanguageIndex {
  docs: IndexedDoc[];
  /** Fuzzy matching on titles only, for typos (short texts, so Bitap stays cheap). */
  titles: Fuse<IndexedDoc>;
  terms: TermEntry[];
}

export interface SearchIndex {
  readonly docs: SearchDocs;
  /** Per-language indexes, built on first query in that language. */
  readonly byLanguage: Map<Language, LanguageIndex>;
}

const TITLE_OPTIONS: IFuseOptions<IndexedDoc> = {
  keys: ['title'],
  includeScore: true,
  ignoreLocation: true,
  ignoreDiacritics: true,
  threshold: 0.3,
  minMatchCharLength: 2,
  isCaseSensitive: false,
};

/** A query this long that starts a term's name (in the chosen language or English) stands for the term. */
export const TERM_PREFIX_MIN = 4;

/** Match quality, lower is better. */
const SCORE_EXACT_TITLE = -1;
const SCORE_TITLE_WORD = 0;
const SCORE_TITLE_PART = 1;
const SCORE_CONTENT_WORD = 2;
const SCORE_CONTENT_PART = 3;
const SCORE_FUZZY_TITLE = 10;

/** Tags removed, common entities decoded, whitespace collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function pick(en: string, es: string | null | undefined, fr: string | null | undefined, language: Language): string {
  const localised = language === 'es' ? es : language === 'fr' ? fr : en;
  return localised && localised.trim() !== '' ? localised : en;
}

function termName(term: SearchTerm, language: Language): string {
  return pick(term.name, term.name_es, term.name_fr, language);
}

/** The terms' names in one language, by folded English name. */
function termLabels(terms: readonly SearchTerm[], language: Language): Map<string, string> {
  const out = new Map<string, string>();
  for (const term of terms) out.set(foldText(term.name.trim()), termName(term, language).trim());
  return out;
}

/** A unit's type, characteristics, keywords and special rules in the chosen language, each once. */
function unitTerms(unit: Unit, labels: Map<string, string>, typeLabel: string, language: Language): { shown: string; english: string } {
  const local = (name: string) => labels.get(foldText(name.trim())) ?? name;
  const localValue = (value: string) => sayTermValue(value, language, (english) => labels.get(foldText(english.trim())), (label) => label).text;
  const entries: Array<[string, string]> = [
    [typeLabel, unit.type],
    ...unit.characteristics.map((c): [string, string] => [local(c), c]),
    ...[...unit.keywords, ...unit.specialRules].map((k): [string, string] => [keywordLabel({ name: local(k.name), value: k.value === undefined ? undefined : localValue(k.value) }), keywordLabel(k)]),
  ];
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const [label] of entries) {
    const key = foldText(label);
    if (seen.has(key)) continue;
    seen.add(key);
    shown.push(label);
  }
  return { shown: shown.join(', '), english: entries.map(([, english]) => english).join(', ') };
}

function indexed(doc: Omit<IndexedDoc, 'order' | 'foldedTitle' | 'foldedContent' | 'foldedHidden'>, order: number, hidden = ''): IndexedDoc {
  const title = doc.title.normalize('NFC');
  const content = doc.content.normalize('NFC');
  return { ...doc, title, content, order, foldedTitle: foldText(title), foldedContent: foldText(content), foldedHidden: foldText(hidden) };
}

function docsFor(docs: SearchDocs, language: Language): IndexedDoc[] {
  const out: IndexedDoc[] = [];
  for (const s of docs.rules ?? []) {
    out.push(
      indexed({
        id: s.id,
        title: pick(s.title, s.title_es, s.title_fr, language),
        content: stripHtml(pick(s.content, s.content_es, s.content_fr, language)),
        source: 'rules',
        path: `/rules#${encodeURIComponent(s.id)}`,
      }, out.length),
    );
  }
  for (const f of docs.faq ?? []) {
    out.push(
      indexed({
        id: f.id,
        title: pick(f.section, f.section_es, f.section_fr, language),
        content: stripHtml(pick(f.content, f.content_es, f.content_fr, language)),
        source: 'faq',
        path: `/faq#${encodeURIComponent(f.id)}`,
      }, out.length),
    );
  }
  const labels = termLabels(docs.terms ?? [], language);
  const typeLabels = docs.unitTypeLabels?.[language] ?? {};
  // A mercenary is in the catalogue once per faction it serves: one result is enough.
  const seenUnits = new Set<string>();
  for (const u of docs.units ?? []) {
    const typeLabel = typeLabels[u.type] ?? labels.get(foldText(u.type)) ?? u.type;
    const terms = unitTerms(u, labels, typeLabel, language);
    const key = `${unitName(u, language)}\n${terms.shown}`;
    if (seenUnits.has(key)) continue;
    seenUnits.add(key);
    out.push(
      indexed(
        {
          id: u.id,
          title: unitName(u, language),
          content: terms.shown,
          source: 'units',
          path: `/unit-stats?unit=${encodeURIComponent(u.id)}`,
        },
        out.length,
        `${u.name}, ${terms.english}`,
      ),
    );
  }
  return out;
}

function termEntries(terms: readonly SearchTerm[], language: Language): TermEntry[] {
  return terms.map((term) => ({ keys: [...new Set([foldText(termName(term, language).trim()), foldText(term.name.trim())])].filter((k) => k !== '') }));
}

export function buildSearchIndex(docs: SearchDocs): SearchIndex {
  return { docs, byLanguage: new Map() };
}

function indexFor(index: SearchIndex, language: Language): LanguageIndex {
  let built = index.byLanguage.get(language);
  if (!built) {
    const docs = docsFor(index.docs, language);
    built = {
      docs,
      titles: new Fuse(docs, TITLE_OPTIONS, Fuse.createIndex(['title'], docs)),
      terms: termEntries(index.docs.terms ?? [], language),
    };
    index.byLanguage.set(language, built);
  }
  return built;
}

/** The names of every term the folded text names, or starts (from TERM_PREFIX_MIN letters). */
function termAlternatives(terms: readonly TermEntry[], folded: string): string[] {
  const out: string[] = [];
  for (const term of terms) {
    const named = term.keys.some((k) => k === folded || (folded.length >= TERM_PREFIX_MIN && k.startsWith(folded)));
    if (named) out.push(...term.keys);
  }
  return out;
}

/**
 * Endings of a folded word taken off so its other forms match too: gender and number in Spanish
 * and French (adjectives, participles), and the noun of an action ("démoralisation",
 * "desmoralización", "demoralization" find "démoralisé", "desmoralizado", "demoralized").
 */
const INFLECTIONS: Record<Language, RegExp> = {
  // English is matched as typed but for the noun of an action ("demoralizeds" is not a word to forgive).
  en: /(ations|ation)$/,
  es: /(aciones|acion|os|as|es|o|a)$/,
  fr: /(ations|ation|ees|ee|es|e|s)$/,
};
/** Shortest stem an ending is taken from: "tropa" stays whole. */
const STEM_MIN = 5;

/** The word without its ending (INFLECTIONS); null when it has none or the rest is too short. */
function inflectionStem(word: string, language: Language): string | null {
  if (word.includes(' ')) return null;
  const stem = word.replace(INFLECTIONS[language], '');
  return stem !== word && stem.length >= STEM_MIN ? stem : null;
}

/** The word and its other forms: its stem, and in English the -ize spelling of an -ise word ("demoralised"). */
function wordForms(word: string, language: Language): string[] {
  const spellings = language === 'en' ? [word, word.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')] : [word];
  const out = new Set<string>();
  for (const spelling of spellings) {
    out.add(spelling);
    const stem = inflectionStem(spelling, language);
    if (stem) out.add(stem);
  }
  return [...out];
}

/**
 * The folded query and its groups of alternatives: a document matches when every group has one
 * of its alternatives in it. A query naming a term as a whole is one group; otherwise each word
 * is one. A word also matches its other forms (wordForms).
 */
function parseQuery(terms: readonly TermEntry[], query: string, language: Language): { folded: string; groups: string[][] } {
  const folded = foldText(query.replace(/["“”«»]/g, ' ')).replace(/\s+/g, ' ').trim();
  if (folded === '') return { folded, groups: [] };
  const forms = (word: string) => wordForms(word, language);
  const whole = termAlternatives(terms, folded);
  const words = folded.split(' ');
  if (whole.length > 0 || words.length === 1) return { folded, groups: [[...new Set([...forms(folded), ...whole])]] };
  return { folded, groups: words.map((word) => [...new Set([...forms(word), ...termAlternatives(terms, word)])]) };
}

/** The best score of one group in a document, or null when none of its alternatives is there. */
function groupScore(doc: IndexedDoc, group: readonly string[]): number | null {
  let best: number | null = null;
  for (const alternative of group) {
    const inTitle = occurrence(doc.foldedTitle, alternative);
    let score: number | null = null;
    if (inTitle) score = inTitle.whole ? SCORE_TITLE_WORD : SCORE_TITLE_PART;
    else {
      const inContent = occurrence(doc.foldedContent, alternative) ?? occurrence(doc.foldedHidden, alternative);
      if (inContent) score = inContent.whole ? SCORE_CONTENT_WORD : SCORE_CONTENT_PART;
    }
    if (score !== null && (best === null || score < best)) best = score;
    if (best === SCORE_TITLE_WORD) break;
  }
  return best;
}

/**
 * A window of the content around the first occurrence of one of the needles (or its start).
 * `folded` is foldText(content) when the caller has it already.
 */
export function snippet(content: string, needles: string | readonly string[], size = SEARCH_SNIPPET_CHARS, folded?: string): string {
  if (content.length <= size) return content;
  folded ??= foldText(content);
  const positions = (typeof needles === 'string' ? [needles] : needles)
    .map((n) => foldText(n.trim()))
    .filter((n) => n !== '')
    .map((n) => folded.indexOf(n))
    .filter((at) => at >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : -1;
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(size / 3), content.length - size));
  const body = content.slice(start, start + size).trim();
  return `${start > 0 ? '…' : ''}${body}${start + size < content.length ? '…' : ''}`;
}

export function searchIndex(index: SearchIndex, term: string, language: Language = 'en'): SearchResult[] {
  const query = term.trim();
  if (query === '') return [];
  const built = indexFor(index, language);
  const { folded, groups } = parseQuery(built.terms, query, language);
  if (groups.length === 0) return [];
  const whole = groups.length === 1 ? groups[0]! : [folded];

  const scored = new Map<IndexedDoc, number>();
  for (const doc of built.docs) {
    let total = 0;
    for (const group of groups) {
      const score = groupScore(doc, group);
      if (score === null) {
        total = Number.NaN;
        break;
      }
      total += score;
    }
    if (Number.isNaN(total)) continue;
    const exactTitle = whole.includes(doc.foldedTitle);
    scored.set(doc, exactTitle ? SCORE_EXACT_TITLE : total / groups.length);
  }
  for (const { item, score = 1 } of built.titles.search(query, { limit: SEARCH_MAX_RESULTS })) {
    if (!scored.has(item)) scored.set(item, SCORE_FUZZY_TITLE + score);
  }

  const ranked = [...scored.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].order - b[0].order)
    .slice(0, SEARCH_MAX_RESULTS)
    .map(([item]) => item);
  const highlights = [...new Set(groups.flat())];
  return ranked.map((item) => ({
    id: item.id,
    title: item.title,
    content: snippet(item.content, highlights, SEARCH_SNIPPET_CHARS, item.foldedContent),
    source: item.source,
    path: item.path,
    highlights,
  }));
}
