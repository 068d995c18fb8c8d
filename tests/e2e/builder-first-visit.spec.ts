/**
 * Issue 12 item 5 "Nothing says empty while loading": on a phone that has never seen the app,
 * /builder draws its units from the bundled catalogue (the file the sync worker also writes to
 * the database); while that file is on its way it shows a loading state, never "No units are
 * available for this faction yet.", and then the remembered (here the default) faction's units.
 * Proved by holding back the catalogue file until the loading state has been
 * seen, and by recording from the first byte of the page whether the empty-state text was ever
 * put on the page.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEFAULT_FACTION_ID } from '../../src/domain/constants';
import { BuilderPage, bt, unitsOf } from './support/builderPage';

const terms = JSON.parse(readFileSync('supabase/seed/content/special-rules.json', 'utf8')) as Array<{ name: string; name_es: string; name_fr: string; description_es: string; description_fr: string }>;
const elite = terms.find((term) => term.name === 'Elite')!;
const ambusher = terms.find((term) => term.name === 'Ambusher')!;

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

const CATALOGUE_FILE = /\/assets\/catalogue-[^/]+\.js$/;

/**
 * Hold back the seed's catalogue file, so the core seed stays unwritten until release(). The
 * sync worker seeds, so the hold is on the whole context (the page's routes miss a worker's
 * requests).
 */
async function holdCatalogueFile(context: BrowserContext): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  await context.route(CATALOGUE_FILE, (route) => {
    held.push(route);
  });
  return {
    held,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await context.unroute(CATALOGUE_FILE);
    },
  };
}

test('a first visit to the builder says loading, never that the faction has no units, until the units show', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const emptyShown = await watchForText(page, bt('units.noUnits'));
  const { held, release } = await holdCatalogueFile(context);
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
  const { held, release } = await holdCatalogueFile(context);
  await page.goto('/unit-stats');
  // The screen asks for the catalogue: wait until the worker asks for the held file.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('main').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('unit-row')).toHaveCount(0);
  await release();
  await expect(page.getByTestId('unit-row').first()).toBeVisible({ timeout: 20_000 });
  expect(await emptyShown()).toBe(false);
});

test('a first visit in Spanish names its units\' terms in Spanish from the Spanish texts alone, and in French after a switch', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, 'es');
  });
  // The page's and the sync worker's requests for term texts (not the service worker's precache).
  const termFiles: string[] = [];
  context.on('request', (request) => {
    const file = /\/assets\/(special-rules|terms-en|terms-es|terms-fr)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (!request.serviceWorker() && file) termFiles.push(file[1]!);
  });
  expect(unitsOf(DEFAULT_FACTION_ID).some((unit) => unit.keywords.some((keyword) => keyword.name === 'Elite'))).toBe(true);
  await page.goto('/builder');
  const cards = page.getByTestId('unit-card');
  const chip = cards.getByRole('button', { name: elite.name_es, exact: true }).first();
  await chip.focus();
  await expect(page.getByRole('tooltip')).toContainText(elite.description_es);
  expect(termFiles).toEqual(['terms-es']);

  await page.getByTestId('language-switcher').selectOption('fr');
  await expect.poll(() => termFiles).toEqual(['terms-es', 'terms-fr']);
  // Ambusher is named differently in the two languages.
  await expect(cards.getByRole('button', { name: ambusher.name_fr, exact: true }).first()).toBeVisible();
  await expect(cards.getByRole('button', { name: ambusher.name_es, exact: true })).toHaveCount(0);
  await cards.getByRole('button', { name: elite.name_fr, exact: true }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText(elite.description_fr);
});

test('a first visit whose Spanish term texts fail to arrive names the terms in English, and in Spanish once the connection is back', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, 'es');
  });
  const TERMS_ES = /\/assets\/terms-es-[^/]+\.js$/;
  // The connection drops as the page asks for the file (the service worker has not cached it yet).
  await context.route(TERMS_ES, (route) => route.abort('internetdisconnected'));
  await page.goto('/builder');
  const cards = page.getByTestId('unit-card');
  // Ambusher has a name of its own in Spanish: the chip keeps the English one meanwhile.
  expect(ambusher.name_es).not.toBe(ambusher.name);
  await expect(cards.getByRole('button', { name: ambusher.name, exact: true }).first()).toBeVisible();
  await expect(cards.getByRole('button', { name: ambusher.name_es, exact: true })).toHaveCount(0);

  await context.unroute(TERMS_ES);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(cards.getByRole('button', { name: ambusher.name_es, exact: true }).first()).toBeVisible();
});

test('on a phone that has never added a unit, the builder says how it works until the first unit is added, and not after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const builder = new BuilderPage(page);
  await builder.goto();
  const hint = page.getByTestId('first-use-hint');
  await expect(hint).toHaveText(`${bt('hint.phone')}${bt('hint.dismiss')}`);
  // It sits above the units, whole on a 360 px screen, with a button the thumb can take.
  const box = await hint.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect((await hint.getByRole('button', { name: bt('hint.dismiss') }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const [first] = unitsOf(DEFAULT_FACTION_ID);
  await builder.add(first!);
  await expect(builder.totalPoints).toHaveText(String(first!.pointsCost));
  await expect(hint).toHaveCount(0);
  // Removing the unit again does not bring it back; neither does a reload or a new list.
  await builder.remove(first!);
  await expect(builder.totalPoints).toHaveText('0');
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(hint).toHaveCount(0);
});

test('on a wide screen the how-to points at the list column; "Got it" puts it away for good, in the chosen language', async ({ page }) => {
  await page.addInitScript(() => {
    for (const prefix of ['', 'preview_', 'prod_']) if (localStorage.getItem(`${prefix}language`) === null) localStorage.setItem(`${prefix}language`, 'fr');
  });
  const fr = JSON.parse(readFileSync('src/i18n/locales/fr/builder.json', 'utf8')) as { hint: Record<string, string> };
  await page.goto('/builder');
  await expect(page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
  const hint = page.getByTestId('first-use-hint');
  await expect(hint.getByText(fr.hint.wide!, { exact: true })).toBeVisible();
  await hint.getByRole('button', { name: fr.hint.dismiss! }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(hint).toHaveCount(0);
});
