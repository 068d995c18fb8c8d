// Issue 15 item 4: the profile counts the player's lists (cloud and device apart), posts and games.
import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { unitsOf } from './support/builderPage';
import { CommunityPage } from './support/communityPage';

const FACTION = 'northern-tribes';
const highCommand = unitsOf(FACTION).find((u) => u.highCommand)!;

test('a list saved on the device only adds to the device count on the profile', async ({ page }) => {
  await new AccountPage(page).signInAs('player');
  await page.goto('/profile');
  const lists = page.getByTestId('profile-counts-lists');
  await expect(lists).toBeVisible();
  const device = Number(await lists.getAttribute('data-device'));

  const community = new CommunityPage(page);
  await community.builder.goto();
  await community.builder.chooseFaction(FACTION);
  await community.builder.add(highCommand);
  const name = `Device only ${Date.now()}`;
  await community.builder.nameList(name);
  await community.builder.saveLocally();
  await expect(community.builder.savedList(name)).toHaveCount(1);

  await page.goto('/profile');
  await expect(lists).toHaveAttribute('data-device', String(device + 1));
  // (The cloud count may grow meanwhile: sync brings the player's cloud lists.)
  await expect(page.getByTestId('profile-counts-games')).toBeVisible();
});
