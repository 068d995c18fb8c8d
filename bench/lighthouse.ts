/**
 * Lighthouse figures for the first visit (issue 12): the `lighthouse` npm package with its
 * default settings, which are the mobile preset (mobile form factor and screen, simulated
 * throttling: slow 4G and 4x CPU slowdown), performance category only.
 *
 * The production build is served the way `npm start` serves it: the app server
 * (supabase/local/app-server.ts, precompressed brotli/gzip) and the local backend
 * (supabase/local/server.ts, in memory, seeded). Chromium is the one the tests use
 * (tests/e2e/chromium.mjs), launched by chrome-launcher with a fresh profile for every run;
 * Lighthouse clears the origin's cache and storage before loading, so every run is a cold visit.
 *
 * Pages: /, /builder and /shared-list/{code} (bench/sampleShareCode.ts: a real share code made
 * from a few units of supabase/seed/catalogue.json). Each page is loaded RUNS times and every figure is the median
 * of its own values across the runs:
 *   lighthouse_<page>_performance_score   0–100
 *   lighthouse_<page>_{fcp,lcp,tbt}_ms    First/Largest Contentful Paint, Total Blocking Time
 *   lighthouse_<page>_cls                 Cumulative Layout Shift
 *   lighthouse_<page>_js_transfer_bytes   bytes on the wire (compressed as served) of every
 *                                         script the visit downloads until the network is quiet
 *                                         (network-requests audit, resourceType Script). A
 *                                         worker's own script is fetched outside the page, and
 *                                         Lighthouse records only its response headers: such a
 *                                         row counts its headers plus the brotli copy the server
 *                                         sent (dist/<path>.br), so the sync worker is paid for
 *                                         in full (lighthouse_<page>_js_unseen_body_bytes says how
 *                                         much that added)
 *   lighthouse_<page>_js_files            how many scripts that is
 *   lighthouse_<page>_total_transfer_bytes  bytes on the wire for every request of the visit
 *   lighthouse_<page>_requests            how many requests that is
 *   lighthouse_<page>_{performance_score,tbt_ms}_runs  each run's value, in run order ("91 / 87 / 93"):
 *                                         how far apart the runs behind the median were
 *   lighthouse_<page>_benchmark_index     Lighthouse's own reading of how fast the machine was
 *                                         during the runs (higher is faster; a busy machine
 *                                         reads low, and its figures are worse than a quiet one's)
 *
 * Run alone with `npx tsx bench/lighthouse.ts` (or `npm run bench -- --only lighthouse`); it
 * takes a few minutes. DIST_DIR picks the build (default dist/, built when missing by
 * `npm run bench`); BENCH_APP_PORT and BENCH_BACKEND_PORT pick the ports.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.mjs';
import { startAppServer } from '../supabase/local/app-server';
import { startBackend } from '../supabase/local/server';
import { sharedListPath } from '../src/domain/shareCode';
import { sampleShareCode } from './sampleShareCode';
import { unseenBodyBytes, type NetworkRow } from './scriptBytes';

export const LIGHTHOUSE_RUNS = 3;

/** Issue 12's budgets; `_min` marks a floor, every other figure is a ceiling. */
export const LIGHTHOUSE_BUDGETS = {
  lighthouse_performance_score_min: 90,
  lighthouse_lcp_ms: 2500,
  lighthouse_tbt_ms: 200,
  lighthouse_cls: 0.02,
  lighthouse_landing_js_transfer_bytes: 150 * 1024,
  lighthouse_builder_js_transfer_bytes: 200 * 1024,
};

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface RunFigures {
  performance_score: number;
  benchmark_index: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  js_transfer_bytes: number;
  js_unseen_body_bytes: number;
  js_files: number;
  total_transfer_bytes: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function runOnce(url: string, chromePath: string, distDir: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
      return value;
    };
    const details = lhr.audits['network-requests']?.details;
    const rows = (details && 'items' in details ? details.items : []) as NetworkRow[];
    const scripts = rows.filter((r) => r.resourceType === 'Script');
    const bytes = (list: NetworkRow[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const unseen = scripts.reduce((sum, r) => sum + unseenBodyBytes(r, distDir), 0);
    return {
      performance_score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      benchmark_index: lhr.environment.benchmarkIndex,
      fcp_ms: numeric('first-contentful-paint'),
      lcp_ms: numeric('largest-contentful-paint'),
      tbt_ms: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      js_transfer_bytes: bytes(scripts) + unseen,
      js_unseen_body_bytes: unseen,
      js_files: scripts.length,
      total_transfer_bytes: bytes(rows) + unseen,
      requests: rows.length,
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseOptions {
  distDir: string;
  appPort: number;
  backendPort?: number;
  runs?: number;
  log?: (line: string) => void;
}

export async function benchLighthouse(options: LighthouseOptions): Promise<Record<string, number | string>> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: run node tests/e2e/ensure-chromium.mjs');
  const runs = options.runs ?? LIGHTHOUSE_RUNS;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const backend = await startBackend({ port: options.backendPort ?? 0, dataDir: 'memory', quiet: true });
  let app: Awaited<ReturnType<typeof startAppServer>> | null = null;
  try {
    app = await startAppServer({ distDir: options.distDir, port: options.appPort, backendUrl: backend.url, anonKey: backend.anonKey });
    const pages: Array<[string, string]> = [
      ['landing', '/'],
      ['builder', '/builder'],
      ['shared_list', sharedListPath(sampleShareCode())],
    ];
    const figures: Record<string, number | string> = { lighthouse_runs_per_page: runs };
    for (const [name, path] of pages) {
      const results: RunFigures[] = [];
      for (let i = 1; i <= runs; i += 1) {
        log(`lighthouse ${name} run ${i}/${runs}`);
        results.push(await runOnce(`${app.url}${path}`, chromePath, options.distDir));
      }
      for (const key of Object.keys(results[0]!) as Array<keyof RunFigures>) {
        const value = median(results.map((r) => r[key]));
        figures[`lighthouse_${name}_${key}`] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
      }
      // The runs behind the two figures a busy machine moves most, in run order: a median of 3
      // hides how far apart they were (the same build has read a blocking time of 174 and 312 ms).
      for (const key of ['performance_score', 'tbt_ms'] as const) {
        figures[`lighthouse_${name}_${key}_runs`] = results.map((r) => Math.round(r[key])).join(' / ');
      }
    }
    return figures;
  } finally {
    await app?.stop();
    await backend.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
  const appPort = Number(process.env.BENCH_APP_PORT ?? 4600 + Math.floor(Math.random() * 300));
  const backendPort = Number(process.env.BENCH_BACKEND_PORT ?? 0);
  try {
    const figures = await benchLighthouse({ distDir, appPort, backendPort });
    process.stdout.write(`${JSON.stringify({ ...figures, budgets: LIGHTHOUSE_BUDGETS }, null, 2)}\n`);
  } catch (error: unknown) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  }
}
