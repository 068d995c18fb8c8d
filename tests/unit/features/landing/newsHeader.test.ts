import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import en from '../../../../src/i18n/locales/en/landing.json' with { type: 'json' };
import { formatNewsDate, sortNewsNewestFirst } from '../../../../src/domain/news';
import { changelogVersion } from '../../../../src/domain/changelog';
import type { NewsItem } from '../../../../src/domain/types';

// The landing header: "News as of" + the newest item's date as MM/dd/yy, and the latest version.
const news = JSON.parse(readFileSync('supabase/seed/content/news.json', 'utf8')) as NewsItem[];

describe('landing header facts', () => {
  it('dates the news block with the newest seeded item, MM/dd/yy', () => {
    const [newest] = sortNewsNewestFirst(news);
    const date = formatNewsDate(newest!.date, 'header');
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
    expect(en.news.asOf.replace('{{date}}', date)).toBe(`News as of ${date}`);
    expect(formatNewsDate('2025-01-05', 'header')).toBe('01/05/25');
    expect(formatNewsDate('2025-01-05', 'archive')).toBe('Jan 05, 2025');
  });

  it('shows the first bracketed version of the bundled changelog', () => {
    expect(changelogVersion(readFileSync('public/CHANGELOG.md', 'utf8'))).toBe('0.6.4');
    expect(changelogVersion('')).toBe('0.5.11');
  });

  it('uses the exact strings of the spec for the news states and cache confirmation', () => {
    expect(en.news.waitingForAuth).toBe('Waiting for authentication...');
    expect(en.news.loading).toBe('Loading latest news...');
    expect(en.news.empty).toBe('No recent news available.');
    expect(en.archive.empty).toBe('No news items found in the archive.');
    expect(en.cache.confirmText).toBe(
      "This will clear all cached data and reload the page. This can help if you're seeing old content or having login issues. Continue?",
    );
  });
});

describe('the landing header date (no date-fns in the first chunk)', () => {
  it('agrees with the domain formatter on dates and timestamps', async () => {
    const { formatHeaderDate } = await import('../../../../src/features/landing/newsDate');
    const samples = [
      ...news.map((n) => n.date),
      '2025-01-05',
      '1999-12-31',
      '2024-02-29',
      '2026-03-08T23:30:00Z',
      '2026-03-08T00:15:00+02:00',
      '2026-07-01T12:00:00.000Z',
    ];
    const { formatArchiveDate, newestFirst } = await import('../../../../src/features/landing/newsDate');
    for (const language of ['en', 'es', 'fr'] as const) {
      for (const date of samples) {
        expect({ date, language, got: formatHeaderDate(date, language) }).toEqual({ date, language, got: formatNewsDate(date, 'header', language) });
        expect({ date, language, got: formatArchiveDate(date, language) }).toEqual({ date, language, got: formatNewsDate(date, 'archive', language) });
      }
    }
    expect(newestFirst(news).map((n) => n.id)).toEqual(sortNewsNewestFirst(news).map((n) => n.id));
  });

  it('gives an empty string for what is not a date', async () => {
    const { formatHeaderDate } = await import('../../../../src/features/landing/newsDate');
    const { formatArchiveDate } = await import('../../../../src/features/landing/newsDate');
    for (const bad of ['', 'yesterday', '2025-02-30', '2025-13-01']) {
      expect(formatHeaderDate(bad)).toBe(formatNewsDate(bad, 'header'));
      expect(formatArchiveDate(bad)).toBe(formatNewsDate(bad, 'archive'));
    }
  });
});
