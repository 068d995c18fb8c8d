import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { CloudPage } from './support/cloudPage';
import { lt } from './support/landingPage';

// Issue 13 item 11 (SPEC.md 4 "Version handling"): an app-version change purges caches but
// keeps army lists, auth and preference keys, so a player who updates at the venue, with no
// network, is still signed in and still sees the list they keep in the cloud.
test('an app update offline keeps the player signed in and their cloud list in the builder', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = `Update list ${Date.now()}`;
  const account = new AccountPage(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  await account.signInAs('player');
  const cloud = new CloudPage(page);
  await cloud.builder.goto();
  await cloud.buildList(name);
  await cloud.saveToCloud();
  await expect(cloud.cloudSavedToast()).toBeVisible();
  await cloud.openProfile();
  await cloud.expectAllSynced();

  await context.setOffline(true);
  try {
    // The device last ran an older version: the next start purges.
    const versionKey = await page.evaluate(() => Object.keys(localStorage).find((key) => key.endsWith('appVersion')) ?? null);
    expect(versionKey).not.toBeNull();
    await page.evaluate((key) => localStorage.setItem(key, '0.0.1-old'), versionKey as string);
    await page.reload();
    await expect(page.getByText(lt('toast.cachesPurged'))).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), versionKey as string)).not.toBe('0.0.1-old');

    // The start after the purge, still offline: signed in, and the list is there.
    await page.reload();
    await expect(page.getByTestId('offline-pill')).toBeVisible();
    await account.expectSignedIn();
    await page.goto('/builder');
    await expect(page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
    await cloud.expectSavedList(name);
    await expect(page.getByTestId('cloud-save')).toBeEnabled();
  } finally {
    await context.setOffline(false);
  }
});
