import { expect, test, type Page } from '@playwright/test';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { AccountPage, DEMO_ACCOUNTS } from './support/accountPage';
import { CommunityPage } from './support/communityPage';
import { putInAppStore, readAppStore } from './support/appDatabase';

// Issue 13 item 3: a community picture of '/\evil.example/x.png' reads as a local path to a
// naive check, and browsers fetch it from evil.example. The server refuses it (400), and a
// row that still carries one on a device (stored before this check) gets the generated
// picture: no request ever leaves for the foreign host.
const FOREIGN = '/\\evil.example/x.png';
const backend = () => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;

async function playerToken(): Promise<string> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.player),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function post(token: string, name: string, imageUrl: string): Promise<Response> {
  return fetch(`${backend()}/rest/v1/rpc/post_shared_list`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_name: name, p_faction: 'northern-tribes', p_units: [{ id: 'x', name: 'X', pointsCost: 10, quantity: 1 }], p_image_url: imageUrl }),
  });
}

/** Point the device's stored copy of the post `name` at `url`, as a row kept from before the check. */
async function storeImageUrl(page: Page, name: string, url: string): Promise<number> {
  const rows = (await readAppStore<{ name: string; image_url: string | null }>(page, 'sharedLists')).filter((row) => row.name === name);
  let changed = 0;
  for (const row of rows) changed += (await putInAppStore(page, 'sharedLists', { ...row, image_url: url })) > 0 ? 1 : 0;
  return changed;
}

test('a post with /\\evil.example/x.png is refused with 400 and never rendered as a foreign image', async ({ page, context }) => {
  const foreignRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) foreignRequests.push(request.url());
  });
  const token = await playerToken();
  const refused = await post(token, `Evil picture ${Date.now()}`, FOREIGN);
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { code: string }).code).toBe('23514');

  // A post with the app's own art is fine; on the device it is then made to carry the foreign URL.
  const name = `Own art ${Date.now()}`;
  expect((await post(token, name, '/art/portrait/njord_portrait.jpg')).status).toBe(200);
  await new AccountPage(page).signInAs('player');
  const community = new CommunityPage(page);
  await community.gotoBrowse();
  await expect(community.card(name)).toBeVisible({ timeout: 30_000 });
  expect(await storeImageUrl(page, name, FOREIGN)).toBe(1);

  await page.reload();
  await expect(page.getByTestId('community-lists')).toBeVisible();
  const picture = community.card(name).locator('.list-picture');
  await expect(picture).toHaveAttribute('data-picture', 'generated');
  await expect(community.card(name).locator('img')).toHaveCount(0);
  await expect(page.locator('img[src*="evil.example"]')).toHaveCount(0);
  expect(foreignRequests).toEqual([]);
});
