// Issue 15 item 4: after a game finished in play mode the profile counts it in the games history
// and shows the player's result on the line of their company's faction. The game is played with
// a Syenann list: the other e2e games of the shared tester account are Northern Tribes and
// Hegemony ones, which may finish meanwhile (two workers) and would move those lines.
import { expect, test, type Page } from '@playwright/test';
import enProfile from '../../src/i18n/locales/en/profile.json' with { type: 'json' };
import { AccountPage } from './support/accountPage';
import { BuilderPage, bt, unitNamed } from './support/builderPage';
import { finishQuickGame } from './support/quickGame';

const SYENANN_NAME = 'Syenann';
// A plain troop: no Scout or Ambusher, so it deploys like the quick game expects.
const unit = unitNamed('syenann', 'Protectors of the Forest');

function profileText(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enProfile);
  if (typeof value !== 'string') throw new Error(`No English profile text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
const plural = (key: string, count: number) => profileText(`${key}_${count === 1 ? 'one' : 'other'}`, { count });

/** The Syenann line of the record as numbers (zeros when there is none yet). */
async function syenannRecord(page: Page): Promise<{ wins: number; losses: number; draws: number; games: number }> {
  await page.goto('/profile');
  // The tester's games from earlier runs come down with the first sync: count after it.
  await expect(page.getByTestId('sync-last')).toHaveText(/\d/);
  const games = page.getByTestId('profile-counts-games');
  await expect(games).toBeVisible();
  await expect(page.getByTestId('profile-record')).toBeVisible();
  const gamesCount = Number(/\d+/.exec((await games.textContent()) ?? '')?.[0] ?? NaN);
  const line = page.getByTestId('profile-record-line').and(page.locator('[data-faction="syenann"]'));
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
  await builder.chooseFaction('syenann');
  await builder.add(unit);
  const listName = `Record ${Date.now()}`;
  await builder.nameList(listName);
  await builder.saveLocally();
  await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();

  const before = await syenannRecord(page);

  await finishQuickGame(page, listName, unit, SYENANN_NAME);

  const after = await syenannRecord(page);
  expect({ wins: after.wins, losses: after.losses, draws: after.draws }).toEqual({ wins: before.wins + 1, losses: before.losses, draws: before.draws });
  // The games count is the account's, over every faction: another worker's game may land meanwhile.
  expect(after.games).toBeGreaterThanOrEqual(before.games + 1);
  await expect(page.getByTestId('profile-record-line').and(page.locator('[data-faction="syenann"]'))).toHaveText(
    profileText('record.line', {
      faction: SYENANN_NAME,
      wins: plural('record.wins', after.wins),
      losses: plural('record.losses', after.losses),
      draws: plural('record.draws', after.draws),
    }),
  );
});
