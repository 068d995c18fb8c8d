import { describe, expect, it } from 'vitest';
import { activityFeed } from '../../../src/domain/activity';
import type { ArmyList, SharedList } from '../../../src/domain/types';

const post = (id: string, user: string, at: string, extra: Partial<SharedList> = {}): SharedList => ({
  id, user_id: user, name: `Post ${id}`, faction: 'syenann', description: null, image_url: null, units: [],
  is_tournament_list: false, tournament_name: null, is_active: true, updated_at: at, created_at: at, ...extra,
});
const list = (id: string, at: string, extra: Partial<ArmyList> = {}): ArmyList => ({
  id, name: `List ${id}`, faction: 'syenann', units: [], created_at: at, updated_at: at, ...extra,
});

describe('activityFeed', () => {
  it('merges posts, cloud lists and finished games, newest first, each with its link', () => {
    const feed = activityFeed({
      accountId: 'me',
      posts: [post('a', 'other', '2026-11-01T10:00:00Z'), post('b', 'me', '2026-11-03T10:00:00Z'), post('gone', 'other', '2026-11-05T10:00:00Z', { is_active: false })],
      lists: [list('c', '2026-11-02T10:00:00Z', { source: 'cloud', user_id: 'me' }), list('local', '2026-11-06T10:00:00Z', { source: 'local' })],
      games: [{ id: 'g1', title: 'Ann – Bo', updatedAt: Date.parse('2026-11-04T10:00:00Z') }],
    });
    expect(feed.map((e) => [e.kind, e.title, e.link])).toEqual([
      ['finishedGame', 'Ann – Bo', '/summary/g1'],
      ['ownPost', 'Post b', '/community-lists'],
      ['cloudList', 'List c', '/builder'],
      ['communityPost', 'Post a', '/community-lists'],
    ]);
  });

  it('leaves out another account’s cloud lists and deleted ones', () => {
    const feed = activityFeed({
      accountId: 'me',
      posts: [],
      lists: [list('x', '2026-11-02T10:00:00Z', { source: 'cloud', user_id: 'someone' }), list('y', '2026-11-02T10:00:00Z', { source: 'cloud', user_id: 'me', deleted_at: '2026-11-03T00:00:00Z' })],
      games: [],
    });
    expect(feed).toEqual([]);
  });

  it('says when a post the player opened has changed since, and only then', () => {
    const feed = activityFeed({
      accountId: 'me',
      posts: [
        post('changed', 'other', '2026-11-05T10:00:00Z', { created_at: '2026-11-01T10:00:00Z' }),
        post('same', 'other', '2026-11-02T10:00:00Z'),
        post('mine', 'me', '2026-11-06T10:00:00Z', { created_at: '2026-11-01T09:00:00Z' }),
        post('never', 'other', '2026-11-07T10:00:00Z', { created_at: '2026-11-01T08:00:00Z' }),
      ],
      lists: [],
      games: [],
      opened: { changed: '2026-11-03T10:00:00Z', same: '2026-11-02T10:00:00Z', mine: '2026-11-02T10:00:00Z', __proto__: '2020-01-01T00:00:00Z' },
    });
    expect(feed.filter((e) => e.kind === 'updatedPost').map((e) => [e.key, e.at, e.link])).toEqual([['update:changed', '2026-11-05T10:00:00Z', '/community-lists']]);
    expect(feed[0]?.kind).toBe('updatedPost');
  });
});
