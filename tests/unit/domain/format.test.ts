/** Dates and numbers in the chosen language (src/domain/format.ts), as a player reads them. */
import { describe, expect, it } from 'vitest';
import { calendarDay, formatArchiveDay, formatDateTime, formatHeaderDay, formatNumber, intlLocale, joinNames } from '../../../src/domain/format';
import { formatNewsDate } from '../../../src/domain/news';

/** French groups with a narrow no-break space; compare it as a plain space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('news dates', () => {
  const day = calendarDay('2025-01-05');

  it('English keeps the spec formats: MM/dd/yy in the header, "Jan 05, 2025" in the archive', () => {
    expect(formatHeaderDay(day, 'en')).toBe('01/05/25');
    expect(formatArchiveDay(day, 'en')).toBe('Jan 05, 2025');
    expect(formatNewsDate('2025-01-05', 'header')).toBe('01/05/25');
    expect(formatNewsDate('2025-01-05', 'archive')).toBe('Jan 05, 2025');
  });

  it('Spanish and French put the day first and name the month in their language', () => {
    expect(formatHeaderDay(day, 'es')).toBe('05/01/25');
    expect(formatHeaderDay(day, 'fr')).toBe('05/01/25');
    expect(formatArchiveDay(day, 'es')).toBe('05 ene 2025');
    expect(formatArchiveDay(day, 'fr')).toBe('05 janv. 2025');
    expect(formatNewsDate('2025-08-21', 'archive', 'es')).toBe('21 ago 2025');
    expect(formatNewsDate('2025-08-21', 'archive', 'fr')).toBe('21 août 2025');
    expect(formatNewsDate('2025-08-21', 'archive', 'en')).toBe('Aug 21, 2025');
  });

  it('the header date, written out by hand, is what Intl gives in each language, for every day from 1995 to 2035', () => {
    const options: Intl.DateTimeFormatOptions = { year: '2-digit', month: '2-digit', day: '2-digit', timeZone: 'UTC' };
    for (const language of ['en', 'es', 'fr'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale(language), options);
      for (let time = Date.UTC(1995, 0, 1); time <= Date.UTC(2035, 11, 31); time += 86_400_000) {
        const date = new Date(time);
        const day = { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
        if (formatHeaderDay(day, language) !== intl.format(date)) {
          expect(formatHeaderDay(day, language), `${language} ${date.toISOString()}`).toBe(intl.format(date));
        }
      }
    }
  });

  it('a date-only string is the day written, whatever the time zone; not a date gives ""', () => {
    expect(calendarDay('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(calendarDay('2025-02-30')).toBeNull();
    expect(calendarDay('yesterday')).toBeNull();
    expect(formatHeaderDay(null, 'fr')).toBe('');
    expect(formatNewsDate('not a date', 'archive', 'es')).toBe('');
  });
});

describe('numbers', () => {
  it('group thousands as each language does', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(plain(formatNumber(1234, 'fr'))).toBe('1 234');
    expect(formatNumber(350, 'fr')).toBe('350');
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });

  it('reads as Intl.NumberFormat does for every number, the whole ones it writes out without it included', () => {
    const values = [
      ...Array.from({ length: 20_001 }, (_, i) => i),
      ...Array.from({ length: 2_000 }, (_, i) => -i * 7),
      ...Array.from({ length: 60 }, (_, i) => 10 ** (i % 16) + i),
      99_999,
      100_000,
      999_999,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      -0,
      0.5,
      999.5,
      12.25,
      1234.5,
    ];
    for (const language of ['en', 'es', 'fr'] as const) {
      const intl = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
      for (const value of values) {
        if (formatNumber(value, language) !== intl.format(value)) expect(formatNumber(value, language), `${language} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it('an unknown language is English', () => {
    expect(intlLocale('de')).toBe('en-US');
    expect(formatNumber(1234, 'de')).toBe('1,234');
  });
});

describe('lists of names', () => {
  it('join as each language joins them', () => {
    expect(joinNames(['Alborc', 'Coal', 'Tattooist'], 'en')).toBe('Alborc, Coal, and Tattooist');
    expect(joinNames(['Alborc', 'Coal', 'Tattooist'], 'es')).toBe('Alborc, Coal y Tattooist');
    expect(joinNames(['Alborc', 'Coal', 'Tattooist'], 'fr')).toBe('Alborc, Coal et Tattooist');
    expect(joinNames(['Alborc'], 'fr')).toBe('Alborc');
  });
});

describe('date and time', () => {
  it('names the month and orders day and time in the chosen language', () => {
    const iso = '2025-01-05T12:30:00Z';
    const hour = new Date(iso).getHours();
    const en = formatDateTime(iso, 'en');
    const es = formatDateTime(iso, 'es');
    const fr = plain(formatDateTime(iso, 'fr'));
    expect(en).toMatch(/^Jan 5, 2025/);
    expect(es).toMatch(/^5 ene 2025/);
    expect(fr).toMatch(/^5 janv\. 2025/);
    expect(es).toContain(`${String(hour).padStart(2, '0')}:30`);
    expect(formatDateTime('not a date', 'fr')).toBe('not a date');
  });
});
