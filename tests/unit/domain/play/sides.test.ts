/**
 * Tree Mother's fixed sides (scenarios.json `tree-mother.sides`: the Sÿenann defending, the
 * raiders attacking; each scoring line carries its `side`): set-up records which player is
 * which, the scoring offers each player only their side's lines, and a game recorded before
 * sides were still replays with every line offered to both.
 */
import { describe, expect, it } from 'vitest';
import { applyPlayAction, replay } from '../../../../src/domain/play/reducer';
import { linesForRound, missionSides, roundScoreFrom } from '../../../../src/domain/play/missionPlan';
import type { NewPlayer, PlayAction, PlayPlan, PlayState } from '../../../../src/domain/play/types';
import { T0, logOf, makePlan, makePlayer } from '../../../fixtures/play';

const treeMother = makePlan({ missionId: 'tree-mother', rounds: 4, turnsPerRound: [5, 4, 3, 2] });
const ids = (lines: { id: string }[]) => lines.map((l) => l.id);

function create(plan: PlayPlan, sides: [unknown, unknown] | null): Extract<PlayAction, { type: 'create' }> {
  const players = [makePlayer('p1', 2), makePlayer('p2', 2)].map((p, i) => (sides ? { ...p, side: sides[i] } : p)) as [NewPlayer, NewPlayer];
  return { type: 'create', gameId: 'g1', ownerId: null, plan, players, rollOffWinner: null };
}

/** A Tree Mother game that the players say is over in round 1, at its scoring. */
function endingNow(first: PlayAction): PlayAction[] {
  return [
    first,
    { type: 'setInitialInitiative', playerId: 'p1' },
    { type: 'startGame' },
    { type: 'chooseFirstPlayer', playerId: 'p1' },
    { type: 'endGameEarly', reason: 'objectives-destroyed' },
  ];
}

describe('which missions have sides', () => {
  it('Tree Mother has the Sÿenann (defending) and the raiders, in that order; other missions and feats have none', () => {
    expect(missionSides('tree-mother')).toEqual(['sÿenann', 'raiders']);
    expect(missionSides('take-positions')).toEqual([]);
    // Track's "to the rival" line is a feat's, not a side of the table.
    expect(missionSides('track')).toEqual([]);
    expect(missionSides('nope')).toEqual([]);
  });
});

describe('set-up records the sides', () => {
  it('keeps each player’s side in the game, through a replay of the log', () => {
    const state = replay(logOf(endingNow(create(treeMother, ['raiders', 'sÿenann'])))) as PlayState;
    expect(state.players.p1!.side).toBe('raiders');
    expect(state.players.p2!.side).toBe('sÿenann');
  });

  it('a mission without sides records none', () => {
    const state = applyPlayAction(null, create(makePlan(), null), T0);
    expect([state.players.p1!.side, state.players.p2!.side]).toEqual([null, null]);
  });

  it('refuses sides that do not hold together (a log from storage or another device)', () => {
    const refused: Array<[PlayPlan, [unknown, unknown]]> = [
      [treeMother, ['sÿenann', 'sÿenann']],
      [treeMother, ['sÿenann', null]],
      [treeMother, ['defender', 'raiders']],
      [treeMother, [1, 'raiders']],
      [treeMother, [{ side: 'sÿenann' }, 'raiders']],
      [makePlan(), ['sÿenann', 'raiders']],
    ];
    for (const [plan, sides] of refused) expect(() => applyPlayAction(null, create(plan, sides), T0), JSON.stringify(sides)).toThrow('play/bad-sides');
  });
});

describe('each player scores their own side’s lines', () => {
  it('the defender is offered the Sÿenann lines, the raider the raiders’ lines, with the feat’s for both', () => {
    const plan = { ...treeMother, featId: 'decapitation' };
    const defender = linesForRound(plan, 2, true, 'sÿenann');
    const raider = linesForRound(plan, 2, true, 'raiders');
    expect(ids(defender.mission)).toEqual(['tree-mother:0', 'tree-mother:1']);
    expect(ids(raider.mission)).toEqual(['tree-mother:2', 'tree-mother:3']);
    expect(ids(defender.feat)).toEqual(ids(raider.feat));
    expect(defender.feat.length).toBeGreaterThan(0);
  });

  it('a value typed for the other side’s line counts nothing', () => {
    const raider = linesForRound(treeMother, 1, true, 'raiders');
    const score = roundScoreFrom(raider, { 'tree-mother:0': 4, 'tree-mother:1': 1, 'tree-mother:2': 3 });
    expect(score).toEqual({ mission: 3, feat: 0, lines: { 'tree-mother:2': 3, 'tree-mother:3': 0 } });
  });

  it('a Tree Mother game recorded before sides were still replays, and offers both sides’ lines to each player', () => {
    const old = create(treeMother, null);
    const log = logOf([
      ...endingNow(old),
      { type: 'scoreRound', round: 1, scores: { p1: { mission: 5, feat: 0, lines: { 'tree-mother:0': 4, 'tree-mother:1': 1 } }, p2: { mission: 0, feat: 0, lines: {} } } },
    ]);
    const state = replay(log) as PlayState;
    expect(state).toMatchObject({ finished: true, endReason: 'objectives-destroyed' });
    expect(state.players.p1).toMatchObject({ side: null, score: 5 });
    const lines = linesForRound(state.plan, 1, true, state.players.p2!.side);
    expect(ids(lines.mission)).toEqual(['tree-mother:0', 'tree-mother:1', 'tree-mother:2', 'tree-mother:3']);
  });
});
