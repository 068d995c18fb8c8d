/**
 * The optional per-player clock, read from the event log's times (nothing else is stored):
 * the time up to each activation, counted from the previous event that starts a player's time
 * (the game's start, the first player's choice, an activation, an End of Round step), belongs
 * to the player who made that activation; the time since then runs for the player whose
 * activation it is. What happens meanwhile (stress, wounds, states, a unit off the table) is
 * part of that player's time and does not restart it.
 */
import { effectiveEvents } from './reducer';
import type { PlayAction, PlayEvent } from './types';

const STARTS_A_SLOT: ReadonlySet<PlayAction['type']> = new Set(['startGame', 'chooseFirstPlayer', 'activate', 'completeEndOfRoundStep', 'scoreRound', 'endGameEarly']);

export function playerClocks(events: readonly PlayEvent[], now: number, activePlayerId: string | null): Record<string, number> {
  const clocks: Record<string, number> = {};
  const kept = effectiveEvents(events);
  let previous: number | null = null;
  let started = false;
  for (const event of kept) {
    const { action } = event;
    if (action.type === 'startGame') started = true;
    if (started && action.type === 'activate' && previous !== null) {
      clocks[action.playerId] = (clocks[action.playerId] ?? 0) + Math.max(0, event.at - previous);
    }
    if (STARTS_A_SLOT.has(action.type)) previous = event.at;
  }
  if (started && activePlayerId !== null && previous !== null) {
    clocks[activePlayerId] = (clocks[activePlayerId] ?? 0) + Math.max(0, now - previous);
  }
  return clocks;
}
