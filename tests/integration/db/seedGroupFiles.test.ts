// Which seed files a group's seed loads (issue 12: a visit downloads only the seed its screen
// shows). The bundle's loader is the real one, watched.
import { describe, expect, it, vi } from 'vitest';
import type * as bundle from '../../../src/db/seed/bundle';
import { loadBundledSeed } from '../../../src/db/seed/bundle';
import { ensureSeeded, ensureSeedGroup, isCombinedSeedVersion } from '../../../src/db/seed/ensureSeeded';
import { seedVersionKey, type SeedGroup } from '../../../src/db/seed/groups';
import { freshDb } from './helpers';

vi.mock('../../../src/db/seed/bundle', async (importOriginal) => {
  const actual = await importOriginal<typeof bundle>();
  return { ...actual, loadBundledSeed: vi.fn(actual.loadBundledSeed) };
});

const loaded = () => vi.mocked(loadBundledSeed).mock.calls.map(([group]) => group);

describe('seed files a first visit loads', () => {
  it('a start after this visit wrote the catalogue loads the news file alone, not the terms to compare with an old seed', async () => {
    const db = freshDb();
    vi.mocked(loadBundledSeed).mockClear();
    await ensureSeedGroup(db, 'core');
    await ensureSeedGroup(db, 'news');
    expect(loaded()).toEqual<SeedGroup[]>(['core', 'news']);
    expect(await db.syncState.get(seedVersionKey('terms'))).toBeUndefined();
    expect(await db.specialRules.count()).toBe(0);
  });

  it("tells the core group's own version from one written with content by an app from before the groups", async () => {
    const db = freshDb();
    await ensureSeedGroup(db, 'core');
    const own = String((await db.syncState.get(seedVersionKey('core')))?.value);
    expect(isCombinedSeedVersion(own)).toBe(false);

    const old = freshDb();
    const [core, terms] = await Promise.all([loadBundledSeed('core'), loadBundledSeed('terms')]);
    await ensureSeeded(old, async () => ({ ...core, specialRules: terms.specialRules, missing: [] }));
    const combined = String((await old.syncState.get(seedVersionKey('core')))?.value);
    expect(combined.split(':')[0]).toBe(own.split(':')[0]);
    expect(isCombinedSeedVersion(combined)).toBe(true);
  });
});
