// The sync and storage fault catalogue of issue 13 (item 13), against the real local backend
// with real supabase-js clients and Dexie on fake-indexeddb: what a flaky venue and a killed
// browser do to a save. Each case ends the same way: one server row per list, the last edit
// in it, the outbox drained, nothing marked synced that the server did not take.
// (Elsewhere in tests/integration/sync: backoff.test.ts has the 503 and 429 storms and the gate,
// wrongClock.test.ts the device clock, deleteVsEdit.test.ts a delete against an edit,
// randomRun.test.ts the seeded two-device run; lists.test.ts the captive portal on a push.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { openAppDatabase, type WarcrowDB } from '../../../src/db/database';
import { setOutboxAccount } from '../../../src/db/outbox';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { readArmyLists } from '../../../src/db/queries';
import { getSyncStatus } from '../../../src/db/repositories/syncState';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { runSync } from '../../../sync/runSync';
import { startSync, type SyncController } from '../../../sync/startSync';
import { SyncGate, syncGate } from '../../../sync/backoff';
import { fetchWithTimeout } from '../../../src/backend/fetch';
import { createRestClient } from '../../../src/backend/rest';
import { captureLogs, closedPortUrl, freshDb, NoWebSocket, startCaptivePortal, startSilentServer } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, `faults-${Date.now()}@example.com`, 'Fault-Catalogue-13!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
  setOutboxAccount(player.userId);
});

/** The player's client with its requests going through `fetchImpl`. */
async function clientVia(fetchImpl: typeof fetch): Promise<SupabaseClient> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
    realtime: { transport: NoWebSocket as never },
  });
  await client.auth.setSession({ access_token: player.accessToken, refresh_token: player.refreshToken });
  return client;
}

const push = (db: WarcrowDB, client: SupabaseClient = player.client) => pushOutbox({ client, db, accountId: player.userId, refreshSession: async () => false });

const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

interface Row {
  id: string;
  name: string;
  version: number;
  deleted_at: string | null;
  units: Array<{ id: string; quantity: number }>;
}

const rowsOf = (name: string) =>
  backend.query<Row>('select id, name, version, deleted_at::text, units from public.army_lists where user_id = $1 and name like $2', [player.userId, `${name}%`]);

const named = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

const cloudSave = (db: WarcrowDB, name: string, units: ReturnType<typeof pick>, id?: string) =>
  saveListLocally({ ...(id ? { id } : {}), name, faction: 'syenann', units }, { syncToCloud: true }, db);

describe('the fault catalogue (issue 13)', () => {
  it('a response dropped after the server committed: the retry makes no second row, and the outbox drains', async () => {
    const db = freshDb();
    let dropNext = true;
    const dropping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (dropNext && urlOf(input).includes('/rpc/save_army_list')) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    const client = await clientVia(dropping);
    const name = named('Dropped');
    const list = await cloudSave(db, name, pick('syenann', 2));
    await expect(push(db, client)).rejects.toMatchObject({ kind: 'retryable' });
    // The server has it; the device does not know yet.
    expect(await rowsOf(name)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);

    expect(await push(db, client)).toMatchObject({ pushed: 1, conflicts: 0 });
    const rows = await rowsOf(name);
    expect(rows.map((r) => [r.id, r.version])).toEqual([[list.id, 1]]);
    expect(await db.outbox.count()).toBe(0);
    expect((await readArmyLists(db)).filter((l) => l.name.startsWith(name)).map((l) => l.id)).toEqual([list.id]);
  });

  it('a browser killed right after the server committed: the reopened database pushes again, one row, nothing lost', async () => {
    const first = freshDb();
    const name = named('Killed');
    const list = await cloudSave(first, name, pick('syenann', 3));
    // The answer never comes back: the browser dies while it is on its way.
    const dying: typeof fetch = async (input, init) => {
      if (!urlOf(input).includes('/rpc/save_army_list')) return fetch(input, init);
      await fetch(input, init);
      return new Promise<Response>(() => undefined);
    };
    void push(first, await clientVia(dying));
    await expect.poll(async () => (await rowsOf(name)).length).toBe(1);
    first.close();

    const reopened = openAppDatabase(first.name);
    try {
      expect(await reopened.outbox.count()).toBe(1);
      expect(await push(reopened)).toMatchObject({ pushed: 1, conflicts: 0 });
      expect((await rowsOf(name)).map((r) => [r.id, r.version])).toEqual([[list.id, 1]]);
      expect(await reopened.outbox.count()).toBe(0);
      expect(await reopened.lists.get(list.id)).toMatchObject({ version: 1, source: 'cloud' });
    } finally {
      reopened.close();
    }
  });

  it('the same change pushed from two tabs at once: one row, both outboxes drained, no conflict copy', async () => {
    const tabOne = freshDb();
    const tabTwo = openAppDatabase(tabOne.name);
    try {
      const name = named('Two tabs');
      const list = await cloudSave(tabOne, name, pick('syenann', 1));
      await push(tabOne);
      // Both tabs save the same edit, then both push it at the same moment.
      const units = pick('syenann', 3);
      await cloudSave(tabOne, name, units, list.id);
      await cloudSave(tabTwo, name, units, list.id);
      const results = await Promise.all([push(tabOne), push(tabTwo)]);
      expect(results.reduce((n, r) => n + r.conflicts + r.rejected, 0)).toBe(0);
      const rows = await rowsOf(name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.units.map((u) => u.id)).toEqual(units.map((u) => u.id));
      expect(await tabOne.outbox.count()).toBe(0);
      expect((await readArmyLists(tabTwo)).filter((l) => l.name.startsWith(name)).map((l) => l.name)).toEqual([name]);
    } finally {
      tabTwo.close();
    }
  });

  it('a captive portal answering 200 HTML to every call: nothing is marked synced, and the real server gets everything after', async () => {
    const portal = await startCaptivePortal();
    try {
      const db = freshDb();
      const name = named('Portal');
      const list = await cloudSave(db, name, pick('syenann', 2));
      const behindPortal = createClient(portal.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: NoWebSocket as never },
      });
      await expect(runSync({ db, getClient: async () => behindPortal, isOnline: () => true, getAccountId: () => player.userId })).rejects.toMatchObject({ kind: 'retryable' });
      expect(portal.hits()).toBeGreaterThan(0);
      const status = await getSyncStatus(db);
      expect(status.lastSuccessAt).toBeNull();
      expect(status.phase).toBe('error');
      expect(await db.outbox.count()).toBe(1);
      expect((await db.lists.get(list.id))?.version).toBeUndefined();
      expect(await rowsOf(name)).toHaveLength(0);

      await runSync({ db, getClient: async () => player.client, isOnline: () => true, getAccountId: () => player.userId });
      expect(await rowsOf(name)).toHaveLength(1);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      await portal.stop();
    }
  });

  // The account's part of a run (push, then pull of the lists), as runSync does after the content.
  const accountSync = async (db: WarcrowDB, client: SupabaseClient) => {
    await push(db, client);
    await pullLists(client, db, player.userId);
  };

  it('a connection flapping while the player edits: every edit is kept, the last one reaches the server, one row per list', async () => {
    const db = freshDb();
    // The link goes down and up by request count (never a timer): each run meets it differently.
    let requests = 0;
    let flapping = true;
    const flaky: typeof fetch = (input, init) => {
      requests += 1;
      if (flapping && requests % 5 >= 3) return Promise.reject(new TypeError('Failed to fetch'));
      return fetch(input, init);
    };
    // The sync engine's own REST client (no hidden retries), signed in as the player.
    const client = createRestClient({ url: backend.url, anonKey: backend.anonKey }, () => player.accessToken, 'test', flaky) as SupabaseClient;
    const lists = [named('Flap A'), named('Flap B'), named('Flap C')];
    const ids = new Map<string, string>();
    const last = new Map<string, ReturnType<typeof pick>>();
    for (let edit = 0; edit < 30; edit += 1) {
      const name = lists[edit % lists.length] as string;
      const units = pick('syenann', 1 + (edit % 4));
      const saved = await cloudSave(db, name, units, ids.get(name));
      ids.set(name, saved.id);
      last.set(name, units);
      await accountSync(db, client).catch(() => null);
    }
    flapping = false;
    await accountSync(db, client);
    expect(await db.outbox.count()).toBe(0);
    for (const name of lists) {
      const rows = (await rowsOf(name)).filter((r) => r.deleted_at === null);
      expect(rows.map((r) => r.name)).toEqual([name]);
      expect(rows[0]?.units.map((u) => u.id)).toEqual(last.get(name)?.map((u) => u.id));
    }
    // No conflict copy or second row of these lists on the device (other tests' lists of this player come down too).
    const ours = (await readArmyLists(db)).map((l) => l.name).filter((n) => lists.some((name) => n.startsWith(name)));
    expect(ours.sort()).toEqual([...lists].sort());
  });

  it('a corrupt record in the database is kept aside: the other lists load, push and pull', async () => {
    const db = freshDb();
    const name = named('Healthy');
    const corruptId = crypto.randomUUID();
    await db.lists.put({ id: corruptId, faction: 7, units: 'garbage' } as never);
    const healthy = await cloudSave(db, name, pick('syenann', 2));
    await runSync({ db, getClient: async () => player.client, isOnline: () => true, getAccountId: () => player.userId });
    expect(await rowsOf(name)).toHaveLength(1);
    // Kept aside, unchanged: never deleted, never pushed.
    expect(await db.lists.get(corruptId)).toEqual({ id: corruptId, faction: 7, units: 'garbage' });
    const other = freshDb();
    await pullLists(player.client, other, player.userId);
    expect((await readArmyLists(other)).map((l) => l.id)).toContain(healthy.id);
    expect((await readArmyLists(other)).map((l) => l.id)).not.toContain(corruptId);
    expect((await readArmyLists(db)).map((l) => l.id)).toContain(healthy.id);
  });
});

describe('a server that hangs or fails', () => {
  let controller: SyncController | null = null;
  afterEach(() => {
    controller?.stop();
    controller = null;
    syncGate.recordSuccess();
  });

  /** The app's REST client (the sync engine's) with its requests counted. */
  function countedRestClient(url: string, timeoutMs?: number) {
    const sent: string[] = [];
    const timed = fetchWithTimeout(timeoutMs);
    const counting: typeof fetch = (input, init) => {
      sent.push(urlOf(input));
      return timed(input, init);
    };
    return { sent, client: createRestClient({ url, anonKey: 'anon-key' }, () => null, 'test', counting) };
  }

  it('a request that never answers ends at the timeout, and the triggers that follow wait for the backoff', async () => {
    const silent = await startSilentServer();
    try {
      const { sent, client } = countedRestClient(silent.url, 300);
      const db = freshDb();
      const gate = new SyncGate({ random: () => 0.5, baseMs: 60_000 });
      controller = startSync({ db, getClient: async () => client as never, isOnline: () => true, intervalMs: 3_600_000, gate });
      await expect.poll(async () => (await getSyncStatus(db)).phase, { timeout: 5_000 }).toBe('error');
      expect(sent).toHaveLength(1);
      for (let i = 0; i < 20; i += 1) await controller.trigger(i % 2 ? 'write' : 'visible');
      expect(sent).toHaveLength(1);
    } finally {
      await silent.stop();
    }
  });

  it('one attempt is one request: no hidden retries of a read against a 503 or a dead network', async () => {
    const unavailable = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Service unavailable' }));
    });
    await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve));
    try {
      const failing = countedRestClient(`http://127.0.0.1:${(unavailable.address() as AddressInfo).port}`);
      const answer = await failing.client.from('units').select('*');
      expect(answer.status).toBe(503);
      expect(failing.sent).toHaveLength(1);
      const offline = countedRestClient(await closedPortUrl());
      const none = await offline.client.from('units').select('*');
      expect(none.data).toBeNull();
      expect(offline.sent).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => unavailable.close(() => resolve()));
    }
  });
});
