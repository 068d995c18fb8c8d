/**
 * What the game tracker scores when a game ends (the fact base: end-of-game lines are "scored
 * when the game ends", also when it ends early), the once-per-game limit of Sacred Land's Deity
 * Offering, and Tree Mother's three early ends (scenarios.json `tree-mother.game_end.early_end`).
 */
import { describe, expect, it } from 'vitest';
import { applyPlayAction } from '../../../../src/domain/play/reducer';
import { earlyEndText, earlyEndsOf, linesForRound, onceLinesSpent, roundScoreFrom } from '../../../../src/domain/play/missionPlan';
import { companiesAllDemoralized } from '../../../../src/domain/play/rules';
import type { PlayAction, PlayState, RoundScore } from '../../../../src/domain/play/types';
import { T0, createAction, fullRound, makePlan, run } from '../../../fixtures/play';

const ids = (lines: { id: string }[]) => lines.map((l) => l.id);

function started(plan = makePlan()): PlayAction[] {
  return [
    createAction(plan),
    { type: 'setFirstToDeploy', playerId: 'p2' },
    { type: 'setInitialInitiative', playerId: 'p1' },
    { type: 'startGame' },
    { type: 'chooseFirstPlayer', playerId: 'p1' },
  ];
}

const treeMother = makePlan({ missionId: 'tree-mother', rounds: 4, turnsPerRound: [5, 4, 3, 2] });
const sacredLand = makePlan({ missionId: 'sacred-land', rounds: 4, turnsPerRound: [2, 3, 4, 5] });

describe('end-of-game lines', () => {
  it('come with the last scoring of a game that ends early, not with an ordinary round', () => {
    const plan = { missionId: 'tree-mother', featId: 'decapitation', rounds: 4 };
    expect(ids(linesForRound(plan, 2).mission)).toEqual([]);
    expect(linesForRound(plan, 2).feat.some((l) => l.when === 'end_of_game')).toBe(false);
    const ending = linesForRound(plan, 2, true);
    expect(ids(ending.mission)).toEqual(['tree-mother:0', 'tree-mother:1', 'tree-mother:2', 'tree-mother:3']);
    expect(ending.feat.filter((l) => l.when === 'end_of_game').length).toBeGreaterThan(0);
  });

  it('are the same in the last round whether or not the game is said to end', () => {
    const plan = { missionId: 'take-positions', featId: 'track', rounds: 3 };
    expect(ids(linesForRound(plan, 3, true).feat)).toEqual(ids(linesForRound(plan, 3).feat));
    expect(ids(linesForRound(plan, 3).feat)).toContain('track:2');
  });
});

describe('once-per-game lines (Sacred Land, Deity Offering: 3 VP once per game)', () => {
  const offering = 'sacred-land:4';
  const scored = (lines: Record<string, number>): RoundScore => ({ mission: lines[offering] ? 3 : 0, feat: 0, lines });

  function afterRound1(p1Lines: Record<string, number>): PlayState {
    return run([
      ...started(sacredLand),
      ...fullRound(2),
      { type: 'completeEndOfRoundStep', step: 1 },
      { type: 'scoreRound', round: 1, scores: { p1: scored(p1Lines), p2: scored({}) } },
      ...[3, 4, 5, 6, 7, 8].map((step) => ({ type: 'completeEndOfRoundStep', step }) as PlayAction),
      { type: 'chooseFirstPlayer', playerId: 'p1' },
      ...fullRound(3),
      { type: 'completeEndOfRoundStep', step: 1 },
    ]);
  }

  it('counts nothing the second time for the player who scored it, and still counts for the other', () => {
    const s = afterRound1({ [offering]: 1 });
    expect(s.round).toBe(2);
    expect(onceLinesSpent(s, 'p1', 2)).toEqual(new Set([offering]));
    expect(onceLinesSpent(s, 'p2', 2)).toEqual(new Set());
    const lines = linesForRound(s.plan, 2);
    expect(roundScoreFrom(lines, { [offering]: 1 }, onceLinesSpent(s, 'p1', 2))).toMatchObject({ mission: 0, lines: { [offering]: 0 } });
    expect(roundScoreFrom(lines, { [offering]: 1 }, onceLinesSpent(s, 'p2', 2))).toMatchObject({ mission: 3 });
    // The other player has not scored it yet.
    const next = applyPlayAction(s, { type: 'scoreRound', round: 2, scores: { p1: scored({}), p2: scored({ [offering]: 1 }) } }, T0);
    expect(next.players.p2!.score).toBe(3);
  });

  it('can be scored in a later round when it was not scored before', () => {
    const s = afterRound1({});
    const next = applyPlayAction(s, { type: 'scoreRound', round: 2, scores: { p1: scored({ [offering]: 1 }), p2: scored({}) } }, T0);
    expect(next.players.p1!.score).toBe(3);
  });
});

describe('early ends', () => {
  it('Tree Mother gives three, the other missions with an early end one', () => {
    expect(earlyEndsOf('tree-mother')).toEqual(['no-units', 'all-demoralized', 'objectives-destroyed']);
    expect(earlyEndsOf('take-positions')).toEqual(['no-units']);
    expect(earlyEndsOf('influence-zones')).toEqual([]);
    expect(earlyEndText('tree-mother', 'all-demoralized')?.en).toBe('All units of one company are demoralized.');
    expect(earlyEndText('tree-mother', 'objectives-destroyed')?.fr).toMatch(/Arbre mère/);
    expect(earlyEndText('take-positions', 'objectives-destroyed')).toBeNull();
  });

  it('all units of a company demoralized ends a Tree Mother game, and only then', () => {
    let s = run(started(treeMother));
    expect(() => applyPlayAction(s, { type: 'endGameEarly', reason: 'all-demoralized' }, T0)).toThrow('play/cannot-end-early');
    s = applyPlayAction(s, { type: 'setUnitFlag', unitId: 'p2-u1', flag: 'removed', value: true }, T0);
    for (const id of ['p2-u2', 'p2-u3']) s = applyPlayAction(s, { type: 'setUnitFlag', unitId: id, flag: 'demoralized', value: true }, T0);
    expect(companiesAllDemoralized(s)).toEqual(['p2']);
    s = applyPlayAction(s, { type: 'endGameEarly', reason: 'all-demoralized' }, T0);
    const lines = linesForRound(s.plan, s.round, s.endOfRound!.early);
    expect(lines.mission.map((l) => l.when)).toEqual(['end_of_game', 'end_of_game', 'end_of_game', 'end_of_game']);
    s = applyPlayAction(s, { type: 'scoreRound', round: 1, scores: { p1: { mission: 2, feat: 0, lines: {} }, p2: { mission: 1, feat: 0, lines: {} } } }, T0 + 9);
    expect(s).toMatchObject({ finished: true, endReason: 'all-demoralized' });
  });

  it('the Tree Mother and its sprouts destroyed ends a Tree Mother game when the players say so, and no other mission', () => {
    let s = run(started(treeMother));
    s = applyPlayAction(s, { type: 'endGameEarly', reason: 'objectives-destroyed' }, T0);
    s = applyPlayAction(s, { type: 'scoreRound', round: 1, scores: { p1: { mission: 0, feat: 0, lines: {} }, p2: { mission: 5, feat: 0, lines: {} } } }, T0);
    expect(s.endReason).toBe('objectives-destroyed');

    const other = run(started());
    expect(() => applyPlayAction(other, { type: 'endGameEarly', reason: 'objectives-destroyed' }, T0)).toThrow('play/cannot-end-early');
    for (const id of ['p2-u1', 'p2-u2', 'p2-u3']) expect(() => applyPlayAction(other, { type: 'setUnitFlag', unitId: id, flag: 'demoralized', value: true }, T0)).not.toThrow();
    expect(() => applyPlayAction(other, { type: 'endGameEarly', reason: 'all-demoralized' }, T0)).toThrow('play/cannot-end-early');
  });

  it('refuses a reason it does not know (a log from elsewhere)', () => {
    const s = run(started(treeMother));
    expect(() => applyPlayAction(s, { type: 'endGameEarly', reason: 'surrender' as never }, T0)).toThrow('play/cannot-end-early');
  });
});
