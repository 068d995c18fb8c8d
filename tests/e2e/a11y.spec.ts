import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROUTE_SAMPLES } from '../../src/app/routeSamples';
import { AccountPage } from './support/accountPage';
import { expectScreenTitle } from './support/app';
import { BuilderPage, unitNamed } from './support/builderPage';
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
for (const { width, height, colorScheme } of [
  { width: 360, height: 740, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
] as const) {
  test(`every route passes the axe WCAG A/AA rules at ${width} px, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    const problems: string[] = [];
    for (const { path, titleKey, guestTitleKey } of ROUTE_SAMPLES) {
      await page.goto(path);
      await expectScreenTitle(page, guestTitleKey ?? titleKey);
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
      problems.push(...(await axeProblems(page, path)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
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
  await builder.add(unitNamed('northern-tribes', 'Njord the Merciless'));
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
