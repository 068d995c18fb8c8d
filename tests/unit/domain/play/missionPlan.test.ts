import { describe, expect, it } from 'vitest';
import { companyUnits, lineMaxValue, linePoints, linesForRound, planFor, roundScoreFrom } from '../../../../src/domain/play/missionPlan';
import { playerClocks } from '../../../../src/domain/play/clock';
import { MISSIONS } from '../../../../src/domain/scenarios';
import type { SelectedUnit } from '../../../../src/domain/types';
import type { PlayEvent } from '../../../../src/domain/play/types';
import { STARTED, T0, logOf } from '../../../fixtures/play';

describe('mission plans from scenarios.json', () => {
  it('every mission gives a plan with its last round and turns per round', () => {
    for (const m of MISSIONS) {
      const r = planFor(m.id, null, { addFeatPoints: true });
      expect(r.ok, m.id).toBe(true);
      if (!r.ok) continue;
      expect(r.plan.rounds).toBe(m.lastRound);
      expect(r.plan.turnsPerRound).toEqual(m.turnsPerRound);
    }
  });

  it('uses the fact base numbers: 3 rounds of 5 turns, Fog of Death 4 turns, Tree Mother and Sacred Land vary', () => {
    const plan = (id: string) => {
      const r = planFor(id, null, { addFeatPoints: true });
      if (!r.ok) throw new Error(r.issue);
      return r.plan;
    };
    expect(plan('take-positions')).toMatchObject({ rounds: 3, turnsPerRound: [5, 5, 5], endWhenCompanyGone: true });
    expect(plan('fog-of-death').turnsPerRound).toEqual([4, 4, 4]);
    expect(plan('tree-mother')).toMatchObject({ rounds: 4, turnsPerRound: [5, 4, 3, 2] });
    expect(plan('sacred-land')).toMatchObject({ rounds: 4, turnsPerRound: [2, 3, 4, 5] });
    expect(plan('influence-zones').endWhenCompanyGone).toBe(false);
  });

  it('refuses unknown ids and a feat as the mission', () => {
    expect(planFor('nope', null, { addFeatPoints: true })).toEqual({ ok: false, issue: 'unknown-mission' });
    expect(planFor('track', null, { addFeatPoints: true })).toEqual({ ok: false, issue: 'not-a-mission' });
    expect(planFor('loot', 'take-positions', { addFeatPoints: true })).toEqual({ ok: false, issue: 'not-a-feat' });
    expect(planFor('loot', 'nope', { addFeatPoints: true })).toEqual({ ok: false, issue: 'unknown-feat' });
  });
});

describe('scoring lines', () => {
  it('Take Positions: a stepper per enemy objective (at most 2) and a toggle, every round', () => {
    const lines = linesForRound({ missionId: 'take-positions', featId: null, rounds: 3 }, 1);
    expect(lines.mission.map((l) => l.control)).toEqual(['stepper', 'toggle']);
    const [perObjective, none] = lines.mission;
    expect(lineMaxValue(perObjective!)).toBe(2);
    expect(linePoints(perObjective!, 2)).toBe(2);
    expect(linePoints(perObjective!, 5)).toBe(2);
    expect(linePoints(none!, 1)).toBe(1);
    expect(linePoints(none!, 0)).toBe(0);
    expect(roundScoreFrom(lines, { [perObjective!.id]: 1, [none!.id]: 1 })).toEqual({ mission: 2, feat: 0, lines: { [perObjective!.id]: 1, [none!.id]: 1 } });
  });

  it('feat lines scored at the end of the game come only in the mission’s last round', () => {
    const plan = { missionId: 'loot', featId: 'decapitation', rounds: 3 };
    expect(linesForRound(plan, 1).feat).toEqual([]);
    expect(linesForRound(plan, 3).feat.length).toBeGreaterThan(0);
    const last = linesForRound(plan, 3);
    const values = Object.fromEntries(last.feat.map((l) => [l.id, 1]));
    const expected = last.feat.reduce((sum, l) => sum + l.points, 0);
    expect(roundScoreFrom(last, values).feat).toBe(expected);
  });

  it('Ghosts from the Mist scores 3 points per controlled ghost, up to its 4 ghosts', () => {
    const lines = linesForRound({ missionId: 'ghosts-from-the-mist', featId: null, rounds: 3 }, 2).mission;
    const perGhost = lines.find((l) => l.points === 3)!;
    expect(perGhost.control).toBe('stepper');
    expect(linePoints(perGhost, 2)).toBe(6);
    expect(linePoints(perGhost, 9)).toBe(12);
  });

  it('never counts a negative or fractional value', () => {
    const [line] = linesForRound({ missionId: 'take-positions', featId: null, rounds: 3 }, 1).mission;
    expect(linePoints(line!, -3)).toBe(0);
    expect(linePoints(line!, 1.7)).toBe(1);
    expect(linePoints(line!, Number.NaN)).toBe(0);
  });
});

describe('companies from lists', () => {
  const unit = (id: string, quantity: number, keywords: string[] = []): SelectedUnit =>
    ({ id, name: id.toUpperCase(), quantity, keywords: keywords.map((name) => ({ name })) }) as unknown as SelectedUnit;

  it('one table entry per copy, Scout and Ambusher marked, ids unique per player', () => {
    const units = companyUnits('p2', [unit('a', 2, ['Scout']), unit('b', 1, ['Ambusher']), unit('c', 0)]);
    expect(units).toEqual([
      { id: 'p2-a-1', name: 'A 1', unitId: 'a', scout: true, ambusher: false },
      { id: 'p2-a-2', name: 'A 2', unitId: 'a', scout: true, ambusher: false },
      { id: 'p2-b-1', name: 'B', unitId: 'b', scout: false, ambusher: true },
    ]);
  });
});

describe('per-player clock', () => {
  it('gives each activation’s time to the player who made it, and runs for the active player', () => {
    const log = logOf([...STARTED, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, { type: 'activate', playerId: 'p2', unitId: 'p2-u1' }]);
    // Events are one second apart: p1's activation took 1 s after the first player was chosen, p2's 1 s.
    const now = log[log.length - 1]!.at + 5000;
    expect(playerClocks(log, now, 'p1')).toEqual({ p1: 6000, p2: 1000 });
    expect(playerClocks(log.slice(0, 3), T0 + 99_000, null)).toEqual({});
  });

  it('keeps running for the active player while units are marked (stress, a state, off the table)', () => {
    const base = logOf([...STARTED, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }]);
    const last = base[base.length - 1]!;
    // p2 is active from p1's activation; stress, a state and a unit off the table come 3, 4 and 5 s in.
    const marks: PlayEvent[] = [
      { seq: last.seq + 1, at: last.at + 3000, action: { type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: 1 } },
      { seq: last.seq + 2, at: last.at + 4000, action: { type: 'setUnitState', unitId: 'p2-u1', state: 'slowed', value: true } },
      { seq: last.seq + 3, at: last.at + 5000, action: { type: 'setUnitFlag', unitId: 'p2-u2', flag: 'removed', value: true } },
    ];
    expect(playerClocks([...base, ...marks], last.at + 9000, 'p2')).toEqual({ p1: 1000, p2: 9000 });
    const p2Done: PlayEvent = { seq: last.seq + 4, at: last.at + 10_000, action: { type: 'activate', playerId: 'p2', unitId: 'p2-u1' } };
    expect(playerClocks([...base, ...marks, p2Done], last.at + 12_000, 'p1')).toEqual({ p1: 3000, p2: 10_000 });
  });
});
