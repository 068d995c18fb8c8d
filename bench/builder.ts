// Builder interaction figures, measured inside headless Chromium on the built app:
//
// builder_add_to_total_{median,p95}_ms     click on a unit's add button → the bottom bar's total
//                                          shows the new value and a frame has been painted; 50 clicks
// builder_search_to_grid_{median,p95}_ms   one search keystroke (an input event) → the unit grid
//                                          has changed and a frame has been painted; 50 keystrokes
//
// Timing runs in the page with performance.now(), a MutationObserver and requestAnimationFrame,
// so Playwright's round trips are not in the figures. Called by bench/run.ts with a browser and
// the app's URL; `npx tsx bench/builder.ts <baseUrl>` runs it alone.
import type { Browser } from 'playwright-core';

const SAMPLES = 50;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

export async function benchBuilder(ctx: { browser: Browser; baseUrl: string }): Promise<Record<string, number>> {
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in __name(); the page needs a no-op one.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  try {
    await page.goto(`${ctx.baseUrl}/builder`);
    await page.waitForSelector('[data-testid="unit-card"]', { timeout: 30_000 });

    const addTimes = await page.evaluate(async (samples) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const total = document.querySelector('[data-testid="total-points"]')!;
      const untilTotal = (expected: string | null) =>
        new Promise<void>((resolve) => {
          const done = () => total.textContent !== expected;
          if (done()) return resolve();
          const mo = new MutationObserver(() => {
            if (done()) {
              mo.disconnect();
              resolve();
            }
          });
          mo.observe(total, { childList: true, characterData: true, subtree: true });
        });
      // A unit that is not High Command, so adding it is never blocked.
      const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="unit-card"]')];
      const card = cards.find((c) => !c.textContent?.includes('High Command') && c.querySelector('[data-testid="unit-points"]')?.textContent !== '0 pts')!;
      const add = card.querySelector<HTMLButtonElement>('[data-testid="unit-add"]')!;
      const remove = card.querySelector<HTMLButtonElement>('[data-testid="unit-remove"]')!;
      const times: Array<[number, number]> = [];
      for (let i = 0; i < samples; i += 1) {
        await frame();
        const before = total.textContent;
        const t0 = performance.now();
        add.click();
        await untilTotal(before);
        const inDom = performance.now() - t0;
        await frame();
        times.push([inDom, performance.now() - t0]);
        const after = total.textContent;
        remove.click();
        await untilTotal(after);
      }
      return times;
    }, SAMPLES);

    const searchTimes = await page.evaluate(async (samples) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const input = document.querySelector<HTMLInputElement>('[data-testid="unit-search"]')!;
      const section = document.querySelector('[data-testid="available-units"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const names = [...document.querySelectorAll('[data-testid="unit-card"] h3')].map((h) => (h.textContent ?? '').toLowerCase());
      // Terms that match some units but not all, so every keystroke changes the grid.
      const terms = [...new Set(names.map((n) => n.slice(0, 2)))].filter((term) => {
        const hits = names.filter((n) => n.includes(term)).length;
        return hits > 0 && hits < names.length;
      });
      const type = async (value: string) => {
        await frame();
        const changed = new Promise<void>((resolve) => {
          const mo = new MutationObserver((records) => {
            if (records.some((r) => r.target !== input)) {
              mo.disconnect();
              resolve();
            }
          });
          mo.observe(section, { childList: true, characterData: true, subtree: true });
        });
        const t0 = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await changed;
        const inDom = performance.now() - t0;
        await frame();
        return [inDom, performance.now() - t0] as [number, number];
      };
      const times: Array<[number, number]> = [];
      for (let i = 0; times.length < samples; i += 1) {
        times.push(await type(terms[i % terms.length]!));
        if (times.length < samples) times.push(await type(''));
      }
      return times;
    }, SAMPLES);

    // Two readings per interaction: until the DOM holds the new total / grid (the app's
    // own work), and until the next animation frame after it (the frame that paints it,
    // which cannot come sooner than the display's frame interval).
    const dom = (t: Array<[number, number]>) => t.map(([d]) => d);
    const frameOf = (t: Array<[number, number]>) => t.map(([, f]) => f);
    return {
      builder_add_to_total_median_ms: round(median(dom(addTimes))),
      builder_add_to_total_p95_ms: round(p95(dom(addTimes))),
      builder_add_to_total_next_frame_median_ms: round(median(frameOf(addTimes))),
      builder_search_to_grid_median_ms: round(median(dom(searchTimes))),
      builder_search_to_grid_p95_ms: round(p95(dom(searchTimes))),
      builder_search_to_grid_next_frame_median_ms: round(median(frameOf(searchTimes))),
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_ARGS, findChromium } = await import('../tests/e2e/chromium.mjs');
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS, headless: true });
  try {
    const figures = await benchBuilder({ browser, baseUrl: process.argv[2] ?? 'http://localhost:4317' });
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}
