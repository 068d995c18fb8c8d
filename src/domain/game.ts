/**
 * Play-mode game state as a pure reducer (SPEC.md 3 "Game state", 4 "Game phase",
 * "Turn actions", "Score update", "Other game actions", "Game persistence").
 *
 * applyGameEvent never mutates its input and never reads a clock or makes an id: actions that
 * need a time carry `now` (epoch ms) and a reset carries the new id.
 */
import * as v from 'valibot';
import { MAX_ACTIVATIONS_PER_TURN } from './constants';
import type { GameEvent, GamePhase, GamePlayer, GameState, GameTurn, GameUnit } from './types';

export type GameAction =
  | { type: 'setPhase'; phase: GamePhase; now: number }
  | { type: 'startTurn'; turn: number; activePlayer: string | null }
  | { type: 'endTurn' }
  | { type: 'completeTurn'; turn?: number; scores: Record<string, number> }
  | { type: 'completeActivation'; playerId: string; turn?: number }
  | { type: 'updateScore'; playerId: string; score: number; round?: number }
  | { type: 'upsertPlayer'; player: Partial<GamePlayer> & { id: string } }
  | { type: 'setPlayerUnits'; playerId: string; units: GameUnit[] }
  | { type: 'setMission'; mission: string | null }
  | { type: 'setRollOffWinner'; playerId: string | null }
  | { type: 'setFirstToDeploy'; playerId: string | null }
  | { type: 'setInitialInitiative'; playerId: string | null }
  | { type: 'upsertUnit'; unit: GameUnit }
  | { type: 'addEvent'; event: GameEvent }
  | { type: 'reset'; id: string }
  | { type: 'restore'; state: GameState };

export function createGame(id: string): GameState {
  return {
    id,
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
  };
}

function newTurn(number: number, activePlayer: string | null): GameTurn {
  return { number, activePlayer, activationsCompleted: {}, events: [], completed: false };
}

function updateTurn(state: GameState, number: number, change: (turn: GameTurn) => GameTurn): GameState {
  const index = state.turns.findIndex((t) => t.number === number);
  if (index < 0) return { ...state, turns: [...state.turns, change(newTurn(number, null))] };
  return { ...state, turns: state.turns.map((t, i) => (i === index ? change(t) : t)) };
}

/**
 * After `playerId` completes an activation: when they have reached the cap, the alternating
 * player becomes the player with the fewest activations, provided that player has fewer than 5.
 */
function alternatingAfter(state: GameState, turn: GameTurn, playerId: string): string | null | undefined {
  if ((turn.activationsCompleted[playerId] ?? 0) < MAX_ACTIVATIONS_PER_TURN) return turn.alternatingPlayer;
  let fewest: { id: string; count: number } | null = null;
  for (const id of Object.keys(state.players)) {
    const count = turn.activationsCompleted[id] ?? 0;
    if (fewest === null || count < fewest.count) fewest = { id, count };
  }
  if (fewest && fewest.count < MAX_ACTIVATIONS_PER_TURN) return fewest.id;
  return turn.alternatingPlayer;
}

export function applyGameEvent(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'setPhase': {
      const next: GameState = { ...state, currentPhase: action.phase };
      if (state.currentPhase === 'deployment' && action.phase === 'game') next.gameStartTime = action.now;
      if (state.currentPhase === 'scoring' && action.phase === 'summary' && state.gameEndTime === null) {
        next.gameEndTime = action.now;
      }
      return next;
    }
    case 'startTurn': {
      const exists = state.turns.some((t) => t.number === action.turn);
      const withTurn = exists
        ? updateTurn(state, action.turn, (t) => ({ ...t, activePlayer: action.activePlayer }))
        : { ...state, turns: [...state.turns, newTurn(action.turn, action.activePlayer)] };
      return { ...withTurn, currentTurn: action.turn };
    }
    case 'endTurn':
      if (!state.turns.some((t) => t.number === state.currentTurn)) return state;
      return updateTurn(state, state.currentTurn, (t) => ({ ...t, completed: true }));
    case 'completeTurn':
      return updateTurn(state, action.turn ?? state.currentTurn, (t) => ({ ...t, completed: true, scores: { ...action.scores } }));
    case 'completeActivation': {
      const number = action.turn ?? state.currentTurn;
      const turn = state.turns.find((t) => t.number === number) ?? newTurn(number, null);
      const done = turn.activationsCompleted[action.playerId] ?? 0;
      if (done >= MAX_ACTIVATIONS_PER_TURN) return state;
      const counted: GameTurn = { ...turn, activationsCompleted: { ...turn.activationsCompleted, [action.playerId]: done + 1 } };
      const alternatingPlayer = alternatingAfter(state, counted, action.playerId);
      const updated: GameTurn = alternatingPlayer === undefined ? counted : { ...counted, alternatingPlayer };
      return updateTurn(state, number, () => updated);
    }
    case 'updateScore': {
      const player = state.players[action.playerId];
      if (!player) return state;
      const roundScores = { ...player.roundScores };
      if (action.round !== undefined) roundScores[action.round] = action.score - player.score;
      return { ...state, players: { ...state.players, [player.id]: { ...player, score: action.score, roundScores } } };
    }
    case 'upsertPlayer': {
      const prev = state.players[action.player.id];
      const player: GamePlayer = {
        roundScores: {},
        units: [],
        score: 0,
        ...prev,
        ...action.player,
      };
      return { ...state, players: { ...state.players, [player.id]: player } };
    }
    case 'setPlayerUnits': {
      const units = [...state.units.filter((u) => u.playerId !== action.playerId), ...action.units.map((u) => ({ ...u, playerId: action.playerId }))];
      const player = state.players[action.playerId];
      const players = player ? { ...state.players, [player.id]: { ...player, units: action.units.map((u) => u.id) } } : state.players;
      return { ...state, units, players };
    }
    case 'setMission':
      return { ...state, mission: action.mission };
    case 'setRollOffWinner':
      return { ...state, rollOffWinner: action.playerId };
    case 'setFirstToDeploy':
      return { ...state, firstToDeployPlayerId: action.playerId };
    case 'setInitialInitiative':
      return { ...state, initialInitiativePlayerId: action.playerId };
    case 'upsertUnit': {
      const exists = state.units.some((u) => u.id === action.unit.id);
      return {
        ...state,
        units: exists ? state.units.map((u) => (u.id === action.unit.id ? { ...u, ...action.unit } : u)) : [...state.units, action.unit],
      };
    }
    case 'addEvent': {
      const withEvent = { ...state, gameEvents: [...state.gameEvents, action.event] };
      if (!state.turns.some((t) => t.number === state.currentTurn)) return withEvent;
      return updateTurn(withEvent, state.currentTurn, (t) => ({ ...t, events: [...t.events, action.event] }));
    }
    case 'reset':
      return createGame(action.id);
    case 'restore':
      return action.state;
    default:
      return state;
  }
}

/** The alternating player of the current turn (null when none). */
export function currentAlternatingPlayer(state: GameState): string | null {
  return state.turns.find((t) => t.number === state.currentTurn)?.alternatingPlayer ?? null;
}

export function activationsOf(state: GameState, playerId: string, turn = state.currentTurn): number {
  return state.turns.find((t) => t.number === turn)?.activationsCompleted[playerId] ?? 0;
}

export function canCompleteActivation(state: GameState, playerId: string): boolean {
  return activationsOf(state, playerId) < MAX_ACTIVATIONS_PER_TURN;
}

// ----- Persistence -----

const numberRecord = v.record(v.string(), v.pipe(v.number(), v.finite()));

const EventSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  timestamp: v.pipe(v.number(), v.finite()),
  playerId: v.optional(v.string()),
  payload: v.optional(v.record(v.string(), v.unknown())),
});

const GameStateSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  players: v.record(
    v.string(),
    v.looseObject({
      id: v.string(),
      name: v.optional(v.string()),
      faction: v.optional(v.string()),
      roundScores: v.optional(numberRecord, {}),
      units: v.optional(v.array(v.string()), []),
      score: v.optional(v.pipe(v.number(), v.finite()), 0),
    }),
  ),
  mission: v.nullable(v.string()),
  currentPhase: v.string(),
  rollOffWinner: v.optional(v.nullable(v.string()), null),
  firstToDeployPlayerId: v.optional(v.nullable(v.string()), null),
  initialInitiativePlayerId: v.optional(v.nullable(v.string()), null),
  currentTurn: v.optional(v.pipe(v.number(), v.finite()), 0),
  units: v.optional(v.array(v.looseObject({ id: v.string(), playerId: v.string(), name: v.string() })), []),
  turns: v.optional(
    v.array(
      v.object({
        number: v.pipe(v.number(), v.finite()),
        activePlayer: v.optional(v.nullable(v.string()), null),
        activationsCompleted: v.optional(numberRecord, {}),
        events: v.optional(v.array(EventSchema), []),
        completed: v.optional(v.boolean(), false),
        scores: v.optional(numberRecord),
        alternatingPlayer: v.optional(v.nullable(v.string())),
      }),
    ),
    [],
  ),
  gameEvents: v.optional(v.array(EventSchema), []),
  gameStartTime: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
  gameEndTime: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
});

/** Saved only (and restored only) when a mission and at least one player exist. */
export function shouldKeepSavedGame(raw: unknown): boolean {
  return parseSavedGame(raw) !== null;
}

/** Whether the live state is worth saving (same rule as restoring). */
export function isGameWorthSaving(state: Pick<GameState, 'mission' | 'players'>): boolean {
  return typeof state.mission === 'string' && state.mission !== '' && Object.keys(state.players).length > 0;
}

/** A saved game (object or JSON text) → GameState, or null when unparseable or not worth keeping. */
export function parseSavedGame(raw: unknown): GameState | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  const r = v.safeParse(GameStateSchema, value);
  if (!r.success) return null;
  const state = r.output as unknown as GameState;
  return isGameWorthSaving(state) ? state : null;
}
