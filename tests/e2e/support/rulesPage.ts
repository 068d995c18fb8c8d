/** Page object for the Rules and FAQ screens and their unified search. */
import { expect, type Locator, type Page } from '@playwright/test';
import enRules from '../../../src/i18n/locales/en/rules.json' with { type: 'json' };

export function rt(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enRules);
  if (typeof value !== 'string') throw new Error(`No English text for rules:${key}`);
  return value;
}

export class RulesPage {
  constructor(readonly page: Page) {}

  async goto(path = '/rules'): Promise<void> {
    await this.page.goto(path);
    await expect(this.searchBox).toBeVisible();
  }

  get searchBox(): Locator {
    return this.page.getByTestId('unified-search');
  }

  get results(): Locator {
    return this.page.getByTestId('search-result');
  }

  tab(which: 'rules' | 'faq'): Locator {
    return this.page.getByTestId(`tab-${which}`);
  }

  async search(term: string): Promise<void> {
    await this.searchBox.fill(term);
  }

  /** The marked (highlighted) parts of the results. */
  get marks(): Locator {
    return this.page.getByTestId('search-results').locator('mark');
  }
}
