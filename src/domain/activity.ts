/**
 * The activity feed (/activity, issue 15 item 3): what happened around the player, newest
 * first, from what the device holds (so it reads offline): community posts that arrived,
 * the player's own posts, lists they keep in the cloud and games they finished. Pure: the
 * screen maps each kind to its words and follows its link.
 */
import { isCloudList } from './lists';
import type { PlayerNaming } from './play/names';
import type { ArmyList, SharedList } from './types';

export type ActivityKind = 'communityPost' | 'ownPost' | 'cloudList' | 'finishedGame' | 'updatedPost';

export interface ActivityEntry {
  /** Unique in the feed (kind and the row's id). */
  key: string;
  kind: ActivityKind;
  /** ISO time of what happened. */
  at: string;
  /** What it is about: the list's or post's name, or the game's players. */
  title: string;
  /** A game's players, for the screen to name in the current language (a default name is not stored). */
  players?: readonly PlayerNaming[];
  /** Where it is, in the app. */
  link: string;
}

export interface FinishedGame {
  id: string;
  title: string;
  /** The players in seat order (play/names.ts): the screen says a default name in the current language. */
  players?: readonly PlayerNaming[];
  /** Epoch milliseconds of the game's last event. */
  updatedAt: number;
}

export interface ActivitySources {
  accountId: string | null;
  posts: readonly SharedList[];
  lists: readonly ArmyList[];
  games: readonly FinishedGame[];
  /** Posts the player opened, with the post's updated_at when they did (absent: none). */
  opened?: Readonly<Record<string, string>>;
}

export function activityFeed({ accountId, posts, lists, games, opened = {} }: ActivitySources): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (const post of posts) {
    if (!post.is_active || post.deleted_at) continue;
    const mine = accountId !== null && post.user_id === accountId;
    entries.push({ key: `post:${post.id}`, kind: mine ? 'ownPost' : 'communityPost', at: post.created_at ?? post.updated_at, title: post.name, link: '/community-lists' });
    // Someone else's post the player opened, changed since: worth a second look.
    const seen = Object.prototype.hasOwnProperty.call(opened, post.id) ? opened[post.id] : undefined;
    if (!mine && typeof seen === 'string' && post.updated_at > seen) {
      entries.push({ key: `update:${post.id}`, kind: 'updatedPost', at: post.updated_at, title: post.name, link: '/community-lists' });
    }
  }
  for (const list of lists) {
    if (list.deleted_at || !isCloudList(list) || (accountId !== null && list.user_id && list.user_id !== accountId)) continue;
    entries.push({ key: `list:${list.id}`, kind: 'cloudList', at: list.updated_at, title: list.name, link: '/builder' });
  }
  for (const game of games) {
    entries.push({
      key: `game:${game.id}`,
      kind: 'finishedGame',
      at: new Date(game.updatedAt).toISOString(),
      title: game.title,
      ...(game.players ? { players: game.players } : {}),
      link: `/summary/${encodeURIComponent(game.id)}`,
    });
  }
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.key.localeCompare(b.key)));
}
