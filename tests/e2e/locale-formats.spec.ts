/**
 * Dates in the chosen language (issue 10, item 7): the news header keeps SPEC's MM/dd/yy in
 * English and puts the day first in Spanish and French; the archive names the month in the
 * chosen language ("Nov 20, 2026", "20 nov 2026", "20 nov. 2026").
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import es from '../../src/i18n/locales/es/landing.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr/landing.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/landing.json' with { type: 'json' };
import { LandingPage } from './support/landingPage';

const news = JSON.parse(readFileSync('supabase/seed/content/news.json', 'utf8')) as Array<{ date: string }>;
const newest = [...news].map((n) => n.date).sort().at(-1)!;
const [y, m, d] = newest.split('-') as [string, string, string];
/** The month's abbreviation as each language writes it (Intl in Node, the same data as the browser's). */
const month = (locale: string) => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(y), Number(m) - 1, 15)));

const CASES = [
  { language: 'en', asOf: en.news.asOf, header: `${m}/${d}/${y.slice(2)}`, archive: `${month('en-US')} ${d}, ${y}` },
  { language: 'es', asOf: es.news.asOf, header: `${d}/${m}/${y.slice(2)}`, archive: `${d} ${month('es-ES')} ${y}` },
  { language: 'fr', asOf: fr.news.asOf, header: `${d}/${m}/${y.slice(2)}`, archive: `${d} ${month('fr-FR')} ${y}` },
] as const;

test.describe('news dates in the chosen language', () => {
  for (const { language, asOf, header, archive } of CASES) {
    test(`${language}: header "${asOf.replace('{{date}}', header)}", archive "${archive}"`, async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      await expect(landing.news.getByRole('heading', { name: asOf.replace('{{date}}', header) })).toBeVisible();
      await landing.news.getByTestId('open-archive').click();
      const dates = page.getByTestId('archive-dialog').locator('.archive-date');
      await expect(dates).toHaveCount(news.length);
      await expect(dates.first()).toHaveText(archive);
    });
  }
});
