import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { CloudPage } from './support/cloudPage';

// Issue 13 item 6: a device clock two days ahead or a year behind (the page's clock) changes
// nothing that matters: signing in finishes, a cloud save reaches the server, and the auth
// server gets a handful of token requests, not hundreds.
const DAY_MS = 24 * 60 * 60 * 1000;

for (const [label, skewMs] of [
  ['two days ahead', 2 * DAY_MS],
  ['a year behind', -365 * DAY_MS],
] as const) {
  test(`with the device clock ${label}, sign-in and a cloud save work with a handful of token requests`, async ({ page, context }) => {
    test.setTimeout(120_000);
    let tokenRequests = 0;
    context.on('request', (request) => {
      if (request.url().includes('/auth/v1/token')) tokenRequests += 1;
    });
    await page.clock.setSystemTime(new Date(Date.now() + skewMs));
    const account = new AccountPage(page);
    const cloud = new CloudPage(page);
    const name = `Clock ${label} ${Date.now()}`;

    await page.goto('/');
    // The page really runs on the wrong clock.
    expect(Math.abs((await page.evaluate(() => Date.now())) - (Date.now() + skewMs))).toBeLessThan(60_000);
    await account.signInAs('player');
    await cloud.builder.goto();
    await cloud.buildList(name);
    await cloud.saveToCloud();
    await expect(cloud.cloudSavedToast()).toBeVisible();
    await cloud.openProfile();
    await cloud.expectAllSynced();
    // Some more time on the app, as a player would: no refresh loop starts.
    await cloud.builder.goto();
    await cloud.openProfile();
    await cloud.expectAllSynced();
    expect(tokenRequests).toBeGreaterThanOrEqual(1);
    expect(tokenRequests).toBeLessThanOrEqual(3);
  });
}
