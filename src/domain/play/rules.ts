/**
 * The table rules play mode computes, each from ../shared/data/game/game-structure.json:
 * turns and whose activation it is (`round_structure`), the End of Round steps in order with
 * the stress reduction and the initiative hand-over (`end_of_round`, `initiative`), and the
 * result (`game_length.result`). Pure functions of the state.
 */
import type { PlayState, PlayUnit } from './types';

/** The eight End of Round steps, in the fact base's order. */
export const END_OF_ROUND_STEPS = [
  'end-of-round-effects',
  'victory-points',
  'stress-reduction',
  'tinge',
  'no-one-left-behind',
  'remove-activation-tokens',
  'initiative',
  'end-of-round-token',
] as const;
export type EndOfRoundStepId = (typeof END_OF_ROUND_STEPS)[number];
/** Step numbers (1-based) the app computes when the step is confirmed. */
export const SCORING_STEP = 2;
export const STRESS_STEP = 3;
export const ACTIVATION_TOKENS_STEP = 6;
export const INITIATIVE_STEP = 7;

/** Stress removed at the end of the round (game-structure.json `end_of_round` step 3). */
export const STRESS_REDUCTION_ACTIVATED = 1;
export const STRESS_REDUCTION_NOT_ACTIVATED = 2;

export function otherPlayer(state: Pick<PlayState, 'seats'>, playerId: string): string {
  return state.seats[0] === playerId ? state.seats[1] : state.seats[0];
}

export function turnsInRound(state: Pick<PlayState, 'plan'>, round: number): number {
  const list = state.plan.turnsPerRound;
  return list[Math.min(round, list.length) - 1] ?? list[list.length - 1] ?? 0;
}

export function activationsThisRound(state: PlayState, playerId: string): number {
  return state.turns.find((t) => t.number === state.round)?.activationsCompleted[playerId] ?? 0;
}

/** Every turn of the round is played: both players have one activation per turn. */
export function isRoundComplete(state: PlayState): boolean {
  const cap = turnsInRound(state, state.round);
  return state.seats.every((id) => activationsThisRound(state, id) >= cap);
}

/** The turn being played (1-based; the last turn once the round is complete). */
export function currentTurnOfRound(state: PlayState): number {
  const cap = turnsInRound(state, state.round);
  const done = Math.min(...state.seats.map((id) => activationsThisRound(state, id)));
  return Math.min(done + 1, cap);
}

/**
 * Whose activation it is: the first player of the round, then the other, turn after turn.
 * Null before the first player is chosen, during the End of Round and once the game is over.
 */
export function activePlayer(state: PlayState): string | null {
  if (state.currentPhase !== 'game' || state.endOfRound || state.firstPlayerId === null) return null;
  if (isRoundComplete(state)) return null;
  const first = state.firstPlayerId;
  const second = otherPlayer(state, first);
  return activationsThisRound(state, first) <= activationsThisRound(state, second) ? first : second;
}

/** A unit that may be activated: on the table and not demoralized (`round_structure.activation`). */
export function canActivate(unit: PlayUnit): boolean {
  return !unit.removed && !unit.demoralized;
}

export function unitsOf(state: Pick<PlayState, 'units'>, playerId: string): PlayUnit[] {
  return state.units.filter((u) => u.playerId === playerId);
}

/**
 * Whether the player activates without choosing a unit: a company tracked without unit details,
 * or one with no unit that may activate (how such a turn goes is not in the fact base; recording
 * it as a pass is the players' choice).
 */
export function activatesWithoutUnit(state: PlayState, playerId: string): boolean {
  return !unitsOf(state, playerId).some(canActivate);
}

/** End of Round step 3: stress −1 for units that activated, −2 for the others; demoralized units keep theirs. */
export function reduceStress(unit: PlayUnit): PlayUnit {
  if (unit.demoralized || unit.removed || unit.stress === 0) return unit;
  const by = unit.activated ? STRESS_REDUCTION_ACTIVATED : STRESS_REDUCTION_NOT_ACTIVATED;
  return { ...unit, stress: Math.max(0, unit.stress - by) };
}

/** The points a player has for the result so far (mission points, plus feat points when the players add them). */
export function resultPoints(state: Pick<PlayState, 'scoreDetail' | 'plan'>, playerId: string): number {
  let total = 0;
  for (const round of Object.values(state.scoreDetail)) {
    const score = round[playerId];
    if (!score) continue;
    total += score.mission + (state.plan.addFeatPoints ? score.feat : 0);
  }
  return total;
}

export function missionPoints(state: Pick<PlayState, 'scoreDetail'>, playerId: string): number {
  return Object.values(state.scoreDetail).reduce((sum, round) => sum + (round[playerId]?.mission ?? 0), 0);
}

export function featPoints(state: Pick<PlayState, 'scoreDetail'>, playerId: string): number {
  return Object.values(state.scoreDetail).reduce((sum, round) => sum + (round[playerId]?.feat ?? 0), 0);
}

/** End of Round step 7: the player with fewer points takes the initiative; on a tie the other player. */
export function nextInitiative(state: PlayState): string | null {
  const [a, b] = state.seats;
  const pa = resultPoints(state, a);
  const pb = resultPoints(state, b);
  if (pa < pb) return a;
  if (pb < pa) return b;
  return state.initiativePlayerId === null ? null : otherPlayer(state, state.initiativePlayerId);
}

/** A company that has units and none of them left on the table. */
export function companiesWithNoUnitsLeft(state: PlayState): string[] {
  return state.seats.filter((id) => {
    const units = unitsOf(state, id);
    return units.length > 0 && units.every((u) => u.removed);
  });
}

/** A company whose units still on the table are all demoralized (Tree Mother's early end). */
export function companiesAllDemoralized(state: PlayState): string[] {
  return state.seats.filter((id) => {
    const onTable = unitsOf(state, id).filter((u) => !u.removed);
    return onTable.length > 0 && onTable.every((u) => u.demoralized);
  });
}

/** The winner by result points, 'tie', or null before the game is over. */
export function winnerOf(state: PlayState): string | 'tie' | null {
  if (!state.finished) return null;
  const [a, b] = state.seats;
  const pa = resultPoints(state, a);
  const pb = resultPoints(state, b);
  if (pa === pb) return 'tie';
  return pa > pb ? a : b;
}

export function isLastRound(state: Pick<PlayState, 'round' | 'plan'>): boolean {
  return state.round >= state.plan.rounds;
}
