/**
 * Search in every language (issue 10, item 6): a game term is found by its name in the chosen
 * language and by its English name. "emboscador" (es), "embusqué" (fr), "Ambusher" (en, and in
 * the Spanish UI) each find the rules section on Ambusher, and units that carry it show the
 * term in the chosen language. Expectations come from the bundled content, whatever its wording.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { RulesPage } from './support/rulesPage';

interface Section {
  id: string;
  title: string;
  title_es: string;
  title_fr: string;
}
interface Term {
  name: string;
  name_es: string;
  name_fr: string;
}

const content = <T,>(file: string): T => JSON.parse(readFileSync(new URL(`../../supabase/seed/content/${file}`, import.meta.url), 'utf8')) as T;
const sections = content<Section[]>('rules-sections.json');
const ambusherSection = sections.find((s) => /\bAmbusher\b/.test(s.title));
const ambusher = content<Term[]>('special-rules.json').find((t) => t.name === 'Ambusher');

const CASES = [
  { language: 'es', query: 'emboscador', title: (s: Section) => s.title_es, term: (t: Term) => t.name_es },
  { language: 'fr', query: 'embusqué', title: (s: Section) => s.title_fr, term: (t: Term) => t.name_fr },
  { language: 'en', query: 'Ambusher', title: (s: Section) => s.title, term: (t: Term) => t.name },
  { language: 'es', query: 'Ambusher', title: (s: Section) => s.title_es, term: (t: Term) => t.name_es },
] as const;

test.describe('search by game term in every language', () => {
  test('the bundle has a rules section named after Ambusher and the term in three languages', () => {
    expect(ambusherSection).toBeDefined();
    expect(ambusher).toMatchObject({ name_es: 'Emboscador', name_fr: 'Embusqué' });
  });

  for (const { language, query, title, term } of CASES) {
    test(`"${query}" in ${language} finds the Ambusher rule first and units with the term in ${language}`, async ({ page }) => {
      const rules = new RulesPage(page);
      await rules.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      await rules.search(query);

      const first = rules.results.first();
      await expect(first).toHaveAttribute('href', `/rules#${ambusherSection!.id}`);
      await expect(first).toContainText(title(ambusherSection!));

      // A unit result lists the term in the chosen language, marked.
      const unit = rules.results.filter({ has: page.locator('.search-result__source--units') }).filter({ hasText: term(ambusher!) }).first();
      await expect(unit).toBeVisible();
      await expect(unit.locator('mark').filter({ hasText: term(ambusher!) }).first()).toBeVisible();

      await first.click();
      await expect(page).toHaveURL(new RegExp(`/rules#${ambusherSection!.id}$`));
      await expect(page.locator(`#${ambusherSection!.id}`)).toBeInViewport();
    });
  }

});
