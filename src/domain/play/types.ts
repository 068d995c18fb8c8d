/**
 * Play mode's game model: SPEC.md 3 "Game state" (GameState, GamePlayer, GameTurn, GameUnit)
 * widened with what the table tracks (../shared/data/game/game-structure.json: rounds of N
 * turns, one activation per player per turn, per-unit and per-company trackers, initiative,
 * the End of Round steps). SPEC's per-turn record is one round here: `activationsCompleted`
 * counts each player's activations in the round and is capped by the mission's turns per round.
 */
import type { GamePlayer, GameState, GameUnit } from '../types';

/** The four lasting states of rules 1.6 (game-structure.json `states`). */
export const UNIT_STATES = ['vulnerable', 'disarmed', 'frightened', 'slowed'] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export interface PlayUnit extends GameUnit {
  /** Catalogue unit id (null for a unit typed in by hand). */
  unitId: string | null;
  scout: boolean;
  ambusher: boolean;
  /** Hidden by a courtesy list (Scout and Ambusher units). */
  deployed: boolean;
  activated: boolean;
  stress: number;
  wounds: number;
  states: UnitState[];
  demoralized: boolean;
  objective: boolean;
  /** Off the table: destroyed, or fled off an edge. */
  removed: boolean;
}

/**
 * The fixed sides of a mission that has them, as the fact base's scoring lines name them
 * (scenarios.json `tree-mother.sides`: the Sÿenann in the blue zone, defending; the raiders in
 * the red zone, attacking). Each of that mission's lines belongs to one side.
 */
export const MISSION_SIDES = ['sÿenann', 'raiders'] as const;
export type MissionSide = (typeof MISSION_SIDES)[number];

/** The longest player name set-up takes (its name field stops there). */
export const MAX_PLAYER_NAME_LENGTH = 40;

export interface PlayPlayer extends GamePlayer {
  /**
   * The name the player typed at set-up, or '' when they left it empty: the screens then show
   * the seat's default in the language of the moment (names.ts). Games recorded before kept
   * the default of the set-up language here, and show it as recorded.
   */
  name: string;
  /** The signed-in player on this device ("me"). */
  isMe: boolean;
  listName: string | null;
  /** Fingerprint of the company's list (null when tracked without a list). */
  listFingerprint: string | null;
  /** Saved list the company came from, for a rematch. */
  listId: string | null;
  /** The player's side in a mission with fixed sides (Tree Mother); null elsewhere, and in games recorded before sides were. */
  side: MissionSide | null;
}

/** How points are counted for one line: a count times the points, or on/off. */
export type ScoringControl = 'stepper' | 'toggle';
export type ScoringWhen = 'end_of_round' | 'end_of_game' | 'immediate';

export interface ScoringLine {
  id: string;
  control: ScoringControl;
  points: number;
  when: ScoringWhen;
  /** Mission (MP/VP) or feat (AP) points. */
  kind: 'mission' | 'feat';
}

/** The mission as the game needs it, copied into the game when it is created. */
export interface PlayPlan {
  missionId: string;
  featId: string | null;
  /** The last round (game-structure.json `endGame_field`). */
  rounds: number;
  /** Turns in each round, index 0 = round 1. */
  turnsPerRound: number[];
  /** Whether feat points are added to the mission points for the result (unverified rule: the players' choice). */
  addFeatPoints: boolean;
  /** Whether the game ends early when a company has no unit left (the players' choice where the mission text is silent). */
  endWhenCompanyGone: boolean;
}

/** Points one player scored in one round, with the line values they came from. */
export interface RoundScore {
  mission: number;
  feat: number;
  /** Line id → count (stepper) or 0/1 (toggle). */
  lines: Record<string, number>;
}

/** The End of Round checklist of the round just played (game-structure.json `end_of_round`). */
export interface EndOfRoundProgress {
  round: number;
  /** Steps 1..8 done so far (0 = none). */
  stepsDone: number;
  /** The game is ending early (a company has no unit left, or another end the mission gives): only scoring is left. */
  early: boolean;
  /** Why it ends early (games recorded before there was a choice: 'no-units'). */
  earlyReason?: EarlyEndReason;
}

/**
 * The early ends the tracker offers: a company with no unit left on the table (every mission
 * whose text gives it; elsewhere the players' choice), and Tree Mother's two others, all units
 * of one company demoralized and the Tree Mother with all 4 sprouts destroyed
 * (scenarios.json `tree-mother.game_end.early_end`).
 */
export const EARLY_END_REASONS = ['no-units', 'all-demoralized', 'objectives-destroyed'] as const;
export type EarlyEndReason = (typeof EARLY_END_REASONS)[number];

export type EndReason = 'last-round' | EarlyEndReason;

export interface PlayState extends GameState {
  players: Record<string, PlayPlayer>;
  units: PlayUnit[];
  plan: PlayPlan;
  /** Player ids in seat order (player 1, player 2). */
  seats: [string, string];
  round: number;
  initiativePlayerId: string | null;
  /** Who plays first this round (the initiative holder's choice); null until chosen. */
  firstPlayerId: string | null;
  endOfRound: EndOfRoundProgress | null;
  scoreDetail: Record<number, Record<string, RoundScore>>;
  finished: boolean;
  endReason: EndReason | null;
  ownerId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface NewPlayer {
  id: string;
  name: string;
  isMe: boolean;
  faction: PlayPlayer['faction'];
  listName: string | null;
  listFingerprint: string | null;
  listId: string | null;
  /** The player's side, where the mission has fixed sides (absent in logs recorded before sides were). */
  side?: MissionSide | null;
  units: Array<Pick<PlayUnit, 'id' | 'name' | 'unitId' | 'scout' | 'ambusher'>>;
}

export type PlayAction =
  | {
      type: 'create';
      gameId: string;
      ownerId: string | null;
      plan: PlayPlan;
      players: [NewPlayer, NewPlayer];
      rollOffWinner: string | null;
    }
  | { type: 'setFirstToDeploy'; playerId: string | null }
  | { type: 'setInitialInitiative'; playerId: string | null }
  | { type: 'setDeployed'; unitId: string; deployed: boolean }
  | { type: 'startGame' }
  | { type: 'chooseFirstPlayer'; playerId: string }
  /** One activation of the active player: a unit, or none (company tracked without units, or a pass). */
  | { type: 'activate'; playerId: string; unitId: string | null; rest?: boolean }
  | { type: 'adjustUnit'; unitId: string; field: 'stress' | 'wounds'; delta: number }
  | { type: 'setUnitFlag'; unitId: string; flag: 'demoralized' | 'objective' | 'removed' | 'activated'; value: boolean }
  | { type: 'setUnitState'; unitId: string; state: UnitState; value: boolean }
  | { type: 'completeEndOfRoundStep'; step: number }
  | { type: 'scoreRound'; round: number; scores: Record<string, RoundScore> }
  | { type: 'endGameEarly'; reason?: EarlyEndReason }
  | { type: 'undo' };

/** One entry of a game's event log: the action, when it happened, its place in the log. */
export interface PlayEvent {
  seq: number;
  at: number;
  action: PlayAction;
}
