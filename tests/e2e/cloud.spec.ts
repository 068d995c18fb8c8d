import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { AccountPage, DEMO_ACCOUNTS } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { bt, unitsOf } from './support/builderPage';
import esBuilder from '../../src/i18n/locales/es/builder.json' with { type: 'json' };
import esCommon from '../../src/i18n/locales/es/common.json' with { type: 'json' };
import esNames from '../../src/i18n/locales/es/listNames.json' with { type: 'json' };
import { CloudPage, pt } from './support/cloudPage';

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

/** The player signs in, builds `name` online (the service worker in control), then cloud-saves it offline. */
async function cloudSaveOffline(page: Page, context: BrowserContext, name: string): Promise<CloudPage> {
  await new AccountPage(page).signInAs('player');
  const cloud = new CloudPage(page);
  await cloud.builder.goto();
  await waitForServiceWorker(page);
  await cloud.buildList(name);

  await context.setOffline(true);
  await cloud.saveToCloud();
  const toast = cloud.cloudQueuedToast();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(bt('toast.cloudQueuedOffline'));
  await expect(cloud.cloudSavedToast()).toHaveCount(0);
  return cloud;
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
    const cloud = await cloudSaveOffline(page, context, name);

    // Everything the sync line says from the moment the profile opens, however briefly.
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { syncLines: string[] }).syncLines = said;
      new MutationObserver(() => {
        const line = document.querySelector('[data-testid="sync-pending"]')?.textContent;
        if (line && said[said.length - 1] !== line) said.push(line);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await cloud.openProfile();
    await cloud.expectPending(1);
    // While the sign-in is still being read, the queue is not shown as the guest's empty one.
    expect(await page.evaluate(() => (window as unknown as { syncLines: string[] }).syncLines)).toEqual([pt('sync.pending_one', { count: 1 })]);
    // Chromium has Background Sync: the player is told the changes go even with the app closed.
    await expect(page.getByTestId('sync-offline')).toHaveText(pt('sync.offlineBackground'));

    await context.setOffline(false);
    await cloud.expectAllSynced();

    await expectListOnAnotherDevice(browser, name);
  });

  test('a cloud save made offline uploads after the app is closed, through Background Sync', async ({ page, context, browser }) => {
    const name = `Background list ${Date.now()}`;
    await cloudSaveOffline(page, context, name);
    // The page handed the upload to the service worker before the player closed the app.
    await expect
      .poll(() => page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } }) | undefined;
        return (await registration?.sync?.getTags()) ?? [];
      }))
      .toContain('warcrow-outbox');
    const origin = new URL(page.url()).origin;
    await page.close();

    // Back online with no page of the app open: the browser fires the sync event (Chromium's
    // DevTools protocol fires it the way the browser does when the connection returns).
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: 'warcrow-outbox', lastChance: false });

    await expect.poll(() => cloudListCount(name), { timeout: 30_000 }).toBe(1);
    // And the player's other device finds it.
    await expectListOnAnotherDevice(browser, name);
  });
});

test('a list changed on two devices keeps both versions, and the phone whose edit became the copy says so in its language', async ({ page, browser }) => {
  const name = `Contested ${Date.now()}`;
  const [, , third, fourth] = unitsOf('northern-tribes').filter((u) => !u.highCommand);
  // The desktop: the list saved to the cloud.
  await new AccountPage(page).signInAs('player');
  const desk = new CloudPage(page);
  await desk.builder.goto();
  await desk.buildList(name);
  await desk.saveToCloud();
  await expect(desk.cloudSavedToast()).toBeVisible();

  // The phone finds it, and changes it with no signal (its player reads the app in Spanish).
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const phonePage = await phoneContext.newPage();
    await new AccountPage(phonePage).signInAs('player');
    const phone = new CloudPage(phonePage);
    await phone.builder.goto();
    // The app is installed for offline use (its Spanish texts too) before the signal goes.
    await waitForServiceWorker(phonePage);
    await phone.builder.openList();
    await phone.expectSavedList(name);
    await phone.builder.loadSaved(name);
    await phoneContext.setOffline(true);
    await phone.builder.add(third!);
    await phone.builder.openList();
    await phone.saveToCloud();
    await expect(phone.cloudQueuedToast()).toBeVisible();
    await phone.builder.closeList();

    // Meanwhile the desktop changes it too, online: the cloud has the desktop's version.
    await expect(desk.cloudSavedToast()).toHaveCount(0);
    await desk.builder.add(fourth!);
    await desk.saveToCloud();
    // The page is left next (not a tap in the app): the save is let finish first.
    await expect(desk.cloudSavedToast()).toBeVisible();
    await desk.openProfile();
    await desk.expectAllSynced();

    await phonePage.getByTestId('language-switcher').selectOption('es');
    // Every toast the phone shows from here on, however briefly.
    await phonePage.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await phoneContext.setOffline(false);
    // Told at once, over the unit cards; the saved lists (in the list sheet) say which is which.
    await expect
      .poll(() => phonePage.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen.join('\n')), { timeout: 30_000 })
      .toContain(esCommon.toast.keptEditsTitle_one);
    await phone.builder.openList();
    const copyName = fill(esNames.conflictCopy, { name });
    const notice = phonePage.getByTestId('kept-edit');
    await expect(notice).toHaveText(new RegExp(escape(fill(esBuilder.saved.kept.conflict, { name, copy: copyName }))));
    await expect(phone.builder.savedList(name)).toBeVisible();
    await expect(phone.builder.savedList(copyName)).toBeVisible();
    // Open loads the copy, the phone's own edit; the notice stays until the player dismisses it.
    await notice.getByRole('button', { name: fill(esBuilder.saved.kept.openNamed, { name: copyName }) }).click();
    await expect(phonePage.getByTestId('current-list')).toContainText(copyName);
    await phone.builder.openList();
    await phonePage.getByRole('button', { name: fill(esBuilder.saved.kept.dismissNamed, { name: copyName }) }).click();
    await expect(phonePage.getByTestId('kept-edit')).toHaveCount(0);
    await phonePage.reload();
    await phone.builder.openList();
    await phone.expectSavedList(copyName);
    await expect(phonePage.getByTestId('kept-edit')).toHaveCount(0);
    // Both versions are in the cloud; the desktop, whose save went first, has nothing to be told.
    await expect.poll(() => cloudListCount(copyName), { timeout: 30_000 }).toBe(1);
    expect(await cloudListCount(name)).toBe(1);
    await desk.builder.goto();
    await desk.expectSavedList(copyName);
    await expect(page.getByTestId('kept-edit')).toHaveCount(0);
  } finally {
    await phoneContext.close();
  }
});

const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many live cloud lists named `name` the player has, asked of the backend's HTTP API directly. */
async function cloudListCount(name: string): Promise<number> {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;
  const headers = { apikey: DEV_ANON_KEY, 'Content-Type': 'application/json' };
  const token = await fetch(`${backend}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_ACCOUNTS.player.email, password: DEMO_ACCOUNTS.player.password }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const query = new URLSearchParams({ select: 'id', name: `eq.${name}`, deleted_at: 'is.null' });
  const lists = await fetch(`${backend}/rest/v1/army_lists?${query}`, { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
  expect(lists.status).toBe(200);
  return ((await lists.json()) as unknown[]).length;
}
