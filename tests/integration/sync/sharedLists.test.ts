// Community lists against the real local backend: a post goes to Dexie and the outbox in one
// transaction, the push turns it into one active shared_lists row (a second post of the same
// name updates it), another device's pull sees it (and loses it once retired), refusals are
// marked, and a guest cannot post.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { makeClient, signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { AppError } from '../../../src/db/errors';
import { readOutboxSummary } from '../../../src/db/queries';
import { POST_AUTH_REQUIRED, POST_EMPTY_LIST, POST_NAME_REQUIRED, postSharedList, type NewSharedPost } from '../../../src/db/repositories/sharedLists';
import { getPullWatermark } from '../../../src/db/repositories/syncState';
import type { WarcrowDB } from '../../../src/db/database';
import { pullSharedLists } from '../../../sync/pullSharedLists';
import { pushSharedLists } from '../../../sync/pushSharedLists';
import { runSync } from '../../../sync/runSync';
import { SyncError } from '../../../sync/errors';
import { captureLogs, dataClient, freshDb, startCaptivePortal } from './helpers';

let backend: Backend;
let player: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
  other = await signIn(backend, `community-${Date.now()}@example.com`, 'Community-Player-77!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

interface ServerPost {
  id: string;
  user_id: string;
  name: string;
  is_active: boolean;
  description: string | null;
  tournament_name: string | null;
  is_tournament_list: boolean;
  image_url: string | null;
}

const serverPosts = (name: string) =>
  backend.query<ServerPost>(
    'select id, user_id::text, name, is_active, description, tournament_name, is_tournament_list, image_url from public.shared_lists where name = $1 order by created_at',
    [name],
  );

const named = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

function post(name: string, extra: Partial<NewSharedPost> = {}): NewSharedPost {
  return {
    name,
    faction: 'syenann',
    units: pick('syenann'),
    description: 'Fast elves',
    imageUrl: null,
    isTournamentList: false,
    tournamentName: '',
    ...extra,
  };
}

const push = (db: WarcrowDB, who: SignedIn = player, client = who.client) =>
  pushSharedLists({ client, db, accountId: who.userId, refreshSession: async () => false });

describe('posting a list to the community', () => {
  it('writes the row and its outbox entry together, and the push creates one active post', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const name = named('Spear');
    const posted = await postSharedList(post(name, { isTournamentList: true, tournamentName: ' Spring Cup ', imageUrl: '/art/portrait/x_portrait.jpg' }), {}, db);
    expect(posted.isUpdate).toBe(false);
    expect(await db.sharedLists.get(posted.list.id)).toMatchObject({ name, is_active: true, tournament_name: 'Spring Cup', user_id: player.userId });
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ table: 'sharedLists', rowId: posted.list.id, accountId: player.userId, status: 'pending' })]);
    expect(await readOutboxSummary(db, player.userId)).toMatchObject({ pending: 1 });

    const outcome = await runSync({ db, getClient: async () => player.client, isOnline: () => true, getAccountId: () => player.userId });
    expect(outcome.status).toBe('synced');
    if (outcome.status !== 'synced') return;
    expect(outcome.account?.posts).toEqual({ created: 1, updated: 0, rejected: 0 });
    // The list push never sees the post (no army_lists row, nothing dropped).
    expect(outcome.account?.push).toMatchObject({ pushed: 0, dropped: 0 });
    expect(await backend.query('select id from public.army_lists where id = $1', [posted.list.id])).toHaveLength(0);

    expect(await serverPosts(name)).toEqual([
      { id: posted.list.id, user_id: player.userId, name, is_active: true, description: 'Fast elves', tournament_name: 'Spring Cup', is_tournament_list: true, image_url: '/art/portrait/x_portrait.jpg' },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.sharedLists.get(posted.list.id)).toMatchObject({ version: 1, is_active: true });
  });

  it('updates the active post of the same name: exactly one active row, decided locally and by the server', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const name = named('Twice');
    const first = await postSharedList(post(name), {}, db);
    expect(await push(db)).toEqual({ created: 1, updated: 0, rejected: 0 });

    const second = await postSharedList(post(name, { description: 'Now with more spears', units: pick('syenann', 3) }), {}, db);
    expect(second.isUpdate).toBe(true);
    expect(second.list.id).toBe(first.list.id);
    expect(await push(db)).toEqual({ created: 0, updated: 1, rejected: 0 });

    const rows = await serverPosts(name);
    expect(rows.filter((r) => r.is_active)).toHaveLength(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.list.id, description: 'Now with more spears' });

    // A device that never saw the first post posts the same name: the server updates the
    // existing post, and the device keeps the server's row instead of its optimistic one.
    const fresh = freshDb();
    const third = await postSharedList(post(name, { description: 'From the phone' }), {}, fresh);
    expect(third.isUpdate).toBe(false);
    expect(await push(fresh)).toEqual({ created: 0, updated: 1, rejected: 0 });
    expect((await serverPosts(name)).filter((r) => r.is_active)).toEqual([expect.objectContaining({ id: first.list.id, description: 'From the phone' })]);
    expect(await fresh.sharedLists.get(third.list.id)).toBeUndefined();
    expect(await fresh.sharedLists.get(first.list.id)).toMatchObject({ description: 'From the phone' });
  });

  it('is pulled by another player, signed in or a guest, and disappears there once retired', async () => {
    const mine = freshDb();
    setOutboxAccount(player.userId);
    const name = named('Public');
    const posted = await postSharedList(post(name, { faction: 'northern-tribes', units: pick('northern-tribes') }), {}, mine);
    await push(mine);

    setOutboxAccount(other.userId);
    const theirs = freshDb();
    const outcome = await runSync({ db: theirs, getClient: async () => other.client, isOnline: () => true, getAccountId: () => other.userId, pageSize: 2 });
    expect(outcome.status).toBe('synced');
    expect(await theirs.sharedLists.get(posted.list.id)).toMatchObject({ name, faction: 'northern-tribes', user_id: player.userId, is_active: true, description: 'Fast elves' });
    expect(await getPullWatermark('sharedLists', theirs)).not.toBeNull();

    setOutboxAccount(null);
    const guest = freshDb();
    const anon = dataClient(backend.url, backend.anonKey);
    await runSync({ db: guest, getClient: async () => anon, isOnline: () => true, getAccountId: () => null });
    expect(await guest.sharedLists.get(posted.list.id)).toMatchObject({ name });

    // The owner retires the post; the next incremental pull removes it on the other device.
    const { error } = await player.client.from('shared_lists').update({ is_active: false }).eq('id', posted.list.id);
    expect(error).toBeNull();
    expect(await pullSharedLists(other.client, theirs)).toBeGreaterThan(0);
    expect(await theirs.sharedLists.get(posted.list.id)).toBeUndefined();
  });

  it('marks a post the server refuses as rejected with its reason and goes on with the next', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const good = await postSharedList(post(named('Good')), {}, db);
    // An entry as an older client could have queued it: a name longer than the server allows.
    const badName = `${named('Long')} ${'x'.repeat(120)}`;
    const badId = crypto.randomUUID();
    await db.table('outbox').add({
      table: 'sharedLists',
      op: 'upsert',
      rowId: badId,
      payload: { ...good.list, id: badId, name: badName, syncToCloud: true },
      accountId: player.userId,
      createdAt: Date.now(),
      attempts: 0,
      lastError: null,
      status: 'pending',
    });
    const later = await postSharedList(post(named('Later')), {}, db);

    expect(await push(db)).toEqual({ created: 2, updated: 0, rejected: 1 });
    expect(await serverPosts(badName)).toHaveLength(0);
    expect(await serverPosts(later.list.name)).toHaveLength(1);
    const summary = await readOutboxSummary(db, player.userId);
    expect(summary.pending).toBe(0);
    expect(summary.rejected).toEqual([expect.objectContaining({ rowId: badId, status: 'rejected', attempts: 1 })]);
    expect(summary.rejected[0]?.lastError).toMatch(/shared_lists_name_length|check constraint/);
    expect(await push(db)).toEqual({ created: 0, updated: 0, rejected: 0 });
  });

  it('keeps the post queued behind a captive portal, pushes only the signed-in account’s posts', async () => {
    const portal = await startCaptivePortal();
    try {
      const db = freshDb();
      setOutboxAccount(player.userId);
      const posted = await postSharedList(post(named('Portal')), {}, db);
      const failure = await push(db, player, dataClient(portal.url, backend.anonKey)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SyncError);
      expect((failure as SyncError).retryable).toBe(true);
      expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ rowId: posted.list.id, status: 'pending', attempts: 1 })]);

      // Another account signed in on the device does not publish the player's post.
      expect(await push(db, other)).toEqual({ created: 0, updated: 0, rejected: 0 });
      expect(await serverPosts(posted.list.name)).toHaveLength(0);
      expect(await push(db)).toEqual({ created: 1, updated: 0, rejected: 0 });
      expect(await serverPosts(posted.list.name)).toEqual([expect.objectContaining({ user_id: player.userId, is_active: true })]);
    } finally {
      await portal.stop();
    }
  });

  it('refuses a guest, a blank name and an empty list before anything is written', async () => {
    const db = freshDb();
    setOutboxAccount(null);
    const codeOf = (p: Promise<unknown>) => p.then(() => null, (error: unknown) => (error instanceof AppError ? error.code : String(error)));
    expect(await codeOf(postSharedList(post(named('Guest')), {}, db))).toBe(POST_AUTH_REQUIRED);
    setOutboxAccount(player.userId);
    expect(await codeOf(postSharedList(post('   '), {}, db))).toBe(POST_NAME_REQUIRED);
    expect(await codeOf(postSharedList(post(named('Empty'), { units: [] }), {}, db))).toBe(POST_EMPTY_LIST);
    expect(await db.sharedLists.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    // The server refuses a guest too.
    const name = named('Anon');
    const { error } = await makeClient(backend).rpc('post_shared_list', { p_name: name, p_faction: 'syenann', p_units: [] });
    expect(error).not.toBeNull();
    expect(await serverPosts(name)).toHaveLength(0);
  });
});
