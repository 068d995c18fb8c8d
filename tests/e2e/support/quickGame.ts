/**
 * A short game played through play mode's screens (needs a tester, admin or preview user and a
 * context with touch): my company from a saved list, the opponent tracked without a list, Take
 * Positions, every turn activating my unit or recording the opponent's activation, one objective
 * point for me each round. It ends on the summary with "Player 1 wins".
 */
import { expect, type Page } from '@playwright/test';
import type { CatalogueUnit } from './builderPage';
import { PlayPage, pt } from './playPage';

export async function finishQuickGame(page: Page, listName: string, unit: CatalogueUnit, factionName = 'Northern Tribes'): Promise<void> {
  await page.goto('/setup');
  const p1 = page.getByTestId('play-setup-p1');
  await p1.getByRole('combobox', { name: pt('setup.savedList') }).selectOption({ label: pt('setup.listOption', { name: listName, faction: factionName }) });
  await page.getByTestId('play-setup-p2').getByRole('radio', { name: pt('setup.source.none') }).check();
  await page.getByTestId('play-mission').selectOption({ label: 'Take Positions' });
  await page.getByRole('button', { name: pt('setup.start') }).click();
  await expect(page.getByTestId('play-deployment')).toBeVisible();
  // Each choice is saved with the game, so the control shows it once written.
  const initiative = page.getByRole('radiogroup', { name: pt('deployment.initiative') }).getByRole('radio', { name: pt('setup.me') });
  await initiative.click();
  await expect(initiative).toBeChecked();
  const deployed = page.getByTestId('play-deploy-p1').getByRole('checkbox', { name: unit.name });
  if (await deployed.count()) {
    await deployed.click();
    await expect(deployed).toBeChecked();
  }
  await page.getByRole('button', { name: pt('deployment.start') }).click();

  const play = new PlayPage(page);
  for (let round = 1; round <= 3; round += 1) {
    await page.getByTestId('play-first-player').getByRole('button').first().click();
    for (;;) {
      const active = (await play.active.textContent()) ?? '';
      if (active === pt('game.roundOver')) break;
      const turn = await play.roundTurn.textContent();
      const mine = page.getByTestId(`play-unit-p1-${unit.id}-1`).getByRole('button', { name: pt('game.activateUnit', { name: unit.name }), exact: true });
      // Its button is briefly disabled after the turn passes (the double-tap guard); click waits for it.
      if (await mine.isVisible()) await mine.click();
      else await page.getByRole('button', { name: pt('game.activationDone') }).click();
      await expect.poll(async () => `${await play.roundTurn.textContent()}|${await play.active.textContent()}`).not.toBe(`${turn}|${active}`);
    }
    await play.confirmStep(1);
    await play.step(2).getByRole('link', { name: pt('endOfRound.scoreRound', { round }) }).click();
    await expect(page.getByTestId('play-scoring')).toBeVisible();
    await page.getByTestId('play-score-p1').getByRole('button', { name: pt('scoring.more') }).first().click();
    await page.getByRole('button', { name: pt('scoring.save') }).click();
    if (round < 3) for (const step of [3, 4, 5, 6, 7, 8]) await play.confirmStep(step);
  }
  await expect(page.getByText(pt('summary.winner', { name: pt('setup.me') })).first()).toBeVisible();
  // The opponent, tracked without a list, is said to have none once, not as a list and a faction.
  const companies = page.getByTestId('play-companies');
  await expect(companies).toContainText(pt('summary.companyNoList', { name: pt('setup.defaultName', { n: 2 }) }));
  await expect(companies).not.toContainText(`(${pt('noFaction')})`);
}
