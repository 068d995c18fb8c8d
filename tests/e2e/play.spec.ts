/**
 * Play mode end to end on a 390 px touch phone, offline after one visit: a tester sets up a
 * game of Take Positions from two saved lists, deploys, plays every round with activations for
 * both players, runs the End of Round checklist (computed stress, initiative hand-over), reloads
 * mid round 2, closes and reopens the tab, undoes after a reload, scores every round and reaches
 * the summary, whose QR code decodes to the right result slip.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import jsQR from 'jsqr';
import { decodeResultSlip, slipTotals } from '../../src/domain/play/resultSlip';
import { AccountPage } from './support/accountPage';
import { enText, waitForServiceWorker } from './support/app';
import { BuilderPage, bt, unitNamed } from './support/builderPage';
import { PlayPage, pt } from './support/playPage';
import esPlay from '../../src/i18n/locales/es/play.json' with { type: 'json' };

const marauders = unitNamed('northern-tribes', 'Tundra Marauders');
const scarred = unitNamed('northern-tribes', 'Battle-Scarred');
const aggressors = unitNamed('hegemony-of-embersig', 'Aggressors');
const pioneers = unitNamed('hegemony-of-embersig', 'Pioneers');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe (WCAG 2.1 A/AA) on the play screen as it is now; open <details> so their content is checked too. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.locator('details:not([open])').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.locator('details[open]').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = false)));
}

async function saveList(page: Page, faction: string, units: typeof marauders[], name: string): Promise<void> {
  const builder = new BuilderPage(page);
  await builder.goto();
  // The list kept from the last visit is read back first: a faction picked meanwhile would be
  // replaced by the kept list's (the name field takes input once it is read).
  await expect(page.getByTestId('list-name')).toBeEditable();
  await page.getByTestId('new-list').click();
  await builder.chooseFaction(faction);
  for (const u of units) await builder.add(u);
  await builder.nameList(name);
  await builder.saveLocally();
  await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();
}

/** Five turns: Ana alternates her two units; Bruno activates only Aggressors (Pioneers never activates). */
async function playRound(play: PlayPage, round: number, first: 'Ana' | 'Bruno', from = 1): Promise<void> {
  for (let turn = from; turn <= 5; turn += 1) {
    await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round, rounds: 3, turn, turns: 5 }));
    const ana = async () => {
      const unit = turn % 2 === 1 ? marauders : scarred;
      await play.activate('p1', unit.id, unit.name);
    };
    const bruno = () => play.activate('p2', aggressors.id, aggressors.name);
    if (first === 'Ana') {
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));
      await ana();
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Bruno' }));
      await bruno();
    } else {
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Bruno' }));
      await bruno();
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));
      await ana();
    }
  }
  await expect(play.active).toHaveText(pt('game.roundOver'));
}

async function scoreRound(page: Page, play: PlayPage, round: number, ana: [number, boolean], bruno: [number, boolean]): Promise<void> {
  await play.confirmStep(1);
  await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round }) }).tap();
  await expect(page.getByTestId('play-scoring')).toBeVisible();
  await play.scoreTakePositions('p1', ...ana);
  await play.scoreTakePositions('p2', ...bruno);
  // Scores that can all be true together get no warning.
  await expect(page.getByTestId('play-score-conflicts')).toHaveCount(0);
  await page.getByRole('button', { name: pt('scoring.save') }).tap();
}

test.describe('play mode on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a whole game offline: set-up, deployment, rounds, End of Round, reloads, undo, scoring, summary and result QR', async ({ page, context, browser }) => {
    test.setTimeout(300_000);
    const seen = { summaryPath: '' };
    await new AccountPage(page).signInAs('tester');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveList(page, 'northern-tribes', [marauders, scarred], 'Table North');
    await saveList(page, 'hegemony-of-embersig', [aggressors, pioneers], 'Table Embers');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/play');
    await expect(page.getByTestId('play-hub')).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    try {
      // Set-up
      await page.reload();
      await page.getByTestId('play-new').tap();
      const p1 = page.getByTestId('play-setup-p1');
      const p2 = page.getByTestId('play-setup-p2');
      await p1.getByLabel(pt('setup.name')).fill('Ana');
      await p1.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: 'Table North', faction: 'Northern Tribes' }) });
      await p2.getByLabel(pt('setup.name')).fill('Bruno');
      await p2.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: 'Table Embers', faction: 'Hegemony of Embersig' }) });
      await page.getByTestId('play-mission').selectOption({ label: 'Take Positions' });
      await expectAccessible(page, 'set-up');
      await page.getByRole('radio', { name: 'Ana' }).check();
      await page.getByRole('button', { name: pt('setup.start') }).tap();

      // Deployment: the players choose; Scouts carry their reminder.
      await expect(page.getByTestId('play-deployment')).toBeVisible();
      await expect(page.getByText(pt('deployment.rollOffWinner', { name: 'Ana' }))).toBeVisible();
      await expectAccessible(page, 'deployment');
      await expect(page.getByTestId('play-deploy-p1').getByText(pt('deployment.scout', { strides: 12 }))).toHaveCount(1);
      await expect(page.getByTestId('play-deploy-p2').getByText(pt('deployment.courtesyHidden'))).toHaveCount(1);
      // Each choice is saved with the game, so the control shows it once written.
      const tick = async (control: Locator) => {
        await control.tap();
        await expect(control).toBeChecked();
      };
      await tick(page.getByRole('radiogroup', { name: pt('deployment.firstToDeploy') }).getByRole('radio', { name: 'Bruno' }));
      await tick(page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: 'Ana' }));
      for (const unit of [marauders, scarred]) await tick(page.getByTestId('play-deploy-p1').getByRole('checkbox', { name: unit.name }));
      await page.getByRole('button', { name: pt('deployment.start') }).tap();

      // Round 1: Ana holds the initiative and plays first.
      const play = new PlayPage(page);
      await expect(play.active).toHaveText(pt('game.chooseFirst', { name: 'Ana' }));
      await play.choosesFirst('Ana');
      await play.addStress('p1', marauders.id, 2);
      await play.addStress('p2', pioneers.id, 3);
      // A demoralized unit's stress does not change: its stress buttons say so and take no tap.
      const pioneersCard = play.unit('p2', pioneers.id);
      await pioneersCard.getByText(pt('game.moreTrackers'), { exact: true }).tap();
      const demoralized = pioneersCard.getByRole('button', { name: pt('game.forUnit', { what: pt('game.demoralized'), name: pioneers.name }), exact: true });
      const moreStress = pioneersCard.getByRole('button', { name: pt('game.more', { what: pt('game.stress'), name: pioneers.name }), exact: true });
      await demoralized.tap();
      await expect(demoralized).toHaveAttribute('aria-pressed', 'true');
      // Still on the accent ground under the finger that tapped it (a touch screen keeps :hover there).
      const accent = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('div'));
        probe.style.background = 'var(--accent)';
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      });
      await expect.poll(() => demoralized.evaluate((el) => (el.matches(':hover') ? getComputedStyle(el).backgroundColor : 'not under the pointer'))).toBe(accent);
      await expect(moreStress).toBeDisabled();
      await expect(pioneersCard.getByText(pt('game.stressLocked'))).toBeVisible();
      await demoralized.tap();
      await expect(moreStress).toBeEnabled();
      await expect(play.stress('p2', pioneers.id)).toHaveText('3');
      await expectAccessible(page, 'game');
      await playRound(play, 1, 'Ana');

      // End of Round: stress −1 for units that activated, −2 for the one that did not.
      await play.confirmStep(1);
      await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round: 1 }) }).tap();
      await expectAccessible(page, 'scoring');
      await play.scoreTakePositions('p1', 1, true);
      await play.scoreTakePositions('p2', 1, false);
      await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal', { count: 2 }));
      await expect(page.getByTestId('play-round-total-p2')).toHaveText(pt('scoring.roundTotal', { count: 1 }));
      // Bruno counts one of Ana's objectives, so Ana's "the rival controls none of yours" cannot
      // hold: the screen says so, and the scores still save as entered.
      await expect(page.getByTestId('play-score-conflicts')).toContainText(
        pt('scoring.checkExcludesRival', {
          name: 'Ana',
          line: '1 MP if the rival controls none of the objectives in your colour',
          rival: 'Bruno',
          rivalLine: '1 MP for each objective of the rival’s colour you control',
        }),
      );
      // Scores typed but not saved yet survive a reload.
      await expect(page.getByTestId('play-scoring')).toHaveAttribute('data-saved', 'true');
      await page.reload();
      await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal', { count: 2 }));
      await expect(page.getByTestId('play-round-total-p2')).toHaveText(pt('scoring.roundTotal', { count: 1 }));
      await page.getByRole('button', { name: pt('scoring.save') }).tap();
      await expect(play.step(3)).toHaveAttribute('aria-current', 'step');
      await expect(page.getByTestId('play-stress-preview')).toContainText(pt('endOfRound.stressChange', { name: marauders.name, from: 2, to: 1 }));
      await expect(page.getByTestId('play-stress-preview')).toContainText(pt('endOfRound.stressChange', { name: pioneers.name, from: 3, to: 1 }));
      await expectAccessible(page, 'End of Round');
      await play.confirmStep(3);
      await expect(play.stress('p1', marauders.id)).toHaveText('1');
      await expect(play.stress('p2', pioneers.id)).toHaveText('1');
      await play.confirmStep(4);
      await play.confirmStep(5);
      await play.confirmStep(6);
      await expect(page.getByTestId('play-initiative-preview')).toHaveText(pt('endOfRound.initiativeFewer', { name: 'Bruno' }));
      await play.confirmStep(7);
      await play.confirmStep(8);
      await expect(page.getByTestId('play-company-p2').getByText(pt('game.initiative'), { exact: true })).toBeVisible();
      await expect(play.active).toHaveText(pt('game.chooseFirst', { name: 'Bruno' }));

      // Round 2: reload in the middle, then close the tab and open the app again.
      await play.choosesFirst('Bruno');
      await play.activate('p2', aggressors.id, aggressors.name);
      await play.activate('p1', marauders.id, marauders.name);
      await play.activate('p2', aggressors.id, aggressors.name);
      await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round: 2, rounds: 3, turn: 2, turns: 5 }));
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));
      await expect(page.getByTestId('play-game')).toHaveAttribute('data-saved', 'true');
      await page.reload();
      await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round: 2, rounds: 3, turn: 2, turns: 5 }));
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));

      // Undo after the reload: Bruno's second activation is taken back, and only that (the button says which).
      await expect(page.getByTestId('play-undo')).toHaveText(pt('game.undoWhat', { what: pt('timeline.activate', { player: 'Bruno', unit: aggressors.name }) }));
      await page.getByTestId('play-undo').tap();
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Bruno' }));
      await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round: 2, rounds: 3, turn: 2, turns: 5 }));
      await expect(play.unit('p1', marauders.id).getByText(pt('game.activated'), { exact: true })).toBeVisible();
      await play.activate('p2', aggressors.id, aggressors.name);
      await expect(play.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));
      await expect(page.getByTestId('play-game')).toHaveAttribute('data-saved', 'true');

      const gameUrl = page.url();
      await page.close();
      const reopened = await context.newPage();
      await reopened.goto('/play');
      await reopened.getByRole('link', { name: pt('hub.resume') }).tap();
      expect(reopened.url()).toBe(gameUrl);
      const play2 = new PlayPage(reopened);
      await expect(play2.roundTurn).toHaveText(pt('game.roundTurn', { round: 2, rounds: 3, turn: 2, turns: 5 }));
      await expect(play2.active).toHaveText(pt('game.activeTurn', { name: 'Ana' }));
      // Ana's turn-2 unit is Battle-Scarred; finish the round from turn 2.
      await play2.activate('p1', scarred.id, scarred.name);
      await playRound(play2, 2, 'Bruno', 3);
      await scoreRound(reopened, play2, 2, [0, false], [2, true]);
      for (const n of [3, 4, 5, 6]) await play2.confirmStep(n);
      await expect(reopened.getByTestId('play-initiative-preview')).toHaveText(pt('endOfRound.initiativeFewer', { name: 'Ana' }));
      await play2.confirmStep(7);
      await play2.confirmStep(8);

      // Round 3, the last: once scored, the game ends.
      await play2.choosesFirst('Ana');
      await playRound(play2, 3, 'Ana');
      await expect(reopened.getByText(pt('endOfRound.lastRoundNote'))).toBeVisible();
      await scoreRound(reopened, play2, 3, [2, true], [0, false]);

      // Summary: 2+0+3 = 5 for Ana, 1+3+0 = 4 for Bruno.
      await expect(reopened.getByTestId('play-summary')).toBeVisible();
      seen.summaryPath = new URL(reopened.url()).pathname;
      await expect(reopened.getByTestId('play-winner')).toHaveText(pt('summary.winner', { name: 'Ana' }));
      await expect(reopened.getByTestId('play-total-p1')).toHaveText('5');
      await expect(reopened.getByTestId('play-total-p2')).toHaveText('4');
      await expect(reopened.getByTestId('play-points-table').locator('tbody tr')).toHaveCount(3);
      await expect(reopened.getByTestId('play-duration')).toBeVisible();
      // The timeline says who did what to which unit.
      await reopened.getByText(pt('summary.timeline'), { exact: true }).tap();
      const timeline = reopened.getByTestId('play-timeline');
      await expect(timeline).toContainText(pt('timeline.stress', { unit: marauders.name, change: '+1' }));
      await expect(timeline).toContainText(pt('timeline.activate', { player: 'Ana', unit: marauders.name }));
      await expect(timeline).toContainText(pt('timeline.scoreRound', { round: 3 }));
      await expectAccessible(reopened, 'summary');

      // The result QR decodes to the slip: both lists, the mission, points per round.
      const qr = reopened.getByTestId('play-result-qr');
      await expect(qr).toHaveAttribute('data-qr-ready', 'true');
      const pixels = await qr.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const ctx = canvas.getContext('2d')!;
        const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return { data: Array.from(image.data), width: image.width, height: image.height };
      });
      const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
      expect(read).not.toBeNull();
      const slip = decodeResultSlip(read!.data);
      expect(slip).not.toBeNull();
      expect(slip!.m).toBe('take-positions');
      expect(slip!.p.map((p) => p.n)).toEqual(['Ana', 'Bruno']);
      expect(slip!.p.map((p) => p.s)).toEqual([
        [2, 0, 3],
        [1, 3, 0],
      ]);
      expect(slip!.p.every((p) => /^[0-9a-f]{16}$/.test(p.l ?? ''))).toBe(true);
      expect(slipTotals(slip!)).toEqual({ totals: [5, 4], winner: 0 });

      // A wrong last score can be taken back from the summary: the game returns to step 2.
      await reopened.getByTestId('play-summary-undo').tap();
      await expect(play2.step(2)).toHaveAttribute('aria-current', 'step');
      await play2.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round: 3 }) }).tap();
      await play2.scoreTakePositions('p1', 2, true);
      await reopened.getByRole('button', { name: pt('scoring.save') }).tap();
      await expect(reopened.getByTestId('play-total-p1')).toHaveText('5');

      // Rematch: a new set-up with the same players, lists and mission.
      await reopened.getByRole('link', { name: pt('summary.rematch') }).tap();
      await expect(reopened.getByTestId('play-setup-p1').getByRole('textbox', { name: pt('setup.name') })).toHaveValue('Ana');
      await expect(reopened.getByTestId('play-setup-p2').getByRole('textbox', { name: pt('setup.name') })).toHaveValue('Bruno');
      await expect(reopened.getByTestId('play-setup-p2').getByRole('combobox', { name: pt('setup.savedList') })).toHaveValue(/.+/);
      await expect(reopened.getByTestId('play-mission')).toHaveValue('take-positions');
      await expect(reopened.getByRole('button', { name: pt('setup.start') })).toBeEnabled();

      // The history lists the finished game with its result.
      await reopened.goto('/play');
      await expect(reopened.getByTestId('play-history-result').first()).toHaveText(pt('hub.resultWin', { name: 'Ana', a: 5, b: 4 }));
      await expectAccessible(reopened, 'hub');
    } finally {
      await context.setOffline(false);
    }

    // Back online, the finished game goes to the tester's account (the outbox, by itself) and
    // appears, with its result, in the history of another device signed in as the same player.
    const { summaryPath } = seen;
    expect(summaryPath).toMatch(/^\/summary\/[0-9a-f-]{36}$/);
    const otherDevice = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    try {
      const tablet = await otherDevice.newPage();
      await new AccountPage(tablet).signInAs('tester');
      const finished = tablet.locator(`[data-testid="play-history-item"]:has(a[href="${summaryPath}"])`);
      await expect(async () => {
        await tablet.goto('/play');
        await expect(finished).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 60_000 });
      await expect(finished.getByTestId('play-history-result')).toHaveText(pt('hub.resultWin', { name: 'Ana', a: 5, b: 4 }));
      await finished.getByRole('link').first().tap();
      await expect(tablet.getByTestId('play-winner')).toHaveText(pt('summary.winner', { name: 'Ana' }));
      await expect(tablet.getByTestId('play-total-p1')).toHaveText('5');
    } finally {
      await otherDevice.close();
    }
  });

  test('a player who is not a tester gets the testers-only dialog on any play address', async ({ page }) => {
    await new AccountPage(page).signInAs('player');
    for (const path of ['/play', '/setup', '/game', '/summary/some-game']) {
      await page.goto(path);
      await expect(page.getByTestId('testers-dialog')).toBeVisible();
      await expect(page.getByTestId('testers-dialog')).toContainText(enText('testers.notice'));
      await expect(page.getByTestId('play-hub')).toHaveCount(0);
    }
  });
});

test.describe('play hub and table mode', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('a game without lists keeps the screen awake (asked again when visible, released on leaving); an unreadable saved game is kept aside until discarded; delete asks first', async ({ page }) => {
    // Count the app's wake-lock requests and keep what the browser returns (the real API).
    await page.addInitScript(`
      window.__wakeLocks = [];
      if (navigator.wakeLock) {
        const request = navigator.wakeLock.request.bind(navigator.wakeLock);
        navigator.wakeLock.request = (type) => {
          const pending = request(type);
          window.__wakeLocks.push({ type, sentinel: null, error: null });
          const entry = window.__wakeLocks[window.__wakeLocks.length - 1];
          pending.then((s) => (entry.sentinel = s), (e) => (entry.error = String(e)));
          return pending;
        };
      }
    `);
    await new AccountPage(page).signInAs('tester');
    await page.goto('/setup');
    for (const id of ['play-setup-p1', 'play-setup-p2']) await page.getByTestId(id).getByRole('radio', { name: pt('setup.source.none') }).check();
    // A name of its own: another test's Loot game of the same tester can reach this hub by sync.
    await page.getByTestId('play-setup-p2').getByRole('textbox', { name: pt('setup.name') }).fill('Vigil');
    await page.getByTestId('play-mission').selectOption({ label: 'Loot' });
    await page.getByRole('button', { name: pt('setup.start') }).tap();
    const locks = () => page.evaluate(() => (window as unknown as { __wakeLocks: Array<{ type: string; sentinel: WakeLockSentinel | null; error: string | null }> }).__wakeLocks.map((l) => ({ type: l.type, released: l.sentinel?.released ?? null, error: l.error })));
    // Deployment holds a lock; the game screen takes over with its own.
    await expect(page.getByTestId('play-deployment')).toBeVisible();
    await expect.poll(async () => (await locks()).map((l) => [l.type, l.released])).toEqual([['screen', false]]);
    const initiative = page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.me') });
    await initiative.tap();
    await expect(initiative).toBeChecked();
    await page.getByRole('button', { name: pt('deployment.start') }).tap();
    await expect(page.getByTestId('play-game')).toBeVisible();
    await expect.poll(async () => (await locks()).map((l) => l.released)).toEqual([true, false]);
    // Players without lists record activations without a unit.
    await page.getByRole('button', { name: pt('game.playsFirst', { name: pt('setup.me') }) }).tap();
    await page.getByRole('button', { name: pt('game.activationDone') }).tap();
    await expect(page.getByTestId('play-active')).toHaveText(pt('game.activeTurn', { name: 'Vigil' }));
    await expectAccessible(page, 'game, dark');
    // The browser drops the lock when the page is hidden; once visible again the app asks anew.
    await page.evaluate(async () => {
      await (window as unknown as { __wakeLocks: Array<{ sentinel: WakeLockSentinel }> }).__wakeLocks[1]!.sentinel.release();
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(async () => (await locks()).map((l) => l.released)).toEqual([true, true, false]);
    // Leaving the game screen releases the lock.
    await page.getByTestId('menu-button').tap();
    await page.getByTestId('menu-sheet').getByRole('link', { name: enText('nav.play') }).tap();
    await expect(page.getByTestId('play-hub')).toBeVisible();
    await expect.poll(async () => (await locks()).map((l) => l.released)).toEqual([true, true, true]);

    // A saved game whose log cannot be read: listed with Export and Discard, nothing lost meanwhile.
    await page.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((ok, ko) => {
          const r = indexedDB.open(name!);
          r.onsuccess = () => ok(r.result);
          r.onerror = () => ko(r.error);
        });
        if (db.objectStoreNames.contains('games')) {
          await new Promise<void>((ok, ko) => {
            const tx = db.transaction('games', 'readwrite');
            tx.objectStore('games').put({ id: 'broken-game', state: {}, saved_at: '2026-11-20T18:00:00.000Z', events: [{ seq: 1, at: 1, action: { type: 'activate' } }] });
            tx.oncomplete = () => ok();
            tx.onerror = () => ko(tx.error);
          });
        }
        db.close();
      }
    });
    await page.reload();
    const broken = page.getByTestId('play-unreadable');
    await expect(broken).toContainText(pt('hub.unreadableTitle'));
    await expectAccessible(page, 'hub, dark');
    const download = page.waitForEvent('download');
    await broken.getByRole('button', { name: pt('hub.export') }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toBe('warcrow-game-broken-game.json');
    await page.reload();
    await expect(broken).toBeVisible();
    await broken.getByRole('button', { name: pt('hub.discard') }).tap();
    const dialog = page.getByTestId('play-delete-dialog');
    await dialog.getByRole('button', { name: enText('actions.cancel') }).tap();
    await expect(broken).toBeVisible();
    await broken.getByRole('button', { name: pt('hub.discard') }).tap();
    await dialog.getByRole('button', { name: pt('hub.discard') }).tap();
    await expect(broken).toHaveCount(0);

    // The game in progress is still there (the tester's games from other devices may be listed
    // too); deleting it asks first.
    const item = page
      .getByTestId('play-history-item')
      .filter({ hasText: pt('hub.inProgress', { round: 1, rounds: 3 }) })
      .filter({ hasText: 'Loot' })
      .filter({ hasText: pt('hub.versus', { a: pt('setup.me'), b: 'Vigil' }) });
    await expect(item).toHaveCount(1);
    await expect(page.getByTestId('play-resume')).toBeVisible();
    await item.getByRole('button', { name: pt('hub.delete') }).tap();
    await expect(dialog).toContainText(pt('hub.deleteBody'));
    await dialog.getByRole('button', { name: enText('actions.cancel') }).tap();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: pt('hub.delete') }).tap();
    await dialog.getByRole('button', { name: pt('hub.delete') }).tap();
    await expect(item).toHaveCount(0);
  });
});

test.describe('set-up from a share link', () => {
  test('a company read from a pasted share link goes to the table with its units', async ({ page }) => {
    await new AccountPage(page).signInAs('tester');
    const builder = new BuilderPage(page);
    await builder.goto();
    await page.getByTestId('new-list').click();
    await builder.chooseFaction('hegemony-of-embersig');
    await builder.add(aggressors);
    await builder.add(pioneers);
    await builder.nameList('Shared Embers');
    await builder.openShare();
    const link = await builder.shareLink('full');

    await page.goto('/setup');
    const p2 = page.getByTestId('play-setup-p2');
    await page.getByTestId('play-setup-p1').getByRole('radio', { name: pt('setup.source.none') }).check();
    await p2.getByRole('radio', { name: pt('setup.source.code') }).check();
    await p2.getByRole('textbox', { name: pt('setup.code') }).fill('not a code');
    await p2.getByRole('button', { name: pt('setup.readCode') }).click();
    await expect(p2.getByRole('alert')).toHaveText(pt('setup.codeInvalid'));
    await expect(page.getByRole('button', { name: pt('setup.start') })).toBeDisabled();
    await p2.getByRole('textbox', { name: pt('setup.code') }).fill(link);
    await p2.getByRole('button', { name: pt('setup.readCode') }).click();
    await expect(page.getByTestId('play-setup-p2-decoded')).toHaveText(pt('setup.decoded_other', { name: 'Shared Embers', faction: 'Hegemony of Embersig', count: 2 }));
    await page.getByTestId('play-mission').selectOption({ label: 'Fog of Death' });
    await page.getByRole('button', { name: pt('setup.start') }).click();
    const company = page.getByTestId('play-deploy-p2');
    await expect(company.getByRole('checkbox')).toHaveCount(2);
    await expect(company.getByText(pt('deployment.scout', { strides: 12 }))).toHaveCount(1);
    await page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.defaultName', { n: 2 }) }).click();
    await page.getByRole('button', { name: pt('deployment.start') }).click();
    // Fog of Death: rounds of 4 turns (scenarios.json).
    await expect(page.getByTestId('play-round-turn')).toHaveText(pt('game.roundTurn', { round: 1, rounds: 3, turn: 1, turns: 4 }));
  });
});

test.describe('player names', () => {
  test('a name left empty is said in the language of the moment: set up in Spanish, it reads "Jugador 1", in English "Player 1"; a typed name stays as typed', async ({ page }) => {
    await new AccountPage(page).signInAs('tester');
    await page.goto('/setup');
    await page.getByTestId('language-switcher').selectOption('es');
    const p1 = page.getByTestId('play-setup-p1');
    const p2 = page.getByTestId('play-setup-p2');
    await expect(p1.getByRole('textbox', { name: esPlay.setup.name })).toHaveAttribute('placeholder', esPlay.setup.me);
    for (const player of [p1, p2]) await player.getByRole('radio', { name: esPlay.setup.source.none }).check();
    await p2.getByRole('textbox', { name: esPlay.setup.name }).fill('Bruno');
    await page.getByTestId('play-mission').selectOption('loot');
    await page.getByRole('button', { name: esPlay.setup.start }).click();

    // Deployment in Spanish: "Jugador 1" and Bruno.
    const initiative = page.getByRole('radiogroup', { name: esPlay.deployment.initiative });
    await expect(initiative.getByRole('radio')).toHaveCount(2);
    await expect(initiative.getByRole('radio', { name: esPlay.setup.me, exact: true })).toBeVisible();
    await expect(initiative.getByRole('radio', { name: 'Bruno', exact: true })).toBeVisible();

    // Switched to English, the same game says "Player 1"; Bruno is still Bruno.
    await page.getByTestId('language-switcher').selectOption('en');
    const english = page.getByRole('radiogroup', { name: pt('deployment.initiative') });
    await expect(english.getByRole('radio', { name: pt('setup.me'), exact: true })).toBeVisible();
    await expect(english.getByRole('radio', { name: 'Bruno', exact: true })).toBeVisible();
    await expect(page.getByTestId('play-deployment')).not.toContainText(esPlay.setup.me);
    await english.getByRole('radio', { name: pt('setup.me'), exact: true }).click();
    await expect(english.getByRole('radio', { name: pt('setup.me'), exact: true })).toBeChecked();
    await page.getByRole('button', { name: pt('deployment.start') }).click();
    await expect(page.getByTestId('play-active')).toHaveText(pt('game.chooseFirst', { name: pt('setup.me') }));
    await expect(page.getByTestId('play-company-p1').getByRole('heading')).toContainText(pt('setup.me'));

    // After a reload, in the hub, and back in Spanish.
    await page.reload();
    await expect(page.getByTestId('play-active')).toHaveText(pt('game.chooseFirst', { name: pt('setup.me') }));
    await page.goto('/play');
    // (The tester's games from other devices may be listed too.)
    const game = (versus: string) => page.getByTestId('play-history-item').filter({ hasText: 'Loot' }).filter({ hasText: versus });
    await expect(game(pt('hub.versus', { a: pt('setup.me'), b: 'Bruno' }))).toHaveCount(1);
    await page.getByTestId('language-switcher').selectOption('es');
    await expect(game(esPlay.hub.versus.replace('{{a}}', esPlay.setup.me).replace('{{b}}', 'Bruno'))).toHaveCount(1);
  });
});

test.describe('unit names', () => {
  test('a game set up from a list names its units in the language of the moment: Spanish card names in Spanish, English in English', async ({ page }) => {
    expect(scarred.name_es).toBeTruthy();
    expect(scarred.name_es).not.toBe(scarred.name);
    await new AccountPage(page).signInAs('tester');
    await saveList(page, 'northern-tribes', [marauders, scarred], 'Names North');
    await page.goto('/setup');
    await page.getByTestId('language-switcher').selectOption('es');
    const p1 = page.getByTestId('play-setup-p1');
    const lists = p1.getByRole('combobox', { name: esPlay.setup.savedList });
    await lists.selectOption((await lists.locator('option', { hasText: 'Names North' }).getAttribute('value'))!);
    await page.getByTestId('play-setup-p2').getByRole('radio', { name: esPlay.setup.source.none }).check();
    await page.getByTestId('play-mission').selectOption('loot');
    await page.getByRole('button', { name: esPlay.setup.start }).click();

    // Deployment: the Spanish card name; in English, the English one.
    const deploy = page.getByTestId('play-deploy-p1');
    await expect(deploy.getByRole('checkbox', { name: scarred.name_es! })).toBeVisible();
    await page.getByTestId('language-switcher').selectOption('en');
    await expect(deploy.getByRole('checkbox', { name: scarred.name })).toBeVisible();
    await page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.me'), exact: true }).click();
    await page.getByRole('button', { name: pt('deployment.start') }).click();

    // The game screen, back in Spanish: the card and its buttons say the Spanish name.
    await page.getByTestId('language-switcher').selectOption('es');
    const card = page.getByTestId('play-company-p1').getByRole('listitem').filter({ hasText: scarred.name_es! });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('group', { name: esPlay.game.forUnit.replace('{{what}}', esPlay.game.stress).replace('{{name}}', scarred.name_es!) })).toBeVisible();
    await expect(page.getByTestId('play-company-p1')).not.toContainText(scarred.name);
    await expect(card.locator('.play-unit__name')).not.toHaveAttribute('lang', /./);
    // In French the sheets give no name of its own: the English name, marked as English for screen readers.
    await page.getByTestId('language-switcher').selectOption('fr');
    await expect(page.getByTestId('play-company-p1').locator('.play-unit__name', { hasText: scarred.name })).toHaveAttribute('lang', 'en');
  });
});

test.describe('how a game ends', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  /** Set-up without lists for `mission` (`beforeStart` finishes the set-up), "Player 1" (the signed-in player) holds the initiative and plays first. */
  async function startWithoutLists(page: Page, mission: string, beforeStart?: () => Promise<void>): Promise<void> {
    await new AccountPage(page).signInAs('tester');
    await page.goto('/setup');
    for (const id of ['play-setup-p1', 'play-setup-p2']) await page.getByTestId(id).getByRole('radio', { name: pt('setup.source.none') }).check();
    await page.getByTestId('play-mission').selectOption({ label: mission });
    await beforeStart?.();
    await page.getByRole('button', { name: pt('setup.start') }).tap();
    await page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.me') }).tap();
    await page.getByRole('button', { name: pt('deployment.start') }).tap();
    await page.getByRole('button', { name: pt('game.playsFirst', { name: pt('setup.me') }) }).tap();
  }

  async function stepper(section: Locator, line: string, times: number): Promise<void> {
    const more = section.getByRole('group', { name: pt('scoring.lineFor', { line, name: (await section.getAttribute('aria-label')) ?? '' }) }).getByRole('button', { name: pt('scoring.more') });
    for (let i = 0; i < times; i += 1) await more.tap();
  }

  test('Tree Mother: the players say who defends with the Sÿenann, each scores only their side’s lines, and the game ends when they say the Tree Mother and its sprouts are destroyed', async ({ page }) => {
    const me = pt('setup.me');
    const two = pt('setup.defaultName', { n: 2 });
    const start = page.getByRole('button', { name: pt('setup.start') });
    await startWithoutLists(page, 'Tree Mother', async () => {
      // No game without sides: the set-up asks who defends.
      await expect(start).toBeDisabled();
      await expect(page.getByText(pt('setup.sidesNeeded'))).toBeVisible();
      const sides = page.getByRole('radiogroup', { name: pt('setup.sidesQuestion') });
      for (const name of [me, two]) {
        const box = (await sides.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).boundingBox())!;
        expect(box.height, `${name}: a target for the table`).toBeGreaterThanOrEqual(48);
      }
      // Reached and chosen from the keyboard.
      await sides.getByRole('radio', { name: me, exact: true }).focus();
      await page.keyboard.press('Space');
      await expect(sides.getByRole('radio', { name: me, exact: true })).toBeChecked();
      await expect(page.getByTestId('play-sides-chosen')).toHaveText(
        `${pt('summary.side', { name: me, side: pt('sides.defender') })} · ${pt('summary.side', { name: two, side: pt('sides.raider') })}`,
      );
      await expect(start).toBeEnabled();
      await expectAccessible(page, 'set-up, Tree Mother sides');
    });
    await expect(page.getByTestId('play-company-side-p1')).toHaveText(pt('sides.defender'));
    await expect(page.getByTestId('play-company-side-p2')).toHaveText(pt('sides.raider'));
    // Round 1, turn 1: the raiders destroy everything at once (the players say so).
    await page.getByRole('button', { name: pt('game.activationDone') }).tap();
    const destroyed = page.getByTestId('play-objectives-destroyed');
    await expect(destroyed).toContainText('The Tree Mother and all 4 sÿena sprouts are destroyed.');
    await destroyed.getByRole('button', { name: pt('game.endObjectivesDestroyed') }).tap();
    await page.getByTestId('play-eor-step-2').getByRole('link', { name: pt('endOfRound.scoreRound', { round: 1 }) }).tap();
    // Round 1 of 4, but the game ends: the end-of-game lines are offered, each player their side's.
    const defender = page.getByTestId('play-score-p1');
    const raider = page.getByTestId('play-score-p2');
    const defenderLines = ['Defender: 1 VP for each sprout not destroyed.', 'Defender: 1 VP if the Tree Mother is not destroyed.'];
    const raiderLines = ['Raider: 1 VP for each sprout destroyed.', 'Raider: 1 VP if the Tree Mother is destroyed.'];
    const expectOnlyOwnLines = async () => {
      await expect(defender.getByTestId('play-side-p1')).toHaveText(pt('sides.defender'));
      await expect(raider.getByTestId('play-side-p2')).toHaveText(pt('sides.raider'));
      for (const line of defenderLines) {
        await expect(defender.getByText(line)).toBeVisible();
        await expect(raider.getByText(line)).toHaveCount(0);
      }
      for (const line of raiderLines) {
        await expect(raider.getByText(line)).toBeVisible();
        await expect(defender.getByText(line)).toHaveCount(0);
      }
    };
    await expectOnlyOwnLines();
    // The sides are part of the saved game: a reload offers the same lines.
    await page.reload();
    await expectOnlyOwnLines();
    await stepper(raider, raiderLines[0]!, 4);
    await raider.getByRole('checkbox', { name: pt('scoring.lineFor', { line: raiderLines[1]!, name: two }) }).check();
    await expect(page.getByTestId('play-round-total-p2')).toHaveText(pt('scoring.roundTotal_other', { count: 5 }));
    await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal_other', { count: 0 }));
    await page.getByRole('button', { name: pt('scoring.save') }).tap();
    await expect(page.getByTestId('play-summary')).toBeVisible();
    await expect(page.getByTestId('play-winner')).toHaveText(pt('summary.winner', { name: two }));
    await expect(page.getByTestId('play-summary')).toContainText(pt('summary.endedDestroyed'));
    const sidesText = `${pt('summary.side', { name: me, side: pt('sides.defender') })} · ${pt('summary.side', { name: two, side: pt('sides.raider') })}`;
    await expect(page.getByTestId('play-summary-sides')).toHaveText(sidesText);
    await expect(page.getByTestId('play-share-text')).toContainText(sidesText);
  });

  test('Tree Mother ends early when all units of one company are demoralized: the tracker offers it, and the summary says it was that end', async ({ page }) => {
    test.setTimeout(120_000);
    await new AccountPage(page).signInAs('tester');
    await page.setViewportSize({ width: 1280, height: 900 });
    await saveList(page, 'northern-tribes', [marauders, scarred], 'Grove North');
    await saveList(page, 'hegemony-of-embersig', [aggressors, pioneers], 'Grove Embers');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/setup');
    const p1 = page.getByTestId('play-setup-p1');
    const p2 = page.getByTestId('play-setup-p2');
    await p1.getByLabel(pt('setup.name')).fill('Ana');
    await p1.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: 'Grove North', faction: 'Northern Tribes' }) });
    await p2.getByLabel(pt('setup.name')).fill('Bruno');
    await p2.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: 'Grove Embers', faction: 'Hegemony of Embersig' }) });
    await page.getByTestId('play-mission').selectOption({ label: 'Tree Mother' });
    await page.getByRole('radiogroup', { name: pt('setup.sidesQuestion') }).getByRole('radio', { name: 'Ana', exact: true }).check();
    await page.getByRole('button', { name: pt('setup.start') }).tap();
    const initiative = page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: 'Ana' });
    await initiative.tap();
    await expect(initiative).toBeChecked();
    await page.getByRole('button', { name: pt('deployment.start') }).tap();
    const play = new PlayPage(page);
    await play.choosesFirst('Ana');

    // One of Bruno's two units demoralized: the game goes on.
    const banner = page.getByTestId('play-all-demoralized');
    await play.setDemoralized('p2', aggressors.id, aggressors.name, true);
    await expect(play.unit('p2', aggressors.id).locator('.badge', { hasText: pt('game.demoralized') })).toBeVisible();
    await expect(banner).toHaveCount(0);
    // Both: the tracker sees it and offers the mission's early end, with the mission's words.
    await play.setDemoralized('p2', pioneers.id, pioneers.name, true);
    await expect(banner).toContainText(pt('game.allDemoralized', { name: 'Bruno' }));
    await expect(banner).toContainText(pt('game.missionEndsWhen', { rule: 'All units of one company are demoralized.' }));
    // It follows the units: one rallied, the offer goes; demoralized again, it is back.
    await play.setDemoralized('p2', pioneers.id, pioneers.name, false);
    await expect(banner).toHaveCount(0);
    await play.setDemoralized('p2', pioneers.id, pioneers.name, true);
    await expect(banner).toBeVisible();
    // Ana's company is not broken: the offer names Bruno's only.
    await expect(page.getByTestId('play-no-units')).toHaveCount(0);
    await banner.getByRole('button', { name: pt('game.endNow') }).tap();

    // The game's last scoring, in round 1 of 4: the end-of-game lines, each side its own.
    await expect(page.getByTestId('play-end-of-round')).toContainText(pt('endOfRound.earlyTitle', { round: 1 }));
    await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round: 1 }) }).tap();
    const defender = page.getByTestId('play-score-p1');
    await stepper(defender, 'Defender: 1 VP for each sprout not destroyed.', 4);
    await defender.getByRole('checkbox', { name: pt('scoring.lineFor', { line: 'Defender: 1 VP if the Tree Mother is not destroyed.', name: 'Ana' }) }).check();
    await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal_other', { count: 5 }));
    await page.getByRole('button', { name: pt('scoring.save') }).tap();

    // The summary says which end it was, and only that one.
    const summary = page.getByTestId('play-summary');
    await expect(summary).toBeVisible();
    await expect(page.getByTestId('play-winner')).toHaveText(pt('summary.winner', { name: 'Ana' }));
    await expect(summary).toContainText(pt('summary.endedDemoralized'));
    await expect(summary.getByText(pt('summary.endedDestroyed'))).toHaveCount(0);
    await expect(summary.getByText(pt('summary.endedEarly'))).toHaveCount(0);
    await expect(page.getByTestId('play-points-table').locator('tbody tr')).toHaveCount(1);
    await summary.getByText(pt('summary.timeline'), { exact: true }).tap();
    await expect(page.getByTestId('play-timeline')).toContainText(pt('timeline.demoralizedOn', { unit: pioneers.name }));
  });

  test('a double tap on Activation done activates once: the other company, now on top, takes no tap for a moment', async ({ page }) => {
    await startWithoutLists(page, 'Loot');
    const play = new PlayPage(page);
    const two = pt('setup.defaultName', { n: 2 });
    const done = page.getByTestId('play-company-p1').getByRole('button', { name: pt('game.activationDone') });
    await expect(done).toBeEnabled();
    const box = (await done.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.touchscreen.tap(x, y);
    // The second tap of the double tap, on whatever is under the finger in the first frame that
    // shows the other company on top. It runs on the page's own clock: a test runner slowed by a
    // busy machine once sent it after the settle time had passed, and the tap counted.
    const second = await page.evaluate(
      ({ x, y }) =>
        new Promise<string>((resolve) => {
          const look = () => {
            const button = document.elementFromPoint(x, y)?.closest('button');
            const company = button?.closest('[data-testid^="play-company-"]')?.getAttribute('data-testid');
            if (!button || company !== 'play-company-p2') return void requestAnimationFrame(look);
            const disabled = button.disabled;
            button.click();
            resolve(`${company} ${button.textContent} ${disabled ? 'disabled' : 'enabled'}`);
          };
          look();
        }),
      { x, y },
    );
    expect(second).toBe(`play-company-p2 ${pt('game.activationDone')} disabled`);
    await expect(play.active).toHaveText(pt('game.activeTurn', { name: two }));
    await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round: 1, rounds: 3, turn: 1, turns: 5 }));
    // Player 2's own tap, once the screen has settled, counts.
    await page.getByTestId('play-company-p2').getByRole('button', { name: pt('game.activationDone') }).tap();
    await expect(play.roundTurn).toHaveText(pt('game.roundTurn', { round: 1, rounds: 3, turn: 2, turns: 5 }));
    await expect(play.active).toHaveText(pt('game.activeTurn', { name: pt('setup.me') }));
  });

  test('Fog of Death: two Fog markers reaching the conquest marker in one round score 2 VP, and /scoring without a game opens the game in progress', async ({ page }) => {
    await startWithoutLists(page, 'Fog of Death');
    const done = page.getByRole('button', { name: pt('game.activationDone') });
    const play = new PlayPage(page);
    for (let i = 0; i < 8; i += 1) await done.tap(); // Fog of Death: rounds of 4 turns.
    await play.confirmStep(1);
    const gameId = new URL(page.url()).searchParams.get('g');
    expect(gameId).toBeTruthy();
    // The address without an id (SPEC: /scoring and /scoring/{gameId}) goes to this game's scoring.
    await page.goto('/scoring');
    await expect(page).toHaveURL(`/scoring/${gameId}`);
    const mine = page.getByTestId('play-score-p1');
    const fog = '1 VP at once for each Fog marker that touches the conquest marker while you control the artefact (that Fog marker leaves the game).';
    await stepper(mine, fog, 2);
    await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal_other', { count: 2 }));
    // Four Fog markers in all: the count stops at 4.
    await stepper(mine, fog, 2);
    await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal_other', { count: 4 }));
    await expect(mine.getByRole('group', { name: pt('scoring.lineFor', { line: fog, name: pt('setup.me') }) }).getByRole('button', { name: pt('scoring.more') })).toBeDisabled();
  });

  test('Sacred Land: the Deity Offering scored in round 1 cannot be scored again in round 2, even after a reload offline', async ({ page, context }) => {
    await startWithoutLists(page, 'Sacred Land');
    const done = page.getByRole('button', { name: pt('game.activationDone') });
    const play = new PlayPage(page);
    const offering = '3 VP once per game, when you have made the Deity Offering on both sacred altars.';
    for (let i = 0; i < 4; i += 1) await done.tap(); // Round 1 has 2 turns.
    await play.confirmStep(1);
    await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round: 1 }) }).tap();
    await page.getByTestId('play-score-p1').getByRole('checkbox', { name: pt('scoring.lineFor', { line: offering, name: pt('setup.me') }) }).check();
    await expect(page.getByTestId('play-round-total-p1')).toHaveText(pt('scoring.roundTotal_other', { count: 3 }));
    await page.getByRole('button', { name: pt('scoring.save') }).tap();
    for (const n of [3, 4, 5, 6, 7, 8]) await play.confirmStep(n);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await play.choosesFirst(pt('setup.defaultName', { n: 2 }));
    for (let i = 0; i < 6; i += 1) await done.tap(); // Round 2 has 3 turns.
    await play.confirmStep(1);
    await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round: 2 }) }).tap();
    // Me scored it already: shown as spent, worth nothing; player 2 still can.
    const mine = page.getByTestId('play-score-p1');
    await expect(mine.getByTestId('play-line-spent-sacred-land:4')).toContainText(pt('scoring.onceScored'));
    await expect(mine.getByRole('checkbox', { name: pt('scoring.lineFor', { line: offering, name: pt('setup.me') }) })).toHaveCount(0);
    await page.getByTestId('play-score-p2').getByRole('checkbox', { name: pt('scoring.lineFor', { line: offering, name: pt('setup.defaultName', { n: 2 }) }) }).check();
    await expect(page.getByTestId('play-game-total-p1')).toHaveText(pt('scoring.gameTotal_other', { count: 3 }));
    await expect(page.getByTestId('play-game-total-p2')).toHaveText(pt('scoring.gameTotal_other', { count: 3 }));
    await page.getByRole('button', { name: pt('scoring.save') }).tap();
    await expect(play.step(3)).toHaveAttribute('aria-current', 'step');
  });
});
