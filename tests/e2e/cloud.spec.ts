import { expect, test, type Browser } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { bt } from './support/builderPage';
import { CloudPage } from './support/cloudPage';

/** A second device: a new browser context where the same player signs in. */
async function expectListOnAnotherDevice(browser: Browser, name: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new AccountPage(page).signInAs('player');
    const cloud = new CloudPage(page);
    await cloud.builder.goto();
    await cloud.expectSavedList(name);
  } finally {
    await context.close();
  }
}

test.describe('cloud save', () => {
  test('a list saved to the cloud uploads, and the same player finds it on another device', async ({ page, browser }) => {
    const name = `Cloud list ${Date.now()}`;
    await new AccountPage(page).signInAs('player');
    const cloud = new CloudPage(page);
    await cloud.builder.goto();
    await cloud.buildList(name);
    await cloud.saveToCloud();
    await expect(cloud.cloudSavedToast()).toBeVisible();
    await expect(page.getByTestId('current-list')).toContainText(name);

    await cloud.openProfile();
    await cloud.expectAllSynced();

    await expectListOnAnotherDevice(browser, name);
  });

  test('a cloud save made offline is queued and uploads once the device is back online', async ({ page, context, browser }) => {
    const name = `Offline list ${Date.now()}`;
    await new AccountPage(page).signInAs('player');
    const cloud = new CloudPage(page);
    await cloud.builder.goto();
    await waitForServiceWorker(page);
    await cloud.buildList(name);

    await context.setOffline(true);
    await cloud.saveToCloud();
    const toast = cloud.cloudSavedToast();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(bt('toast.cloudQueuedOffline'));

    await cloud.openProfile();
    await cloud.expectPending(1);

    await context.setOffline(false);
    await cloud.expectAllSynced();

    await expectListOnAnotherDevice(browser, name);
  });
});
