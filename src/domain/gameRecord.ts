/**
 * The profile's win/loss line (issue 15 item 4): from the finished play-mode games on the
 * device, how the player's own company did, per faction they played. A game counts when it is
 * finished, belongs to this account (or was played signed out on this device: owner null) and
 * one of its two companies is marked as the player's ("isMe"). The result is the same as the
 * game's summary: more result points wins, equal points is a draw (winnerOf). Pure.
 */
import { winnerOf } from './play/rules';
import type { PlayState } from './play/types';
import type { FactionId } from './types';

export interface FactionRecord {
  faction: FactionId | 'unknown';
  wins: number;
  losses: number;
  draws: number;
}

export function gameRecord(states: readonly PlayState[], accountId: string | null): FactionRecord[] {
  const byFaction = new Map<FactionRecord['faction'], FactionRecord>();
  for (const state of states) {
    if (!state.finished) continue;
    if (state.ownerId !== null && state.ownerId !== accountId) continue;
    const mine = state.seats.find((id) => state.players[id]?.isMe);
    if (!mine) continue;
    const faction = state.players[mine]?.faction ?? 'unknown';
    const record = byFaction.get(faction) ?? { faction, wins: 0, losses: 0, draws: 0 };
    const winner = winnerOf(state);
    if (winner === 'tie') record.draws += 1;
    else if (winner === mine) record.wins += 1;
    else record.losses += 1;
    byFaction.set(faction, record);
  }
  // Most played first, then by faction id so the order never wobbles.
  return [...byFaction.values()].sort(
    (a, b) => b.wins + b.losses + b.draws - (a.wins + a.losses + a.draws) || a.faction.localeCompare(b.faction),
  );
}
