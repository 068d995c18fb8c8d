import { useLiveQuery } from './useLiveQuery';
import { gameRecord, type FactionRecord } from '../../domain/gameRecord';
import type { PlayState } from '../../domain/play/types';
import { getDb } from '../database';
import { readPlayGames } from '../repositories/playGames';

/** The player's finished play-mode games as wins/losses/draws per faction (issue 15 item 4); undefined while loading. */
export const useGameRecord = (accountId: string | null): FactionRecord[] | undefined =>
  useLiveQuery(async () => {
    const read = await readPlayGames(getDb());
    const states: PlayState[] = [];
    for (const game of read) if (game.status === 'ok') states.push(game.game.state);
    return gameRecord(states, accountId);
  }, [accountId]);
