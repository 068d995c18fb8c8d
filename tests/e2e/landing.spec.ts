import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectScreenTitle, waitForServiceWorker } from './support/app';
import { BuilderPage, unitsOf } from './support/builderPage';
import { LandingPage, lt, signInAsAdmin } from './support/landingPage';
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

const news = JSON.parse(readFileSync('supabase/seed/content/news.json', 'utf8')) as Array<{ date: string }>;
const newestDate = [...news].map((n) => n.date).sort().at(-1)!;
/** "2026-11-20" → "11/20/26", as the header shows it. */
const headerDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y!.slice(2)}`;
};

test.describe('landing page', () => {
  test('a guest sees the hero, the news of the seed and the guest buttons only', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expectScreenTitle(page, 'screens.landing');
    await expect(page.getByTestId('latest-version')).toHaveText(lt('hero.version', { version: '0.6.4' }));
    await expect(page.getByTestId('user-count')).toHaveText(lt('hero.users_other', { count: 470 }));
    await expect(landing.news.getByRole('heading', { name: lt('news.asOf', { date: headerDate(newestDate) }) })).toBeVisible();
    await expect(landing.news.getByTestId('news-latest').locator('.news-date')).toBeVisible();

    for (const key of ['actions.startBuilding', 'actions.browseLists', 'actions.rulesFaq', 'actions.login']) {
      await expect(landing.action(key)).toBeVisible();
    }
    await expect(page.getByTestId('landing-play')).toHaveCount(0);
    await expect(page.getByTestId('landing-admin')).toHaveCount(0);
    await expect(page.getByTestId('landing-sign-out')).toHaveCount(0);
    await expect(landing.banner).toHaveCount(0);
    await expect(page.getByTestId('feedback-link')).toHaveAttribute('href', /^mailto:.+@.+/);

    await landing.action('actions.rulesFaq').click();
    await expect(page).toHaveURL(/\/rules$/);
    await page.goBack();
    await landing.action('actions.startBuilding').click();
    await expect(page).toHaveURL(/\/builder$/);
  });

  test('the archive lists every item newest first, and the changelog shows the raw text', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    const archive = await landing.openArchive();
    const dates = archive.locator('.archive-date');
    await expect(dates).toHaveCount(news.length);
    await expect(dates.first()).toHaveText(new Date(`${newestDate}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' }));
    const isoDates = await dates.evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(isoDates).toEqual([...isoDates].sort().reverse());
    await page.keyboard.press('Escape');
    await expect(archive).toBeHidden();

    const changelog = await landing.openChangelog();
    await expect(changelog.getByTestId('changelog-text')).toContainText('## [0.6.4]');
    await expect(changelog.getByTestId('changelog-text')).toContainText('# Changelog');
  });

  test('the changelog dialog says so when the file cannot be loaded', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await page.route('**/CHANGELOG.md?*', (route) => route.fulfill({ status: 500, body: 'nope' }));
    const changelog = await landing.openChangelog();
    await expect(changelog.getByTestId('changelog-text')).toHaveText(`${lt('changelog.failedHeading')}\n\n${lt('changelog.failed')}`);
  });

  test('Clear Cache asks first, reloads, and keeps every saved list', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    const [unit] = unitsOf('northern-tribes');
    await builder.add(unit!);
    await builder.nameList('Keep Me');
    await builder.saveLocally();
    // The save is committed once the saved-lists panel shows it; leaving earlier would
    // abandon the write in flight.
    await expect(builder.savedList('Keep Me')).toBeVisible();

    const landing = new LandingPage(page);
    await landing.goto();
    await expect.poll(() => landing.storedListNames()).toContain('Keep Me');
    await page.evaluate(() => {
      localStorage.setItem('prod_armyLists', JSON.stringify([{ name: 'Legacy list', faction: 'syenann', units: [] }]));
      localStorage.setItem('prod_query-cache-units', '[]');
      localStorage.setItem('prod_language', 'en');
    });
    await expect(page.getByTestId('cache-health')).toHaveText(lt('cache.good'));

    // Cancel leaves everything alone.
    await page.getByRole('button', { name: lt('cache.clear') }).click();
    await page.getByTestId('clear-cache-dialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await page.evaluate(() => localStorage.getItem('prod_query-cache-units'))).toBe('[]');

    const reloaded = page.waitForEvent('load');
    await landing.clearCache();
    await expect(page.getByText(lt('toast.clearing'))).toBeVisible();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: lt('hero.welcome') })).toBeVisible();

    expect(await landing.storedListNames()).toContain('Keep Me');
    expect(await page.evaluate(() => localStorage.getItem('prod_armyLists'))).toContain('Legacy list');
    expect(await page.evaluate(() => localStorage.getItem('prod_language'))).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('prod_query-cache-units'))).toBeNull();

    await builder.goto();
    await expect(page.getByText('Keep Me').first()).toBeVisible();
  });

  test('the demo admin sees play, admin and sign-out, and the failed-deployment banner', async ({ page }) => {
    // A failed deployment of our site, recorded now as the deploy hook would (service role):
    // the seed's own alerts may have been acknowledged by the admin tests of the same run.
    const recorded = await fetch(`http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}/rest/v1/deployments`, {
      method: 'POST',
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${DEV_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'error', site_name: 'warcrow-companion', deploy_url: 'https://example.test/deploys/landing', created_at: new Date().toISOString() }),
    });
    expect(recorded.ok).toBe(true);
    await signInAsAdmin(page);
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page.getByTestId('landing-play')).toBeVisible();
    await expect(page.getByTestId('landing-admin')).toHaveAttribute('href', '/admin');
    await expect(page.getByTestId('landing-login')).toHaveCount(0);
    await expect(landing.banner).toBeVisible({ timeout: 20_000 });
    await expect(landing.banner).toContainText(lt('banner.title'));
    await expect(landing.banner).toContainText(lt('banner.issues'));
    await expect(landing.banner).toContainText(lt('banner.checkStatus'));
    await expect(landing.banner).not.toContainText(lt('banner.notified'));
    const link = landing.banner.getByRole('link', { name: lt('banner.details') });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);

    // The home page's Sign out asks the shared-device question like the menu's (issue 13).
    await page.getByTestId('landing-sign-out').click();
    await expect(page.getByTestId('sign-out-dialog')).toBeVisible();
    await page.getByTestId('sign-out-confirm').click();
    await expect(page.getByTestId('landing-login')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(landing.banner).toHaveCount(0);
  });

  test('after one online visit everything works offline', async ({ page, context }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await waitForServiceWorker(page);
    await expect(landing.news.getByTestId('news-latest')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: lt('hero.welcome') })).toBeVisible();
      await expect(landing.news.getByRole('heading', { name: lt('news.asOf', { date: headerDate(newestDate) }) })).toBeVisible();
      await expect(page.getByTestId('latest-version')).toHaveText(lt('hero.version', { version: '0.6.4' }));

      const archive = await landing.openArchive();
      await expect(archive.locator('.archive-item')).toHaveCount(news.length);
      // The one HTML item renders through the sanitiser chunk, also offline.
      await expect(archive.locator('.news-html').first()).toBeVisible();
      await page.keyboard.press('Escape');

      const changelog = await landing.openChangelog();
      await expect(changelog.getByTestId('changelog-text')).toContainText('## [0.6.4]');
      await page.keyboard.press('Escape');

      await page.getByTestId('news-refresh').click();
      await expect(page.getByText(lt('news.refreshed'))).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
