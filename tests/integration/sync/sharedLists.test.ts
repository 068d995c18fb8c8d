// Community lists against the real local backend: a post goes to Dexie and the outbox in one
// transaction, the push turns it into one active shared_lists row (a second post of the same
// name updates it), another device's pull sees it (and loses it once retired), refusals are
// marked, and a guest cannot post. Posts share one queue with the player's lists: they reach
// the server in write order, and a refusal or a retryable failure of either kind is handled
// the same way.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { makeClient, signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { AppError } from '../../../src/db/errors';
import { readOutboxSummary } from '../../../src/db/queries';
import { dropLocalOnlyEntries } from '../../../src/db/repositories/cloudLists';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { addOutboxEntry } from '../../../src/db/repositories/outbox';
import { POST_AUTH_REQUIRED, POST_EMPTY_LIST, POST_NAME_REQUIRED, postAgain, postSharedList, readOwnPosts, retireSharedList, type NewSharedPost } from '../../../src/db/repositories/sharedLists';
import { getPullWatermark } from '../../../src/db/repositories/syncState';
import type { WarcrowDB } from '../../../src/db/database';
import { pullSharedLists } from '../../../sync/pullSharedLists';
import { pushOutbox } from '../../../sync/pushLists';
import { runSync } from '../../../sync/runSync';
import { SyncError } from '../../../sync/errors';
import { captureLogs, countingFetch, dataClient, freshDb, startCaptivePortal } from './helpers';

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

/** Push the account's outbox; what happened to its posts. */
const push = async (db: WarcrowDB, who: SignedIn = player, client = who.client) => {
  const result = await pushOutbox({ client, db, accountId: who.userId, refreshSession: async () => false });
  return { ...result.posts, rejected: result.rejected };
};

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
    expect(outcome.account?.push).toEqual({ pushed: 1, conflicts: 0, rejected: 0, dropped: 0, posts: { created: 1, updated: 0 } });
    // The post is never sent as a list (no army_lists row).
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
    // A guest reads the public wab_id, never the poster's auth user id (issue 15).
    const asGuest = await guest.sharedLists.get(posted.list.id);
    expect(asGuest).toMatchObject({ name, user_id: '' });
    expect(asGuest?.wab_id).toMatch(/\S/);

    // The owner retires the post; the next incremental pull removes it on the other device.
    const { error } = await player.client.from('shared_lists').update({ is_active: false }).eq('id', posted.list.id);
    expect(error).toBeNull();
    expect(await pullSharedLists(other.client, theirs)).toBeGreaterThan(0);
    expect(await theirs.sharedLists.get(posted.list.id)).toBeUndefined();
    // The guest cannot read the retired post itself; its id in the retirements removes it.
    expect(await pullSharedLists(anon, guest)).toBeGreaterThan(0);
    expect(await guest.sharedLists.get(posted.list.id)).toBeUndefined();
  });

  it('a signed-in device whose run has no token yet (the worker before the page hands one over) pulls posts as a guest', async () => {
    const mine = freshDb();
    setOutboxAccount(player.userId);
    const name = named('Tokenless');
    const posted = await postSharedList(post(name, { faction: 'northern-tribes', units: pick('northern-tribes') }), {}, mine);
    await push(mine);

    const waiting = freshDb();
    const anon = dataClient(backend.url, backend.anonKey);
    const outcome = await runSync({ db: waiting, getClient: async () => anon, isOnline: () => true, getAccountId: () => null });
    expect(outcome.status).toBe('synced');
    expect(await waiting.sharedLists.get(posted.list.id)).toMatchObject({ name, user_id: '' });
  });

  it('retires a post through the outbox, keeps it on the device through pulls, and posts it again with its words (issue 15)', async () => {
    const mine = freshDb();
    setOutboxAccount(player.userId);
    const name = named('Retire me');
    const posted = await postSharedList(post(name, { description: 'Words to keep', isTournamentList: true, tournamentName: 'Winter Open 2026' }), {}, mine);
    await push(mine);

    const retired = await retireSharedList(posted.list.id, {}, mine);
    expect(retired).toMatchObject({ is_active: false, description: 'Words to keep' });
    await push(mine);
    expect(await serverPosts(name)).toEqual([expect.objectContaining({ id: posted.list.id, is_active: false, description: null })]);
    expect(await mine.outbox.count()).toBe(0);

    // A pull brings the server's tombstone; the device's retired copy stays for Post again.
    await pullSharedLists(player.client, mine);
    const kept = await readOwnPosts(mine);
    expect(kept.find((p) => p.id === posted.list.id)).toMatchObject({ is_active: false, description: 'Words to keep', tournament_name: 'Winter Open 2026' });
    // My posts names its account itself: the same posts while the outbox does not know it yet.
    setOutboxAccount(null);
    expect(await readOwnPosts(mine, player.userId)).toEqual(kept);
    expect(await readOwnPosts(mine)).toEqual([]);
    setOutboxAccount(player.userId);

    const again = await postAgain(posted.list.id, {}, mine);
    expect(await mine.sharedLists.get(posted.list.id)).toBeUndefined();
    await push(mine);
    const rows = await serverPosts(name);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.is_active)).toMatchObject({ id: again.list.id, description: 'Words to keep', is_tournament_list: true, tournament_name: 'Winter Open 2026' });
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

const serverList = async (id: string) =>
  (await backend.query<{ id: string; name: string }>('select id, name from public.army_lists where id = $1', [id]))[0];

function cloudSave(db: WarcrowDB, name: string) {
  return saveListLocally({ name, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true }, db);
}

/** A client signed in as the player whose requests go through `fetchImpl`. */
async function playerClient(fetchImpl: typeof fetch) {
  const client = dataClient(backend.url, backend.anonKey, fetchImpl);
  await client.auth.setSession({ access_token: player.accessToken, refresh_token: player.refreshToken });
  return client;
}

const rpcName = (url: string) => /\/rpc\/([a-z_]+)/.exec(url)?.[1] ?? null;

describe('posts and lists in one queue', () => {
  it('pushes a post written between two list saves in the order they were written', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const first = await cloudSave(db, named('Before'));
    const posted = await postSharedList(post(named('Between')), {}, db);
    const last = await cloudSave(db, named('After'));
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.table)).toEqual(['lists', 'sharedLists', 'lists']);

    const log = countingFetch();
    const client = await playerClient(log.fetch);
    const outcome = await runSync({ db, getClient: async () => client, isOnline: () => true, getAccountId: () => player.userId });
    expect(outcome.status === 'synced' && outcome.account?.push).toEqual({ pushed: 3, conflicts: 0, rejected: 0, dropped: 0, posts: { created: 1, updated: 0 } });
    expect(log.urls.map(rpcName).filter((name) => name !== null)).toEqual(['save_army_list', 'post_shared_list', 'save_army_list']);
    expect(await serverList(first.id)).toMatchObject({ name: first.name });
    expect(await serverPosts(posted.list.name)).toEqual([expect.objectContaining({ id: posted.list.id, is_active: true })]);
    expect(await serverList(last.id)).toMatchObject({ name: last.name });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at a post the server cannot take now, and the list behind it waits for the retry', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const first = await cloudSave(db, named('Sent'));
    const posted = await postSharedList(post(named('Busy')), {}, db);
    const last = await cloudSave(db, named('Waiting'));
    let unavailable = true;
    const flaky: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      if (unavailable && rpcName(url) === 'post_shared_list') {
        return new Response(JSON.stringify({ code: '503', message: 'Service Unavailable', details: null, hint: null }), { status: 503, headers: { 'content-type': 'application/json' } });
      }
      return fetch(input, init);
    };
    const client = await playerClient(flaky);

    const failure = await pushOutbox({ client, db, accountId: player.userId, refreshSession: async () => false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SyncError);
    expect((failure as SyncError).retryable).toBe(true);
    expect(await serverList(first.id)).toBeDefined();
    expect(await serverPosts(posted.list.name)).toHaveLength(0);
    expect(await serverList(last.id)).toBeUndefined();
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.table, e.status, e.attempts])).toEqual([
      ['sharedLists', 'pending', 1],
      ['lists', 'pending', 0],
    ]);

    unavailable = false;
    expect(await pushOutbox({ client, db, accountId: player.userId, refreshSession: async () => false })).toMatchObject({ pushed: 2, rejected: 0, posts: { created: 1, updated: 0 } });
    expect(await serverList(last.id)).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks a refused post rejected and still pushes the list saved after it', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const good = await postSharedList(post(named('Model')), {}, db);
    await push(db);
    const badId = crypto.randomUUID();
    const badName = `${named('Too long')} ${'x'.repeat(120)}`;
    await addOutboxEntry(
      {
        table: 'sharedLists',
        op: 'upsert',
        rowId: badId,
        payload: { ...good.list, id: badId, name: badName },
        accountId: player.userId,
        createdAt: Date.now(),
        attempts: 0,
        lastError: null,
        status: 'pending',
      },
      db,
    );
    const list = await cloudSave(db, named('Behind'));

    expect(await pushOutbox({ client: player.client, db, accountId: player.userId, refreshSession: async () => false })).toMatchObject({ pushed: 1, rejected: 1 });
    expect(await serverList(list.id)).toMatchObject({ name: list.name });
    expect(await serverPosts(badName)).toHaveLength(0);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ table: 'sharedLists', rowId: badId, status: 'rejected', attempts: 1 })]);
    expect((await db.outbox.toArray())[0]?.lastError).toMatch(/shared_lists_name_length|check constraint/);
  });

  it('refreshes the session once after a 401 on a post and retries it', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const posted = await postSharedList(post(named('Expired')), {}, db);
    let refused = 0;
    const expiring: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      if (rpcName(url) === 'post_shared_list' && refused === 0) {
        refused += 1;
        return new Response(JSON.stringify({ code: 'PGRST301', message: 'JWT expired', details: null, hint: null }), { status: 401, headers: { 'content-type': 'application/json' } });
      }
      return fetch(input, init);
    };
    const client = await playerClient(expiring);
    const refresh = vi.fn(async () => true);
    expect(await pushOutbox({ client, db, accountId: player.userId, refreshSession: refresh })).toMatchObject({ pushed: 1, rejected: 0 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await serverPosts(posted.list.name)).toHaveLength(1);
  });

  it('leaves posts alone when it drops the entries of device-only lists', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const deviceOnly = await saveListLocally({ name: named('Device only'), faction: 'syenann', units: pick('syenann') }, {}, db);
    const posted = await postSharedList(post(named('Kept')), {}, db);
    // A post as this build's types allow it: no cloud flag in the payload.
    const bareId = crypto.randomUUID();
    await addOutboxEntry(
      {
        table: 'sharedLists',
        op: 'upsert',
        rowId: bareId,
        payload: { ...posted.list, id: bareId, name: named('Bare') },
        accountId: player.userId,
        createdAt: Date.now(),
        attempts: 0,
        lastError: null,
        status: 'pending',
      },
      db,
    );

    expect(await dropLocalOnlyEntries(db)).toMatchObject({ entries: 1 });
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.table, e.rowId])).toEqual([
      ['sharedLists', posted.list.id],
      ['sharedLists', bareId],
    ]);
    expect(left.some((e) => e.rowId === deviceOnly.id)).toBe(false);
    expect(await push(db)).toEqual({ created: 2, updated: 0, rejected: 0 });
  });
});
