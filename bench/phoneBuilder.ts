// Phone builder figures (issue 14), measured inside headless Chromium on the built app at 390 × 844
// (touch), with the CPU slowed down 4× (DevTools' CPU throttling) as on a mid-range phone:
//
// phone_add_to_summary_4x_{median,p95}_ms        click on a unit's add button → the sticky summary's
//                                                total shows the new value; 40 clicks
// phone_add_to_summary_4x_next_frame_median_ms   … and the next animation frame (the one that paints it)
// phone_list_sheet_open_4x_{median,p95}_ms       click on "View list" → the list sheet's selected-units
//                                                panel is in the page; 20 openings of a six-unit list
// phone_list_sheet_open_4x_next_frame_median_ms  … and the next animation frame (painted)
//
// Two readings, as in bench/builder.ts: the app's own work (until the DOM holds the result), and
// until the frame that paints it, which cannot come sooner than the display's frame interval.
//
// Timing runs in the page with performance.now(), a MutationObserver and requestAnimationFrame, so
// Playwright's round trips are not in the figures. Called by bench/run.ts with a browser and the
// app's URL; `npx tsx bench/phoneBuilder.ts <baseUrl>` runs it alone.
import type { Browser } from 'playwright-core';

const ADD_SAMPLES = 40;
const SHEET_SAMPLES = 20;
const CPU_SLOWDOWN = 4;
/** Units on the list while the sheet is timed (a typical small list). */
const LIST_UNITS = 6;

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

export async function benchPhoneBuilder(ctx: { browser: Browser; baseUrl: string }): Promise<Record<string, number>> {
  const context = await ctx.browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // tsx (esbuild keepNames) wraps named functions in __name(); the page needs a no-op one.
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  try {
    await page.goto(`${ctx.baseUrl}/builder`);
    await page.waitForSelector('[data-testid="unit-card"]', { timeout: 30_000 });
    await page.waitForSelector('[data-testid="open-list"]');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const addTimes = await page.evaluate(async (samples) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const total = document.querySelector('[data-testid="total-points"]')!;
      const untilTotal = (before: string | null) =>
        new Promise<void>((resolve) => {
          if (total.textContent !== before) return resolve();
          const mo = new MutationObserver(() => {
            if (total.textContent !== before) {
              mo.disconnect();
              resolve();
            }
          });
          mo.observe(total, { childList: true, characterData: true, subtree: true });
        });
      // A unit that is not High Command and costs points, so every add changes the total.
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
        times.push([inDom, performance.now() - t0] as [number, number]);
        const after = total.textContent;
        remove.click();
        await untilTotal(after);
      }
      return times;
    }, ADD_SAMPLES);

    const sheetTimes = await page.evaluate(
      async ({ samples, listUnits }) => {
        const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
        const until = (test: () => boolean) =>
          new Promise<void>((resolve) => {
            if (test()) return resolve();
            const mo = new MutationObserver(() => {
              if (test()) {
                mo.disconnect();
                resolve();
              }
            });
            mo.observe(document.body, { childList: true, subtree: true });
          });
        const panel = () => document.querySelector('[data-testid="list-sheet"] [data-testid="selected-panel"]');
        // A list of a few different units (not High Command, so no add is refused).
        const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="unit-card"]')].filter((c) => !c.textContent?.includes('High Command'));
        for (const card of cards.slice(0, listUnits)) card.querySelector<HTMLButtonElement>('[data-testid="unit-add"]')!.click();
        await frame();
        const open = document.querySelector<HTMLButtonElement>('[data-testid="open-list"]')!;
        const times: Array<[number, number]> = [];
        for (let i = 0; i < samples; i += 1) {
          await frame();
          const t0 = performance.now();
          open.click();
          await until(() => panel() !== null);
          const inDom = performance.now() - t0;
          await frame();
          times.push([inDom, performance.now() - t0]);
          document.querySelector<HTMLButtonElement>('[data-testid="list-sheet"] .dialog__header button')!.click();
          await until(() => panel() === null);
        }
        return times;
      },
      { samples: SHEET_SAMPLES, listUnits: LIST_UNITS },
    );

    const dom = (t: Array<[number, number]>) => t.map(([d]) => d);
    const frameOf = (t: Array<[number, number]>) => t.map(([, f]) => f);
    return {
      phone_add_to_summary_4x_median_ms: round(median(dom(addTimes))),
      phone_add_to_summary_4x_p95_ms: round(p95(dom(addTimes))),
      phone_add_to_summary_4x_next_frame_median_ms: round(median(frameOf(addTimes))),
      phone_list_sheet_open_4x_median_ms: round(median(dom(sheetTimes))),
      phone_list_sheet_open_4x_p95_ms: round(p95(dom(sheetTimes))),
      phone_list_sheet_open_4x_next_frame_median_ms: round(median(frameOf(sheetTimes))),
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
    const figures = await benchPhoneBuilder({ browser, baseUrl: process.argv[2] ?? 'http://localhost:4317' });
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}
