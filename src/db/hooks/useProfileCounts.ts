import { useLiveQuery } from './useLiveQuery';
import { belongsTo, isCloudList } from '../../domain/lists';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readListRow } from '../queries';
import { readPlayGames } from '../repositories/playGames';

export interface ProfileCounts {
  /** The player's saved lists on this device: kept in the cloud, or on this device only. */
  cloudLists: number;
  deviceLists: number;
  /** Their active community posts. */
  posts: number;
  /** Games in the play history, and how many of them are finished. */
  games: number;
  finishedGames: number;
}

/** The profile's figures (issue 15 item 4), from the device; undefined while loading. */
export const useProfileCounts = (accountId: string | null): ProfileCounts | undefined =>
  useLiveQuery(async () => {
    const db = getDb();
    const [rows, posts, games] = await Promise.all([db.lists.toArray(), db.sharedLists.toArray(), readPlayGames(db)]);
    const lists = rows
      .map((row) => readListRow(row))
      .filter((list): list is ArmyList => list !== null && !list.deleted_at && belongsTo(list, accountId));
    const cloudLists = lists.filter((list) => isCloudList(list)).length;
    return {
      cloudLists,
      deviceLists: lists.length - cloudLists,
      posts: posts.filter((p) => p.user_id === accountId && p.is_active && !p.deleted_at).length,
      games: games.length,
      finishedGames: games.filter((g) => g.status === 'ok' && g.game.state.finished).length,
    };
  }, [accountId]);
