import { expect, test } from '@playwright/test';
import { AccountPage, authText, DEMO_ACCOUNTS } from './support/accountPage';
import { enText, expectScreenTitle, waitForServiceWorker } from './support/app';

test.describe('accounts', () => {
  test('an admin sees the Admin Functions group and reaches the admin pages', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('admin');
    await expect(page).toHaveURL(/\/$/);
    const menu = await account.openMenu();
    const group = account.adminGroup();
    await expect(group.getByText(enText('nav.adminFunctions'))).toBeVisible();
    await expect(group.getByRole('link', { name: enText('nav.emailManagement') })).toBeVisible();
    await group.getByRole('link', { name: enText('nav.adminDashboard') }).click();
    await expect(menu).toBeHidden();
    await expectScreenTitle(page, 'screens.admin');
    await expect(page.getByRole('heading', { name: enText('screens.admin') })).toBeVisible();
    await expect(page.getByTestId('admins-only')).toHaveCount(0);
    await page.goto('/mail');
    await expect(page.getByRole('heading', { name: enText('screens.mail') })).toBeVisible();
  });

  test('a tester plays without the testers dialog and has no admin group', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('tester');
    await account.clickPlay();
    await expect(page).toHaveURL(/\/play$/);
    await expectScreenTitle(page, 'screens.play');
    await expect(page.getByTestId('testers-dialog')).toBeHidden();
    await account.openMenu();
    await expect(account.adminGroup()).toHaveCount(0);
  });

  test('a player gets the testers dialog for Play, no admin group, and "admins only" on admin pages', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('player');
    await account.clickPlay();
    await expect(page.getByTestId('testers-dialog').getByText(enText('testers.notice'))).toBeVisible();
    await page.getByTestId('testers-dialog').getByRole('button', { name: enText('actions.cancel') }).click();
    await account.openMenu();
    await expect(account.adminGroup()).toHaveCount(0);
    await account.closeMenu();
    await page.goto('/admin');
    await expectScreenTitle(page, 'screens.admin');
    await expect(page.getByTestId('admins-only').getByText(authText('gate.adminsOnly'))).toBeVisible();
    // A game's address: the game screen reads it before the gate has decided, and still shows only the notice.
    await page.goto('/game?g=00000000-0000-4000-8000-000000000000');
    await expect(page.getByTestId('play-testers-only').getByText(enText('testers.notice'))).toBeVisible();
    await expect(page.getByTestId('play-not-found')).toHaveCount(0);
  });

  test('the profile shows the public id, email and sync status', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('player');
    await page.goto('/profile');
    await expectScreenTitle(page, 'screens.profile');
    await expect(page.getByTestId('profile-email')).toHaveText(DEMO_ACCOUNTS.player.email);
    await expect(page.getByTestId('profile-public-id')).toHaveText(/^[0-9a-f-]{8}$/);
    await expect(page.getByTestId('sync-pending')).toBeVisible();
  });

  test('a guest is sent from /activity to sign in, and comes back after', async ({ page }) => {
    const account = new AccountPage(page);
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/login\?redirect=%2Factivity$/);
    await expectScreenTitle(page, 'screens.login');
    await account.submitSignIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    await expect(page).toHaveURL(/\/activity$/);
    await expectScreenTitle(page, 'screens.activity');
  });

  test('a redirect to another site is ignored after sign-in', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('player', '?redirect=%2F%2Fevil.example%2Fx');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test('a wrong password shows an error and stays signed out', async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoLogin();
    await account.submitSignIn(DEMO_ACCOUNTS.player.email, 'not-the-password');
    await expect(page.getByTestId('auth-error')).toHaveText(authText('errors.invalidCredentials'));
    await account.expectGuest();
  });

  test('signing up with a weak password lists the reasons; a good one signs in', async ({ page }) => {
    const account = new AccountPage(page);
    await account.gotoLogin();
    const email = `new-player-${Date.now()}@warcrow.local`;
    await account.submitSignUp(email, 'short');
    const error = page.getByTestId('auth-error');
    await expect(error.getByText(authText('errors.weakPassword'))).toBeVisible();
    await expect(error.getByTestId('weak-password-reasons').getByText(authText('errors.weakReasons.length'))).toBeVisible();
    // Long enough but one of the most common passwords: refused too (issue 15).
    await page.getByTestId('signUp-form').getByLabel(authText('fields.password')).fill('password1234');
    await page.getByTestId('signUp-form').getByRole('button', { name: authText('signUp.submit') }).click();
    await expect(error.getByTestId('weak-password-reasons').getByText(authText('errors.weakReasons.pwned'))).toBeVisible();
    await expect(error.getByTestId('weak-password-reasons').getByText(authText('errors.weakReasons.length'))).toHaveCount(0);

    await page.getByTestId('signUp-form').getByLabel(authText('fields.password')).fill('Tabletop-Venue-42');
    await page.getByTestId('signUp-form').getByRole('button', { name: authText('signUp.submit') }).click();
    await expect(page).toHaveURL(/\/$/);
    await account.expectSignedIn();
  });

  test('signing out in one tab signs out the other', async ({ context }) => {
    const first = new AccountPage(await context.newPage());
    await first.signInAs('player');
    const second = new AccountPage(await context.newPage());
    await second.page.goto('/profile');
    await expect(second.page.getByTestId('profile-email')).toHaveText(DEMO_ACCOUNTS.player.email);

    await first.signOutFromMenu();
    await expect(first.page).toHaveURL(/\/login$/);
    await expect(second.page.getByTestId('profile-guest')).toBeVisible();
    await second.expectGuest();
  });

  test('signed in, then offline: a reload still shows the account signed in', async ({ page, context }) => {
    const account = new AccountPage(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    await account.signInAs('admin');
    await page.goto('/profile');
    await expect(page.getByTestId('profile-email')).toHaveText(DEMO_ACCOUNTS.admin.email);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('offline-pill')).toBeVisible();
      await expect(page.getByTestId('profile-email')).toHaveText(DEMO_ACCOUNTS.admin.email);
      await account.openMenu();
      await expect(account.adminGroup()).toBeVisible();
      await expect(account.menu.getByRole('button', { name: enText('nav.signOut') })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
