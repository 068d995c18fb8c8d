import { expect, test } from '@playwright/test';
import { enText } from './support/app';

// A player taps a screen on venue signal and presses Back before its code has arrived: the
// screen they came back to is whole (a renderer that left the main area empty for good was
// tried and dropped for this), and the other screen opens once its code is in. The service
// worker is kept out so the screen's chunk can be held on the network.
test.use({ serviceWorkers: 'block' });

test('Back pressed while the next screen is still loading shows the landing again; the screen opens later', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  await page.route(/\/assets\/CommunityListsScreen-[^/]+\.js$/, async (route) => {
    holding = true;
    await held;
    await route.continue();
  });

  await page.goto('/');
  await expect(page.getByTestId('news-latest')).toBeVisible();
  const nav = page.getByRole('navigation', { name: enText('nav.mainNavigation') });
  await nav.getByRole('link', { name: enText('nav.browseLists') }).click();
  await expect(page).toHaveURL(/\/community-lists$/);
  // The screen's code is really on hold (a renamed chunk would make this test pass for nothing).
  await expect.poll(() => holding).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('news-latest')).toBeVisible();
  const arrived = page.waitForResponse(/\/assets\/CommunityListsScreen-[^/]+\.js$/);
  release();
  await arrived;
  // The late code does not bring the screen the player left over the landing.
  await expect(page.getByTestId('landing-actions')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByTestId('community-lists')).toHaveCount(0);

  await nav.getByRole('link', { name: enText('nav.browseLists') }).click();
  await expect(page.getByTestId('community-lists')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('news-latest')).toBeVisible();
});
