import { expect, test } from '@playwright/test';
import { ROUTE_SAMPLES } from '../../src/app/routeSamples';
import { enText, expectScreenTitle, waitForServiceWorker } from './support/app';

test.describe('app shell', () => {
  test('every route of the spec renders its screen inside the shell', async ({ page }) => {
    for (const { path, titleKey, guestTitleKey } of ROUTE_SAMPLES) {
      await page.goto(path);
      await expectScreenTitle(page, guestTitleKey ?? titleKey);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByRole('heading', { name: enText('errors.notFoundTitle') })).toBeVisible();
    await page.getByRole('link', { name: enText('errors.goHome') }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('footer links reach the legal and about pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: enText('footer.terms') }).click();
    await expectScreenTitle(page, 'screens.terms');
    await footer.getByRole('link', { name: enText('footer.privacy') }).click();
    await expectScreenTitle(page, 'screens.privacy');
    await footer.getByRole('link', { name: enText('footer.about') }).click();
    await expectScreenTitle(page, 'screens.about');
  });

  test('the language choice survives a reload, and a bad stored value becomes English', async ({ page }) => {
    await page.goto('/rules');
    await page.getByTestId('language-switcher').selectOption('es');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ver listas' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('language-switcher')).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByTestId('language-switcher').selectOption('fr');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Parcourir les listes' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('prod_language', 'klingon'));
    await page.reload();
    await expect(page.getByTestId('language-switcher')).toHaveValue('en');
    expect(await page.evaluate(() => localStorage.getItem('prod_language'))).toBe('en');
  });

  test('Build, Browse Lists and Play are inline on wide screens and in the menu below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: enText('nav.mainNavigation') });
    await expect(nav.getByRole('link', { name: enText('nav.build') })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: enText('nav.openMenu') }).click();
    const menu = page.getByTestId('menu-sheet');
    await expect(menu.getByRole('link', { name: enText('nav.build') })).toBeVisible();
    for (const key of ['nav.profile', 'nav.rules', 'nav.faq', 'nav.supportUs']) {
      await expect(menu.getByRole('link', { name: enText(key) })).toBeVisible();
    }
    // Guests see no admin group.
    await expect(menu.getByText(enText('nav.adminFunctions'))).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('a guest who tries Play gets the testers-only dialog with a cancel button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: enText('nav.mainNavigation') }).getByRole('link', { name: enText('nav.play') }).click();
    const dialog = page.getByTestId('testers-dialog');
    await expect(dialog.getByText(enText('testers.notice'))).toBeVisible();
    await dialog.getByRole('button', { name: enText('actions.cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('on a phone, the first-visit notice sits below the top bar and never covers it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/builder');
  await waitForServiceWorker(page);
  const toast = page.getByText(enText('update.offlineReady'));
  await expect(toast).toBeVisible();
  const bar = await page.getByRole('banner').boundingBox();
  const notice = await toast.boundingBox();
  expect(bar && notice).toBeTruthy();
  expect(notice!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  // The menu button in the bar can still be pressed while the notice shows.
  await page.getByRole('banner').getByRole('button').last().click({ trial: true });
});

test.describe('offline', () => {
  test('after one online visit every route opens offline from the service worker', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByText(enText('update.offlineReady'))).toBeVisible();
    await context.setOffline(true);
    for (const { path, titleKey, guestTitleKey } of ROUTE_SAMPLES) {
      await page.goto(path);
      await expectScreenTitle(page, guestTitleKey ?? titleKey);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await expect(page.getByTestId('offline-pill')).toBeVisible();
    await page.reload();
    await expectScreenTitle(page, ROUTE_SAMPLES[ROUTE_SAMPLES.length - 1]!.titleKey);
    // An unknown path offline still gets the shell's not-found page, not the browser's error.
    await page.goto('/offline/unknown');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await context.setOffline(false);
  });
});
