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

test('a community post the player opened in the builder and its poster changed afterwards shows in the feed as updated', async ({ page, browser }) => {
  const name = `Opened ${Date.now()}`;
  const troop = unitsOf(FACTION).find((u) => !u.highCommand && u.pointsCost > 0 && u.availability >= 2)!;
  // The admin account posts a list.
  const posterContext = await browser.newContext();
  const poster = new CommunityPage(await posterContext.newPage());
  await new AccountPage(poster.page).signInAs('admin');
  await poster.builder.goto();
  await poster.builder.chooseFaction(FACTION);
  await poster.builder.add(highCommand);
  await poster.builder.nameList(name);
  await poster.openPostDialog();
  await poster.share();
  await expect(poster.dialog).toBeHidden();

  // The player opens it (once the post has reached the server and the player's device) in the builder: nothing to say yet.
  await new AccountPage(page).signInAs('player');
  const community = new CommunityPage(page);
  await expect(async () => {
    await community.gotoBrowse();
    await expect(community.card(name)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await community.card(name).getByTestId('community-open').click();
  await expect(page).toHaveURL(/\/builder$/);
  await page.goto('/activity');
  const updated = page.getByTestId('activity-entry').filter({ hasText: ct('activity.updatedPost', { name }) });
  await expect(page.getByTestId('activity-entry').filter({ hasText: ct('activity.communityPost', { name }) })).toHaveCount(1);
  await expect(updated).toHaveCount(0);

  // The poster, still in the builder, adds a unit and posts again; once the player's device has
  // pulled the change, the feed says so.
  await poster.builder.add(troop);
  await poster.openPostDialog();
  await poster.share();
  await expect(poster.builder.toast(ct('toast.updated.title'))).toBeVisible();
  // Each look reloads the page, which restarts the sync worker: give its pull time to finish
  // (on a busy machine two seconds could end every attempt before the pull did).
  await expect(async () => {
    await page.goto('/activity');
    await expect(updated).toHaveCount(1, { timeout: 6_000 });
  }).toPass({ timeout: 45_000 });
  await updated.getByRole('link').click();
  await expect(page).toHaveURL(/\/community-lists$/);
  await posterContext.close();
});
