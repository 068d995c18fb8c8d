// The push and pull of the player's lists against the real local backend, with real
// supabase-js clients signed in as the demo player and as a second player: what reaches
// army_lists, what stays on the device, conflicts, refusals, captive portals, accounts,
// tombstones and watermarks.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { deleteListsByName, markListForCloud, saveListLocally } from '../../../src/db/repositories/lists';
import { readArmyLists, readOutboxSummary } from '../../../src/db/queries';
import { getPullWatermark } from '../../../src/db/repositories/syncState';
import { readKeptEdits } from '../../../src/db/repositories/keptEdits';
import { onKeptEdits } from '../../../src/db/keptEditsSignal';
import { setSetting } from '../../../src/db/repositories/settings';
import type { WarcrowDB } from '../../../src/db/database';
import { pushOutbox } from '../../../sync/pushLists';
import { listsWatermarkName, pullLists } from '../../../sync/pullLists';
import { runSync } from '../../../sync/runSync';
import { SyncError } from '../../../sync/errors';
import { captureLogs, countingFetch, dataClient, freshDb, startCaptivePortal } from './helpers';

let backend: Backend;
let player: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
  other = await signIn(backend, `second-${Date.now()}@example.com`, 'Second-Player-77!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

interface ServerList {
  id: string;
  user_id: string;
  name: string;
  version: number;
  deleted_at: string | null;
  units: unknown;
}

async function serverRows(where: string, params: unknown[]): Promise<ServerList[]> {
  return backend.query<ServerList>(`select id, user_id::text, name, version, deleted_at::text, units from public.army_lists where ${where}`, params);
}

const serverRow = async (id: string) => (await serverRows('id = $1', [id]))[0];

/** A unique list name, so tests sharing the backend never replace each other's lists. */
const named = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;

function cloudSave(db: WarcrowDB, name: string, extra: { id?: string; units?: ReturnType<typeof pick> } = {}) {
  return saveListLocally(
    { ...(extra.id ? { id: extra.id } : {}), name, faction: 'syenann', units: extra.units ?? pick('syenann') },
    { syncToCloud: true },
    db,
  );
}

const push = (db: WarcrowDB, who: SignedIn = player, client = who.client) => pushOutbox({ client, db, accountId: who.userId, refreshSession: async () => false });

describe('pushing the outbox', () => {
  it('creates the cloud row, confirms the entry and keeps device-only lists on the device (through runSync)', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const cloud = await cloudSave(db, named('Cloud'));
    const local = await saveListLocally({ name: named('Local only'), faction: 'syenann', units: pick('syenann') }, {}, db);
    expect(await db.outbox.count()).toBe(2);

    const outcome = await runSync({ db, getClient: async () => player.client, isOnline: () => true, getAccountId: () => player.userId });
    expect(outcome.status).toBe('synced');
    if (outcome.status !== 'synced') return;
    expect(outcome.account?.push).toMatchObject({ pushed: 1, rejected: 0, conflicts: 0, dropped: 1 });

    expect(await serverRow(cloud.id)).toMatchObject({ user_id: player.userId, name: cloud.name, version: 1, deleted_at: null });
    expect(await serverRow(local.id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.lists.get(cloud.id)).toMatchObject({ version: 1, source: 'cloud', syncToCloud: true, user_id: player.userId });
    // The device-only list is still there, still device-only.
    expect((await db.lists.get(local.id))?.syncToCloud).toBeUndefined();
    expect(await readOutboxSummary(db, player.userId)).toEqual({ pending: 0, rejected: [] });
  });

  it('is idempotent when a confirmed push is sent again (one row, same version)', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(db, named('Twice'));
    const [entry] = await db.outbox.toArray();
    await push(db);
    // The confirmation was "lost": the same write is queued again and pushed again.
    await db.outbox.add({ ...entry!, seq: undefined as never });
    expect(await push(db)).toMatchObject({ pushed: 1, rejected: 0, conflicts: 0 });
    const rows = await serverRows('id = $1', [list.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rebases the next edit of a list on the version its previous push received', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(db, named('Edited'));
    await push(db);
    await cloudSave(db, list.name, { id: list.id, units: pick('syenann', 3) });
    await cloudSave(db, list.name, { id: list.id, units: pick('syenann', 4) });
    expect(await push(db)).toMatchObject({ pushed: 2, conflicts: 0 });
    expect(await serverRow(list.id)).toMatchObject({ version: 3 });
    expect((await readArmyLists(db)).map((l) => l.name)).toEqual([list.name]);
  });

  it('keeps a stale edit as a conflict copy and takes the server row for the id', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(db, named('Contested'));
    await push(db);
    // Another device saves a different version meanwhile (based on version 1).
    const otherUnits = pick('syenann', 3, 1);
    const { data, error } = await player.client.rpc('save_army_list', {
      p_id: list.id,
      p_name: list.name,
      p_faction: 'syenann',
      p_units: otherUnits,
      p_base_version: 1,
    });
    expect(error).toBeNull();
    expect((data as { status: string }).status).toBe('saved');

    const mine = pick('syenann', 4, 1);
    await cloudSave(db, list.name, { id: list.id, units: mine });
    // Every page of the app hears of it (the one that pushed, and the others over a BroadcastChannel).
    const heard: number[] = [];
    const elsewhere: number[] = [];
    const stopHearing = onKeptEdits((count) => heard.push(count));
    const page = new BroadcastChannel('warcrow-kept-edits');
    page.onmessage = (event: MessageEvent) => elsewhere.push((event.data as { count: number }).count);
    expect(await push(db)).toMatchObject({ conflicts: 1, pushed: 0 });
    stopHearing();
    expect(heard).toEqual([1]);
    await expect.poll(() => elsewhere).toEqual([1]);
    page.close();

    const atId = await db.lists.get(list.id);
    expect(atId).toMatchObject({ version: 2, source: 'cloud' });
    expect(atId?.units.map((u) => u.id)).toEqual(otherUnits.map((u) => u.id));
    const copy = (await readArmyLists(db)).find((l) => l.name === `${list.name} (conflict copy)`);
    expect(copy).toBeDefined();
    expect(copy?.units.map((u) => u.id)).toEqual(mine.map((u) => u.id));
    expect(copy?.syncToCloud).toBe(true);
    // The player is told, naming both lists.
    expect(readKeptEdits((await db.settings.get('keptEdits'))?.value)).toEqual([
      { copyId: copy!.id, kind: 'conflict', name: list.name, copyName: copy!.name, accountId: player.userId, at: expect.any(String) as string },
    ]);

    // The copy is queued under the same account and reaches the cloud on the next push.
    expect(await push(db)).toMatchObject({ pushed: 1, conflicts: 0 });
    expect(await serverRow(copy!.id)).toMatchObject({ name: copy!.name, deleted_at: null });
    expect(await serverRow(list.id)).toMatchObject({ version: 2, deleted_at: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('names the conflict copy in the language the page last gave the sync engine', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(db, named('Disputada'));
    await push(db);
    const { error } = await player.client.rpc('save_army_list', { p_id: list.id, p_name: list.name, p_faction: 'syenann', p_units: pick('syenann', 3, 1), p_base_version: 1 });
    expect(error).toBeNull();
    await setSetting('language', 'es', db);
    await cloudSave(db, list.name, { id: list.id, units: pick('syenann', 4, 1) });
    // A second conflict of the same list takes the next number.
    await db.lists.add({ id: crypto.randomUUID(), name: `${list.name} (copia en conflicto)`, faction: 'syenann', units: [], created_at: 'x', updated_at: 'x' });
    expect(await push(db)).toMatchObject({ conflicts: 1 });
    const names = (await readArmyLists(db)).map((l) => l.name).filter((name) => name.startsWith(list.name));
    expect(names.sort()).toEqual([list.name, `${list.name} (copia en conflicto 2)`, `${list.name} (copia en conflicto)`].sort());
  });

  it('marks a refused write rejected with its reason and goes on with the entries behind it', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    // Locally a name may be 200 characters; the server allows 100.
    const tooLong = await cloudSave(db, `${named('Long')} ${'x'.repeat(110)}`);
    const fine = await cloudSave(db, named('Fine'));

    expect(await push(db)).toMatchObject({ pushed: 1, rejected: 1 });
    expect(await serverRow(tooLong.id)).toBeUndefined();
    expect(await serverRow(fine.id)).toMatchObject({ deleted_at: null });
    const summary = await readOutboxSummary(db, player.userId);
    expect(summary.pending).toBe(0);
    expect(summary.rejected).toHaveLength(1);
    expect(summary.rejected[0]).toMatchObject({ rowId: tooLong.id, status: 'rejected', attempts: 1 });
    expect(summary.rejected[0]?.lastError).toMatch(/army_lists_name_length|check constraint/);
    // The list itself stays on the device.
    expect(await db.lists.get(tooLong.id)).toMatchObject({ name: tooLong.name });
    // A rejected entry is not pushed again.
    expect(await push(db)).toMatchObject({ pushed: 0, rejected: 0 });
  });

  it('keeps the entry pending when a captive portal answers, and says the failure is retryable', async () => {
    const portal = await startCaptivePortal();
    try {
      const db = freshDb();
      setOutboxAccount(player.userId);
      const list = await cloudSave(db, named('Portal'));
      const portalClient = dataClient(portal.url, backend.anonKey);
      const failure = await push(db, player, portalClient).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SyncError);
      expect((failure as SyncError).retryable).toBe(true);
      expect(portal.hits()).toBeGreaterThan(0);
      const [entry] = await db.outbox.toArray();
      expect(entry).toMatchObject({ rowId: list.id, status: 'pending', attempts: 1 });
      expect(await db.lists.get(list.id)).not.toHaveProperty('version');
      expect(await serverRow(list.id)).toBeUndefined();

      // Back on a real network the same entry goes through.
      expect(await push(db)).toMatchObject({ pushed: 1 });
      expect(await db.outbox.count()).toBe(0);
    } finally {
      await portal.stop();
    }
  });

  it('refreshes the session once after a 401 and retries the same entry', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(db, named('Expired'));
    let refused = 0;
    const expiring: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      if (url.includes('/rpc/save_army_list') && refused === 0) {
        refused += 1;
        return new Response(JSON.stringify({ code: 'PGRST301', message: 'JWT expired', details: null, hint: null }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetch(input, init);
    };
    const client = dataClient(backend.url, backend.anonKey, expiring);
    await client.auth.setSession({ access_token: player.accessToken, refresh_token: player.refreshToken });
    const refresh = vi.fn(async () => true);
    expect(await pushOutbox({ client, db, accountId: player.userId, refreshSession: refresh })).toMatchObject({ pushed: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await serverRow(list.id)).toMatchObject({ deleted_at: null });
  });

  it('never pushes one account’s entries (or a guest’s) while another account is signed in', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const players = await cloudSave(db, named('Player list'));
    setOutboxAccount(null);
    const guests = await saveListLocally({ name: named('Guest list'), faction: 'syenann', units: pick('syenann') }, {}, db);
    setOutboxAccount(other.userId);
    const others = await cloudSave(db, named('Other list'));

    expect(await push(db, other)).toMatchObject({ pushed: 1 });
    expect(await serverRow(others.id)).toMatchObject({ user_id: other.userId });
    expect(await serverRow(players.id)).toBeUndefined();
    expect(await serverRow(guests.id)).toBeUndefined();
    const left = await db.outbox.toArray();
    expect(left.map((e) => [e.rowId, e.accountId])).toEqual([[players.id, player.userId]]);

    // Signed in as the player again, the player's own entry goes up under the player.
    setOutboxAccount(player.userId);
    expect(await push(db)).toMatchObject({ pushed: 1 });
    expect(await serverRow(players.id)).toMatchObject({ user_id: player.userId });
  });

  it('takes a guest’s list to the cloud only when the signed-in player marks it', async () => {
    const db = freshDb();
    const guests = await saveListLocally({ name: named('Made as guest'), faction: 'syenann', units: pick('syenann') }, {}, db);
    setOutboxAccount(player.userId);
    expect(await push(db)).toMatchObject({ pushed: 0 });
    expect(await serverRow(guests.id)).toBeUndefined();

    await markListForCloud(guests.id, {}, db);
    expect((await db.outbox.toArray()).map((e) => e.accountId)).toEqual([player.userId]);
    expect(await push(db)).toMatchObject({ pushed: 1 });
    expect(await serverRow(guests.id)).toMatchObject({ user_id: player.userId });
  });
});

describe('deletes and the list pull', () => {
  it('sends a delete as a tombstone, and another device’s pull removes the list', async () => {
    const phone = freshDb();
    const tablet = freshDb();
    setOutboxAccount(player.userId);
    const list = await cloudSave(phone, named('Doomed'));
    await push(phone);

    await pullLists(player.client, tablet, player.userId);
    expect(await tablet.lists.get(list.id)).toMatchObject({ name: list.name, version: 1, source: 'cloud' });

    expect(await deleteListsByName(list.name, {}, phone)).toBe(1);
    expect(await push(phone)).toMatchObject({ pushed: 1 });
    const row = await serverRow(list.id);
    expect(row?.deleted_at).not.toBeNull();
    // Confirmed: the tombstone has left the phone.
    expect(await phone.lists.get(list.id)).toBeUndefined();
    expect(await phone.outbox.count()).toBe(0);

    const pulled = await pullLists(player.client, tablet, player.userId);
    expect(pulled.removed).toBe(1);
    expect(await tablet.lists.get(list.id)).toBeUndefined();
  });

  it('applies only rows past the watermark, per account, and never over a pending local edit', async () => {
    // A player of their own, so only this test's lists are on the server for them.
    const other = await signIn(backend, `third-${Date.now()}@example.com`, 'Third-Player-55!');
    const db = freshDb();
    setOutboxAccount(other.userId);
    const first = await cloudSave(db, named('First'));
    const second = await cloudSave(db, named('Second'));
    await push(db, other);

    const reader = freshDb();
    const log = countingFetch();
    const client = dataClient(backend.url, backend.anonKey, log.fetch);
    await client.auth.setSession({ access_token: other.accessToken, refresh_token: other.refreshToken });
    const everything = await pullLists(client, reader, other.userId);
    expect(everything.received).toBe(2);
    expect(await getPullWatermark(listsWatermarkName(other.userId), reader)).not.toBeNull();
    expect(await getPullWatermark(listsWatermarkName(player.userId), reader)).toBeNull();

    expect((await pullLists(client, reader, other.userId)).received).toBe(0);

    // One list changes on the server: only that row comes down.
    const { error } = await other.client.rpc('save_army_list', { p_id: second.id, p_name: second.name, p_faction: 'syenann', p_units: pick('syenann', 3), p_base_version: 1 });
    expect(error).toBeNull();
    const next = await pullLists(client, reader, other.userId);
    expect(next).toMatchObject({ received: 1, applied: 1 });
    expect(await reader.lists.get(second.id)).toMatchObject({ version: 2 });
    expect(await reader.lists.get(first.id)).toMatchObject({ version: 1 });
    const pages = log.urls.filter((url) => url.includes('/rest/v1/army_lists'));
    expect(pages.at(-1)).toContain('updated_at.gt.');

    // A local edit waiting to be pushed is not overwritten by a newer server row.
    setOutboxAccount(other.userId);
    const localUnits = pick('syenann', 4);
    await cloudSave(reader, first.name, { id: first.id, units: localUnits });
    await other.client.rpc('save_army_list', { p_id: first.id, p_name: first.name, p_faction: 'syenann', p_units: pick('syenann', 1), p_base_version: 1 });
    const kept = await pullLists(client, reader, other.userId);
    expect(kept).toMatchObject({ received: 1, kept: 1, applied: 0 });
    expect((await reader.lists.get(first.id))?.units.map((u) => u.id)).toEqual(localUnits.map((u) => u.id));
  });
});
