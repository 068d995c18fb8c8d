/**
 * News items (SPEC.md 3 "News item", 5 "News rendering", 9 date formats): content chosen by
 * language with English fallback, the two date formats, and the plain-text mode (lines, the
 * highlighted "News d/m/yy:" / "Noticias d/m/yy:" prefix, [[red]]…[[/red]] markers) as segments.
 * HTML content goes through sanitize.ts instead.
 */
import { isValid, parseISO } from 'date-fns';
import { formatArchiveDay, formatHeaderDay } from './format';
import { isHtmlContent } from './html';
import type { Language, NewsItem } from './types';

export interface NewsContent {
  /** The text to show, or null when no language has any. */
  text: string | null;
  /** 'news.noContent' when text is null. */
  code: 'news.noContent' | null;
  isHtml: boolean;
}

export function newsContent(item: Pick<NewsItem, 'content_en' | 'content_es' | 'content_fr'>, language: Language): NewsContent {
  const localised = language === 'es' ? item.content_es : language === 'fr' ? item.content_fr : item.content_en;
  const text = [localised, item.content_en].find((c): c is string => typeof c === 'string' && c.trim() !== '') ?? null;
  return text === null ? { text: null, code: 'news.noContent', isHtml: false } : { text, code: null, isHtml: isHtmlContent(text) };
}

function toDate(date: string | Date): Date | null {
  const d = typeof date === 'string' ? parseISO(date.trim()) : date;
  return isValid(d) ? d : null;
}

/**
 * The header's date ("News as of …": "MM/dd/yy" in English, "dd/MM/yy" in Spanish and French)
 * or the archive's ("Jan 05, 2025", "05 ene 2025", "05 janv. 2025"), in the chosen language. Invalid → ''.
 */
export function formatNewsDate(date: string | Date, kind: 'header' | 'archive', language: Language = 'en'): string {
  const d = toDate(date);
  if (!d) return '';
  const day = { y: d.getFullYear(), m: d.getMonth() + 1, d: d.getDate() };
  return kind === 'header' ? formatHeaderDay(day, language) : formatArchiveDay(day, language);
}

/** Newest first by date (then by id, for a stable order); unparseable dates last. */
export function sortNewsNewestFirst<T extends Pick<NewsItem, 'date' | 'id'>>(items: readonly T[]): T[] {
  const time = (x: T) => toDate(x.date)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export type NewsSegmentKind = 'text' | 'date' | 'red';

export interface NewsSegment {
  text: string;
  kind: NewsSegmentKind;
}

export type NewsLine = NewsSegment[];

/** "News 5/1/25:" or "Noticias 5/1/25:" at the start of a line. */
const DATE_PREFIX = /^(?:News|Noticias)\s+\d{1,2}\/\d{1,2}\/\d{2}:/;
const RED_OPEN = '[[red]]';
const RED_CLOSE = '[[/red]]';

/**
 * Plain-text news → lines of segments. A [[red]] marker may stay open across lines; an unclosed
 * one runs to the end of the text. Empty segments are omitted; an empty line is an empty array.
 */
export function parseNewsText(text: string): NewsLine[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let red = false;
  return lines.map((line) => {
    const out: NewsSegment[] = [];
    let rest = line;
    const prefix = red ? null : DATE_PREFIX.exec(rest);
    if (prefix) {
      out.push({ text: prefix[0], kind: 'date' });
      rest = rest.slice(prefix[0].length);
    }
    while (rest !== '') {
      const marker = red ? RED_CLOSE : RED_OPEN;
      const at = rest.indexOf(marker);
      const chunk = at < 0 ? rest : rest.slice(0, at);
      if (chunk !== '') out.push({ text: chunk, kind: red ? 'red' : 'text' });
      if (at < 0) break;
      red = !red;
      rest = rest.slice(at + marker.length);
    }
    return out;
  });
}
