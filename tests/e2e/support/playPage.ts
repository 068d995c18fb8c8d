/**
 * Page object for play mode: set-up, deployment, the game screen, the End of Round checklist,
 * scoring and the summary. English texts come from the play locale file.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import enPlay from '../../../src/i18n/locales/en/play.json' with { type: 'json' };

/** English text of the play namespace, with {{x}} filled in (plural keys take _one/_other from count). */
export function pt(key: string, params: Record<string, string | number> = {}): string {
  const find = (k: string) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enPlay);
  let value = find(key);
  if (value === undefined && typeof params.count === 'number') value = find(`${key}_${params.count === 1 ? 'one' : 'other'}`);
  if (typeof value !== 'string') throw new Error(`No English play text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

export class PlayPage {
  constructor(readonly page: Page) {}

  get roundTurn(): Locator {
    return this.page.getByTestId('play-round-turn');
  }

  get active(): Locator {
    return this.page.getByTestId('play-active');
  }

  unit(playerId: string, catalogueId: string): Locator {
    return this.page.getByTestId(`play-unit-${playerId}-${catalogueId}-1`);
  }

  async activate(playerId: string, catalogueId: string, name: string): Promise<void> {
    await this.unit(playerId, catalogueId).getByRole('button', { name: pt('game.activateUnit', { name }), exact: true }).tap();
  }

  async addStress(playerId: string, catalogueId: string, times: number): Promise<void> {
    const button = this.unit(playerId, catalogueId).getByRole('button', { name: pt('game.more', { what: pt('game.stress') }) });
    for (let i = 0; i < times; i += 1) {
      const before = Number(await this.stress(playerId, catalogueId).textContent());
      await button.tap();
      await expect(this.stress(playerId, catalogueId)).toHaveText(String(before + 1));
    }
  }

  /** Mark a unit demoralized (or not) from its "States and markers", and wait until the game shows it. */
  async setDemoralized(playerId: string, catalogueId: string, name: string, on: boolean): Promise<void> {
    const card = this.unit(playerId, catalogueId);
    const more = card.locator('details.play-unit__more');
    if ((await more.getAttribute('open')) === null) await card.getByText(pt('game.moreTrackers'), { exact: true }).tap();
    const toggle = card.getByRole('button', { name: pt('game.forUnit', { what: pt('game.demoralized'), name }), exact: true });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', String(on));
  }

  stress(playerId: string, catalogueId: string): Locator {
    return this.page.getByTestId(`play-stress-${playerId}-${catalogueId}-1`);
  }

  async choosesFirst(name: string): Promise<void> {
    await this.page.getByRole('button', { name: pt('game.playsFirst', { name }) }).tap();
  }

  step(n: number): Locator {
    return this.page.getByTestId(`play-eor-step-${n}`);
  }

  async confirmStep(n: number): Promise<void> {
    const step = this.step(n);
    await expect(step).toHaveAttribute('aria-current', 'step');
    await step.getByRole('button', { name: n === 8 ? pt('endOfRound.nextRound') : pt('endOfRound.confirm') }).tap();
    // After the last step the checklist closes and the next round begins.
    if (n === 8) await expect(this.page.getByTestId('play-end-of-round')).toHaveCount(0);
    else await expect(step).not.toHaveAttribute('aria-current', 'step');
    // The screen shows a tap before the device has stored it: a test that leaves the page next
    // waits for the write, as the game's own saved mark says.
    await expect(this.page.getByTestId('play-game')).toHaveAttribute('data-saved', 'true');
  }

  /** Score a round of Take Positions for one player: objectives of the opponent's colour, and whether the opponent holds none of yours. */
  async scoreTakePositions(playerId: string, objectives: number, noneOfMine: boolean): Promise<void> {
    const section = this.page.getByTestId(`play-score-${playerId}`);
    const more = section.getByRole('button', { name: pt('scoring.more') });
    for (let i = 0; i < objectives; i += 1) await more.tap();
    if (noneOfMine) await section.getByRole('checkbox').check();
  }
}
