import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ROUTE_SAMPLES } from '../../src/app/routeSamples';
import { AccountPage } from './support/accountPage';
import { expectScreenTitle } from './support/app';
import { BuilderPage, bt, unitNamed } from './support/builderPage';
import { CloudPage } from './support/cloudPage';
import { LandingPage } from './support/landingPage';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe violations on the page as it is now, one line each (empty when there are none). */
async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`;
  });
}

// An automated accessibility pass (axe-core, WCAG 2.1 A and AA rules) over every route, on a
// phone and on a desktop, in both colour schemes. It does not replace using the app with a
// keyboard and a screen reader; it catches what a machine can: missing labels and names,
// contrast, landmark and ARIA misuse.
// The routes in groups of eight, so each test stays short on a busy machine.
const ROUTE_GROUPS = Array.from({ length: Math.ceil(ROUTE_SAMPLES.length / 8) }, (_, i) => ROUTE_SAMPLES.slice(i * 8, i * 8 + 8));

for (const { width, height, colorScheme } of [
  { width: 360, height: 740, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
] as const) {
  for (const routes of ROUTE_GROUPS) {
    const paths = routes.map((route) => route.path);
    test(`${paths[0]} … ${paths[paths.length - 1]} pass the axe WCAG A/AA rules at ${width} px, ${colorScheme}`, async ({ page }) => {
      // axe over the rules page alone takes half a minute on a busy 2-core machine.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      const problems: string[] = [];
      for (const { path, titleKey, guestTitleKey } of routes) {
        await page.goto(path);
        await expectScreenTitle(page, guestTitleKey ?? titleKey);
        await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
        problems.push(...(await axeProblems(page, path)));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}

test('dialogs, a built list and the signed-in screens pass the axe WCAG A/AA rules', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];

  const landing = new LandingPage(page);
  await landing.goto();
  await landing.openArchive();
  problems.push(...(await axeProblems(page, 'news archive dialog')));
  await page.keyboard.press('Escape');

  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.add(unitNamed('northern-tribes', 'Njord, the Merciless'));
  await builder.nameList('Axe check');
  problems.push(...(await axeProblems(page, 'builder with a unit')));
  await builder.openShare();
  problems.push(...(await axeProblems(page, 'share dialog')));
  await page.keyboard.press('Escape');

  await new AccountPage(page).signInAs('player');
  const cloud = new CloudPage(page);
  await cloud.builder.goto();
  problems.push(...(await axeProblems(page, 'builder, signed in')));
  await cloud.openProfile();
  problems.push(...(await axeProblems(page, 'profile, signed in')));

  expect(problems, problems.join('\n')).toEqual([]);
});

/** Press Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 300): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('with the keyboard alone a player finds a unit, adds it, names the list and saves it', async ({ page }) => {
  const njord = unitNamed('northern-tribes', 'Njord, the Merciless');
  const builder = new BuilderPage(page);
  await builder.goto();
  await page.locator('body').focus();

  await tabTo(page, page.getByLabel(bt('units.searchLabel')));
  await page.keyboard.type('Njord');
  await expect(page.getByTestId('unit-card')).toHaveCount(1);
  await tabTo(page, builder.card(njord).getByTestId('unit-add'));
  await page.keyboard.press('Enter');
  await expect(builder.totalPoints).toHaveText(String(njord.pointsCost));

  await tabTo(page, page.getByPlaceholder(bt('controls.listNamePlaceholder')));
  await page.keyboard.type('Keyboard list');
  await tabTo(page, page.getByTestId('save-locally'));
  await page.keyboard.press('Enter');
  await expect(builder.savedList('Keyboard list')).toBeVisible();

  // The menu opens from the keyboard, keeps focus inside, and gives it back on Escape.
  const menuButton = page.getByTestId('menu-button');
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});
