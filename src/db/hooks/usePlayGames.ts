import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readPlayGame, readPlayGames, type PlayGameRead } from '../repositories/playGames';

/** Every play game, newest first (unreadable ones included); undefined while loading. */
export const usePlayGames = (): PlayGameRead[] | undefined => useLiveQuery(() => readPlayGames(getDb()), []);

/** One play game; undefined while loading, null when there is none with this id. */
export const usePlayGame = (id: string | undefined): PlayGameRead | null | undefined =>
  useLiveQuery(async () => (id ? readPlayGame(getDb(), id) : null), [id]);
