import { expect, test } from '@playwright/test';
import { enText } from './support/app';
import { countAppStore, putInAppStore } from './support/appDatabase';

// Issue 13 item 4, on the screen: a news item stored on the device as received (before the
// pull sanitised news, or written some other way) is sanitised again when shown, and the
// change is logged once, not on every render.
const HOSTILE = '<p>Venue news at nine</p><img src="x" onerror="window.__newsPwned = 1"><a href="/\\evil.example/x">odd link</a>';
const LOGGED = 'A stored news item changed when it was sanitised for the screen';


test('a stored news item is sanitised when shown and its change logged once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByTestId('news-latest')).toBeVisible({ timeout: 20_000 });
  // A first visit shows the bundled news at once; the item is stored once the seed is in.
  await expect.poll(() => countAppStore(page, 'news'), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await putInAppStore(page, 'news', { id: 'news-hostile', date: '2031-01-02', translation_key: null, content_en: HOSTILE, content_es: null, content_fr: null, updated_at: '2031-01-02T00:00:00Z' })).toBe(1);

  await page.reload();
  const latest = page.getByTestId('news-latest');
  await expect(latest).toContainText('Venue news at nine');
  await expect(latest.locator('img')).toHaveCount(0);
  await expect(latest.getByText('odd link')).not.toHaveAttribute('href', /.*/);
  expect(await page.evaluate(() => (window as { __newsPwned?: number }).__newsPwned)).toBeUndefined();

  // Shown again in the same visit (another screen and back): no second log line.
  await page.getByRole('navigation', { name: enText('nav.mainNavigation') }).getByRole('link', { name: enText('nav.browseLists') }).click();
  await expect(page).toHaveURL(/\/community-lists$/);
  await expect(latest).toHaveCount(0);
  await page.goBack();
  await expect(latest).toContainText('Venue news at nine');
  await expect.poll(() => warnings.filter((w) => w.includes(LOGGED)).length).toBe(1);
  expect(warnings.filter((w) => w.includes(LOGGED))).toHaveLength(1);
});
