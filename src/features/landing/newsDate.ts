/**
 * News dates for the landing page, in the chosen language (Intl, no date-fns: the landing's
 * first chunk must stay small): the header's "MM/dd/yy" and the archive's "MMM dd, yyyy"
 * (Jan 05, 2025) in English, as SPEC.md 9 fixes them; day first with the language's month names
 * in Spanish and French. Same results as the domain's formatNewsDate, which a unit test checks.
 */
import { calendarDay, formatArchiveDay, formatHeaderDay } from '../../domain/format';
import type { Language } from '../../domain/types';

export function formatHeaderDate(date: string, language: Language = 'en'): string {
  return formatHeaderDay(calendarDay(date), language);
}

export function formatArchiveDate(date: string, language: Language = 'en'): string {
  return formatArchiveDay(calendarDay(date), language);
}

/** Newest first by calendar day (then by id, for a stable order); unreadable dates last. */
export function newestFirst<T extends { date: string; id: string }>(items: readonly T[]): T[] {
  const key = (x: T) => {
    const day = calendarDay(x.date);
    return day ? day.y * 10000 + day.m * 100 + day.d : Number.NEGATIVE_INFINITY;
  };
  return [...items].sort((a, b) => key(b) - key(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
