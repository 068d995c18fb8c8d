/**
 * Issue 13 "Signed-in stays signed-in offline, at once": a player reopens the app at the venue
 * with no signal and an access token that has expired. From the first paint on, the builder
 * never says "No saved lists yet" or "Login required": it shows loading, then their lists.
 */
import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { bt } from './support/builderPage';
import { CloudPage } from './support/cloudPage';
import { expireStoredToken } from './support/session';

test('an expired token offline: the player and their lists show, and the guest texts never appear', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = `Venue list ${Date.now()}`;
  await page.goto('/');
  await waitForServiceWorker(page);
  await new AccountPage(page).signInAs('player');
  const cloud = new CloudPage(page);
  await cloud.builder.goto();
  await cloud.buildList(name);
  await cloud.saveToCloud();
  await expect(cloud.cloudSavedToast()).toBeVisible();

  // The stored session's access token expired an hour ago (the device was offline meanwhile).
  await expireStoredToken(page);

  // Watch every text the page ever shows, from the first paint of the reload.
  await page.addInitScript(`
    window.__seen = new Set();
    new MutationObserver(() => {
      const text = document.body ? document.body.innerText : '';
      for (const line of text.split('\\n')) window.__seen.add(line.trim());
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `);
  await context.setOffline(true);
  try {
    await page.reload();
    await cloud.expectSavedList(name);
    await expect(page.getByTestId('cloud-save')).toBeEnabled();
    const seen = await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
    expect(seen).not.toContain(bt('saved.empty'));
    expect(seen.some((line) => line.includes(bt('controls.loginRequired')))).toBe(false);
  } finally {
    await context.setOffline(false);
  }
});
