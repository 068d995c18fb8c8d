import { useLiveQuery } from './useLiveQuery';
import { activityFeed, type ActivityEntry, type FinishedGame } from '../../domain/activity';
import { seatNamings } from '../../domain/play/names';
import type { ArmyList } from '../../domain/types';
import { getDb } from '../database';
import { readListRow } from '../queries';
import { readPlayGames } from '../repositories/playGames';

/** The activity feed from the device's copy (issue 15 item 3); undefined while loading. */
export const useActivity = (accountId: string | null): ActivityEntry[] | undefined =>
  useLiveQuery(async () => {
    const db = getDb();
    const [posts, rows, played, opened] = await Promise.all([db.sharedLists.toArray(), db.lists.toArray(), readPlayGames(db), db.settings.get('openedPosts')]);
    const lists = rows.map((row) => readListRow(row)).filter((list): list is ArmyList => list !== null);
    const games: FinishedGame[] = [];
    for (const read of played) {
      if (read.status !== 'ok' || !read.game.state.finished) continue;
      const state = read.game.state;
      const names = state.seats.map((id) => state.players[id]?.name ?? '');
      games.push({ id: read.game.id, title: names.join(' – '), players: seatNamings(state), updatedAt: state.updatedAt });
    }
    const openedPosts = opened?.value && typeof opened.value === 'object' ? (opened.value as Record<string, string>) : {};
    return activityFeed({ accountId, posts, lists, games, opened: openedPosts });
  }, [accountId]);
