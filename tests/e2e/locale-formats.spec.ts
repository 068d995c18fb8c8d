/**
 * Dates and points in the chosen language (issue 10, item 7): the news header keeps SPEC's
 * MM/dd/yy in English and puts the day first in Spanish and French; the archive names the month
 * in the chosen language ("Nov 20, 2026", "20 nov 2026", "20 nov. 2026"); the text export, the
 * list print and the unit card speak the chosen language, points included.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import es from '../../src/i18n/locales/es/landing.json' with { type: 'json' };
import fr from '../../src/i18n/locales/fr/landing.json' with { type: 'json' };
import en from '../../src/i18n/locales/en/landing.json' with { type: 'json' };
import esErrors from '../../src/i18n/locales/es/errors.json' with { type: 'json' };
import frErrors from '../../src/i18n/locales/fr/errors.json' with { type: 'json' };
import { LandingPage } from './support/landingPage';
import { BuilderPage, unitsOf } from './support/builderPage';

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

const factions = (JSON.parse(readFileSync('supabase/seed/catalogue.json', 'utf8')) as { factions: Array<{ id: string; name_es: string; name_fr: string }> }).factions;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
const LIST_CASES = [
  { language: 'es', errors: esErrors, unitName: (u: object) => (u as { name_es: string }).name_es },
  { language: 'fr', errors: frErrors, unitName: (u: object) => (u as { name_fr: string }).name_fr },
] as const;

test.describe('lists in the chosen language', () => {
  for (const { language, errors, unitName } of LIST_CASES) {
    test(`${language}: text export, print and unit card name units, points and faction in ${language}`, async ({ page }) => {
      const builder = new BuilderPage(page);
      await builder.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      await builder.chooseFaction('northern-tribes');
      const unit = unitsOf('northern-tribes').find((u) => u.availability >= 2 && !u.highCommand)!;
      const faction = factions.find((f) => f.id === 'northern-tribes')!;
      await builder.add(unit, 2);
      await page.getByTestId('list-name').fill('Mesa 2');
      const points = unit.pointsCost * 2;

      await page.getByTestId('share-button').click();
      const dialog = page.getByTestId('share-dialog');
      const text = dialog.getByTestId('share-text');
      await expect(text).toHaveValue(new RegExp(fill(errors.export.unitLine, { quantity: 2, name: unitName(unit), points }).replace(/[()]/g, '\\$&')));
      await expect(text).toHaveValue(new RegExp(fill(errors.export.totalPoints, { points })));
      const [print] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('print-full').click()]);
      await expect(print.getByTestId('print-total')).toHaveText(fill(errors.export.totalPoints, { points }));
      await expect(print.locator('html')).toHaveAttribute('lang', language);
      await expect(print.locator(`tr[data-unit-id="${unit.id}"]`)).toContainText(unitName(unit));
      await print.close();
      await page.keyboard.press('Escape');

      await builder.card(unit).locator('.unit-card__view').click();
      const card = page.getByTestId('unit-card-dialog').getByTestId('generated-card');
      await expect(card).toContainText(faction[language === 'es' ? 'name_es' : 'name_fr']);
      await expect(card).toContainText(String(unit.pointsCost));
    });
  }
});
