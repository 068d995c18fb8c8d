import { expect, type Locator, type Page } from '@playwright/test';
import enAuth from '../../../src/i18n/locales/en/auth.json' with { type: 'json' };
import { enText } from './app';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@warcrow.local', password: 'WarcrowAdmin1!' },
  tester: { email: 'tester@warcrow.local', password: 'WarcrowTester1!' },
  player: { email: 'player@warcrow.local', password: 'WarcrowPlayer1!' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Resolve a dotted key in the English auth namespace. */
export function authText(key: string, params: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enAuth);
  if (typeof value !== 'string') throw new Error(`No English auth text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Intent-level steps for signing in and out, and for what each role sees. */
export class AccountPage {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.locator('main');
  }

  get menu(): Locator {
    return this.page.getByTestId('menu-sheet');
  }

  async gotoLogin(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByTestId('login-screen')).toBeVisible();
  }

  private async fillCredentials(form: Locator, email: string, password: string): Promise<void> {
    await form.getByLabel(authText('fields.email')).fill(email);
    await form.getByLabel(authText('fields.password')).fill(password);
  }

  /** Submit the sign-in form (does not wait for the outcome). */
  async submitSignIn(email: string, password: string): Promise<void> {
    const form = this.page.getByTestId('signIn-form');
    await this.fillCredentials(form, email, password);
    await form.getByRole('button', { name: authText('signIn.submit') }).click();
  }

  /** Sign in as a demo account from /login and wait until the app knows it. */
  async signInAs(account: DemoAccount, query = ''): Promise<void> {
    await this.gotoLogin(query);
    const { email, password } = DEMO_ACCOUNTS[account];
    await this.submitSignIn(email, password);
    await expect(this.page.getByTestId('login-screen')).toHaveCount(0);
  }

  async submitSignUp(email: string, password: string): Promise<void> {
    await this.main.getByRole('button', { name: authText('tabs.signUp'), exact: true }).click();
    const form = this.page.getByTestId('signUp-form');
    await this.fillCredentials(form, email, password);
    await form.getByRole('button', { name: authText('signUp.submit') }).click();
  }

  async openMenu(): Promise<Locator> {
    await this.page.getByTestId('menu-button').click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.menu).toBeHidden();
  }

  /** The menu offers Sign out (signed in) or Sign in (guest). */
  async expectSignedIn(): Promise<void> {
    const menu = await this.openMenu();
    await expect(menu.getByRole('button', { name: enText('nav.signOut') })).toBeVisible();
    await this.closeMenu();
  }

  async expectGuest(): Promise<void> {
    const menu = await this.openMenu();
    await expect(menu.getByRole('link', { name: enText('nav.signIn') })).toBeVisible();
    await expect(menu.getByRole('button', { name: enText('nav.signOut') })).toHaveCount(0);
    await this.closeMenu();
  }

  /** Sign out from the menu; the dialog (issue 13 item 2) keeps the lists unless `removeLists`. */
  async signOutFromMenu({ removeLists = false }: { removeLists?: boolean } = {}): Promise<void> {
    const menu = await this.openMenu();
    await menu.getByRole('button', { name: enText('nav.signOut') }).click();
    const dialog = this.page.getByTestId('sign-out-dialog');
    await expect(dialog).toBeVisible();
    if (removeLists) await dialog.getByTestId('sign-out-remove').check();
    await dialog.getByTestId('sign-out-confirm').click();
    await expect(this.page.getByText(enText('auth.signedOut'))).toBeVisible();
    // No toast from before still says "Signed in as …".
    await expect(this.page.getByTestId('toast').filter({ hasText: enAuth.toast.signedIn.split('{{')[0]! })).toHaveCount(0);
  }

  adminGroup(): Locator {
    return this.menu.getByTestId('admin-functions');
  }

  async clickPlay(): Promise<void> {
    await this.page.getByRole('navigation', { name: enText('nav.mainNavigation') }).getByRole('link', { name: enText('nav.play') }).click();
  }
}
