/**
 * Dates and numbers in the chosen language, through Intl (no library, nothing added to the
 * first chunk). The news dates keep SPEC.md 9's English formats ("MM/dd/yy" in the header,
 * "MMM dd, yyyy" in the archive: "Jan 05, 2025"); Spanish and French put the day first and use
 * their own month names ("05/01/25", "05 ene 2025", "05 janv. 2025").
 */
import type { Language } from './types';

/** The Intl locale of a language: English is SPEC's US order (month first). */
export function intlLocale(language: Language | string): string {
  return language === 'es' ? 'es-ES' : language === 'fr' ? 'fr-FR' : 'en-US';
}

/** One formatter per locale: making one costs far more than using it (the builder formats on every render). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** 1234 → "1,234" (en), "1234" / "12.345" (es: groups from five digits), "1 234" (fr). */
export function formatNumber(value: number, language: Language | string): string {
  // Below 1000 a whole number reads the same in en, es and fr, and needs no formatter (the
  // builder's first screen shows only such numbers; the first formatter costs a slow phone time).
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const locale = intlLocale(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

export interface CalendarDay {
  y: number;
  m: number;
  d: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a date: date-only strings as written, timestamps in local time; null when not a date. */
export function calendarDay(date: string): CalendarDay | null {
  const text = date.trim();
  const plain = DATE_ONLY.exec(text);
  if (plain) {
    const [y, m, d] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const check = new Date(y, m - 1, d);
    return check.getMonth() === m - 1 && check.getDate() === d ? { y, m, d } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const when = new Date(text);
  return Number.isNaN(when.getTime()) ? null : { y: when.getFullYear(), m: when.getMonth() + 1, d: when.getDate() };
}

const HEADER_OPTIONS: Intl.DateTimeFormatOptions = { year: '2-digit', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
const ARCHIVE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: '2-digit', timeZone: 'UTC' };

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** One date formatter per set of options and locale (the landing dates every news item it shows). */
const dateFormats = new Map<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function dateFormat(options: Intl.DateTimeFormatOptions, language: Language | string): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  let byLocale = dateFormats.get(options);
  if (!byLocale) dateFormats.set(options, (byLocale = new Map()));
  let format = byLocale.get(locale);
  if (!format) byLocale.set(locale, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function formatDay(day: CalendarDay | null, options: Intl.DateTimeFormatOptions, language: Language | string): string {
  if (!day) return '';
  return dateFormat(options, language).format(new Date(Date.UTC(day.y, day.m - 1, day.d)));
}

/** "01/05/25" (en, MM/dd/yy), "05/01/25" (es, fr); '' when not a date. */
export function formatHeaderDay(day: CalendarDay | null, language: Language | string = 'en'): string {
  return formatDay(day, HEADER_OPTIONS, language);
}

/** "Jan 05, 2025" (en), "05 ene 2025" (es), "05 janv. 2025" (fr); '' when not a date. */
export function formatArchiveDay(day: CalendarDay | null, language: Language | string = 'en'): string {
  return formatDay(day, ARCHIVE_OPTIONS, language);
}

/** A moment with date and time in the language's medium style; the input when it is not a date. */
export function formatDateTime(iso: string, language: Language | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(DATE_TIME_OPTIONS, language).format(date);
}
