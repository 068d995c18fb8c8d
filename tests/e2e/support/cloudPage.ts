/**
 * Page object for cloud saving: the builder's Save to Cloud control and the sync status on
 * /profile. Texts come from the English locale files.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import enProfile from '../../../src/i18n/locales/en/profile.json' with { type: 'json' };
import { BuilderPage, bt, unitsOf } from './builderPage';

/** English text of the profile namespace, with {{x}} filled in. */
export function pt(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enProfile);
  if (typeof value !== 'string') throw new Error(`No English profile text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

export class CloudPage {
  readonly builder: BuilderPage;

  constructor(readonly page: Page) {
    this.builder = new BuilderPage(page);
  }

  /** Build a small list of the default faction and give it a name. */
  async buildList(name: string): Promise<void> {
    // No High Command units: a second one would open the High Command dialog.
    const [first, second] = unitsOf('northern-tribes').filter((u) => !u.highCommand);
    await this.builder.add(first!);
    await this.builder.add(second!);
    await this.builder.nameList(name);
  }

  async saveToCloud(): Promise<void> {
    const button = this.page.getByTestId('cloud-save');
    await expect(button).toBeEnabled();
    await button.click();
  }

  cloudSavedToast(): Locator {
    return this.builder.toast(bt('toast.cloudSaved'));
  }

  /** A Save to Cloud made offline: saved on this device and queued, not said to be in the cloud. */
  cloudQueuedToast(): Locator {
    return this.builder.toast(bt('toast.cloudQueuedTitle'));
  }

  async openProfile(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.page.getByTestId('profile-sync')).toBeVisible();
  }

  pending(): Locator {
    return this.page.getByTestId('sync-pending');
  }

  async expectAllSynced(): Promise<void> {
    await expect(this.pending()).toHaveText(pt('sync.allSynced'), { timeout: 30_000 });
  }

  async expectPending(count: number): Promise<void> {
    await expect(this.pending()).toHaveText(pt(count === 1 ? 'sync.pending_one' : 'sync.pending_other', { count }));
  }

  /** The saved-lists panel shows the list (pulled from the cloud on a new device). */
  async expectSavedList(name: string): Promise<void> {
    await expect(this.builder.savedList(name)).toBeVisible({ timeout: 30_000 });
  }
}
