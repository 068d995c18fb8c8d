/**
 * Players' names as the screens show them. Set-up records the name a player typed, or ''
 * when the field was left empty; the screens then show the default of the seat ("Player 1",
 * who is the signed-in player when there is one, and "Player 2") in the language of the moment,
 * so a game set up in Spanish reads "Player 1" once the app is in English. The signed-in
 * player's default is a name, not a pronoun ("Me" / "Yo" / "Moi" until stop 37), because the
 * screens make sentences of it ("{{name}} plays first"). A typed name is shown as typed, in every
 * language. Games recorded before kept the default of the set-up language as the name ("Yo"): they show
 * it as recorded, since it cannot be told from a name someone typed. Pure: the screens turn the
 * default into words.
 */
import type { PlayPlayer, PlayState } from './types';

export type PlayerNaming =
  /** The name the player typed. */
  | { kind: 'typed'; name: string }
  /** The signed-in player, who left the name empty. */
  | { kind: 'me' }
  /** Seat `n` (1 or 2), left empty. */
  | { kind: 'seat'; n: number };

/** How one player is named (null: the game has no such player). */
export function playerNaming(state: Pick<PlayState, 'players' | 'seats'>, playerId: string): PlayerNaming | null {
  const player: PlayPlayer | undefined = Object.prototype.hasOwnProperty.call(state.players, playerId) ? state.players[playerId] : undefined;
  if (!player) return null;
  const typed = player.name.trim();
  if (typed !== '') return { kind: 'typed', name: typed };
  if (player.isMe) return { kind: 'me' };
  return { kind: 'seat', n: state.seats.indexOf(playerId) + 1 };
}

/** Both players' namings in seat order. */
export function seatNamings(state: Pick<PlayState, 'players' | 'seats'>): PlayerNaming[] {
  return state.seats.map((id) => playerNaming(state, id) ?? { kind: 'seat', n: state.seats.indexOf(id) + 1 });
}
