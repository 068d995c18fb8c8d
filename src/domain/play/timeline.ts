/**
 * The summary's timeline (play mode): one line per action still in effect, saying what
 * happened and to whom, as a translation key of the `play` namespace (`timeline.*`) and its
 * values. Names come from the game (players and units as set up); a unit or player the game
 * no longer knows reads as an empty name rather than failing. Pure.
 */
import { END_OF_ROUND_STEPS } from './rules';
import type { PlayAction, PlayState } from './types';

export interface TimelineLine {
  /** Key in the play namespace. */
  key: string;
  params: Record<string, string | number>;
}

/** A signed change, "+1" or "−2" (the minus sign, not a hyphen). */
export function signed(delta: number): string {
  return delta < 0 ? `\u2212${Math.abs(delta)}` : `+${delta}`;
}

/**
 * `nameOf` gives a player's name as the screen shows it (a default name in the language of the
 * moment); without it, the name recorded at set-up.
 */
export function timelineLine(action: PlayAction, state: Pick<PlayState, 'players' | 'units'>, nameOf?: (playerId: string) => string): TimelineLine {
  const player = (id: string | null | undefined) => (id ? (nameOf ? nameOf(id) : (state.players[id]?.name ?? '')) : '');
  const unit = (id: string) => state.units.find((u) => u.id === id)?.name ?? '';
  switch (action.type) {
    case 'create':
      return { key: 'timeline.create', params: {} };
    case 'setFirstToDeploy':
      return action.playerId ? { key: 'timeline.firstToDeploy', params: { player: player(action.playerId) } } : { key: 'timeline.firstToDeployCleared', params: {} };
    case 'setInitialInitiative':
      return action.playerId ? { key: 'timeline.initiative', params: { player: player(action.playerId) } } : { key: 'timeline.initiativeCleared', params: {} };
    case 'setDeployed':
      return { key: action.deployed ? 'timeline.deployed' : 'timeline.notDeployed', params: { unit: unit(action.unitId) } };
    case 'startGame':
      return { key: 'timeline.startGame', params: {} };
    case 'chooseFirstPlayer':
      return { key: 'timeline.firstPlayer', params: { player: player(action.playerId) } };
    case 'activate':
      if (action.unitId === null) return { key: 'timeline.noUnit', params: { player: player(action.playerId) } };
      return { key: action.rest ? 'timeline.rest' : 'timeline.activate', params: { player: player(action.playerId), unit: unit(action.unitId) } };
    case 'adjustUnit':
      return { key: action.field === 'stress' ? 'timeline.stress' : 'timeline.wounds', params: { unit: unit(action.unitId), change: signed(action.delta) } };
    case 'setUnitFlag':
      return { key: `timeline.${action.flag}${action.value ? 'On' : 'Off'}`, params: { unit: unit(action.unitId) } };
    case 'setUnitState':
      return { key: action.value ? 'timeline.stateOn' : 'timeline.stateOff', params: { unit: unit(action.unitId), state: action.state } };
    case 'completeEndOfRoundStep':
      return { key: 'timeline.endOfRoundStep', params: { n: action.step, step: END_OF_ROUND_STEPS[action.step - 1] ?? '' } };
    case 'scoreRound':
      return { key: 'timeline.scoreRound', params: { round: action.round } };
    case 'endGameEarly':
      return { key: 'timeline.endGameEarly', params: {} };
    case 'undo':
      return { key: 'timeline.undo', params: {} };
  }
}
