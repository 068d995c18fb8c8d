// Issue 15 item 1: a post keeps what the player wrote on it, and a card shows what the list holds.
import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { expectedTotals, unitsOf } from './support/builderPage';
import { CommunityPage, ct } from './support/communityPage';

const FACTION = 'northern-tribes';
const highCommand = unitsOf(FACTION).find((u) => u.highCommand)!;
const troop = unitsOf(FACTION).find((u) => !u.highCommand && u.pointsCost > 0 && u.availability >= 2)!;

test('posting a list again opens with its description and tournament, and the update keeps them', async ({ page }) => {
  const name = `Re-post ${Date.now()}`;
  await new AccountPage(page).signInAs('player');
  const community = new CommunityPage(page);
  await community.builder.goto();
  await community.builder.chooseFaction(FACTION);
  await community.builder.add(highCommand);
  await community.builder.nameList(name);

  await community.openPostDialog();
  await expect(community.dialog.getByTestId('post-name')).toHaveValue(name);
  await community.dialog.getByTestId('post-description').fill('Hold the ford until the horn.');
  await community.dialog.getByTestId('post-type-tournament').check();
  await community.dialog.getByTestId('post-tournament-name').fill('Winter Open 2026');
  await community.share();
  await expect(community.dialog).toBeHidden();
  await expect(community.builder.toast(ct('toast.shared.title'))).toBeVisible();

  // One more unit, then Post to Community again: the player's words are there.
  await community.builder.add(troop, 2);
  await community.openPostDialog();
  await expect(community.dialog.getByTestId('post-description')).toHaveValue('Hold the ford until the horn.');
  await expect(community.dialog.getByTestId('post-type-tournament')).toBeChecked();
  await expect(community.dialog.getByTestId('post-tournament-name')).toHaveValue('Winter Open 2026');
  await community.share();
  await expect(community.dialog).toBeHidden();
  await expect(community.builder.toast(ct('toast.updated.title'))).toBeVisible();

  await community.gotoBrowse();
  const card = community.card(name);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('community-list-description')).toHaveText('Hold the ford until the horn.');
  await expect(card.getByTestId('community-list-tournament')).toContainText('Winter Open 2026');
  const totals = expectedTotals([
    [highCommand, 1],
    [troop, 2],
  ]);
  await expect(card.getByTestId('community-list-points')).toHaveText(ct('browse.points', { points: totals.points }));
  // The composition: each unit with its quantity.
  await expect(card.locator(`[data-testid="community-list-unit"][data-unit-id="${highCommand.id}"]`)).toContainText(`1 × ${highCommand.name}`);
  await expect(card.locator(`[data-testid="community-list-unit"][data-unit-id="${troop.id}"]`)).toContainText(`2 × ${troop.name}`);

  // The server kept the words too: a reload after the push reads the pulled post.
  await expect(card.getByText(ct('browse.pending'))).toHaveCount(0, { timeout: 30_000 });
  await page.reload();
  await expect(community.card(name).getByTestId('community-list-description')).toHaveText('Hold the ford until the horn.');
  await expect(community.card(name).getByTestId('community-list-tournament')).toContainText('Winter Open 2026');
});
