import { describe, expect, it } from 'vitest';
import { gameRecord } from '../../../src/domain/gameRecord';
import type { PlayState, RoundScore } from '../../../src/domain/play/types';
import { STARTED, run } from '../../fixtures/play';

const score = (mission: number): RoundScore => ({ mission, feat: 0, lines: {} });
const base = run(STARTED);

/** A game of p1 (mine unless `me` says otherwise, Northern Tribes by default) against p2. */
function game(mine: number, theirs: number, over: { faction?: PlayState['players'][string]['faction']; me?: 'p1' | 'p2' | null; ownerId?: string | null; finished?: boolean } = {}): PlayState {
  const me = over.me === undefined ? 'p1' : over.me;
  const p1 = base.players.p1!;
  const p2 = base.players.p2!;
  return {
    ...base,
    finished: over.finished ?? true,
    ownerId: over.ownerId === undefined ? 'me' : over.ownerId,
    players: {
      p1: { ...p1, isMe: me === 'p1', faction: over.faction ?? 'northern-tribes' },
      p2: { ...p2, isMe: me === 'p2' },
    },
    scoreDetail: { 1: { p1: score(mine), p2: score(theirs) } },
  };
}

describe('gameRecord', () => {
  it('counts wins, losses and draws of the player’s company per faction, most played first', () => {
    const record = gameRecord(
      [game(5, 2), game(1, 4), game(3, 3), game(6, 0, { faction: 'hegemony-of-embersig' }), game(2, 1)],
      'me',
    );
    expect(record).toEqual([
      { faction: 'northern-tribes', wins: 2, losses: 1, draws: 1 },
      { faction: 'hegemony-of-embersig', wins: 1, losses: 0, draws: 0 },
    ]);
  });

  it('reads the result from the seat marked as the player’s, whichever it is', () => {
    // The player sat in seat 2 (Hegemony in the fixture) and scored 4 against 1.
    const record = gameRecord([game(1, 4, { me: 'p2' })], 'me');
    expect(record).toEqual([{ faction: base.players.p2!.faction, wins: 1, losses: 0, draws: 0 }]);
  });

  it('leaves out unfinished games, another account’s games and games with no company of the player', () => {
    const record = gameRecord(
      [game(5, 0, { finished: false }), game(5, 0, { ownerId: 'someone-else' }), game(5, 0, { me: null }), game(0, 5, { ownerId: null })],
      'me',
    );
    // Only the signed-out game on this device (owner null) counts: a loss.
    expect(record).toEqual([{ faction: 'northern-tribes', wins: 0, losses: 1, draws: 0 }]);
  });

  it('is empty with no finished game', () => {
    expect(gameRecord([], 'me')).toEqual([]);
  });
});
