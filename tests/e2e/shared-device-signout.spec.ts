import { expect, test, type Page } from '@playwright/test';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { CloudPage } from './support/cloudPage';
import en from '../../src/i18n/locales/en/common.json' with { type: 'json' };

// Issue 13 item 2: signing out on a shared device (a club laptop). With "Also remove my lists
// from this device", the player's cloud lists leave the device and a guest sees none of them;
// a list only on this device is named and kept. A sign-out made offline is revoked on the
// server once the device is online: the old refresh token is refused.

/** A value of the page's session store (IndexedDB 'warcrow-auth-*', store 'kv') whose key ends with `suffix`. */
async function sessionValue(page: Page, suffix: string): Promise<string | null> {
  return page.evaluate(async (keySuffix) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('warcrow-auth-'));
    for (const dbName of names) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(dbName);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      const store = db.transaction('kv', 'readonly').objectStore('kv');
      const keys = await new Promise<IDBValidKey[]>((ok) => {
        const r = store.getAllKeys();
        r.onsuccess = () => ok(r.result);
      });
      const key = keys.find((k) => String(k).endsWith(keySuffix));
      const value = key === undefined ? null : await new Promise<unknown>((ok) => {
        const r = store.get(key);
        r.onsuccess = () => ok(r.result);
      });
      db.close();
      if (value !== null && value !== undefined) return String(value);
    }
    return null;
  }, suffix);
}

/** Names of the live rows in the app's IndexedDB 'lists' store, read with the raw API. */
async function storedListNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('warcrow-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('lists', 'readonly').objectStore('lists').getAll();
          request.onsuccess = () => {
            resolve((request.result as Array<{ name: string; deleted_at?: string | null }>).filter((l) => !l.deleted_at).map((l) => l.name));
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

const backend = () => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;

test('sign-out on a shared device: cloud lists removed, a device-only list named and kept, the offline sign-out revoked once online', async ({ page, context }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const inCloud = `Club cloud ${stamp}`;
  const onlyHere = `Club laptop ${stamp}`;
  const account = new AccountPage(page);
  const cloud = new CloudPage(page);

  await page.goto('/');
  await waitForServiceWorker(page);
  await account.signInAs('player');
  await cloud.builder.goto();
  await cloud.buildList(inCloud);
  await cloud.saveToCloud();
  await expect(cloud.cloudSavedToast()).toBeVisible();
  await cloud.builder.page.getByTestId('new-list').click();
  await cloud.buildList(onlyHere);
  await cloud.builder.saveLocally();
  await expect(cloud.builder.savedList(onlyHere)).toBeVisible();
  await cloud.openProfile();
  await cloud.expectAllSynced();
  const session = JSON.parse((await sessionValue(page, 'warcrow-auth-token')) ?? '{}') as { refresh_token?: string };
  expect(session.refresh_token).toBeTruthy();

  // Offline, sign out and remove the lists: the dialog says what goes and names what stays.
  await context.setOffline(true);
  await account.openMenu();
  await page.getByTestId('menu-sign-out').click();
  const dialog = page.getByTestId('sign-out-dialog');
  await dialog.getByTestId('sign-out-remove').check();
  // The count includes the player's cloud lists other tests brought to this device.
  await expect(dialog.getByTestId('sign-out-in-cloud')).toHaveText(/^\d+ lists? kept in your cloud will be removed from this device\./);
  await expect(dialog.getByTestId('sign-out-only-here')).toContainText(onlyHere);
  await dialog.getByTestId('sign-out-confirm').click();
  await expect(page.getByText(en.auth.signedOut)).toBeVisible();

  // A guest on the device: the cloud list is gone, the device-only list is still there.
  await cloud.builder.goto();
  await expect(cloud.builder.savedList(onlyHere)).toBeVisible();
  await expect(cloud.builder.savedList(inCloud)).toHaveCount(0);
  await expect(page.getByText(inCloud, { exact: true })).toHaveCount(0);
  expect(await storedListNames(page)).not.toContain(inCloud);

  // Online again: the queued revoke runs, and the server refuses the old refresh token.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => sessionValue(page, 'warcrow-pending-revokes'), { timeout: 20_000 }).toBeNull();
  const refused = await fetch(`${backend()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: session.refresh_token }),
  });
  expect(refused.status).toBe(400);

  // Back as the player: the cloud list comes back from the cloud.
  await account.signInAs('player');
  await cloud.builder.goto();
  await expect(cloud.builder.savedList(inCloud)).toBeVisible({ timeout: 30_000 });
});

test('sign-out without removal keeps every list on the device', async ({ page }) => {
  const name = `Kept ${Date.now()}`;
  const account = new AccountPage(page);
  const cloud = new CloudPage(page);
  await page.goto('/');
  await account.signInAs('player');
  await cloud.builder.goto();
  await cloud.buildList(name);
  await cloud.saveToCloud();
  await expect(cloud.cloudSavedToast()).toBeVisible();
  await cloud.openProfile();
  await cloud.expectAllSynced();
  await account.signOutFromMenu();
  // The player's cloud list is theirs: a guest does not see it, but it stays on the device.
  expect(await storedListNames(page)).toContain(name);
});
