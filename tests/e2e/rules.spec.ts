import { expect, test } from '@playwright/test';
import { expectScreenTitle, waitForServiceWorker } from './support/app';
import { RulesPage, rt } from './support/rulesPage';

const TERMS = [
  { language: 'en', term: 'line of sight', title: 'What line of sight means' },
  { language: 'es', term: 'línea de visión', title: 'Qué es la línea de visión' },
  { language: 'fr', term: 'ligne de vue', title: "Qu'est-ce que la ligne de vue ?" },
] as const;

test.describe('rules and FAQ', () => {
  test('rules load by chapter, and the FAQ tab is the other half of the same search bar', async ({ page }) => {
    const rules = new RulesPage(page);
    await rules.goto();
    await expectScreenTitle(page, 'screens.rules');
    await expect(page.getByTestId('rules-section').first()).toBeVisible();
    await expect(rules.tab('rules')).toHaveAttribute('aria-current', 'page');
    await rules.tab('faq').click();
    await expect(page).toHaveURL(/\/faq$/);
    await expectScreenTitle(page, 'screens.faq');
    await expect(rules.tab('faq')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('faq-entry').first()).toBeVisible();
  });

  for (const { language, term, title } of TERMS) {
    test(`search finds "${term}" in ${language}, and switching tabs keeps the term`, async ({ page }) => {
      const rules = new RulesPage(page);
      await rules.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      await rules.search(term);
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(term).replace(/%20/g, '(%20|\\+)')}`));
      await expect(rules.results.filter({ hasText: title }).first()).toBeVisible();
      await expect(rules.marks.first()).toBeVisible();

      await rules.tab('faq').click();
      await expect(page).toHaveURL(/\/faq\?q=/);
      await expect(rules.searchBox).toHaveValue(term);
      await expect(rules.results.filter({ hasText: title }).first()).toBeVisible();
      await rules.tab('rules').click();
      await expect(page).toHaveURL(/\/rules\?q=/);
      await expect(rules.searchBox).toHaveValue(term);
    });
  }

  test('a blank search clears the results, and HTML in the term is shown as text', async ({ page }) => {
    const rules = new RulesPage(page);
    await rules.goto('/rules?q=charge');
    await expect(rules.results.first()).toBeVisible();
    await rules.search('   ');
    await expect(page.getByTestId('search-results')).toHaveCount(0);
    await expect(page.getByTestId('rules-section').first()).toBeVisible();
    await rules.search('<img src=x onerror=alert(1)>');
    await expect(page.getByTestId('search-results')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a result opens its section, and a deep link scrolls to and highlights it', async ({ page }) => {
    const rules = new RulesPage(page);
    await rules.goto('/faq?q=activations');
    // The rules section (the FAQ has an answer that mentions the same cap).
    await rules.results
      .filter({ has: page.locator('.search-result__source--rules') })
      .filter({ hasText: 'At most 5 activations' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/rules#turns-activation-cap$/);
    const section = page.locator('#turns-activation-cap');
    await expect(section).toBeInViewport();
    await expect(section).toHaveClass(/is-target/);

    await page.goto('/faq#faq-language');
    await expect(page.locator('#faq-language')).toBeInViewport();
  });

  test('a unit result leads to its row in the unit stats', async ({ page }) => {
    const rules = new RulesPage(page);
    await rules.goto('/rules?q=Alula');
    await rules.results.filter({ hasText: rt('results.source.units') }).first().click();
    await expect(page).toHaveURL(/\/unit-stats\?unit=alula/);
    await expect(page.locator('#unit-alula')).toHaveClass(/is-focused/);
  });

  test('search and sections work offline after one online visit', async ({ page, context }) => {
    const rules = new RulesPage(page);
    await rules.goto();
    await waitForServiceWorker(page);
    await expect(page.getByTestId('rules-section').first()).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('rules-section').first()).toBeVisible();
      await rules.search('line of sight');
      await expect(rules.results.filter({ hasText: 'What line of sight means' }).first()).toBeVisible();
      await rules.tab('faq').click();
      await expect(rules.searchBox).toHaveValue('line of sight');
      await expect(rules.results.first()).toBeVisible();
      await page.goto('/missions');
      await expect(page.getByTestId('mission-card').first()).toBeVisible();
      await page.goto('/unit-stats');
      await expect(page.getByTestId('unit-row').first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
