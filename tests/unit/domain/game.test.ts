import { describe, expect, it } from 'vitest';
import {
  activationsOf,
  applyGameEvent,
  canCompleteActivation,
  createGame,
  currentAlternatingPlayer,
  isGameWorthSaving,
  parseSavedGame,
  shouldKeepSavedGame,
} from '../../../src/domain/game';
import type { GameAction } from '../../../src/domain/game';
import type { GameState } from '../../../src/domain/types';

const run = (state: GameState, ...actions: GameAction[]) => actions.reduce(applyGameEvent, state);

function twoPlayers(): GameState {
  return run(createGame('g1'), { type: 'upsertPlayer', player: { id: 'p1', name: 'Ana' } }, { type: 'upsertPlayer', player: { id: 'p2', name: 'Ben' } });
}

describe('createGame', () => {
  it('starts empty in setup with the given id', () => {
    expect(createGame('abc')).toEqual({
      id: 'abc',
      players: {},
      mission: null,
      currentPhase: 'setup',
      rollOffWinner: null,
      firstToDeployPlayerId: null,
      initialInitiativePlayerId: null,
      currentTurn: 0,
      units: [],
      turns: [],
      gameEvents: [],
      gameStartTime: null,
      gameEndTime: null,
    });
  });
});

describe('game phase', () => {
  it.each([
    ['setup', 'deployment', { gameStartTime: null, gameEndTime: null }],
    ['deployment', 'game', { gameStartTime: 1000, gameEndTime: null }],
    ['game', 'scoring', { gameStartTime: null, gameEndTime: null }],
    ['scoring', 'summary', { gameStartTime: null, gameEndTime: 1000 }],
    ['summary', 'anything-else', { gameStartTime: null, gameEndTime: null }],
  ])('%s → %s', (from, to, times) => {
    const state = applyGameEvent({ ...createGame('g'), currentPhase: from }, { type: 'setPhase', phase: to, now: 1000 });
    expect(state.currentPhase).toBe(to);
    expect({ gameStartTime: state.gameStartTime, gameEndTime: state.gameEndTime }).toEqual(times);
  });

  it('scoring → summary records the end time once, keeping an existing one', () => {
    const ended = { ...createGame('g'), currentPhase: 'scoring', gameEndTime: 500 };
    expect(applyGameEvent(ended, { type: 'setPhase', phase: 'summary', now: 9999 }).gameEndTime).toBe(500);
  });
});

describe('turn actions', () => {
  it('starting a turn creates it, or updates its active player if it exists', () => {
    const s1 = applyGameEvent(twoPlayers(), { type: 'startTurn', turn: 1, activePlayer: 'p1' });
    expect(s1.currentTurn).toBe(1);
    expect(s1.turns).toEqual([{ number: 1, activePlayer: 'p1', activationsCompleted: {}, events: [], completed: false }]);
    const s2 = applyGameEvent(s1, { type: 'startTurn', turn: 1, activePlayer: 'p2' });
    expect(s2.turns).toHaveLength(1);
    expect(s2.turns[0]?.activePlayer).toBe('p2');
  });

  it('ending a turn marks the current one completed (no-op without a turn)', () => {
    const none = twoPlayers();
    expect(applyGameEvent(none, { type: 'endTurn' })).toBe(none);
    const s = run(none, { type: 'startTurn', turn: 1, activePlayer: 'p1' }, { type: 'endTurn' });
    expect(s.turns[0]?.completed).toBe(true);
  });

  it('completing a turn marks it completed and stores its scores', () => {
    const s = run(twoPlayers(), { type: 'startTurn', turn: 2, activePlayer: 'p1' }, { type: 'completeTurn', scores: { p1: 3, p2: 1 } });
    expect(s.turns[0]).toMatchObject({ number: 2, completed: true, scores: { p1: 3, p2: 1 } });
    const other = applyGameEvent(s, { type: 'completeTurn', turn: 3, scores: { p1: 4 } });
    expect(other.turns.map((t) => t.number)).toEqual([2, 3]);
  });

  it('completing an activation adds 1 for that player, creating the turn if needed', () => {
    const s = run(twoPlayers(), { type: 'completeActivation', playerId: 'p1', turn: 1 }, { type: 'completeActivation', playerId: 'p1', turn: 1 });
    expect(s.turns[0]?.activationsCompleted).toEqual({ p1: 2 });
    expect(activationsOf(s, 'p1', 1)).toBe(2);
    expect(activationsOf(s, 'p2', 1)).toBe(0);
  });

  it('caps activations at 5 per player per turn', () => {
    let s = run(twoPlayers(), { type: 'startTurn', turn: 1, activePlayer: 'p1' });
    for (let i = 0; i < 7; i++) s = applyGameEvent(s, { type: 'completeActivation', playerId: 'p1' });
    expect(activationsOf(s, 'p1')).toBe(5);
    expect(canCompleteActivation(s, 'p1')).toBe(false);
    expect(canCompleteActivation(s, 'p2')).toBe(true);
  });

  it('at 5 activations the alternating player becomes the one with the fewest, if under 5', () => {
    let s = run(twoPlayers(), { type: 'startTurn', turn: 1, activePlayer: 'p1' });
    for (let i = 0; i < 2; i++) s = applyGameEvent(s, { type: 'completeActivation', playerId: 'p2' });
    for (let i = 0; i < 4; i++) s = applyGameEvent(s, { type: 'completeActivation', playerId: 'p1' });
    expect(currentAlternatingPlayer(s)).toBeNull();
    s = applyGameEvent(s, { type: 'completeActivation', playerId: 'p1' });
    expect(currentAlternatingPlayer(s)).toBe('p2');
    for (let i = 0; i < 3; i++) s = applyGameEvent(s, { type: 'completeActivation', playerId: 'p2' });
    // Both at 5: nobody has fewer than 5, so the alternating player stays as it was.
    expect(activationsOf(s, 'p2')).toBe(5);
    expect(currentAlternatingPlayer(s)).toBe('p2');
  });
});

describe('score update', () => {
  it('sets the score and, with a round, stores the gain over the previous score', () => {
    const s = run(twoPlayers(), { type: 'updateScore', playerId: 'p1', score: 3, round: 1 }, { type: 'updateScore', playerId: 'p1', score: 7, round: 2 }, { type: 'updateScore', playerId: 'p1', score: 8 });
    expect(s.players.p1).toMatchObject({ score: 8, roundScores: { 1: 3, 2: 4 } });
  });
  it('ignores unknown players', () => {
    const s = twoPlayers();
    expect(applyGameEvent(s, { type: 'updateScore', playerId: 'ghost', score: 3 })).toBe(s);
  });
});

describe('other game actions', () => {
  it('adds and updates players', () => {
    const s = run(twoPlayers(), { type: 'upsertPlayer', player: { id: 'p1', faction: 'syenann' } });
    expect(s.players.p1).toEqual({ id: 'p1', name: 'Ana', faction: 'syenann', roundScores: {}, units: [], score: 0 });
  });

  it("setting a player's units replaces that player's units in the global list", () => {
    const s = run(
      twoPlayers(),
      { type: 'setPlayerUnits', playerId: 'p1', units: [{ id: 'u1', playerId: 'p1', name: 'Alborc' }, { id: 'u2', playerId: 'p1', name: 'Wargs' }] },
      { type: 'setPlayerUnits', playerId: 'p2', units: [{ id: 'u3', playerId: 'x', name: 'Alula' }] },
      { type: 'setPlayerUnits', playerId: 'p1', units: [{ id: 'u4', playerId: 'p1', name: 'Ormuk' }] },
      { type: 'setPlayerUnits', playerId: 'nobody', units: [{ id: 'u5', playerId: 'nobody', name: 'Stray' }] },
    );
    expect(s.units.map((u) => [u.id, u.playerId])).toEqual([
      ['u3', 'p2'],
      ['u4', 'p1'],
      ['u5', 'nobody'],
    ]);
    expect(s.players.p1?.units).toEqual(['u4']);
    expect(s.players.nobody).toBeUndefined();
  });

  it('sets mission, roll-off winner, first to deploy and initial initiative', () => {
    const s = run(
      twoPlayers(),
      { type: 'setMission', mission: 'Fog of Death' },
      { type: 'setRollOffWinner', playerId: 'p2' },
      { type: 'setFirstToDeploy', playerId: 'p1' },
      { type: 'setInitialInitiative', playerId: 'p2' },
    );
    expect([s.mission, s.rollOffWinner, s.firstToDeployPlayerId, s.initialInitiativePlayerId]).toEqual(['Fog of Death', 'p2', 'p1', 'p2']);
  });

  it('adds or updates a unit', () => {
    const s = run(twoPlayers(), { type: 'upsertUnit', unit: { id: 'u1', playerId: 'p1', name: 'A' } }, { type: 'upsertUnit', unit: { id: 'u1', playerId: 'p1', name: 'A', wounds: 2 } });
    expect(s.units).toEqual([{ id: 'u1', playerId: 'p1', name: 'A', wounds: 2 }]);
  });

  it('adds events to the game and to the current turn', () => {
    const e1 = { id: 'e1', type: 'note', timestamp: 1 };
    const e2 = { id: 'e2', type: 'note', timestamp: 2, playerId: 'p1' };
    const before = applyGameEvent(twoPlayers(), { type: 'addEvent', event: e1 });
    expect(before.gameEvents).toEqual([e1]);
    const s = run(before, { type: 'startTurn', turn: 1, activePlayer: 'p1' }, { type: 'addEvent', event: e2 });
    expect(s.gameEvents).toEqual([e1, e2]);
    expect(s.turns[0]?.events).toEqual([e2]);
  });

  it('reset gives an empty state with the new id; restore replaces the state', () => {
    const played = run(twoPlayers(), { type: 'setMission', mission: 'Loot' });
    expect(applyGameEvent(played, { type: 'reset', id: 'g2' })).toEqual(createGame('g2'));
    expect(applyGameEvent(createGame('x'), { type: 'restore', state: played })).toBe(played);
  });

  it('unknown actions leave the state as it is, and inputs are never mutated', () => {
    const s = twoPlayers();
    const copy = structuredClone(s);
    expect(applyGameEvent(s, { type: 'bogus' } as unknown as GameAction)).toBe(s);
    run(s, { type: 'startTurn', turn: 1, activePlayer: 'p1' }, { type: 'completeActivation', playerId: 'p1' }, { type: 'updateScore', playerId: 'p1', score: 2, round: 1 });
    expect(s).toEqual(copy);
  });
});

describe('game persistence', () => {
  const saved = run(twoPlayers(), { type: 'setMission', mission: 'Banner' }, { type: 'startTurn', turn: 1, activePlayer: 'p1' }, { type: 'completeActivation', playerId: 'p1' });

  it('keeps a game with a mission and at least one player (object or JSON)', () => {
    expect(shouldKeepSavedGame(saved)).toBe(true);
    expect(parseSavedGame(JSON.stringify(saved))).toEqual(saved);
    expect(isGameWorthSaving(saved)).toBe(true);
  });

  it('drops a game without a mission or without players', () => {
    expect(shouldKeepSavedGame({ ...saved, mission: null })).toBe(false);
    expect(shouldKeepSavedGame({ ...saved, mission: '' })).toBe(false);
    expect(shouldKeepSavedGame({ ...saved, players: {} })).toBe(false);
    expect(isGameWorthSaving(createGame('x'))).toBe(false);
  });

  it('unparseable or wrongly shaped → null', () => {
    for (const raw of ['{oops', 'null', '42', null, 42, [], { id: 'x' }, { ...saved, players: { p1: { id: 1 } } }, { ...saved, turns: 'many' }]) {
      expect(parseSavedGame(raw)).toBeNull();
    }
  });

  it('fills in optional fields of an older save', () => {
    const minimal = { id: 'g', players: { p1: { id: 'p1' } }, mission: 'Loot', currentPhase: 'game' };
    expect(parseSavedGame(minimal)).toEqual({
      ...createGame('g'),
      currentPhase: 'game',
      mission: 'Loot',
      players: { p1: { id: 'p1', roundScores: {}, units: [], score: 0 } },
    });
  });
});
