/**
 * Play mode as an event log. `applyPlayAction(state, action, at)` is the pure reducer of one
 * action; a game is the fold of its log (`replay`). Undo is itself an event: it cancels the
 * latest action not already cancelled, so the log keeps everything that happened and an
 * earlier action is never lost (undo of apply gives back the state before it).
 *
 * Turn records follow SPEC.md 3/4 with one record per round: `activationsCompleted` counts
 * each player's activations, capped by the mission's turns per round (game-structure.json).
 */
import {
  ACTIVATION_TOKENS_STEP,
  END_OF_ROUND_STEPS,
  INITIATIVE_STEP,
  SCORING_STEP,
  STRESS_STEP,
  activePlayer,
  canActivate,
  companiesAllDemoralized,
  companiesWithNoUnitsLeft,
  isLastRound,
  isRoundComplete,
  nextInitiative,
  reduceStress,
  resultPoints,
} from './rules';
import { earlyEndsOf, missionSides } from './missionPlan';
import type { GameTurn } from '../types';
import { EARLY_END_REASONS, MAX_PLAYER_NAME_LENGTH, type EarlyEndReason, type MissionSide, type NewPlayer, type PlayAction, type PlayEvent, type PlayPlayer, type PlayState, type PlayUnit } from './types';

export class PlayActionError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'PlayActionError';
  }
}

function fail(code: string): never {
  throw new PlayActionError(code);
}

function newRoundRecord(round: number): GameTurn {
  return { number: round, activePlayer: null, activationsCompleted: {}, events: [], completed: false };
}

function withRoundRecord(state: PlayState, change: (turn: GameTurn) => GameTurn): PlayState {
  const has = state.turns.some((t) => t.number === state.round);
  const turns = has ? state.turns.map((t) => (t.number === state.round ? change(t) : t)) : [...state.turns, change(newRoundRecord(state.round))];
  return { ...state, turns };
}

function updateUnit(state: PlayState, unitId: string, change: (unit: PlayUnit) => PlayUnit): PlayState {
  if (!state.units.some((u) => u.id === unitId)) fail('play/unknown-unit');
  return { ...state, units: state.units.map((u) => (u.id === unitId ? change(u) : u)) };
}

/**
 * The players' sides as set-up recorded them, checked (a log can come from storage or another
 * device): none at all (a mission without sides, or a game recorded before sides were), or,
 * in a mission with fixed sides, one side each.
 */
function sidesOf(plan: PlayState['plan'], players: readonly NewPlayer[]): Array<MissionSide | null> {
  const given: unknown[] = players.map((p) => p.side ?? null);
  if (given.every((side) => side === null)) return players.map(() => null);
  const sides: readonly unknown[] = missionSides(plan.missionId);
  if (sides.length !== players.length || !given.every((side) => sides.includes(side)) || new Set(given).size !== given.length) fail('play/bad-sides');
  return given as MissionSide[];
}

function createState(action: Extract<PlayAction, { type: 'create' }>, at: number): PlayState {
  const { plan, players, gameId } = action;
  if (plan.rounds < 1 || plan.turnsPerRound.length === 0 || plan.turnsPerRound.some((n) => !Number.isInteger(n) || n < 1)) fail('play/bad-plan');
  if (players[0].id === players[1].id) fail('play/same-player');
  // A name is text the screens show as it is (empty: the seat's default, said in the language of the moment).
  if (players.some((p) => typeof p.name !== 'string' || p.name.length > MAX_PLAYER_NAME_LENGTH)) fail('play/bad-name');
  const sides = sidesOf(plan, players);
  const playerRecords: Record<string, PlayPlayer> = {};
  const units: PlayUnit[] = [];
  for (const [index, p] of players.entries()) {
    playerRecords[p.id] = {
      id: p.id,
      name: p.name,
      isMe: p.isMe,
      faction: p.faction,
      listName: p.listName,
      listFingerprint: p.listFingerprint,
      listId: p.listId,
      side: sides[index] ?? null,
      roundScores: {},
      units: p.units.map((u) => u.id),
      score: 0,
    };
    for (const u of p.units) {
      units.push({
        ...u,
        playerId: p.id,
        deployed: false,
        activated: false,
        stress: 0,
        wounds: 0,
        states: [],
        demoralized: false,
        objective: false,
        removed: false,
      });
    }
  }
  return {
    id: gameId,
    players: playerRecords,
    mission: plan.missionId,
    currentPhase: 'deployment',
    rollOffWinner: action.rollOffWinner,
    firstToDeployPlayerId: null,
    initialInitiativePlayerId: null,
    currentTurn: 0,
    units,
    turns: [],
    gameEvents: [],
    gameStartTime: null,
    gameEndTime: null,
    plan,
    seats: [players[0].id, players[1].id],
    round: 0,
    initiativePlayerId: null,
    firstPlayerId: null,
    endOfRound: null,
    scoreDetail: {},
    finished: false,
    endReason: null,
    ownerId: action.ownerId,
    createdAt: at,
    updatedAt: at,
  };
}

function requirePlayer(state: PlayState, playerId: string): void {
  if (!state.seats.includes(playerId)) fail('play/unknown-player');
}

function activate(state: PlayState, action: Extract<PlayAction, { type: 'activate' }>): PlayState {
  const active = activePlayer(state);
  if (active === null) fail('play/no-activation-now');
  if (active !== action.playerId) fail('play/not-your-activation');
  let next = state;
  if (action.unitId !== null) {
    const unit = state.units.find((u) => u.id === action.unitId);
    if (!unit || unit.playerId !== action.playerId) fail('play/unknown-unit');
    if (!canActivate(unit)) fail('play/cannot-activate');
    // Rest removes all stress and every state (game-structure.json `stress_and_morale`, `states`).
    next = updateUnit(next, unit.id, (u) => ({ ...u, activated: true, ...(action.rest ? { stress: 0, states: [] } : {}) }));
  }
  next = withRoundRecord(next, (t) => ({
    ...t,
    activePlayer: action.playerId,
    activationsCompleted: { ...t.activationsCompleted, [action.playerId]: (t.activationsCompleted[action.playerId] ?? 0) + 1 },
  }));
  if (isRoundComplete(next)) next = { ...next, endOfRound: { round: next.round, stepsDone: 0, early: false } };
  return next;
}

/**
 * Whether the game may end early for `reason` now: a company with no unit left (the mission's
 * rule, or the players' choice where its text is silent); all units of one company demoralized,
 * where the mission gives that end; the mission's objectives destroyed (Tree Mother and its
 * sprouts, which the tracker does not follow: the players say so), where the mission gives it.
 */
function canEndEarly(state: PlayState, reason: EarlyEndReason): boolean {
  if (!(EARLY_END_REASONS as readonly string[]).includes(reason)) return false;
  if (reason === 'no-units') return companiesWithNoUnitsLeft(state).length > 0;
  if (!earlyEndsOf(state.plan.missionId).includes(reason)) return false;
  return reason === 'all-demoralized' ? companiesAllDemoralized(state).length > 0 : true;
}

function finishGame(state: PlayState, at: number, reason: PlayState['endReason']): PlayState {
  return { ...state, currentPhase: 'summary', finished: true, endReason: reason, gameEndTime: state.gameEndTime ?? at, endOfRound: null };
}

function startRound(state: PlayState, round: number): PlayState {
  return { ...state, round, currentTurn: round, firstPlayerId: null, endOfRound: null, turns: [...state.turns, newRoundRecord(round)] };
}

function completeStep(state: PlayState, step: number): PlayState {
  const eor = state.endOfRound;
  if (!eor) fail('play/no-end-of-round');
  if (step !== eor.stepsDone + 1 || step > END_OF_ROUND_STEPS.length) fail('play/step-out-of-order');
  if (step === SCORING_STEP) fail('play/score-the-round');
  let next: PlayState = { ...state, endOfRound: { ...eor, stepsDone: step } };
  if (step === STRESS_STEP) next = { ...next, units: next.units.map(reduceStress) };
  if (step === ACTIVATION_TOKENS_STEP) next = { ...next, units: next.units.map((u) => (u.activated ? { ...u, activated: false } : u)) };
  if (step === INITIATIVE_STEP) next = { ...next, initiativePlayerId: nextInitiative(next) };
  if (step === END_OF_ROUND_STEPS.length) next = startRound(next, next.round + 1);
  return next;
}

function scoreRound(state: PlayState, action: Extract<PlayAction, { type: 'scoreRound' }>, at: number): PlayState {
  const eor = state.endOfRound;
  if (!eor || eor.stepsDone !== SCORING_STEP - 1 || action.round !== state.round) fail('play/not-scoring-now');
  for (const id of state.seats) if (!action.scores[id]) fail('play/missing-score');
  // A once-per-game line scored again is not refused here: the scoring screen never offers it
  // (onceLinesSpent), and a log an earlier version recorded must still replay.
  const scoreDetail = { ...state.scoreDetail, [action.round]: { ...action.scores } };
  let next: PlayState = { ...state, scoreDetail };
  // SPEC.md 4 "Score update": the player's score is set and the round's gain = new score − previous.
  const players = { ...next.players };
  const roundTotals: Record<string, number> = {};
  for (const id of state.seats) {
    const player = players[id] as PlayPlayer;
    const score = resultPoints(next, id);
    players[id] = { ...player, score, roundScores: { ...player.roundScores, [action.round]: score - player.score } };
    roundTotals[id] = score;
  }
  next = withRoundRecord({ ...next, players }, (t) => ({ ...t, completed: true, scores: roundTotals }));
  if (eor.early) return finishGame(next, at, eor.earlyReason ?? 'no-units');
  if (isLastRound(next)) return finishGame(next, at, 'last-round');
  return { ...next, endOfRound: { ...eor, stepsDone: SCORING_STEP } };
}

/** One action on a game (the log's `create` makes the game from nothing). Throws PlayActionError when it does not apply. */
export function applyPlayAction(state: PlayState | null, action: PlayAction, at: number): PlayState {
  if (action.type === 'create') {
    if (state !== null) fail('play/already-created');
    return createState(action, at);
  }
  if (state === null) fail('play/no-game');
  if (state.finished) fail('play/game-over');
  const next = reduce(state, action, at);
  const event = { id: `${state.gameEvents.length + 1}`, type: action.type, timestamp: at, ...('playerId' in action && action.playerId ? { playerId: action.playerId } : {}) };
  return { ...next, updatedAt: at, gameEvents: [...next.gameEvents, event] };
}

function reduce(state: PlayState, action: Exclude<PlayAction, { type: 'create' }>, at: number): PlayState {
  switch (action.type) {
    case 'setFirstToDeploy':
      if (action.playerId !== null) requirePlayer(state, action.playerId);
      return { ...state, firstToDeployPlayerId: action.playerId };
    case 'setInitialInitiative':
      if (action.playerId !== null) requirePlayer(state, action.playerId);
      return { ...state, initialInitiativePlayerId: action.playerId };
    case 'setDeployed':
      return updateUnit(state, action.unitId, (u) => ({ ...u, deployed: action.deployed }));
    case 'startGame':
      if (state.currentPhase !== 'deployment') fail('play/not-deploying');
      if (state.initialInitiativePlayerId === null) fail('play/initiative-needed');
      // SPEC.md 4 "Game phase": deployment to game records the start time.
      return startRound({ ...state, currentPhase: 'game', gameStartTime: at, initiativePlayerId: state.initialInitiativePlayerId }, 1);
    case 'chooseFirstPlayer':
      requirePlayer(state, action.playerId);
      if (state.currentPhase !== 'game' || state.endOfRound) fail('play/not-round-start');
      if (state.seats.some((id) => (state.turns.find((t) => t.number === state.round)?.activationsCompleted[id] ?? 0) > 0)) fail('play/round-started');
      return { ...state, firstPlayerId: action.playerId };
    case 'activate':
      return activate(state, action);
    case 'adjustUnit':
      return updateUnit(state, action.unitId, (u) => {
        // Demoralized units cannot gain or lose stress (game-structure.json `states`).
        if (action.field === 'stress' && u.demoralized) return u;
        return { ...u, [action.field]: Math.max(0, u[action.field] + action.delta) };
      });
    case 'setUnitFlag':
      return updateUnit(state, action.unitId, (u) => ({ ...u, [action.flag]: action.value }));
    case 'setUnitState':
      return updateUnit(state, action.unitId, (u) => ({
        ...u,
        states: action.value ? (u.states.includes(action.state) ? u.states : [...u.states, action.state]) : u.states.filter((s) => s !== action.state),
      }));
    case 'completeEndOfRoundStep':
      return completeStep(state, action.step);
    case 'scoreRound':
      return scoreRound(state, action, at);
    case 'endGameEarly': {
      const reason = action.reason ?? 'no-units';
      if (state.currentPhase !== 'game' || !canEndEarly(state, reason)) fail('play/cannot-end-early');
      if (state.endOfRound && state.endOfRound.stepsDone >= SCORING_STEP) fail('play/round-scored');
      return { ...state, endOfRound: { round: state.round, stepsDone: SCORING_STEP - 1, early: true, earlyReason: reason } };
    }
    case 'undo':
      fail('play/undo-is-replayed');
  }
}

/** The actions still in effect: each undo cancels the latest action it has not already cancelled. */
export function effectiveEvents(events: readonly PlayEvent[]): PlayEvent[] {
  const kept: PlayEvent[] = [];
  for (const event of events) {
    if (event.action.type === 'undo') {
      if (kept.length > 1) kept.pop();
    } else kept.push(event);
  }
  return kept;
}

/** A game from its log; null for an empty log. Throws PlayActionError on a log that does not replay. */
export function replay(events: readonly PlayEvent[]): PlayState | null {
  let state: PlayState | null = null;
  for (const event of effectiveEvents(events)) state = applyPlayAction(state, event.action, event.at);
  if (state && events.length > 0) state = { ...state, updatedAt: events[events.length - 1]!.at };
  return state;
}

/** Whether an undo would change anything (the game's creation is never undone). */
export function canUndo(events: readonly PlayEvent[]): boolean {
  return effectiveEvents(events).length > 1;
}

/** The state after appending an action to the log (undo replays; anything else applies to the current state). */
export function nextState(current: PlayState | null, events: readonly PlayEvent[], event: PlayEvent): PlayState {
  if (event.action.type === 'undo') {
    if (!canUndo(events)) fail('play/nothing-to-undo');
    return replay([...events, event]) as PlayState;
  }
  return applyPlayAction(current, event.action, event.at);
}

/** The action an undo would cancel (for its label), or null. */
export function lastUndoable(events: readonly PlayEvent[]): PlayEvent | null {
  const kept = effectiveEvents(events);
  return kept.length > 1 ? (kept[kept.length - 1] ?? null) : null;
}
