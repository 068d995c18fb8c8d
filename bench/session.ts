// Issue 13 "Signed-in stays signed-in offline, at once": reopening /builder offline, signed in,
// until the player's saved list is on screen, with a valid access token and with one that has
// expired (the venue case). Headless Chromium on the built app, service worker in control, at a
// desktop width, where the saved lists sit in the builder's list column (on a phone they are in
// the list sheet, one tap away).
//
// session_offline_reopen_valid_token_median_ms    navigation start → the saved list shown; median of 5
// session_offline_reopen_expired_token_median_ms  the same with the stored token expired an hour ago
//
// session_offline_reopen_expired_minus_valid_ms  the difference; budget 100 ms (the same as with a
//                                                 valid token, within 100 ms) Called by bench/run.ts;
// `npx tsx bench/session.ts` runs it alone.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.mjs';
import { startAppServer } from '../supabase/local/app-server';
import { startBackend } from '../supabase/local/server';
import { expireStoredToken } from '../tests/e2e/support/session';

const REOPENS = 5;
const LIST_NAME = 'Bench venue list';

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (n: number) => Math.round(n * 100) / 100;

/** Reload offline; navigation start → the saved list's row on screen. */
async function reopen(page: Page): Promise<number> {
  await page.reload();
  await page.locator('[data-testid="saved-list"]', { hasText: LIST_NAME }).first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => performance.now());
}

export async function benchSession(ctx?: { browser?: Browser }): Promise<Record<string, number>> {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
  const backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  const app = await startAppServer({ distDir, port: 4990 + Math.floor(Math.random() * 9), backendUrl: backend.url, anonKey: backend.anonKey });
  const ownBrowser = ctx?.browser ? null : await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const browser = ctx?.browser ?? ownBrowser!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${app.url}/login`);
    await page.locator('[data-testid="signIn-form"] input[type="email"]').fill('player@warcrow.local');
    await page.locator('[data-testid="signIn-form"] input[type="password"]').fill('WarcrowPlayer1!');
    await page.locator('[data-testid="signIn-form"] button[type="submit"]').click();
    await page.waitForSelector('[data-testid="login-screen"]', { state: 'detached', timeout: 30_000 });
    await page.goto(`${app.url}/builder`);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    }, undefined, { timeout: 30_000 });
    await page.locator('[data-testid="unit-add"]').first().click();
    await page.locator('#builder-list-name').fill(LIST_NAME);
    await page.locator('[data-testid="cloud-save"]').click();
    await page.locator('[data-testid="saved-list"]', { hasText: LIST_NAME }).first().waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    const valid: number[] = [];
    for (let i = 0; i < REOPENS; i += 1) valid.push(await reopen(page));
    const expired: number[] = [];
    for (let i = 0; i < REOPENS; i += 1) {
      await expireStoredToken(page);
      expired.push(await reopen(page));
    }
    return {
      session_offline_reopen_valid_token_median_ms: round(median(valid)),
      session_offline_reopen_expired_token_median_ms: round(median(expired)),
      session_offline_reopen_expired_minus_valid_ms: round(median(expired) - median(valid)),
    };
  } finally {
    await context.close();
    await ownBrowser?.close();
    await app.stop();
    await backend.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchSession().then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
      process.exit(1);
    },
  );
}
