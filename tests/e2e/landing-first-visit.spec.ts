/**
 * Issue 12: on a phone that has never seen the app, the home page's news shows from the bundle
 * while the sync worker is still writing the seed (it holds the same rows), instead of "Loading
 * news" until the seed is in. Proved by holding back the sync engine's code for the whole
 * context, so the worker cannot write the seed while the news is read. And a visit seeds only
 * what its screen reads: the news on the home page, the catalogue once the builder opens.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { encodeShareCode } from '../../src/domain/shareCode';
import { catalogue, unitNamed } from './support/builderPage';
import { countAppStore, readAppStore } from './support/appDatabase';
import { enText, waitForServiceWorker } from './support/app';
import { DB_NAME, LandingPage, lt } from './support/landingPage';
import { AccountPage } from './support/accountPage';

const news = JSON.parse(readFileSync('supabase/seed/content/news.json', 'utf8')) as Array<{ id: string; date: string; content_en: string }>;
const newest = [...news].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1))[0]!;
/** Sums the page's layout shifts (not caused by input) into window.__shift, from the first byte. */
const RECORD_SHIFTS = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** "2026-11-20" → "11/20/26", as the header shows it. */
const headerDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y!.slice(2)}`;
};

test('a first visit shows the bundled news while the local database is still being seeded', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The sync engine's code never arrives: the worker cannot write the news seed.
  let heldBack = 0;
  await context.route(/\/assets\/engine-[^/]+\.js$/, () => {
    heldBack += 1;
  });
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.news.getByRole('heading', { name: lt('news.asOf', { date: headerDate(newest.date) }) })).toBeVisible();
  await expect(landing.news.getByTestId('news-latest')).toContainText(newest.content_en.slice(0, 60));
  // The worker starts after the first paint: wait until it asks for the held file.
  await expect.poll(() => heldBack).toBeGreaterThan(0);
  // Still shown, and nothing was seeded: the news came from the bundle alone.
  await expect(landing.news.getByTestId('news-latest')).toContainText(newest.content_en.slice(0, 60));
  const stored = await countAppStore(page, 'news');
  expect(stored).toBe(0);
});

test('a visit seeds only what its screen reads: the news on the home page, the catalogue once the builder opens, its terms at the next start', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The context sees the sync worker's requests too (not the service worker's precache, which
  // fetches every file once the page is idle so that any screen works offline).
  const seedFiles: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    const file = /\/assets\/(catalogue|special-rules|terms-en|terms-es|terms-fr|rules-sections|missions)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (file) seedFiles.push(file[1]!);
  });
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.news.getByTestId('news-latest')).toContainText(newest.content_en.slice(0, 60));
  // The worker has written the news seed…
  await expect.poll(() => countAppStore(page, 'news')).toBe(news.length);
  // …and nothing the home page does not show.
  expect(seedFiles).toEqual([]);
  expect(await countAppStore(page, 'units')).toBe(0);
  expect(await countAppStore(page, 'specialRules')).toBe(0);

  await page.getByRole('link', { name: lt('actions.startBuilding') }).click();
  await expect(page.getByTestId('unit-card').first()).toBeVisible();
  await expect.poll(() => countAppStore(page, 'units')).toBe(catalogue.units.length);
  // The unit cards name their terms from the bundled English texts alone, not the seed's file
  // of all three languages (the page draws the units from the bundled catalogue while the worker
  // writes the same file to the database: each loads it)…
  expect([...new Set(seedFiles)].sort()).toEqual(['catalogue', 'terms-en']);
  expect(await countAppStore(page, 'specialRules')).toBe(0);
  // Rules, FAQ and missions still wait for a screen that reads them.
  expect(await countAppStore(page, 'rulesSections')).toBe(0);

  // …and the sync worker's next start, on this device that now holds the catalogue, writes them.
  await page.reload();
  await expect(page.getByTestId('unit-card').first()).toBeVisible();
  await expect.poll(() => countAppStore(page, 'specialRules')).toBeGreaterThan(0);
  expect(seedFiles).toContain('special-rules');
});

test("a guest's home page and sync never download the account's half of the engine or the saved lists' repository; an account's sync does", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's and the sync worker's own downloads (not the service worker's precache).
  const engineFiles: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) return;
    const file = /\/assets\/(engine|account|games|lists)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (file) engineFiles.push(file[1]!);
  });
  const status = async () => {
    const rows = await readAppStore<{ key: string; value: { phase: string; lastSuccessAt: string | null; lastError: string | null } }>(page, 'syncState');
    return rows.find((row) => row.key === 'status')?.value ?? null;
  };
  const lastSuccess = async () => (await status())?.lastSuccessAt ?? null;
  const landing = new LandingPage(page);
  await landing.goto();
  // The guest's first run has pulled the content and recorded its success…
  await expect.poll(lastSuccess, { timeout: 20_000 }).not.toBeNull();
  expect(engineFiles).toContain('engine');
  // …without the push and pull of an account's lists and games.
  expect(engineFiles).not.toContain('account');
  expect(engineFiles).not.toContain('games');
  // Nor, on the page or in the worker, the saved lists' repository (the builder's).
  expect(engineFiles).not.toContain('lists');

  const guestRun = await lastSuccess();
  await new AccountPage(page).signInAs('player');
  // Signing in starts a run for the account, which loads its half (a run is never two at once)…
  await expect.poll(() => engineFiles.includes('account'), { timeout: 20_000 }).toBe(true);
  // (requested once the account file is read: it imports the lists' repository)
  await expect.poll(() => engineFiles.includes('lists'), { timeout: 10_000 }).toBe(true);
  // …and that run ends in success.
  await expect
    .poll(async () => {
      const now = await status();
      return now?.phase === 'idle' && now.lastSuccessAt !== guestRun && now.lastError === null;
    }, { timeout: 20_000 })
    .toBe(true);
});

test('after one online visit to the home page only, the builder and the rules work offline: their seed is written from the precache', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const landing = new LandingPage(page);
  await landing.goto();
  await waitForServiceWorker(page);
  await expect(page.getByText(enText('update.offlineReady'))).toBeVisible();
  await expect.poll(() => countAppStore(page, 'news')).toBe(news.length);
  expect(await countAppStore(page, 'units')).toBe(0);
  await context.setOffline(true);
  try {
    // The worker that started online writes the catalogue.
    await page.getByRole('link', { name: lt('actions.startBuilding') }).click();
    await expect(page.getByTestId('unit-card').first()).toBeVisible();
    await expect.poll(() => countAppStore(page, 'units')).toBe(catalogue.units.length);
    // A page (and a worker) started offline writes the rules.
    await page.goto('/rules');
    await expect(page.getByTestId('rules-section').first()).toBeAttached();
    await expect.poll(() => countAppStore(page, 'rulesSections')).toBeGreaterThan(0);
  } finally {
    await context.setOffline(false);
  }
});

test('Report a problem on a first visit names the catalogue this build bundles, which the device has not written yet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const landing = new LandingPage(page);
  await landing.goto();
  const link = page.getByTestId('report-problem-link');
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  const body = decodeURIComponent((await link.getAttribute('href'))?.split('&body=')[1] ?? '');
  expect(body).toContain(`: ${catalogue.dataVersion}`);
  await expect.poll(() => countAppStore(page, 'news')).toBe(news.length);
  expect(await countAppStore(page, 'units')).toBe(0);
});

test('a first visit renders the news with the first screen: no waiting or loading text ever shows, and nothing shifts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Everything the news block ever said, and every layout shift, from the first byte on.
  await page.addInitScript(`
    window.__newsTexts = new Set();
    new MutationObserver(() => {
      const block = document.querySelector('[data-testid="news-section"]');
      if (block) window.__newsTexts.add(block.textContent || '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `);
  await page.addInitScript(RECORD_SHIFTS);
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.news.getByTestId('news-latest')).toContainText(newest.content_en.slice(0, 60));
  // Let the sync worker seed the database: the stored rows take over without a visible change.
  await page.waitForFunction(async () => {
    for (const { name } of await indexedDB.databases()) if (name?.startsWith('warcrow-') && !name.startsWith('warcrow-auth')) return true;
    return false;
  });
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => [...(window as unknown as { __newsTexts: Set<string> }).__newsTexts]);
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) {
    expect(text).not.toContain(lt('news.waitingForAuth'));
    expect(text).not.toContain(lt('news.loading'));
    expect(text).not.toContain(lt('news.empty'));
  }
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
});

test('index.html asks for the screen’s own files with the entry (route preload), allowed by the server’s CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  for (const [path, chunk] of [
    ['/', 'LandingScreen-'],
    ['/builder', 'BuilderScreen-'],
    ['/rules', 'RulesScreen-'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // The inline script marks its links (data-route) and adds the screen's own chunk first.
    const preloadedByHtml = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"][data-route]')].map((link) => link.href),
    );
    expect(preloadedByHtml[0], `${path} preloads ${chunk} first`).toContain(`/assets/${chunk}`);
  }
  expect(refused).toEqual([]);
});

test('a cold visit renders the screen itself first: the shell’s loading fallback never shows on the pages a first visit opens', async ({ browser }) => {
  const share = encodeShareCode(
    { name: 'Venue list', faction: 'northern-tribes', created_at: new Date().toISOString(), units: [{ ...unitNamed('northern-tribes', 'Alborc'), quantity: 1 }] },
    catalogue.dataVersion,
  );
  for (const path of ['/', '/builder', `/shared-list/${share}`, '/rules', '/faq', '/missions', '/unit-stats']) {
    // A fresh context each time: nothing cached, nothing stored.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(`
      window.__fallback = false;
      new MutationObserver(() => {
        if (document.querySelector('main > .loading-block')) window.__fallback = true;
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __fallback: boolean }).__fallback), `${path} showed the shell's fallback`).toBe(false);
    await context.close();
  }
});

test('on a phone, Report a problem loads its code only when the player scrolls near it, and nothing shifts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ReportProblem-[^/]+\.js$/.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await page.addInitScript(RECORD_SHIFTS);
  const landing = new LandingPage(page);
  await landing.goto();
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  await page.getByTestId('feedback-link').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('report-problem-link')).toBeVisible();
  expect(loaded).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
});

test('a first visit to the home page or a shared list runs no database code on the page: the sync worker opens the database and writes the news', async ({ browser }) => {
  const share = encodeShareCode(
    { name: 'Venue list', faction: 'northern-tribes', created_at: new Date().toISOString(), units: [{ ...unitNamed('northern-tribes', 'Alborc'), quantity: 1 }] },
    catalogue.dataVersion,
  );
  for (const path of ['/', `/shared-list/${share}`]) {
    // A fresh phone each time: nothing cached, nothing stored.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // Every open of the app's database (not the session store's) that the app's own code makes on
    // the page (the test's reads below are not the app's: their stack has no app file); the sync
    // worker's are in its own scope.
    await page.addInitScript((dbName: string) => {
      const opens: string[] = [];
      (window as unknown as { __appOpens: string[] }).__appOpens = opens;
      const open = IDBFactory.prototype.open;
      IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
        if (args[0] === dbName && /\/assets\//.test(new Error().stack ?? '')) opens.push(args[0]);
        return open.apply(this, args);
      };
    }, DB_NAME);
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // The worker has opened the database and written the news…
    await expect.poll(() => countAppStore(page, 'news'), { timeout: 20_000 }).toBe(news.length);
    await page.waitForLoadState('networkidle');
    // …while the page itself never opened it.
    expect(await page.evaluate(() => (window as unknown as { __appOpens: string[] }).__appOpens), path).toEqual([]);
    // …nor even loaded the database library: Dexie marks the scope it runs in (Symbol.for('Dexie')),
    // and only the worker's scope has it.
    expect(await page.evaluate(() => Symbol.for('Dexie') in globalThis), path).toBe(false);
    // Nothing says this device cannot keep anything.
    await expect(page.getByTestId('no-database-notice')).toHaveCount(0);
    await context.close();
  }
});
