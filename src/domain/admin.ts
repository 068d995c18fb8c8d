/**
 * Pure rules of the admin screens (issue 17): which languages a news draft still lacks, the
 * draft as it is saved (HTML content sanitised with the landing's allow-lists, the same
 * sanitiser the landing renders with), and the changelog an admin keeps, written out in the
 * form the landing's dialog shows and SPEC.md's version rule reads (first bracketed x.y.z).
 */
import { isHtmlContent } from './html';
import type { Language } from './types';

export const NEWS_LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];

export interface NewsDraft {
  id: string;
  date: string;
  translation_key: string | null;
  content_en: string | null;
  content_es: string | null;
  content_fr: string | null;
}

const contentOf = (draft: NewsDraft, language: Language): string | null =>
  language === 'es' ? draft.content_es : language === 'fr' ? draft.content_fr : draft.content_en;

/** The languages whose content is empty or blank, in en, es, fr order. */
export function missingNewsLanguages(draft: NewsDraft): Language[] {
  return NEWS_LANGUAGES.filter((language) => (contentOf(draft, language) ?? '').trim() === '');
}

/** The draft to save: each language's HTML passed through the sanitiser, plain text kept as typed. */
export function newsForSave(draft: NewsDraft, sanitise: (html: string) => string): NewsDraft {
  const clean = (text: string | null) => (text !== null && isHtmlContent(text) ? sanitise(text) : text);
  return {
    ...draft,
    translation_key: draft.translation_key?.trim() || null,
    content_en: clean(draft.content_en),
    content_es: clean(draft.content_es),
    content_fr: clean(draft.content_fr),
  };
}

export const RELEASE_PATTERN = /^\d+\.\d+\.\d+$/;

export interface ChangelogEntryText {
  release: string;
  released_on: string;
  body: string;
}

/**
 * The admin changelog as text, newest first: "# Changelog", then per entry
 * "## [x.y.z] - yyyy-mm-dd" and what changed. Empty when there is no entry.
 */
export function changelogText(entries: readonly ChangelogEntryText[]): string {
  if (entries.length === 0) return '';
  const sorted = [...entries].sort((a, b) => compareReleases(b.release, a.release) || b.released_on.localeCompare(a.released_on));
  return ['# Changelog', ...sorted.map((e) => `## [${e.release}] - ${e.released_on}\n\n${e.body.trim()}`)].join('\n\n') + '\n';
}

/** Orders x.y.z versions numerically (0.10.0 after 0.9.1); unreadable parts count as 0. */
export function compareReleases(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
