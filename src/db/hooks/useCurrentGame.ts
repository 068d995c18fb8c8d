import { useLiveQuery } from './useLiveQuery';
import type { GameState } from '../../domain/types';
import { getDb } from '../database';
import { readCurrentGame } from '../repositories/games';

/**
 * The game in progress: undefined while loading, null when there is none or it cannot be
 * restored (loadCurrentGame at start-up removes such a copy).
 */
export const useCurrentGame = (): GameState | null | undefined => useLiveQuery(() => readCurrentGame(getDb()), []);
