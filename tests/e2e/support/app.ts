import { expect, type Page } from '@playwright/test';
import en from '../../../src/i18n/locales/en/common.json' with { type: 'json' };

export const enCommon = en;

/** Resolve a dotted key in the English common namespace. */
export function enText(key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`);
  return value;
}

/** Wait until a service worker controls the page (after the first online visit). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 30_000 });
}

/** The title the screen sets: "<screen> · Warcrow Companion". */
export async function expectScreenTitle(page: Page, titleKey: string): Promise<void> {
  await expect(page).toHaveTitle(`${enText(titleKey)} · ${enText('app.name')}`);
}
