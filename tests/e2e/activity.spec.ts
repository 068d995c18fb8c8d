// Issue 15 item 3: /activity lists what happened around the player, from the device, offline too.
import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { unitsOf } from './support/builderPage';
import { CommunityPage, ct } from './support/communityPage';

const FACTION = 'northern-tribes';
const highCommand = unitsOf(FACTION).find((u) => u.highCommand)!;

test('the activity feed shows the player’s post, links to it, and reads offline', async ({ page }) => {
  const name = `Activity ${Date.now()}`;
  await new AccountPage(page).signInAs('player');
  const community = new CommunityPage(page);
  await community.builder.goto();
  await community.builder.chooseFaction(FACTION);
  await community.builder.add(highCommand);
  await community.builder.nameList(name);
  await community.openPostDialog();
  await community.share();
  await expect(community.dialog).toBeHidden();

  await page.goto('/activity');
  const entry = page.getByTestId('activity-entry').filter({ hasText: ct('activity.ownPost', { name }) });
  await expect(entry).toHaveCount(1);
  await expect(page.getByTestId('activity-entry').first()).toHaveText(new RegExp(ct('activity.ownPost', { name })));

  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('activity-entry').filter({ hasText: ct('activity.ownPost', { name }) })).toHaveCount(1);
  await page.getByRole('link', { name: ct('activity.ownPost', { name }) }).click();
  await expect(page).toHaveURL(/\/community-lists$/);
  await expect(community.card(name)).toBeVisible();
  await page.context().setOffline(false);
});
