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
      const { scrollWidth, dialogs } = await overflow(page);
      if (scrollWidth !== WIDTH) problems.push(`${path}: scrollWidth ${scrollWidth}`);
      problems.push(...dialogs.map((d) => `${path}: dialog out of the screen: ${d}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
