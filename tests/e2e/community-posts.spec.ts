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

test('My posts: edit a post, retire it (a guest no longer sees it), post it again', async ({ page, browser }) => {
  const name = `My post ${Date.now()}`;
  await new AccountPage(page).signInAs('player');
  const community = new CommunityPage(page);
  await community.builder.goto();
  await community.builder.chooseFaction(FACTION);
  await community.builder.add(highCommand);
  await community.builder.nameList(name);
  await community.openPostDialog();
  await community.dialog.getByTestId('post-description').fill('First words.');
  await community.share();
  await expect(community.dialog).toBeHidden();

  await community.gotoBrowse();
  const mine = page.locator(`[data-testid="my-post"][data-post-name="${name}"]`);
  await expect(mine).toHaveAttribute('data-active', 'true');

  // Edit: the dialog starts from the post; the card shows the new words.
  await mine.getByTestId('my-post-edit').click();
  await expect(community.dialog.getByTestId('post-description')).toHaveValue('First words.');
  await community.dialog.getByTestId('post-description').fill('Better words.');
  await community.share();
  await expect(community.dialog).toBeHidden();
  await expect(community.card(name).getByTestId('community-list-description')).toHaveText('Better words.');
  await expect(community.card(name).getByText(ct('browse.pending'))).toHaveCount(0, { timeout: 30_000 });

  const guestContext = await browser.newContext();
  try {
    const guest = new CommunityPage(await guestContext.newPage());
    await guest.gotoBrowse();
    await expect(guest.card(name).getByTestId('community-list-description')).toHaveText('Better words.', { timeout: 30_000 });

    // Retire: gone from the grid here, marked retired in My posts, and gone for the guest.
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByTestId('my-post-retire').click();
    await expect(mine).toHaveAttribute('data-active', 'false');
    await expect(community.card(name)).toHaveCount(0);
    await expect(async () => {
      await guest.page.reload();
      await expect(guest.page.getByTestId('community-lists')).toBeVisible();
      await expect(guest.card(name)).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 40_000 });

    // Post again: everything it held is back, for everyone.
    await mine.getByTestId('my-post-again').click();
    await expect(page.locator(`[data-testid="my-post"][data-post-name="${name}"]`)).toHaveAttribute('data-active', 'true');
    await expect(community.card(name).getByTestId('community-list-description')).toHaveText('Better words.');
    await expect(async () => {
      await guest.page.reload();
      await expect(guest.card(name).getByTestId('community-list-description')).toHaveText('Better words.', { timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
  } finally {
    await guestContext.close();
  }
});
