import { expect, test, type Page } from '@playwright/test';
import { expectScreenTitle, waitForServiceWorker } from './support/app';
import { RulesPage, rt } from './support/rulesPage';

const TERMS = [
  { language: 'en', term: 'initiative', title: 'Start of the round and initiative' },
  { language: 'es', term: 'iniciativa', title: 'Inicio de la ronda e iniciativa' },
  { language: 'fr', term: 'initiative', title: 'Début de manche et initiative' },
] as const;

/** Per language: the 1.6 errata date (the fan source applied 1.6 on 2026-04-21), the source line, the End of Round heading. */
const ERRATA = [
  { language: 'en', date: 'April 21, 2026', source: 'Source: AK-1.6', unconfirmed: 'official publication dates are unconfirmed', names: null },
  { language: 'es', date: '21 de abril de 2026', source: 'Fuente: AK-1.6', unconfirmed: 'fechas de publicación oficiales están sin confirmar', names: 'son traducción nuestra: no se conoce ningún texto oficial de Warcrow en español' },
  { language: 'fr', date: '21 avril 2026', source: 'Source : AK-1.6', unconfirmed: 'dates de publication officielles ne sont pas confirmées', names: 'les autres sont notre propre traduction' },
] as const;

/** Where the page's scroll comes to rest (the same offset over ten frames), after a wheel. */
function scrollAtRest(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let still = 0;
    let last = window.scrollY;
    while (still < 10) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    return last;
  });
}

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
      // The address changes at once; the FAQ screen replaces the rules screen once its code is
      // in. Until then the rules screen, its term and results still show, and a tap that lands
      // while one screen replaces the other is lost.
      await expect(page.getByTestId('faq-screen')).toBeVisible();
      await expect(rules.searchBox).toHaveValue(term);
      await expect(rules.results.filter({ hasText: title }).first()).toBeVisible();
      await rules.tab('rules').click();
      await expect(page).toHaveURL(/\/rules\?q=/);
      await expect(page.getByTestId('rules-screen')).toBeVisible();
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
    await rules.goto('/faq?q=initiative');
    await rules.results
      .filter({ has: page.locator('.search-result__source--rules') })
      .filter({ hasText: 'Start of the round and initiative' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/rules#game-initiative$/);
    const section = page.locator('#game-initiative');
    await expect(section).toBeInViewport();
    await expect(section).toHaveClass(/is-target/);

    await page.goto('/faq#faq-language');
    await expect(page.locator('#faq-language')).toBeInViewport();
  });

  for (const { language, date, source, unconfirmed, names } of ERRATA) {
    test(`in ${language}, the Errata chapter dates 1.6, sections show their sources, and the End of Round has its eight steps`, async ({ page }) => {
      const rules = new RulesPage(page);
      await rules.goto();
      await page.getByTestId('language-switcher').selectOption(language);
      // Which rule names are the game's and which are our own translation (no official Spanish text).
      if (names) await expect(page.locator('main')).toContainText(names);
      else await expect(page.locator('main')).not.toContainText('our own translation');
      await page.goto('/rules#errata-1-6');
      const errata = page.locator('#errata-1-6');
      await errata.scrollIntoViewIfNeeded();
      await expect(errata).toContainText(date);
      await expect(errata.getByTestId('rules-section-source')).toHaveText(source);
      await expect(page.locator('#errata-about')).toContainText(unconfirmed);
      for (const id of ['errata-1-5', 'errata-1-5-2']) await expect(page.locator(`#${id} li`).first()).toBeVisible();
      await expect(page.locator('#game-end-of-round ol > li')).toHaveCount(8);
      const sources = page.getByTestId('rules-section-source');
      expect(await sources.count()).toBe(await page.getByTestId('rules-section').count());
    });
  }

  test('a unit result leads to its row in the unit stats', async ({ page }) => {
    const rules = new RulesPage(page);
    await rules.goto('/rules?q=Alula');
    await rules.results.filter({ hasText: rt('results.source.units') }).first().click();
    await expect(page).toHaveURL(/\/unit-stats\?unit=alula/);
    await expect(page.locator('#unit-alula')).toHaveClass(/is-focused/);
  });

  test('on a phone, Back and a reload return to where the player was reading, and a new screen opens at its top', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const rules = new RulesPage(page);
    await rules.goto();
    const sections = page.getByTestId('rules-section');
    await expect(sections.nth(5)).toBeVisible();
    // Read down to the sixth section.
    await sections.nth(5).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    const readingAt = await scrollAtRest(page);
    expect(readingAt).toBeGreaterThan(1000);

    // Another screen, from the top bar that stays in view, opens at its top.
    await page.getByTestId('support-link').click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back: the same place in the rules, not the top.
    await page.goBack();
    await expect(page).toHaveURL(/\/rules$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);

    // A reload of that page too.
    await page.reload();
    await expect(sections.first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);
  });

  test('Back to a unit row the player had scrolled away from returns to where they were, not to the row', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const rules = new RulesPage(page);
    await rules.goto('/rules?q=Alula');
    await rules.results.filter({ hasText: rt('results.source.units') }).first().click();
    await expect(page.locator('#unit-alula')).toHaveClass(/is-focused/);
    const rowAt = await scrollAtRest(page);
    expect(rowAt).toBeGreaterThan(300);
    // Back up to the top of the table: the place the player comes back to is there, which is
    // on screen at once (before the table has loaded), so only the row's own focus could move it.
    await page.mouse.wheel(0, -rowAt - 1000);
    const readingAt = await scrollAtRest(page);
    expect(readingAt).toBe(0);

    await page.getByTestId('support-link').click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/unit-stats\?unit=alula/);
    await expect(page.locator('#unit-alula')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);
    // It stays there once the table has settled (the row's own focus does not pull it back).
    expect(await scrollAtRest(page)).toBe(readingAt);
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
      await rules.search('initiative');
      await expect(rules.results.filter({ hasText: 'Start of the round and initiative' }).first()).toBeVisible();
      await rules.tab('faq').click();
      await expect(page.getByTestId('faq-screen')).toBeVisible();
      await expect(rules.searchBox).toHaveValue('initiative');
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
