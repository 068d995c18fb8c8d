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
 *
 * The same harness also visits a page that is nothing but a heading and a paragraph (no script,
 * no style sheet), served by a bare Node server on this machine: longtasks_floor_4x_*. That is
 * what the browser itself runs in tasks over 50 ms at 4x (the document's creation, its first
 * style and layout, which loads the system fonts), so a content page's figures can be read
 * against what no page can go below here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { sharedListPath } from '../src/domain/shareCode';
import { sampleShareCode } from './sampleShareCode';

const RUNS = 3;
/** The floor's visits: more than the pages', since each of its runs counts 0, 1 or 2 tasks. */
const FLOOR_RUNS = 5;
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title></head><body><h1>Warcrow Companion</h1><p>A page with nothing to run.</p></body></html>';

/** A bare server for the floor page, on a free port; resolves to its address and a stop function. */
async function serveFloorPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
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
  const record = (name: string, runs: number[][]) => {
    figures[`longtasks_${name}_4x_count`] = median(runs.map((tasks) => tasks.length));
    figures[`longtasks_${name}_4x_longest_ms`] = Math.round(median(runs.map((tasks) => Math.max(0, ...tasks))));
    figures[`longtasks_${name}_4x_blocking_ms`] = Math.round(median(runs.map((tasks) => tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0))));
  };
  for (const [name, path] of pages) {
    const runs: number[][] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await coldVisitLongTasks(browser, `${baseUrl}${path}`));
    record(name, runs);
  }
  const floor = await serveFloorPage();
  try {
    const runs: number[][] = [];
    for (let i = 0; i < FLOOR_RUNS; i += 1) runs.push(await coldVisitLongTasks(browser, floor.url));
    record('floor', runs);
    figures.longtasks_floor_4x_runs_with_any = runs.filter((tasks) => tasks.length > 0).length;
  } finally {
    await floor.stop();
  }
  return figures;
}
