/**
 * Issue 12 item 5 "Nothing says empty while loading": on a phone that has never seen the app,
 * /builder shows a loading state while the sync worker writes the seed, never "No units are
 * available for this faction yet.", and then the remembered (here the default) faction's units.
 * Proved by holding back one of the core seed's own files until the loading state has been
 * seen, and by recording from the first byte of the page whether the empty-state text was ever
 * put on the page.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_FACTION_ID } from '../../src/domain/constants';
import { bt, unitsOf } from './support/builderPage';

/**
 * Record, from before the page's first script runs, whether `text` is ever put on the page;
 * the returned check says whether it was.
 */
async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched: string) => {
    const seen = { shown: false };
    (window as unknown as { __textShown: typeof seen }).__textShown = seen;
    new MutationObserver(() => {
      if (!seen.shown && document.body?.textContent?.includes(watched)) seen.shown = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __textShown: { shown: boolean } }).__textShown.shown);
}

const TERMS_FILE = /\/assets\/special-rules-[^/]+\.js$/;

/**
 * Hold back the seed's terms file, so the core seed (the catalogue and its terms) stays unwritten
 * until release(). The sync worker seeds, so the hold is on the whole context (the page's routes
 * miss a worker's requests).
 */
async function holdTermsFile(context: BrowserContext): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  await context.route(TERMS_FILE, (route) => {
    held.push(route);
  });
  return {
    held,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await context.unroute(TERMS_FILE);
    },
  };
}

test('a first visit to the builder says loading, never that the faction has no units, until the units show', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const emptyShown = await watchForText(page, bt('units.noUnits'));
  const { held, release } = await holdTermsFile(context);
  await page.goto('/builder');
  const units = page.getByTestId('available-units');
  await expect(units.getByTestId('units-loading')).toBeVisible();
  // The worker starts seeding after the first paint: wait until it asks for the held file.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(units.getByTestId('units-loading')).toBeVisible();
  await expect(units.getByTestId('unit-card')).toHaveCount(0);
  // The file arrives: the seed is written and the faction's units replace the loading state.
  await release();
  await expect(units.getByTestId('unit-card')).toHaveCount(unitsOf(DEFAULT_FACTION_ID).length, { timeout: 20_000 });
  await expect(units.getByTestId('units-loading')).toHaveCount(0);
  await expect(page.getByText(bt('units.noUnits'))).toHaveCount(0);
  expect(await emptyShown()).toBe(false);
});

test('a first visit to the unit table says loading, never that there are no units, until the catalogue is written', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const empty = JSON.parse(readFileSync('src/i18n/locales/en/units.json', 'utf8')).empty as string;
  const emptyShown = await watchForText(page, empty);
  const { held, release } = await holdTermsFile(context);
  await page.goto('/unit-stats');
  // The screen asks for the catalogue: wait until the worker asks for the held file.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('main').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('unit-row')).toHaveCount(0);
  await release();
  await expect(page.getByTestId('unit-row').first()).toBeVisible({ timeout: 20_000 });
  expect(await emptyShown()).toBe(false);
});
