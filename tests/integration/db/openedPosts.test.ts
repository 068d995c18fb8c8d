// The device remembers which community posts the player opened (issue 15 /activity: "updated
// since you opened it"), in one settings row that stays bounded.
import { describe, expect, it } from 'vitest';
import { getSetting, OPENED_POSTS_KEPT, rememberOpenedPost } from '../../../src/db/repositories/settings';
import { freshDb } from './helpers';

describe('rememberOpenedPost', () => {
  it('keeps the post’s time when opened, the latest open replacing an earlier one', async () => {
    const db = freshDb();
    await rememberOpenedPost('a', '2026-11-01T10:00:00Z', db);
    await rememberOpenedPost('b', '2026-11-02T10:00:00Z', db);
    await rememberOpenedPost('a', '2026-11-03T10:00:00Z', db);
    expect(await getSetting('openedPosts', db)).toEqual({ b: '2026-11-02T10:00:00Z', a: '2026-11-03T10:00:00Z' });
  });

  it('forgets the oldest opens past its limit, and drops a damaged value instead of failing', async () => {
    const db = freshDb();
    await db.settings.put({ key: 'openedPosts', value: { bad: 42 } as unknown as Record<string, string> });
    for (let i = 0; i < OPENED_POSTS_KEPT + 5; i += 1) await rememberOpenedPost(`p${i}`, '2026-11-01T10:00:00Z', db);
    const kept = (await getSetting('openedPosts', db)) ?? {};
    expect(Object.keys(kept)).toHaveLength(OPENED_POSTS_KEPT);
    expect(kept).not.toHaveProperty('bad');
    expect(kept).not.toHaveProperty('p0');
    expect(kept).toHaveProperty(`p${OPENED_POSTS_KEPT + 4}`);
  });
});
