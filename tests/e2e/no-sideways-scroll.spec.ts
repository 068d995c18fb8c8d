/**
 * Phone first (issue 14 item 1): at 360 × 640 no screen scrolls sideways, in English, Spanish and
 * French — the page is exactly as wide as the viewport (scrollWidth equals the viewport width) —
 * and every dialog a screen opens by itself fits on the screen. The tests run on the local host,
 * so the builder's diagnostics button (non-production hosts only) is there too. Every route of
 * the route table, a real shared list, and an unknown address (the not-found page).
 */
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_SAMPLES } from '../../src/app/routeSamples';
import { encodeShareCode } from '../../src/domain/shareCode';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { catalogue, unitNamed } from './support/builderPage';

const WIDTH = 360;
const HEIGHT = 640;
const LANGUAGES = ['en', 'es', 'fr'] as const;

const NT = 'northern-tribes';
const sharedCode = encodeShareCode(
  {
    name: 'Liste de démonstration très longue pour voir si elle passe',
    faction: NT,
    created_at: '2026-01-01T00:00:00.000Z',
    units: [unitNamed(NT, 'Wrathmane'), unitNamed(NT, 'Alborc'), unitNamed(NT, 'Coal')].map((u) => ({ ...u, quantity: 1 })),
  },
  catalogue.dataVersion,
);

const PATHS = [...ROUTE_SAMPLES.map((r) => r.path), `/shared-list/${sharedCode}`, '/no-such-page'];

/** Sideways overflow on the page as it is now: the page's width, and any open dialog out of the screen. */
async function overflow(page: Page): Promise<{ scrollWidth: number; dialogs: string[] }> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')]
      .map((d) => ({ id: d.getAttribute('data-testid') ?? d.className, r: d.getBoundingClientRect() }))
      .filter(({ r }) => r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight)
      .map(({ id, r }) => `${id} ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`);
    return { scrollWidth: document.documentElement.scrollWidth, dialogs };
  });
}

for (const language of LANGUAGES) {
  test(`no screen scrolls sideways at ${WIDTH} px in ${language}, and open dialogs fit ${WIDTH} × ${HEIGHT}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.addInitScript((lang) => {
      for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, lang);
    }, language);
    const problems: string[] = [];
    for (const path of PATHS) {
      await page.goto(path);
      // The screen has arrived (its heading), not the loading fallback.
      await expect(page.locator('main').getByRole('heading').first(), path).toBeAttached();
      await expect(page.locator('main .loading-block, main [aria-busy="true"]'), path).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (path === '/builder') {
        await expect(page.getByTestId('unit-card').first()).toBeVisible();
        await expect(page.getByTestId('diagnostics')).toBeVisible();
      }
      if (path === '/unit-stats') {
        // The unit table fits too: name, faction and type in one column, then the three numbers.
        await expect(page.getByTestId('unit-row').first()).toBeVisible();
        const [inner, room] = await page.getByTestId('unit-table').evaluate((table) => [table.parentElement!.scrollWidth, table.parentElement!.clientWidth]);
        if (inner! > room!) problems.push(`${path}: the unit table is ${inner} px wide in ${room} px`);
      }
      const { scrollWidth, dialogs } = await overflow(page);
      if (scrollWidth !== WIDTH) problems.push(`${path}: scrollWidth ${scrollWidth}`);
      problems.push(...dialogs.map((d) => `${path}: dialog out of the screen: ${d}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

// Signed in as the admin, the screens a guest only sees as a sign-in form or a refusal show
// their real content (profile, activity, the admin screens, play mode for an admin).
const SIGNED_IN_PATHS = ['/builder', '/profile', '/activity', '/play', '/setup', '/community-lists', '/mail', '/admin', '/admin/alerts', '/admin/deployment', '/admin/changelog', '/admin/dev-options'];

for (const language of LANGUAGES) {
  test(`signed in as the admin, no screen scrolls sideways at ${WIDTH} px in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    // Signed in through the English form, then everything in the language under test.
    await new AccountPage(page).signInAs('admin');
    await page.evaluate((lang) => {
      for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, lang);
    }, language);
    const problems: string[] = [];
    for (const path of SIGNED_IN_PATHS) {
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading').first(), path).toBeAttached();
      await expect(page.locator('main .loading-block, main [aria-busy="true"]'), path).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { scrollWidth, dialogs } = await overflow(page);
      if (scrollWidth !== WIDTH) problems.push(`${path}: scrollWidth ${scrollWidth}`);
      problems.push(...dialogs.map((d) => `${path}: dialog out of the screen: ${d}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

/** The open dialog's box on the screen, and whether its content is wider than the dialog. */
async function dialogFit(page: Page, testId: string): Promise<string[]> {
  const dialog = page.getByTestId(testId);
  await expect(dialog).toBeVisible();
  return dialog.evaluate((d, id) => {
    const r = d.getBoundingClientRect();
    const problems: string[] = [];
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) problems.push(`${id} out of the screen: ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`);
    for (const el of [d, ...d.querySelectorAll('.dialog__body')]) {
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${id} scrolls sideways inside (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  }, testId);
}

for (const language of ['es', 'fr'] as const) {
  test(`the builder's dialogs fit ${WIDTH} × ${HEIGHT} in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.addInitScript((lang) => {
      for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, lang);
    }, language);
    const card = (name: string) => page.locator(`[data-testid="unit-card"][data-unit-id="${unitNamed(NT, name).id}"]`);
    const close = async (testId: string) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(testId)).toBeHidden();
    };
    await page.goto('/builder');
    await expect(page.getByTestId('unit-card').first()).toBeVisible();
    const problems: string[] = [];

    await card('Wrathmane').getByTestId('unit-add').click();
    await card('Alborc').getByTestId('unit-add').click();
    problems.push(...(await dialogFit(page, 'hc-dialog')));
    await close('hc-dialog');

    await card('Wrathmane').locator('.unit-card__view').click();
    problems.push(...(await dialogFit(page, 'unit-card-dialog')));
    await close('unit-card-dialog');

    await page.getByTestId('open-list').click();
    problems.push(...(await dialogFit(page, 'list-sheet')));
    await page.getByTestId('list-name').fill('Liste de démonstration avec un nom vraiment très long pour la table');
    await page.getByTestId('save-locally').click();
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-qr')).toHaveAttribute('data-qr-ready', 'true');
    problems.push(...(await dialogFit(page, 'share-dialog')));
    await close('share-dialog');
    await page.getByTestId('saved-delete').first().click();
    problems.push(...(await dialogFit(page, 'delete-dialog')));
    await close('delete-dialog');
    await page.getByTestId('saved-history').first().click();
    problems.push(...(await dialogFit(page, 'history-dialog')));
    await close('history-dialog');
    await page.getByTestId('import-open').click();
    problems.push(...(await dialogFit(page, 'import-dialog')));
    await close('import-dialog');
    await close('list-sheet');

    await page.getByTestId('faction-button').click();
    await page.getByTestId('faction-list').locator('[data-faction-id="syenann"]').click();
    problems.push(...(await dialogFit(page, 'faction-switch-dialog')));
    await close('faction-switch-dialog');
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test(`the home page's dialogs, the testers-only dialog and the community post dialog fit ${WIDTH} × ${HEIGHT} in fr`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  const useLanguage = (lang: string) =>
    page.evaluate((l) => {
      for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, l);
    }, lang);
  const problems: string[] = [];
  const close = async (testId: string) => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(testId)).toBeHidden();
  };
  // Signed in first (the page object reads the English form), then everything in French.
  await new AccountPage(page).signInAs('player');
  await useLanguage('fr');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByTestId('news-section').getByRole('button').filter({ hasText: /archive/i }).first().click();
  problems.push(...(await dialogFit(page, 'archive-dialog')));
  await close('archive-dialog');
  await page.getByTestId('open-changelog').click();
  problems.push(...(await dialogFit(page, 'changelog-dialog')));
  await close('changelog-dialog');

  // A player who is not a tester asking for Play gets the testers-only dialog.
  await page.goto('/play');
  problems.push(...(await dialogFit(page, 'testers-dialog')));

  await page.goto('/builder');
  await page.locator(`[data-testid="unit-card"][data-unit-id="${unitNamed(NT, 'Wrathmane').id}"]`).getByTestId('unit-add').click();
  await page.getByTestId('open-list').click();
  await page.getByTestId('list-name').fill('Liste pour la communauté avec un très long nom');
  await page.getByTestId('post-button').click();
  problems.push(...(await dialogFit(page, 'post-dialog')));
  expect(problems, problems.join('\n')).toEqual([]);
});

for (const language of ['es', 'fr'] as const) {
  test(`offline at ${WIDTH} px in ${language}, the top bar keeps its offline badge, support, language and menu on screen`, async ({ page, context }) => {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.addInitScript((lang) => {
      for (const prefix of ['', 'preview_', 'prod_']) localStorage.setItem(`${prefix}language`, lang);
    }, language);
    await page.goto('/builder');
    await expect(page.getByTestId('unit-card').first()).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('offline-pill')).toBeVisible();
      expect((await overflow(page)).scrollWidth).toBe(WIDTH);
      for (const testId of ['offline-pill', 'support-link', 'menu-button']) {
        const box = (await page.getByTestId(testId).boundingBox())!;
        expect(box.x + box.width, testId).toBeLessThanOrEqual(WIDTH);
      }
    } finally {
      await context.setOffline(false);
    }
  });
}
