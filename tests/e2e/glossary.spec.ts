/**
 * Term chips on unit cards read the fact-base glossary in the chosen language: localised names
 * and descriptions, and a neutral note (no invented text) for terms the glossary does not describe.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import esBuilder from '../../src/i18n/locales/es/builder.json' with { type: 'json' };
import frBuilder from '../../src/i18n/locales/fr/builder.json' with { type: 'json' };
import { BuilderPage, unitNamed } from './support/builderPage';

interface TermRow {
  name: string;
  name_es: string;
  name_fr: string;
  description_es: string;
  description_fr: string;
}
const terms = JSON.parse(readFileSync(join(process.cwd(), 'supabase/seed/content/special-rules.json'), 'utf8')) as TermRow[];
const term = (name: string): TermRow => {
  const row = terms.find((t) => t.name === name);
  if (!row) throw new Error(`no term ${name}`);
  return row;
};

const NT = 'northern-tribes';
const selika = unitNamed(NT, 'Selika');

const CASES = [
  { language: 'es', name: term('Ambusher').name_es, description: term('Ambusher').description_es, none: esBuilder.terms.noDescription },
  { language: 'fr', name: term('Ambusher').name_fr, description: term('Ambusher').description_fr, none: frBuilder.terms.noDescription },
] as const;

test.describe('glossary on unit cards', () => {
  for (const { language, name, description, none } of CASES) {
    test(`in ${language}, Ambusher reads "${name}" with the 1.6 text, and Varank has no invented description`, async ({ page }) => {
      expect(description).toMatch(/12/);
      const builder = new BuilderPage(page);
      await builder.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      await builder.chooseFaction(NT);
      const card = builder.card(selika);
      await card.getByRole('button', { name, exact: true }).hover();
      await expect(page.getByRole('tooltip')).toContainText(description);
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await card.getByRole('button', { name: 'Varank', exact: true }).hover();
      await expect(page.getByRole('tooltip')).toContainText(none);
    });
  }
});
