/**
 * Page object for the landing page: its buttons, news, dialogs, cache card and the admin
 * banner. English texts come from the landing namespace.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import enLanding from '../../../src/i18n/locales/en/landing.json' with { type: 'json' };

/** English text of the landing namespace, with {{x}} filled in. */
export function lt(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enLanding);
  if (typeof value !== 'string') throw new Error(`No English text for landing:${key}`);
  // "{{count, number}}" too: the English number format.
  return value.replace(/\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}/g, (_, k: string, number?: string) => {
    const v = params[k];
    return number && typeof v === 'number' ? new Intl.NumberFormat('en').format(v) : String(v ?? '');
  });
}

export const DB_NAME = 'warcrow-local';

export class LandingPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1, name: lt('hero.welcome') })).toBeVisible();
  }

  get actions(): Locator {
    return this.page.getByTestId('landing-actions');
  }

  action(key: string): Locator {
    return this.actions.getByRole('link', { name: lt(key), exact: true });
  }

  get news(): Locator {
    return this.page.getByTestId('news-section');
  }

  get banner(): Locator {
    return this.page.getByTestId('build-failure-banner');
  }

  async openArchive(): Promise<Locator> {
    await this.news.getByRole('button', { name: lt('news.viewArchive') }).click();
    const dialog = this.page.getByTestId('archive-dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openChangelog(): Promise<Locator> {
    await this.page.getByTestId('open-changelog').click();
    const dialog = this.page.getByTestId('changelog-dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async clearCache(): Promise<void> {
    await this.page.getByRole('button', { name: lt('cache.clear') }).click();
    const dialog = this.page.getByTestId('clear-cache-dialog');
    await expect(dialog.getByText(lt('cache.confirmText'))).toBeVisible();
    await dialog.getByRole('button', { name: lt('cache.confirm') }).click();
  }

  /** Names of the lists in the app's IndexedDB 'lists' store, read with the raw API. */
  async storedListNames(): Promise<string[]> {
    return this.page.evaluate(
      (dbName) =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open(dbName);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const request = db.transaction('lists', 'readonly').objectStore('lists').getAll();
            request.onsuccess = () => {
              resolve((request.result as Array<{ name: string }>).map((l) => l.name).sort());
              db.close();
            };
            request.onerror = () => reject(request.error);
          };
        }),
      DB_NAME,
    );
  }
}

/** Signs in through the login screen with the demo admin account. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill('admin@warcrow.local');
  await page.locator('#login-password').fill('WarcrowAdmin1!');
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}
