import { expect, test } from '@playwright/test';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { AccountPage, DEMO_ACCOUNTS, type DemoAccount } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { bt } from './support/builderPage';
import { CloudPage } from './support/cloudPage';

// Issue 13 item 5, end to end on one device: player 1 saves a list for the cloud offline and
// signs out; player 2 signs in, cannot see or load it, and their sync never pushes it; player
// 1 comes back and their queued save reaches their cloud — never player 2's.
test('a list waiting for player 1\'s cloud is never shown to player 2 and ends in player 1\'s cloud', async ({ page, context }) => {
  test.setTimeout(150_000);
  const name = `Shared device ${Date.now()}`;
  const account = new AccountPage(page);
  const cloud = new CloudPage(page);

  // Player 1 (the demo player) saves for the cloud with no network, then signs out.
  await page.goto('/');
  await waitForServiceWorker(page);
  await account.signInAs('player');
  await cloud.builder.goto();
  await cloud.buildList(name);
  await context.setOffline(true);
  await cloud.saveToCloud();
  await expect(cloud.cloudQueuedToast()).toContainText(bt('toast.cloudQueuedOffline'));
  await expect(cloud.builder.savedList(name)).toBeVisible();
  await account.signOutFromMenu();
  await context.setOffline(false);

  // Player 2 (the tester) on the same device.
  await account.signInAs('tester');
  await cloud.openProfile();
  await cloud.expectAllSynced();
  await cloud.builder.goto();
  // Player 2 keeps a list of their own on the device: once it shows, the panel has loaded.
  const own = `${name} (tester)`;
  await cloud.buildList(own);
  await cloud.builder.saveLocally();
  await expect(cloud.builder.savedList(own)).toBeVisible();
  await expect(cloud.builder.savedList(name)).toHaveCount(0);
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  expect(await cloudListCount('tester', name)).toBe(0);
  expect(await cloudListCount('player', name)).toBe(0);
  await account.signOutFromMenu();

  // Player 1 comes back: the queued save goes to their cloud, and only theirs.
  await account.signInAs('player');
  await cloud.openProfile();
  await cloud.expectAllSynced();
  await expect.poll(() => cloudListCount('player', name), { timeout: 30_000 }).toBe(1);
  expect(await cloudListCount('tester', name)).toBe(0);
  await cloud.builder.goto();
  await cloud.expectSavedList(name);
});

/** How many live cloud lists named `name` the account has, asked of the backend's HTTP API directly. */
async function cloudListCount(who: DemoAccount, name: string): Promise<number> {
  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;
  const headers = { apikey: DEV_ANON_KEY, 'Content-Type': 'application/json' };
  const token = await fetch(`${backend}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const query = new URLSearchParams({ select: 'id', name: `eq.${name}`, deleted_at: 'is.null' });
  const lists = await fetch(`${backend}/rest/v1/army_lists?${query}`, { headers: { ...headers, Authorization: `Bearer ${accessToken}` } });
  expect(lists.status).toBe(200);
  return ((await lists.json()) as unknown[]).length;
}
