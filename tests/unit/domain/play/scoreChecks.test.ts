import { describe, expect, it } from 'vitest';
import { linesForRound, roundScoreFrom } from '../../../../src/domain/play/missionPlan';
import { SCORE_CHECKS, scoreConflicts } from '../../../../src/domain/play/scoreChecks';
import { SCENARIOS, getScenario } from '../../../../src/domain/scenarios';

const SEATS = ['p1', 'p2'] as const;

/** The conflicts of one round of `missionId` with each seat's entered values, as the scoring screen computes them. */
function conflictsOf(missionId: string, entered: Record<string, Record<string, number>>, round = 1, gameEnds = false) {
  const lines = linesForRound({ missionId, featId: null, rounds: getScenario(missionId)!.lastRound! }, round, gameEnds);
  const kept = Object.fromEntries(SEATS.map((seat) => [seat, roundScoreFrom(lines, entered[seat] ?? {}).lines]));
  return scoreConflicts(lines, kept, SEATS);
}

function featConflicts(featId: string, entered: Record<string, Record<string, number>>) {
  const lines = linesForRound({ missionId: 'take-positions', featId, rounds: 3 }, 3);
  const kept = Object.fromEntries(SEATS.map((seat) => [seat, roundScoreFrom(lines, entered[seat] ?? {}).lines]));
  return scoreConflicts(lines, kept, SEATS);
}

describe('scores two players cannot both enter', () => {
  it('names only scoring lines that exist in the fact base', () => {
    const ids = new Set(SCENARIOS.flatMap((s) => s.scoring.map((line) => line.id)));
    for (const check of SCORE_CHECKS) {
      const named = [check.line, ...('rivalLines' in check ? check.rivalLines : []), ...('ownLine' in check ? [check.ownLine] : [])];
      for (const id of named) expect(ids, id).toContain(id);
    }
  });

  it('Take Positions: "the rival controls none of your objectives" against the rival counting one of them', () => {
    expect(conflictsOf('take-positions', { p1: { 'take-positions:0': 1, 'take-positions:1': 1 }, p2: { 'take-positions:0': 1 } })).toEqual([
      { kind: 'excludes-rival', line: 'take-positions:1', seat: 'p1', rivalLine: 'take-positions:0', rivalSeat: 'p2' },
    ]);
    // Both may truly score "none": neither holds an objective of the other's colour.
    expect(conflictsOf('take-positions', { p1: { 'take-positions:1': 1 }, p2: { 'take-positions:1': 1 } })).toEqual([]);
    expect(conflictsOf('take-positions', { p1: { 'take-positions:0': 2, 'take-positions:1': 1 }, p2: {} })).toEqual([]);
  });

  it('one central objective, one lead: both players cannot claim them', () => {
    expect(conflictsOf('consolidated-progress', { p1: { 'consolidated-progress:0': 1 }, p2: { 'consolidated-progress:0': 1 } })).toEqual([{ kind: 'one-only', line: 'consolidated-progress:0' }]);
    expect(conflictsOf('influence-zones', { p1: { 'influence-zones:0': 1 }, p2: { 'influence-zones:0': 1 } })).toEqual([{ kind: 'one-only', line: 'influence-zones:0' }]);
    expect(conflictsOf('influence-zones', { p1: { 'influence-zones:0': 1 }, p2: { 'influence-zones:1': 1, 'influence-zones:2': 1 } })).toEqual([]);
  });

  it('a tie holds for both players or neither, and never beside a lead', () => {
    expect(conflictsOf('quadrants', { p1: { 'quadrants:1': 1 }, p2: {} })).toEqual([{ kind: 'both-or-neither', line: 'quadrants:1', seat: 'p1' }]);
    expect(conflictsOf('quadrants', { p1: { 'quadrants:1': 1 }, p2: { 'quadrants:1': 1 } })).toEqual([]);
    expect(conflictsOf('quadrants', { p1: { 'quadrants:0': 1, 'quadrants:1': 1 }, p2: { 'quadrants:1': 1 } })).toEqual([
      { kind: 'excludes-own', line: 'quadrants:1', ownLine: 'quadrants:0', seat: 'p1' },
      { kind: 'excludes-rival', line: 'quadrants:1', seat: 'p2', rivalLine: 'quadrants:0', rivalSeat: 'p1' },
    ]);
  });

  it('Battle Lines: two neutral objectives between both players, and "both B and C" leaves the rival none', () => {
    expect(conflictsOf('battle-lines', { p1: { 'battle-lines:2': 2 }, p2: { 'battle-lines:2': 1 } })).toEqual([{ kind: 'shared', line: 'battle-lines:2', total: 3, max: 2 }]);
    expect(conflictsOf('battle-lines', { p1: { 'battle-lines:2': 1 }, p2: { 'battle-lines:2': 1 } })).toEqual([]);
    expect(conflictsOf('battle-lines', { p1: { 'battle-lines:2': 2, 'battle-lines:3': 1 }, p2: { 'battle-lines:3': 1 } })).toContainEqual({
      kind: 'excludes-rival',
      line: 'battle-lines:3',
      seat: 'p1',
      rivalLine: 'battle-lines:3',
      rivalSeat: 'p2',
    });
    // Your own objective A is the rival's "rival's colour objective A".
    expect(conflictsOf('battle-lines', { p1: { 'battle-lines:1': 1 }, p2: { 'battle-lines:0': 1 } })).toEqual([
      { kind: 'excludes-rival', line: 'battle-lines:1', seat: 'p1', rivalLine: 'battle-lines:0', rivalSeat: 'p2' },
    ]);
  });

  it('Loot: "the rival holds no loot" against the rival holding some', () => {
    expect(conflictsOf('loot', { p1: { 'loot:2': 1 }, p2: { 'loot:0': 1 } })).toEqual([{ kind: 'excludes-rival', line: 'loot:2', seat: 'p1', rivalLine: 'loot:0', rivalSeat: 'p2' }]);
    expect(conflictsOf('loot', { p1: { 'loot:0': 1, 'loot:1': 1, 'loot:2': 1 }, p2: {} })).toEqual([]);
  });

  it('feats at the end of the game: one higher meter, and a lost banner against "never lost"', () => {
    expect(featConflicts('resources', { p1: { 'resources:3': 1 }, p2: { 'resources:3': 1 } })).toEqual([{ kind: 'one-only', line: 'resources:3' }]);
    expect(featConflicts('banner', { p1: { 'banner:0': 1 }, p2: { 'banner:1': 1 } })).toEqual([{ kind: 'excludes-rival', line: 'banner:0', seat: 'p1', rivalLine: 'banner:1', rivalSeat: 'p2' }]);
  });

  it('checks only the lines offered this round: the feat lines before the last round are not there', () => {
    const lines = linesForRound({ missionId: 'take-positions', featId: 'resources', rounds: 3 }, 1);
    expect(scoreConflicts(lines, { p1: { 'resources:3': 1 }, p2: { 'resources:3': 1 } }, SEATS)).toEqual([]);
  });

  it('says nothing for a mission without checks, or without two players', () => {
    expect(conflictsOf('tree-mother', { p1: { 'tree-mother:1': 1 }, p2: { 'tree-mother:3': 1 } }, 4)).toEqual([]);
    const lines = linesForRound({ missionId: 'take-positions', featId: null, rounds: 3 }, 1);
    expect(scoreConflicts(lines, { p1: { 'take-positions:1': 1 } }, ['p1'])).toEqual([]);
  });
});
