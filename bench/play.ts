// Play-mode figures, measured in headless Chromium on the built app with the local backend
// (a tester must be signed in to pass the play gate):
//
// play_tap_activated_to_screen_{median,p95}_ms   tap "Activate" on a unit → the game screen says
//                                                whose activation is next, with the CPU slowed
//                                                4× (DevTools throttling); 40 taps, each undone
//                                                untimed; `_next_frame_` adds the frame that paints it
// play_reopen_300_events_offline_median_ms       open /game?g=… offline (service worker in
//                                                control) for a game whose log holds 300 events,
//                                                navigation start → an Activate button on screen;
//                                                median of 5
//
// The 300-event game is built with the domain reducer (the same code the app runs) and written
// straight into the app's IndexedDB `games` store, as the repository would have left it.
// Called by bench/run.ts; `npx tsx bench/play.ts` runs it alone.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.mjs';
import { startAppServer } from '../supabase/local/app-server';
import { startBackend } from '../supabase/local/server';
import { applyPlayAction, canUndo } from '../src/domain/play/reducer';
import { activePlayer } from '../src/domain/play/rules';
import type { PlayAction, PlayEvent, PlayState } from '../src/domain/play/types';

const TAPS = 40;
const REOPENS = 5;
const LOG_EVENTS = 300;
const CPU_SLOWDOWN = 4;
const UNITS_PER_COMPANY = 5;

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p95 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil(0.95 * v.length) - 1)]!;
const round = (n: number) => Math.round(n * 100) / 100;

/** A game in round 3 whose log holds exactly `size` events: full rounds, trackers changed on the way. */
export function gameOf(size: number, gameId: string, t0 = Date.UTC(2026, 0, 1, 18)): { events: PlayEvent[]; state: PlayState } {
  const company = (id: string) => ({
    id,
    name: id === 'p1' ? 'Ana' : 'Bruno',
    isMe: id === 'p1',
    faction: 'unknown' as const,
    listName: null,
    listFingerprint: null,
    listId: null,
    units: Array.from({ length: UNITS_PER_COMPANY }, (_, i) => ({ id: `${id}-u${i + 1}`, name: `Unit ${i + 1}`, unitId: null, scout: false, ambusher: false })),
  });
  const plan = { missionId: 'take-positions', featId: null, rounds: 3, turnsPerRound: [5, 5, 5], addFeatPoints: true, endWhenCompanyGone: true };
  const events: PlayEvent[] = [];
  let state: PlayState | null = null;
  const push = (action: PlayAction) => {
    const at = t0 + events.length * 20_000;
    state = applyPlayAction(state, action, at);
    events.push({ seq: events.length + 1, at, action });
  };
  push({ type: 'create', gameId, ownerId: null, plan, players: [company('p1'), company('p2')], rollOffWinner: 'p1' });
  push({ type: 'setFirstToDeploy', playerId: 'p1' });
  push({ type: 'setInitialInitiative', playerId: 'p1' });
  push({ type: 'startGame' });
  let activations = 0;
  /** Activations in round 3 stop here, so the game stays mid-round with someone to activate. */
  const ROUND_3_ACTIVATIONS = 4;
  let inRound3 = 0;
  while (events.length < size) {
    const s = state as unknown as PlayState;
    if (s.endOfRound) {
      const step = s.endOfRound.stepsDone + 1;
      if (step === 2) push({ type: 'scoreRound', round: s.round, scores: { p1: { mission: 1, feat: 0, lines: {} }, p2: { mission: 2, feat: 0, lines: {} } } });
      else push({ type: 'completeEndOfRoundStep', step });
      continue;
    }
    if (s.firstPlayerId === null) {
      push({ type: 'chooseFirstPlayer', playerId: s.initiativePlayerId ?? 'p1' });
      continue;
    }
    // Tracker changes before each activation, as at a real table; round 3 is padded with them.
    const unit = `${activations % 2 ? 'p2' : 'p1'}-u${(activations % UNITS_PER_COMPANY) + 1}`;
    const changes: PlayAction[] = [
      { type: 'adjustUnit', unitId: unit, field: 'stress', delta: 1 },
      { type: 'adjustUnit', unitId: unit, field: 'wounds', delta: 1 },
      { type: 'setUnitState', unitId: unit, state: 'slowed', value: true },
      { type: 'setUnitState', unitId: unit, state: 'slowed', value: false },
    ];
    for (const change of changes) if (events.length < size) push(change);
    const active = activePlayer(state as unknown as PlayState);
    if (events.length < size && active && (s.round < 3 || inRound3 < ROUND_3_ACTIVATIONS)) {
      push({ type: 'activate', playerId: active, unitId: `${active}-u${(activations % UNITS_PER_COMPANY) + 1}` });
      activations += 1;
      if (s.round === 3) inRound3 += 1;
    }
  }
  return { events, state: state as unknown as PlayState };
}

export async function benchPlay(ctx?: { browser?: Browser }): Promise<Record<string, number>> {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
  const backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  const appPort = 4900 + Math.floor(Math.random() * 90);
  const app = await startAppServer({ distDir, port: appPort, backendUrl: backend.url, anonKey: backend.anonKey });
  const ownBrowser = ctx?.browser ? null : await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  const browser = ctx?.browser ?? ownBrowser!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (fn) => fn;');
  try {
    // Sign in as the demo tester (play mode is for testers).
    await page.goto(`${app.url}/login`);
    await page.locator('[data-testid="signIn-form"] input[type="email"]').fill('tester@warcrow.local');
    await page.locator('[data-testid="signIn-form"] input[type="password"]').fill('WarcrowTester1!');
    await page.locator('[data-testid="signIn-form"] button[type="submit"]').click();
    await page.waitForSelector('[data-testid="login-screen"]', { state: 'detached', timeout: 30_000 });
    await page.goto(`${app.url}/play`);
    await page.waitForSelector('[data-testid="play-hub"]', { timeout: 30_000 });
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    }, undefined, { timeout: 30_000 });

    const gameId = '00000000-0000-4000-8000-00000000b300';
    const { events, state } = gameOf(LOG_EVENTS, gameId);
    if (!canUndo(events) || activePlayer(state) === null) throw new Error('bench game is not mid-turn');
    const iso = new Date(events[events.length - 1]!.at).toISOString();
    const row = { id: gameId, state, events, saved_at: iso, updated_at: iso, owner_id: null, finished: false };
    await page.evaluate(async (r) => {
      const names = (await indexedDB.databases()).map((d) => d.name!).filter(Boolean);
      for (const name of names) {
        const db = await new Promise<IDBDatabase>((ok, ko) => {
          const req = indexedDB.open(name);
          req.onsuccess = () => ok(req.result);
          req.onerror = () => ko(req.error);
        });
        if (db.objectStoreNames.contains('games')) {
          await new Promise<void>((ok, ko) => {
            const tx = db.transaction('games', 'readwrite');
            tx.objectStore('games').put(r);
            tx.oncomplete = () => ok();
            tx.onerror = () => ko(tx.error);
          });
        }
        db.close();
      }
    }, row);

    // Reopen offline: navigation start → the first Activate button on the game screen, seen by
    // an observer installed before the app's scripts run.
    await context.setOffline(true);
    await page.addInitScript(`
      new MutationObserver((_, o) => {
        if (window.__usableAt === undefined && document.querySelector('[data-testid^="play-unit-"] .btn--primary')) {
          window.__usableAt = performance.now();
          o.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const usable: number[] = [];
    for (let i = 0; i < REOPENS; i += 1) {
      await page.goto(`${app.url}/game?g=${gameId}`);
      await page.waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt !== undefined, undefined, { timeout: 30_000 });
      usable.push(await page.evaluate(() => (window as unknown as { __usableAt: number }).__usableAt));
    }
    await context.setOffline(false);

    // Tap → screen updated, CPU slowed 4×.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const taps = await page.evaluate(async (samples) => {
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
      const active = () => document.querySelector('[data-testid="play-active"]')!;
      const until = (changed: () => boolean) =>
        new Promise<void>((r) => {
          if (changed()) return r();
          const mo = new MutationObserver(() => {
            if (changed()) {
              mo.disconnect();
              r();
            }
          });
          mo.observe(document.body, { childList: true, characterData: true, subtree: true });
        });
      const times: Array<[number, number]> = [];
      for (let i = 0; i < samples; i += 1) {
        await frame();
        const before = active().textContent;
        const button = document.querySelector<HTMLButtonElement>('[data-testid^="play-unit-"] .btn--primary')!;
        const t0 = performance.now();
        button.click();
        await until(() => active().textContent !== before);
        const inDom = performance.now() - t0;
        await frame();
        times.push([inDom, performance.now() - t0]);
        const after = active().textContent;
        document.querySelector<HTMLButtonElement>('[data-testid="play-undo"]')!.click();
        await until(() => active().textContent !== after);
      }
      return times;
    }, TAPS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      play_tap_activated_to_screen_median_ms: round(median(taps.map(([dom]) => dom))),
      play_tap_activated_to_screen_p95_ms: round(p95(taps.map(([dom]) => dom))),
      play_tap_activated_to_screen_next_frame_median_ms: round(median(taps.map(([, frame]) => frame))),
      play_reopen_300_events_offline_median_ms: round(median(usable)),
    };
  } finally {
    await context.close();
    await ownBrowser?.close();
    await app.stop();
    await backend.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchPlay().then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
