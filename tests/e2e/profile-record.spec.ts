// Issue 15 item 4: after a game finished in play mode the profile counts it in the games history
// and shows the player's result on the line of their company's faction.
import { expect, test, type Page } from '@playwright/test';
import enProfile from '../../src/i18n/locales/en/profile.json' with { type: 'json' };
import { AccountPage } from './support/accountPage';
import { BuilderPage, bt, unitNamed } from './support/builderPage';
import { PlayPage, pt } from './support/playPage';

const marauders = unitNamed('northern-tribes', 'Tundra Marauders');

function profileText(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enProfile);
  if (typeof value !== 'string') throw new Error(`No English profile text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
const plural = (key: string, count: number) => profileText(`${key}_${count === 1 ? 'one' : 'other'}`, { count });

/** The Northern Tribes line of the record as numbers (zeros when there is none yet). */
async function northernRecord(page: Page): Promise<{ wins: number; losses: number; draws: number; games: number }> {
  await page.goto('/profile');
  // The tester's games from earlier runs come down with the first sync: count after it.
  await expect(page.getByTestId('sync-last')).toHaveText(/\d/);
  const games = page.getByTestId('profile-counts-games');
  await expect(games).toBeVisible();
  await expect(page.getByTestId('profile-record')).toBeVisible();
  const gamesCount = Number(/\d+/.exec((await games.textContent()) ?? '')?.[0] ?? NaN);
  const line = page.getByTestId('profile-record-line').and(page.locator('[data-faction="northern-tribes"]'));
  if ((await line.count()) === 0) return { wins: 0, losses: 0, draws: 0, games: gamesCount };
  const [wins, losses, draws] = ((await line.textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number, number];
  return { wins, losses, draws, games: gamesCount };
}

// PlayPage taps, as on a phone at the table.
test.use({ hasTouch: true });

test('a finished game adds to the games count and to the win line of the player’s faction', async ({ page }) => {
  test.setTimeout(180_000);
  await new AccountPage(page).signInAs('tester');
  const builder = new BuilderPage(page);
  await builder.goto();
  await page.getByTestId('new-list').click();
  await builder.chooseFaction('northern-tribes');
  await builder.add(marauders);
  const listName = `Record ${Date.now()}`;
  await builder.nameList(listName);
  await builder.saveLocally();
  await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();

  const before = await northernRecord(page);

  // Set-up: my company from the saved list, the opponent tracked without a list.
  await page.goto('/setup');
  const p1 = page.getByTestId('play-setup-p1');
  await p1.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: listName, faction: 'Northern Tribes' }) });
  await page.getByTestId('play-setup-p2').getByRole('radio', { name: pt('setup.source.none') }).check();
  await page.getByTestId('play-mission').selectOption({ label: 'Take Positions' });
  await page.getByRole('button', { name: pt('setup.start') }).click();
  await expect(page.getByTestId('play-deployment')).toBeVisible();
  const initiative = page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.me') });
  // Each choice is saved with the game, so the control shows it once written.
  await initiative.click();
  await expect(initiative).toBeChecked();
  const deployed = page.getByTestId('play-deploy-p1').getByRole('checkbox', { name: marauders.name });
  if (await deployed.count()) {
    await deployed.click();
    await expect(deployed).toBeChecked();
  }
  await page.getByRole('button', { name: pt('deployment.start') }).click();

  const play = new PlayPage(page);
  for (let round = 1; round <= 3; round += 1) {
    await page.getByTestId('play-first-player').getByRole('button').first().click();
    // Every turn: my unit activates, the opponent's activation is recorded without a unit.
    for (;;) {
      const active = (await play.active.textContent()) ?? '';
      if (active === pt('game.roundOver')) break;
      const before = await play.roundTurn.textContent();
      const mine = page.getByTestId('play-unit-p1-' + marauders.id + '-1').getByRole('button', { name: pt('game.activateUnit', { name: marauders.name }), exact: true });
      if (await mine.isVisible() && (await mine.isEnabled())) await mine.click();
      else await page.getByRole('button', { name: pt('game.activationDone') }).click();
      await expect.poll(async () => `${await play.roundTurn.textContent()}|${await play.active.textContent()}`).not.toBe(`${before}|${active}`);
    }
    await play.confirmStep(1);
    await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round }) }).click();
    await expect(page.getByTestId('play-scoring')).toBeVisible();
    await page.getByTestId('play-score-p1').getByRole('button', { name: pt('scoring.more') }).first().click();
    await page.getByRole('button', { name: pt('scoring.save') }).click();
    if (round < 3) for (const step of [3, 4, 5, 6, 7, 8]) await play.confirmStep(step);
  }
  // The summary names the winner: me, one objective point a round against none.
  await expect(page.getByText(pt('summary.winner', { name: pt('setup.me') })).first()).toBeVisible();

  const after = await northernRecord(page);
  expect(after).toEqual({ wins: before.wins + 1, losses: before.losses, draws: before.draws, games: before.games + 1 });
  await expect(page.getByTestId('profile-record-line').and(page.locator('[data-faction="northern-tribes"]'))).toHaveText(
    profileText('record.line', {
      faction: 'Northern Tribes',
      wins: plural('record.wins', after.wins),
      losses: plural('record.losses', after.losses),
      draws: plural('record.draws', after.draws),
    }),
  );
});
