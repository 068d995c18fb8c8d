/**
 * Unified search over rules sections, FAQ sections and units (SPEC.md 5 "Search"):
 * case-insensitive on title and content, in the chosen language with English fallback where a
 * translation is missing; a blank term clears the results.
 *
 * The index is built once (one Fuse instance per language, made on first use) and queried on
 * every keystroke. HTML is stripped with a regex here (no DOM in src/domain); the text is only
 * used for matching and snippets, never rendered as HTML.
 */
import Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
import { keywordLabel, unitName } from './catalogue';
import { SEARCH_MAX_RESULTS, SEARCH_SNIPPET_CHARS } from './constants';
import type { FaqSection, Language, RulesSection, SearchResult, Unit } from './types';

export interface SearchDocs {
  rules?: readonly RulesSection[];
  faq?: readonly FaqSection[];
  units?: readonly Unit[];
}

interface IndexedDoc {
  id: string;
  title: string;
  content: string;
  source: SearchResult['source'];
  path: string;
}

interface LanguageIndex {
  /** Fuzzy matching on titles (short, so Bitap stays cheap). */
  titles: Fuse<IndexedDoc>;
  /** Every query word as a case-insensitive substring of title or content (Fuse extended search). */
  words: Fuse<IndexedDoc>;
}

export interface SearchIndex {
  readonly docs: SearchDocs;
  /** Per-language indexes, built on first query in that language. */
  readonly byLanguage: Map<Language, LanguageIndex>;
}

/*
 * Why two Fuse instances: fuzzy (Bitap) matching costs time proportional to the text length,
 * and the rules run to hundreds of kilobytes, which took 20–60 ms per query. Fuzzy matching on
 * titles plus substring matching on content keeps a keystroke to a few milliseconds while still
 * forgiving typos where they matter most (section names, unit names).
 */
const TITLE_OPTIONS: IFuseOptions<IndexedDoc> = {
  keys: ['title'],
  includeScore: true,
  ignoreLocation: true,
  ignoreDiacritics: true,
  threshold: 0.3,
  minMatchCharLength: 2,
  isCaseSensitive: false,
};

const WORD_OPTIONS: IFuseOptions<IndexedDoc> = {
  keys: [
    { name: 'title', weight: 2 },
    { name: 'content', weight: 1 },
  ],
  includeScore: true,
  ignoreLocation: true,
  ignoreDiacritics: true,
  useExtendedSearch: true,
  isCaseSensitive: false,
};

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

function pick(en: string, es: string | undefined, fr: string | undefined, language: Language): string {
  const localised = language === 'es' ? es : language === 'fr' ? fr : en;
  return localised && localised.trim() !== '' ? localised : en;
}

function docsFor(docs: SearchDocs, language: Language): IndexedDoc[] {
  const out: IndexedDoc[] = [];
  for (const s of docs.rules ?? []) {
    out.push({
      id: s.id,
      title: pick(s.title, s.title_es, s.title_fr, language),
      content: stripHtml(pick(s.content, s.content_es, s.content_fr, language)),
      source: 'rules',
      path: `/rules#${encodeURIComponent(s.id)}`,
    });
  }
  for (const f of docs.faq ?? []) {
    out.push({
      id: f.id,
      title: pick(f.section, f.section_es, f.section_fr, language),
      content: stripHtml(pick(f.content, f.content_es, f.content_fr, language)),
      source: 'faq',
      path: `/faq#${encodeURIComponent(f.id)}`,
    });
  }
  for (const u of docs.units ?? []) {
    out.push({
      id: u.id,
      title: unitName(u, language),
      content: [u.type, ...u.characteristics, ...u.keywords.map(keywordLabel), ...u.specialRules.map(keywordLabel)].join(', '),
      source: 'units',
      path: `/unit-stats?unit=${encodeURIComponent(u.id)}`,
    });
  }
  return out;
}

export function buildSearchIndex(docs: SearchDocs): SearchIndex {
  return { docs, byLanguage: new Map() };
}

function indexFor(index: SearchIndex, language: Language): LanguageIndex {
  let built = index.byLanguage.get(language);
  if (!built) {
    const docs = docsFor(index.docs, language);
    built = {
      titles: new Fuse(docs, TITLE_OPTIONS, Fuse.createIndex(['title'], docs)),
      words: new Fuse(docs, WORD_OPTIONS, Fuse.createIndex(['title', 'content'], docs)),
    };
    index.byLanguage.set(language, built);
  }
  return built;
}

/** Query words as Fuse include-match tokens ('word); operators and quotes are dropped. */
function includeQuery(term: string): string {
  return term
    .replace(/["]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '|')
    .map((w) => `'${w}`)
    .join(' ');
}

/** A window of the content around the first occurrence of the term (or its start). */
export function snippet(content: string, term: string, size = SEARCH_SNIPPET_CHARS): string {
  if (content.length <= size) return content;
  const at = content.toLowerCase().indexOf(term.trim().toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(size / 3), content.length - size));
  const body = content.slice(start, start + size).trim();
  return `${start > 0 ? '…' : ''}${body}${start + size < content.length ? '…' : ''}`;
}

export function searchIndex(index: SearchIndex, term: string, language: Language = 'en'): SearchResult[] {
  const query = term.trim();
  if (query === '') return [];
  const built = indexFor(index, language);
  const words = includeQuery(query);
  // Best score per document across both matchers (0 is a perfect match), then best first;
  // ties keep index order (rules, FAQ, units), as Array.prototype.sort is stable.
  const best = new Map<IndexedDoc, number>();
  const hits = [
    ...built.titles.search(query, { limit: SEARCH_MAX_RESULTS }),
    ...(words === '' ? [] : built.words.search(words, { limit: SEARCH_MAX_RESULTS })),
  ];
  for (const { item, score = 1 } of hits) {
    const prev = best.get(item);
    if (prev === undefined || score < prev) best.set(item, score);
  }
  const ranked = [...best.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, SEARCH_MAX_RESULTS)
    .map(([item]) => item);
  return ranked.map((item) => ({
    id: item.id,
    title: item.title,
    content: snippet(item.content, query.split(/\s+/)[0] ?? query),
    source: item.source,
    path: item.path,
  }));
}
