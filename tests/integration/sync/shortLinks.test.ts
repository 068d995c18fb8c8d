// Short links beyond one device, and the sync triggers that push a write without waiting
// for the timer: against the real local backend with real supabase-js clients.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { resolveShortLink, saveShortLink } from '../../../src/db/repositories/shortLinks';
import { shortLinkHash } from '../../../src/domain/shareCode';
import { pushOutbox } from '../../../sync/pushLists';
import { resolveRemoteShortLink } from '../../../sync/shortLinks';
import { startSync } from '../../../sync/startSync';
import { captureLogs, dataClient, freshDb } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

async function link(label: string) {
  const code = `N4Ig${label}${crypto.randomUUID().replace(/-/g, '')}`;
  return { hash: await shortLinkHash(code), code, listName: label, faction: 'syenann' };
}

const serverLink = async (hash: string) =>
  (await backend.query<{ code: string; created_by: string }>('select code, created_by::text from public.short_links where hash = $1', [hash]))[0];

describe('short links', () => {
  it('are published by a signed-in player and resolve on a fresh device, kept there without an outbox entry', async () => {
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const made = await link('Published');
    await saveShortLink(made, {}, phone);
    // The same link made twice is queued once.
    await saveShortLink(made, {}, phone);
    expect((await phone.outbox.toArray()).map((e) => [e.table, e.rowId, e.accountId])).toEqual([['shortLinks', made.hash, player.userId]]);

    // Not published yet: the share dialog must not offer it as the link that opens anywhere.
    expect((await resolveShortLink(made.hash, phone))?.publishedAt).toBeUndefined();

    expect(await pushOutbox({ client: player.client, db: phone, accountId: player.userId })).toMatchObject({ pushed: 1, rejected: 0 });
    expect(await serverLink(made.hash)).toEqual({ code: made.code, created_by: player.userId });
    expect(await phone.outbox.count()).toBe(0);
    // The server confirmed it: the device records that it is published, and making it again queues nothing.
    expect((await resolveShortLink(made.hash, phone))?.publishedAt).toEqual(expect.any(String));
    await saveShortLink(made, {}, phone);
    expect(await phone.outbox.count()).toBe(0);
    expect((await resolveShortLink(made.hash, phone))?.publishedAt).toEqual(expect.any(String));

    setOutboxAccount(null);
    const laptop = freshDb();
    expect(await resolveShortLink(made.hash, laptop)).toBeNull();
    const anonymous = dataClient(backend.url, backend.anonKey);
    expect(await resolveRemoteShortLink(made.hash, { client: anonymous, db: laptop })).toBe(made.code);
    expect(await resolveShortLink(made.hash, laptop)).toMatchObject({ hash: made.hash, code: made.code, listName: 'Published', publishedAt: expect.any(String) });
    expect(await laptop.outbox.count()).toBe(0);
  });

  it('publishing the same link again (made on a second device) is a no-op on the server', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const made = await link('Again');
    await saveShortLink(made, {}, db);
    await pushOutbox({ client: player.client, db, accountId: player.userId });
    const other = freshDb();
    await saveShortLink(made, {}, other);
    expect(await pushOutbox({ client: player.client, db: other, accountId: player.userId })).toMatchObject({ pushed: 1, rejected: 0 });
    expect((await resolveShortLink(made.hash, other))?.publishedAt).toEqual(expect.any(String));
    expect(await backend.query('select hash from public.short_links where hash = $1', [made.hash])).toHaveLength(1);
  });

  it('a guest’s link stays on the device (nothing is queued, never marked published)', async () => {
    const db = freshDb();
    const made = await link('Guest');
    await saveShortLink(made, {}, db);
    expect(await db.outbox.count()).toBe(0);
    expect((await resolveShortLink(made.hash, db))?.publishedAt).toBeUndefined();
  });

  it('resolve to null for a malformed hash, an unknown hash, or a server row whose code does not match its hash', async () => {
    const db = freshDb();
    const anonymous = dataClient(backend.url, backend.anonKey);
    expect(await resolveRemoteShortLink('not a hash!', { client: anonymous, db })).toBeNull();
    const unknown = await link('Unknown');
    expect(await resolveRemoteShortLink(unknown.hash, { client: anonymous, db })).toBeNull();

    const planted = await link('Planted');
    await backend.query('insert into public.short_links (hash, code, created_by) values ($1, $2, $3)', [planted.hash, 'N4IgSomethingElse', player.userId]);
    expect(await resolveRemoteShortLink(planted.hash, { client: anonymous, db })).toBeNull();
    expect(await db.shortLinks.count()).toBe(0);
  });
});

describe('sync triggers', () => {
  it('push a cloud save shortly after the write, and run when a player signs in', async () => {
    const db = freshDb();
    const runs: string[] = [];
    const controller = startSync({
      db,
      getClient: async () => {
        runs.push('run');
        return player.client;
      },
      isOnline: () => true,
      intervalMs: 60 * 60 * 1000,
      writeDebounceMs: 20,
    });
    try {
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(0), { timeout: 20_000 });
      await controller.trigger('manual');
      const before = runs.length;
      setOutboxAccount(player.userId);
      await vi.waitFor(() => expect(runs.length).toBeGreaterThan(before), { timeout: 20_000 });

      const list = await saveListLocally({ name: `Triggered ${crypto.randomUUID().slice(0, 8)}`, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true }, db);
      await vi.waitFor(
        async () => {
          expect(await db.outbox.count()).toBe(0);
          expect(await db.lists.get(list.id)).toMatchObject({ version: 1 });
        },
        { timeout: 20_000, interval: 50 },
      );
      const rows = await backend.query<{ user_id: string }>('select user_id::text from public.army_lists where id = $1', [list.id]);
      expect(rows).toEqual([{ user_id: player.userId }]);
    } finally {
      // Let a run still going finish before the backend stops.
      await controller.trigger('manual');
      controller.stop();
    }
  });
});
