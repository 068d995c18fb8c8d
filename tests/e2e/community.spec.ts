import { expect, test } from '@playwright/test';
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { expectedTotals, unitsOf } from './support/builderPage';
import { CommunityPage, ct } from './support/communityPage';

const FACTION = 'northern-tribes';
const highCommand = unitsOf(FACTION).find((u) => u.highCommand)!;
const troop = unitsOf(FACTION).find((u) => !u.highCommand && u.pointsCost > 0 && u.availability >= 2)!;

test.describe('community lists', () => {
  test('a player posts a tournament list; a guest finds it, opens it in the builder, and browses offline', async ({ page, browser }) => {
    const name = `Community list ${Date.now()}`;
    await new AccountPage(page).signInAs('player');
    const community = new CommunityPage(page);
    await community.builder.goto();
    await community.builder.chooseFaction(FACTION);

    // Validations, in order: no name, then no units.
    await community.openPostDialog();
    await community.share();
    await community.expectProblem('nameRequired');
    await community.dialog.getByTestId('post-name').fill(name);
    await community.share();
    await community.expectProblem('emptyList');
    await community.closeDialog();

    // Build the list; the form draft (the name typed above) comes back on reopen.
    await community.builder.add(highCommand);
    await community.builder.add(troop, 2);
    await community.openPostDialog();
    await expect(community.dialog.getByTestId('post-name')).toHaveValue(name);
    await expect(community.dialog.getByTestId('post-faction')).not.toHaveValue('');
    const totals = expectedTotals([
      [highCommand, 1],
      [troop, 2],
    ]);
    await expect(community.dialog.getByTestId('post-total-points')).toHaveText(ct('post.totalPoints', { points: totals.points }));
    await expect(community.dialog.getByTestId('post-command-points')).toHaveText(ct('post.commandPoints', { command: totals.command }));
    await expect(community.dialog.getByTestId('post-composition').locator('tbody tr')).toHaveCount(2);
    // High command first, marked HC, and chosen automatically.
    const firstPicture = community.dialog.getByTestId('post-picture').first();
    await expect(firstPicture).toContainText(ct('post.highCommandMark'));
    await expect(firstPicture).toHaveAttribute('aria-checked', 'true');

    // A custom picture must be a non-blank https: URL.
    await community.dialog.getByTestId('post-add-image').click();
    await expect(community.dialog.getByTestId('post-image-error')).toHaveText(ct('validation.imageBlank'));
    await community.dialog.getByTestId('post-custom-image').fill('http://example.com/a.jpg');
    await community.dialog.getByTestId('post-add-image').click();
    await expect(community.dialog.getByTestId('post-image-error')).toHaveText(ct('validation.imageInvalid'));

    await expect(community.dialog.getByTestId('post-tournament-name')).toHaveCount(0);
    await community.dialog.getByTestId('post-type-tournament').check();
    await community.dialog.getByTestId('post-tournament-name').fill('Spring Cup');
    await community.dialog.getByTestId('post-description').fill('Shield wall and a warlord.');
    await community.share();
    await expect(community.dialog).toBeHidden();
    await expect(community.builder.toast(ct('toast.shared.title'))).toContainText(ct('toast.shared.text'));

    await community.gotoBrowse();
    const mine = community.card(name);
    await expect(mine).toBeVisible();
    await expect(mine.getByTestId('community-list-tournament')).toContainText('Spring Cup');
    await expect(mine.getByTestId('community-list-points')).toHaveText(ct('browse.points', { points: totals.points }));

    // A guest on another device.
    const guestContext = await browser.newContext();
    try {
      const guest = new CommunityPage(await guestContext.newPage());
      await guest.gotoBrowse();
      const card = guest.card(name);
      await expect(card).toBeVisible({ timeout: 30_000 });
      await expect(card.getByTestId('community-list-description')).toHaveText('Shield wall and a warlord.');
      await guest.page.getByTestId('community-search').fill('shield wall');
      await expect(card).toBeVisible();
      await guest.page.getByTestId('community-search').fill('no such list anywhere');
      await expect(guest.page.getByTestId('community-empty')).toHaveText(ct('browse.emptyFiltered'));
      await guest.page.getByTestId('community-search').fill('');

      // Offline after one online visit: the list is still there.
      await waitForServiceWorker(guest.page);
      await guestContext.setOffline(true);
      await guest.page.reload();
      await expect(guest.card(name)).toBeVisible();
      await guestContext.setOffline(false);

      await guest.card(name).getByTestId('community-open').click();
      await expect(guest.page.getByTestId('builder')).toHaveAttribute('data-faction', FACTION);
      await expect(guest.page.getByTestId('current-list')).toContainText(name);
      await expect(guest.builder.totalPoints).toHaveText(String(totals.points));
    } finally {
      await guestContext.close();
    }
  });

  test('posting after the session ended in another tab asks the player to log in', async ({ page, context }) => {
    await new AccountPage(page).signInAs('player');
    const community = new CommunityPage(page);
    await community.builder.goto();
    await community.builder.add(unitsOf('northern-tribes').find((u) => !u.highCommand)!);
    await community.openPostDialog();
    await community.dialog.getByTestId('post-name').fill(`Signed out ${Date.now()}`);

    const other = new AccountPage(await context.newPage());
    await other.page.goto('/');
    await other.signOutFromMenu();
    await other.page.close();

    await community.share();
    await community.expectProblem('authRequired');
  });
});
