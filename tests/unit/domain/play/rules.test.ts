import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PlayActionError, applyPlayAction, canUndo, effectiveEvents, lastUndoable, nextState, replay } from '../../../../src/domain/play/reducer';
import {
  END_OF_ROUND_STEPS,
  activePlayer,
  activatesWithoutUnit,
  companiesWithNoUnitsLeft,
  currentTurnOfRound,
  nextInitiative,
  reduceStress,
  turnsInRound,
  winnerOf,
} from '../../../../src/domain/play/rules';
import type { PlayAction, PlayState, PlayUnit, RoundScore } from '../../../../src/domain/play/types';
import { STARTED, T0, createAction, fullRound, logOf, makePlan, replayed, run } from '../../../fixtures/play';

const score = (mission: number, feat = 0): RoundScore => ({ mission, feat, lines: {} });
const steps = (from: number, to: number): PlayAction[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'completeEndOfRoundStep', step: from + i }) as PlayAction);

function unit(state: PlayState, id: string): PlayUnit {
  return state.units.find((u) => u.id === id)!;
}

describe('set-up and deployment', () => {
  it('creates the game in deployment with both companies and the roll-off winner', () => {
    const s = run([createAction()]);
    expect(s.currentPhase).toBe('deployment');
    expect(s.seats).toEqual(['p1', 'p2']);
    expect(s.units).toHaveLength(6);
    expect(s.rollOffWinner).toBe('p1');
    expect(s.players.p1!.units).toEqual(['p1-u1', 'p1-u2', 'p1-u3']);
    expect(unit(s, 'p1-u1')).toMatchObject({ stress: 0, wounds: 0, activated: false, states: [], demoralized: false, removed: false });
  });

  it('needs the initiative holder before the game starts, and records the start time', () => {
    expect(() => run([createAction(), { type: 'startGame' }])).toThrow(PlayActionError);
    const s = run(STARTED.slice(0, 4));
    expect(s.currentPhase).toBe('game');
    expect(s.round).toBe(1);
    expect(s.initiativePlayerId).toBe('p1');
    expect(s.firstToDeployPlayerId).toBe('p2');
    expect(s.gameStartTime).toBe(T0 + 3000);
  });

  it('rejects a plan with no rounds or no turns', () => {
    expect(() => run([createAction(makePlan({ rounds: 0 }))])).toThrow('play/bad-plan');
    expect(() => run([createAction(makePlan({ turnsPerRound: [] }))])).toThrow('play/bad-plan');
  });
});

describe('turns and activations', () => {
  it('alternates from the first player of the round, one activation each per turn', () => {
    let s = run(STARTED);
    expect(activePlayer(s)).toBe('p1');
    expect(currentTurnOfRound(s)).toBe(1);
    s = applyPlayAction(s, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0);
    expect(activePlayer(s)).toBe('p2');
    expect(currentTurnOfRound(s)).toBe(1);
    s = applyPlayAction(s, { type: 'activate', playerId: 'p2', unitId: 'p2-u1' }, T0);
    expect(activePlayer(s)).toBe('p1');
    expect(currentTurnOfRound(s)).toBe(2);
    expect(unit(s, 'p1-u1').activated).toBe(true);
    expect(s.turns.find((t) => t.number === 1)!.activationsCompleted).toEqual({ p1: 1, p2: 1 });
  });

  it('refuses the other player out of turn and a demoralized or removed unit', () => {
    const s = run(STARTED);
    expect(() => applyPlayAction(s, { type: 'activate', playerId: 'p2', unitId: 'p2-u1' }, T0)).toThrow('play/not-your-activation');
    const demoralized = applyPlayAction(s, { type: 'setUnitFlag', unitId: 'p1-u1', flag: 'demoralized', value: true }, T0);
    expect(() => applyPlayAction(demoralized, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0)).toThrow('play/cannot-activate');
    const removed = applyPlayAction(s, { type: 'setUnitFlag', unitId: 'p1-u2', flag: 'removed', value: true }, T0);
    expect(() => applyPlayAction(removed, { type: 'activate', playerId: 'p1', unitId: 'p1-u2' }, T0)).toThrow('play/cannot-activate');
  });

  it('has no activation before the first player of the round is chosen', () => {
    const s = run(STARTED.slice(0, 4));
    expect(activePlayer(s)).toBeNull();
    expect(() => applyPlayAction(s, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0)).toThrow('play/no-activation-now');
  });

  it('opens the End of Round after the mission turns per round (cap), then allows no activation', () => {
    const s = run([...STARTED, ...fullRound(5)]);
    expect(s.endOfRound).toEqual({ round: 1, stepsDone: 0, early: false });
    expect(activePlayer(s)).toBeNull();
    expect(currentTurnOfRound(s)).toBe(5);
    expect(() => applyPlayAction(s, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0)).toThrow();
  });

  it('uses each round’s own number of turns when the mission varies them', () => {
    const plan = makePlan({ rounds: 4, turnsPerRound: [2, 3, 4, 5] });
    const s = run([createAction(plan), ...STARTED.slice(1), ...fullRound(2)]);
    expect(turnsInRound(s, 1)).toBe(2);
    expect(turnsInRound(s, 4)).toBe(5);
    expect(s.endOfRound?.round).toBe(1);
  });

  it('Rest clears stress and states', () => {
    let s = run([...STARTED.slice(0, 4)]);
    s = applyPlayAction(s, { type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: 3 }, T0);
    s = applyPlayAction(s, { type: 'setUnitState', unitId: 'p1-u1', state: 'slowed', value: true }, T0);
    s = applyPlayAction(s, { type: 'chooseFirstPlayer', playerId: 'p1' }, T0);
    s = applyPlayAction(s, { type: 'activate', playerId: 'p1', unitId: 'p1-u1', rest: true }, T0);
    expect(unit(s, 'p1-u1')).toMatchObject({ stress: 0, states: [], activated: true });
  });

  it('lets a company with no unit able to activate record its activation without a unit', () => {
    let s = run([createAction(makePlan(), [1, 0]), ...STARTED.slice(1)]);
    expect(activatesWithoutUnit(s, 'p2')).toBe(true);
    expect(activatesWithoutUnit(s, 'p1')).toBe(false);
    s = applyPlayAction(s, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, T0);
    s = applyPlayAction(s, { type: 'activate', playerId: 'p2', unitId: null }, T0);
    expect(currentTurnOfRound(s)).toBe(2);
  });
});

describe('unit trackers', () => {
  it('never takes stress or wounds below zero; demoralized units neither gain nor lose stress', () => {
    let s = run(STARTED);
    s = applyPlayAction(s, { type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: -1 }, T0);
    s = applyPlayAction(s, { type: 'adjustUnit', unitId: 'p1-u1', field: 'wounds', delta: -2 }, T0);
    expect(unit(s, 'p1-u1')).toMatchObject({ stress: 0, wounds: 0 });
    s = applyPlayAction(s, { type: 'adjustUnit', unitId: 'p1-u2', field: 'stress', delta: 2 }, T0);
    s = applyPlayAction(s, { type: 'setUnitFlag', unitId: 'p1-u2', flag: 'demoralized', value: true }, T0);
    s = applyPlayAction(s, { type: 'adjustUnit', unitId: 'p1-u2', field: 'stress', delta: 1 }, T0);
    expect(unit(s, 'p1-u2').stress).toBe(2);
  });

  it('adds and removes each state once', () => {
    let s = run(STARTED);
    s = applyPlayAction(s, { type: 'setUnitState', unitId: 'p2-u1', state: 'vulnerable', value: true }, T0);
    s = applyPlayAction(s, { type: 'setUnitState', unitId: 'p2-u1', state: 'vulnerable', value: true }, T0);
    s = applyPlayAction(s, { type: 'setUnitState', unitId: 'p2-u1', state: 'frightened', value: true }, T0);
    expect(unit(s, 'p2-u1').states).toEqual(['vulnerable', 'frightened']);
    s = applyPlayAction(s, { type: 'setUnitState', unitId: 'p2-u1', state: 'vulnerable', value: false }, T0);
    expect(unit(s, 'p2-u1').states).toEqual(['frightened']);
  });
});

describe('End of Round', () => {
  it('lists the eight steps in the fact base order', () => {
    expect(END_OF_ROUND_STEPS).toEqual([
      'end-of-round-effects',
      'victory-points',
      'stress-reduction',
      'tinge',
      'no-one-left-behind',
      'remove-activation-tokens',
      'initiative',
      'end-of-round-token',
    ]);
  });

  it('step 3 takes 1 stress from units that activated and 2 from the others, never below 0, demoralized untouched', () => {
    const base = run(STARTED);
    const u = (over: Partial<PlayUnit>): PlayUnit => ({ ...base.units[0]!, ...over });
    expect(reduceStress(u({ stress: 3, activated: true })).stress).toBe(2);
    expect(reduceStress(u({ stress: 3, activated: false })).stress).toBe(1);
    expect(reduceStress(u({ stress: 1, activated: false })).stress).toBe(0);
    expect(reduceStress(u({ stress: 4, activated: false, demoralized: true })).stress).toBe(4);
  });

  it('walks the steps in order, scoring at step 2, then stress, tokens, initiative and the next round', () => {
    const setup: PlayAction[] = [
      ...STARTED,
      { type: 'adjustUnit', unitId: 'p1-u1', field: 'stress', delta: 2 },
      { type: 'adjustUnit', unitId: 'p1-u3', field: 'stress', delta: 3 },
      // 2 turns with 3 units each: p1-u1, p1-u2 activate; p1-u3 does not.
      ...fullRound(5, 'p1', 'p2', 2),
    ];
    let s = run(setup);
    expect(() => applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 2 }, T0)).toThrow('play/step-out-of-order');
    s = applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 1 }, T0);
    expect(() => applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 2 }, T0)).toThrow('play/score-the-round');
    s = applyPlayAction(s, { type: 'scoreRound', round: 1, scores: { p1: score(2), p2: score(1) } }, T0);
    expect(s.endOfRound?.stepsDone).toBe(2);
    s = applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 3 }, T0);
    expect(unit(s, 'p1-u1').stress).toBe(1);
    expect(unit(s, 'p1-u3').stress).toBe(1);
    s = [4, 5, 6].reduce((acc, step) => applyPlayAction(acc, { type: 'completeEndOfRoundStep', step }, T0), s);
    expect(s.units.every((x) => !x.activated)).toBe(true);
    s = applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 7 }, T0);
    expect(s.initiativePlayerId).toBe('p2');
    s = applyPlayAction(s, { type: 'completeEndOfRoundStep', step: 8 }, T0);
    expect(s.round).toBe(2);
    expect(s.endOfRound).toBeNull();
    expect(s.firstPlayerId).toBeNull();
    expect(s.turns.map((t) => [t.number, t.completed])).toEqual([[1, true], [2, false]]);
  });

  it('initiative: fewer points takes it; on a tie it passes to the player who did not hold it', () => {
    const s = run(STARTED);
    const withScores = (a: number, b: number, holder: string): PlayState => ({ ...s, initiativePlayerId: holder, scoreDetail: { 1: { p1: score(a), p2: score(b) } } });
    expect(nextInitiative(withScores(1, 3, 'p2'))).toBe('p1');
    expect(nextInitiative(withScores(3, 1, 'p2'))).toBe('p2');
    expect(nextInitiative(withScores(2, 2, 'p1'))).toBe('p2');
    expect(nextInitiative(withScores(2, 2, 'p2'))).toBe('p1');
  });

  it('feat points count toward initiative and result only when the players add them', () => {
    const s = run(STARTED);
    const detail = { 1: { p1: score(1, 3), p2: score(2, 0) } };
    expect(nextInitiative({ ...s, scoreDetail: detail })).toBe('p2');
    expect(nextInitiative({ ...s, plan: { ...s.plan, addFeatPoints: false }, scoreDetail: detail })).toBe('p1');
  });
});

describe('scoring and game end', () => {
  function playRound(round: number, scores: [number, number], first = 'p1'): PlayAction[] {
    const second = first === 'p1' ? 'p2' : 'p1';
    return [
      { type: 'chooseFirstPlayer', playerId: first },
      ...fullRound(5, first, second),
      { type: 'completeEndOfRoundStep', step: 1 },
      { type: 'scoreRound', round, scores: { p1: score(scores[0]), p2: score(scores[1]) } },
      ...(round < 3 ? steps(3, 8) : []),
    ];
  }

  it('stores each round’s gain as the new score minus the previous, and ends after the last round', () => {
    const s = run([...STARTED.slice(0, 4), ...playRound(1, [2, 1]), ...playRound(2, [1, 3], 'p2'), ...playRound(3, [2, 0])]);
    expect(s.players.p1!.score).toBe(5);
    expect(s.players.p2!.score).toBe(4);
    expect(s.players.p1!.roundScores).toEqual({ 1: 2, 2: 1, 3: 2 });
    expect(s.players.p2!.roundScores).toEqual({ 1: 1, 2: 3, 3: 0 });
    expect(s.finished).toBe(true);
    expect(s.endReason).toBe('last-round');
    expect(s.currentPhase).toBe('summary');
    expect(s.gameEndTime).not.toBeNull();
    expect(winnerOf(s)).toBe('p1');
    expect(() => applyPlayAction(s, { type: 'startGame' }, T0)).toThrow('play/game-over');
  });

  it('a tie is a tie', () => {
    const s = run([...STARTED.slice(0, 4), ...playRound(1, [1, 1]), ...playRound(2, [0, 0], 'p2'), ...playRound(3, [1, 1])]);
    expect(winnerOf(s)).toBe('tie');
  });

  it('ends early, after scoring the round, when a company has no unit left', () => {
    let s = run(STARTED);
    expect(() => applyPlayAction(s, { type: 'endGameEarly' }, T0)).toThrow('play/cannot-end-early');
    for (const id of ['p2-u1', 'p2-u2', 'p2-u3']) s = applyPlayAction(s, { type: 'setUnitFlag', unitId: id, flag: 'removed', value: true }, T0);
    expect(companiesWithNoUnitsLeft(s)).toEqual(['p2']);
    s = applyPlayAction(s, { type: 'endGameEarly' }, T0);
    s = applyPlayAction(s, { type: 'scoreRound', round: 1, scores: { p1: score(1), p2: score(0) } }, T0 + 5);
    expect(s).toMatchObject({ finished: true, endReason: 'no-units', gameEndTime: T0 + 5 });
  });

  it('refuses a score for the wrong round or for one player only', () => {
    const s = run([...STARTED, ...fullRound(5), { type: 'completeEndOfRoundStep', step: 1 }]);
    expect(() => applyPlayAction(s, { type: 'scoreRound', round: 2, scores: { p1: score(1), p2: score(1) } }, T0)).toThrow('play/not-scoring-now');
    expect(() => applyPlayAction(s, { type: 'scoreRound', round: 1, scores: { p1: score(1) } }, T0)).toThrow('play/missing-score');
  });
});

describe('event log and undo', () => {
  it('replaying the log gives the state built action by action', () => {
    const actions = [...STARTED, ...fullRound(3)];
    const { updatedAt: _a, ...built } = run(actions);
    const { updatedAt: _b, ...replayedState } = replayed(actions);
    expect(replayedState).toEqual(built);
  });

  it('undo cancels the latest action, a second undo the one before; the log keeps them all', () => {
    const actions: PlayAction[] = [...STARTED, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }, { type: 'activate', playerId: 'p2', unitId: 'p2-u1' }, { type: 'undo' }, { type: 'undo' }];
    const log = logOf(actions);
    expect(effectiveEvents(log)).toHaveLength(STARTED.length);
    const s = replay(log)!;
    expect(activePlayer(s)).toBe('p1');
    expect(unit(s, 'p1-u1').activated).toBe(false);
    expect(log).toHaveLength(actions.length);
  });

  it('never undoes the creation of the game', () => {
    const log = logOf([createAction(), { type: 'undo' }]);
    expect(canUndo(logOf([createAction()]))).toBe(false);
    expect(replay(log)?.id).toBe('g1');
    expect(() => nextState(replay(logOf([createAction()])), logOf([createAction()]), { seq: 2, at: T0, action: { type: 'undo' } })).toThrow('play/nothing-to-undo');
  });

  it('names the action an undo would cancel', () => {
    const log = logOf([...STARTED, { type: 'activate', playerId: 'p1', unitId: 'p1-u1' }]);
    expect(lastUndoable(log)?.action).toEqual({ type: 'activate', playerId: 'p1', unitId: 'p1-u1' });
  });
});

/** Random valid actions for the current state, for property tests. */
function validActions(s: PlayState): PlayAction[] {
  const out: PlayAction[] = [];
  const active = activePlayer(s);
  if (s.currentPhase === 'game' && !s.endOfRound && s.firstPlayerId === null) out.push({ type: 'chooseFirstPlayer', playerId: s.seats[0] }, { type: 'chooseFirstPlayer', playerId: s.seats[1] });
  if (active) for (const u of s.units.filter((x) => x.playerId === active && !x.demoralized && !x.removed)) out.push({ type: 'activate', playerId: active, unitId: u.id });
  if (s.endOfRound) {
    const next = s.endOfRound.stepsDone + 1;
    if (next === 2) out.push({ type: 'scoreRound', round: s.round, scores: { p1: score(next % 3), p2: score(1) } });
    else out.push({ type: 'completeEndOfRoundStep', step: next });
  }
  for (const u of s.units) {
    out.push({ type: 'adjustUnit', unitId: u.id, field: 'stress', delta: 1 }, { type: 'adjustUnit', unitId: u.id, field: 'stress', delta: -1 });
    out.push({ type: 'setUnitFlag', unitId: u.id, flag: 'demoralized', value: !u.demoralized });
    out.push({ type: 'setUnitState', unitId: u.id, state: 'slowed', value: !u.states.includes('slowed') });
  }
  return out;
}

describe('properties', () => {
  const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 120 });

  function play(choices: number[]): { states: PlayState[]; actions: PlayAction[] } {
    let s = run(STARTED.slice(0, 4));
    const states = [s];
    const actions: PlayAction[] = [...STARTED.slice(0, 4)];
    for (const c of choices) {
      if (s.finished) break;
      const options = validActions(s);
      const action = options[c % options.length]!;
      s = applyPlayAction(s, action, T0 + actions.length);
      actions.push(action);
      states.push(s);
    }
    return { states, actions };
  }

  it('stress is never negative', () => {
    fc.assert(
      fc.property(picks, (choices) => {
        const { states } = play(choices);
        return states.every((st) => st.units.every((u) => u.stress >= 0 && u.wounds >= 0));
      }),
    );
  });

  it('undo after an action gives back the state before it', () => {
    fc.assert(
      fc.property(picks, (choices) => {
        const { actions } = play(choices);
        const log = logOf(actions);
        const before = replay(log.slice(0, -1))!;
        const after = replay([...log, { seq: log.length + 1, at: T0 + 10_000_000, action: { type: 'undo' } }])!;
        const strip = ({ updatedAt: _u, ...rest }: PlayState) => rest;
        expect(strip(after)).toEqual(strip(before));
      }),
      { numRuns: 60 },
    );
  });

  it('neither player is ever more than one activation ahead, nor past the round’s turns', () => {
    fc.assert(
      fc.property(picks, (choices) => {
        const { states } = play(choices);
        return states.every((st) => {
          const rec = st.turns.find((t) => t.number === st.round);
          const a = rec?.activationsCompleted.p1 ?? 0;
          const b = rec?.activationsCompleted.p2 ?? 0;
          return Math.abs(a - b) <= 1 && a <= turnsInRound(st, st.round) && b <= turnsInRound(st, st.round);
        });
      }),
    );
  });
});

describe('trackers from the fact base', () => {
  it('the four lasting states of rules 1.6', async () => {
    const { UNIT_STATES } = await import('../../../../src/domain/play/types');
    expect(UNIT_STATES).toEqual(['vulnerable', 'disarmed', 'frightened', 'slowed']);
  });

  it('mission and feat points are kept apart; the result adds the feat only when chosen', async () => {
    const { featPoints, missionPoints, resultPoints } = await import('../../../../src/domain/play/rules');
    const s = run(STARTED);
    const detail = { 1: { p1: score(2, 0), p2: score(1, 0) }, 3: { p1: score(1, 3), p2: score(0, 1) } };
    expect(missionPoints({ scoreDetail: detail }, 'p1')).toBe(3);
    expect(featPoints({ scoreDetail: detail }, 'p1')).toBe(3);
    expect(resultPoints({ scoreDetail: detail, plan: s.plan }, 'p1')).toBe(6);
    expect(resultPoints({ scoreDetail: detail, plan: { ...s.plan, addFeatPoints: false } }, 'p1')).toBe(3);
  });
});

describe('deployment checklist and undo through nextState', () => {
  it('ticks a unit as deployed, and nextState applies an undo by replaying the log', () => {
    const actions: PlayAction[] = [createAction(), { type: 'setDeployed', unitId: 'p1-u1', deployed: true }];
    const log = logOf(actions);
    const s = replay(log)!;
    expect(unit(s, 'p1-u1').deployed).toBe(true);
    const undone = nextState(s, log, { seq: 3, at: T0 + 5000, action: { type: 'undo' } });
    expect(unit(undone, 'p1-u1').deployed).toBe(false);
    expect(() => applyPlayAction(s, { type: 'undo' }, T0)).toThrow('play/undo-is-replayed');
  });
});
