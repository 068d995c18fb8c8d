/**
 * Dates and numbers in the chosen language: whole numbers and the news header dates written
 * out by hand (as Intl writes them, checked by unit tests), everything else through Intl (no
 * library, nothing added to the first chunk). The news dates keep SPEC.md 9's English formats
 * ("MM/dd/yy" in the header, "MMM dd, yyyy" in the archive: "Jan 05, 2025"); Spanish and
 * French put the day first and use their own month names ("05/01/25", "05 ene 2025",
 * "05 janv. 2025").
 */
import type { Language } from './types';

/** The Intl locale of a language: English is SPEC's US order (month first). */
export function intlLocale(language: Language | string): string {
  return language === 'es' ? 'es-ES' : language === 'fr' ? 'fr-FR' : 'en-US';
}

/** One formatter per locale: making one costs far more than using it (the builder formats on every render). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * How each locale groups a whole number's digits, as Intl does it: the separator, and how many
 * digits a number needs before its thousands are set apart (Spanish writes 1234 but 12.345).
 */
const INTEGER_GROUPING: Readonly<Record<string, { separator: string; fromDigits: number }>> = {
  'en-US': { separator: ',', fromDigits: 4 },
  'es-ES': { separator: '.', fromDigits: 5 },
  'fr-FR': { separator: '\u202f', fromDigits: 4 },
};

/**
 * 1234 → "1,234" (en), "1234" / "12.345" (es: groups from five digits), "1 234" (fr).
 * A whole number is written out by hand, the same as Intl writes it (a unit test compares them):
 * a phone's first Intl.NumberFormat loads the locale's number data, 45-55 ms at 4x CPU slowdown,
 * a long task of its own in the first render of a page that shows a count.
 */
export function formatNumber(value: number, language: Language | string): string {
  const locale = intlLocale(language);
  const grouping = INTEGER_GROUPING[locale];
  if (grouping && Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value));
    const sign = value < 0 ? '-' : '';
    if (digits.length < grouping.fromDigits) return sign + digits;
    const groups: string[] = [];
    for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
    return sign + groups.join(grouping.separator);
  }
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

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/**
 * "01/05/25" (en, MM/dd/yy), "05/01/25" (es, fr); '' when not a date. Written out rather than
 * asked of Intl: the landing shows these dates in its first render, and a phone's first
 * Intl.DateTimeFormat loads the locale's calendar data (40-50 ms at 4x CPU slowdown, one long
 * task of a cold visit). A unit test checks it gives Intl's own answer for every day.
 */
export function formatHeaderDay(day: CalendarDay | null, language: Language | string = 'en'): string {
  if (!day) return '';
  const [first, second] = intlLocale(language) === 'en-US' ? [day.m, day.d] : [day.d, day.m];
  return `${twoDigits(first)}/${twoDigits(second)}/${twoDigits(day.y)}`;
}

/** "Jan 05, 2025" (en), "05 ene 2025" (es), "05 janv. 2025" (fr); '' when not a date. */
export function formatArchiveDay(day: CalendarDay | null, language: Language | string = 'en'): string {
  return formatDay(day, ARCHIVE_OPTIONS, language);
}

/** One list formatter per locale, made the first time names are joined. */
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Names joined as the language joins them: "A, B, and C" (en), "A, B y C" (es), "A, B et C"
 * (fr). The formatter is made at the first call, so a screen with nothing to join makes none.
 */
export function joinNames(names: readonly string[], language: Language | string): string {
  const locale = intlLocale(language);
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return format.format(names);
}

/** A moment with date and time in the language's medium style; the input when it is not a date. */
export function formatDateTime(iso: string, language: Language | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(DATE_TIME_OPTIONS, language).format(date);
}
