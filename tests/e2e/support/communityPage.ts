/**
 * Page object for the community: the builder's Post to Community dialog and Browse Lists
 * (/community-lists). Texts come from the English community namespace.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import enCommunity from '../../../src/i18n/locales/en/community.json' with { type: 'json' };
import { BuilderPage } from './builderPage';

/** English text of the community namespace, with {{x}} filled in. */
export function ct(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enCommunity);
  if (typeof value !== 'string') throw new Error(`No English community text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

export class CommunityPage {
  readonly builder: BuilderPage;

  constructor(readonly page: Page) {
    this.builder = new BuilderPage(page);
  }

  get dialog(): Locator {
    return this.page.getByTestId('post-dialog');
  }

  async openPostDialog(): Promise<void> {
    await this.page.getByTestId('post-button').click();
    await expect(this.dialog.getByRole('heading', { name: ct('post.title') })).toBeVisible();
  }

  async share(): Promise<void> {
    await this.dialog.getByTestId('post-share').click();
  }

  async expectProblem(kind: 'authRequired' | 'nameRequired' | 'emptyList'): Promise<void> {
    const problem = this.dialog.getByTestId('post-problem');
    await expect(problem).toContainText(ct(`validation.${kind}.title`));
    await expect(problem).toContainText(ct(`validation.${kind}.text`));
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: ct('post.cancel') }).click();
    await expect(this.dialog).toBeHidden();
  }

  async gotoBrowse(): Promise<void> {
    await this.page.goto('/community-lists');
    await expect(this.page.getByTestId('community-lists')).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByTestId('community-list').filter({ has: this.page.getByTestId('community-list-name').getByText(name, { exact: true }) });
  }
}
