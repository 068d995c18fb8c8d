/**
 * Issue 12: "a page that only shows content (landing, rules, a shared list) runs no long task
 * over 50 ms on a cold visit at 4x CPU slowdown". For each page, RUNS cold visits (a fresh
 * context: nothing cached, nothing stored) in headless Chromium with DevTools CPU throttling
 * at 4x; the page's own Long Tasks API entries (tasks over 50 ms on its main thread) are
 * recorded from the first byte until the network has been idle and then LONG_TASK_SETTLE_MS
 * more. Figures (median across the runs):
 *   longtasks_<page>_4x_count       how many tasks over 50 ms
 *   longtasks_<page>_4x_longest_ms  the longest one
 *   longtasks_<page>_4x_blocking_ms the sum of their time over 50 ms (as Total Blocking Time counts)
 * The sync worker's and the service worker's tasks run on their own threads and are not counted.
 */
import type { Browser } from 'playwright-core';
import { sharedListPath } from '../src/domain/shareCode';
import { sampleShareCode } from './sampleShareCode';

const RUNS = 3;
const LONG_TASK_SETTLE_MS = 1500;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function coldVisitLongTasks(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A string, not a function: tsx would wrap named functions in helpers the page lacks.
    await page.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(LONG_TASK_SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  } finally {
    await context.close();
  }
}

export async function benchLongTasks({ browser, baseUrl }: { browser: Browser; baseUrl: string }): Promise<Record<string, number>> {
  const pages: Array<[string, string]> = [
    ['landing', '/'],
    ['rules', '/rules'],
    ['shared_list', sharedListPath(sampleShareCode())],
  ];
  const figures: Record<string, number> = {};
  for (const [name, path] of pages) {
    const runs: number[][] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await coldVisitLongTasks(browser, `${baseUrl}${path}`));
    figures[`longtasks_${name}_4x_count`] = median(runs.map((tasks) => tasks.length));
    figures[`longtasks_${name}_4x_longest_ms`] = Math.round(median(runs.map((tasks) => Math.max(0, ...tasks))));
    figures[`longtasks_${name}_4x_blocking_ms`] = Math.round(median(runs.map((tasks) => tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0))));
  }
  return figures;
}
