/**
 * The optional per-player clock, read from the event log's times (nothing else is stored):
 * the time up to each activation, counted from the previous event, belongs to the player who
 * made that activation; the time since the last event runs for the player whose activation it is.
 */
import { effectiveEvents } from './reducer';
import type { PlayEvent } from './types';

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
    previous = event.at;
  }
  if (started && activePlayerId !== null && previous !== null) {
    clocks[activePlayerId] = (clocks[activePlayerId] ?? 0) + Math.max(0, now - previous);
  }
  return clocks;
}
