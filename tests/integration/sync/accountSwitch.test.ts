// Issue 13 item 5: accounts on one device never mix. Player 1 saves a list for the cloud
// (offline: it waits in the outbox) and signs out; player 2 signs in on the same device and
// can neither see, load, replace nor push it. A push that meets a list id another account
// already owns keeps the player's list under a new id instead of a refusal for good, and
// player 1's queued save reaches player 1's cloud when they come back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { deleteListsByName, getList, markListForCloud, saveListLocally } from '../../../src/db/repositories/lists';
import { pendingOutboxEntries } from '../../../src/db/repositories/outbox';
import { readArmyLists } from '../../../src/db/queries';
import type { WarcrowDB } from '../../../src/db/database';
import { pushOutbox } from '../../../sync/pushLists';
import { captureLogs, freshDb } from './helpers';

let backend: Backend;
let one: SignedIn;
let two: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  one = await signIn(backend, `one-${Date.now()}@example.com`, 'First-Player-77!');
  two = await signIn(backend, `two-${Date.now()}@example.com`, 'Second-Player-77!');
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
  deleted_at: string | null;
}

const serverLists = (name: string) => backend.query<ServerList>('select id, user_id::text, name, deleted_at::text from public.army_lists where name = $1 and deleted_at is null', [name]);
const named = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
const push = (db: WarcrowDB, who: SignedIn) => pushOutbox({ client: who.client, db, accountId: who.userId, refreshSession: async () => false });
const cloudSave = (db: WarcrowDB, name: string, id?: string) =>
  saveListLocally({ name, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true, ...(id ? { id } : {}) }, db);

describe('two accounts on one device', () => {
  it('player 2 cannot see, load, replace or push player 1\'s waiting list; it ends in player 1\'s cloud only', async () => {
    const db = freshDb();
    const name = named('Waiting');
    setOutboxAccount(one.userId);
    const waiting = await cloudSave(db, name);
    expect(waiting.user_id).toBe(one.userId);
    setOutboxAccount(null);

    // Player 2 on the same device.
    setOutboxAccount(two.userId);
    expect((await readArmyLists(db, two.userId)).map((l) => l.name)).not.toContain(name);
    expect(await markListForCloud(waiting.id, {}, db)).toBeNull();
    // Saving a list of the same name and faction is a new list of player 2's, never player 1's row.
    const theirs = await cloudSave(db, name);
    expect(theirs.id).not.toBe(waiting.id);
    expect((await getList(waiting.id, db))?.units).toEqual(waiting.units);
    expect((await pendingOutboxEntries(two.userId, {}, db)).map((e) => e.rowId)).toEqual([theirs.id]);
    expect(await push(db, two)).toMatchObject({ pushed: 1, rejected: 0 });
    expect((await serverLists(name)).map((r) => [r.id, r.user_id])).toEqual([[theirs.id, two.userId]]);
    setOutboxAccount(null);

    // Player 1 comes back: their queued save goes to their cloud.
    setOutboxAccount(one.userId);
    expect((await readArmyLists(db, one.userId)).find((l) => l.name === name)?.id).toBe(waiting.id);
    expect(await push(db, one)).toMatchObject({ pushed: 1, rejected: 0 });
    const rows = await serverLists(name);
    expect(rows.map((r) => [r.id, r.user_id]).sort()).toEqual([[theirs.id, two.userId], [waiting.id, one.userId]].sort());
  });

  it('a waiting list saved before lists carried their account is still kept from another account', async () => {
    const db = freshDb();
    const name = named('Legacy');
    setOutboxAccount(one.userId);
    const saved = await cloudSave(db, name);
    // As such a row was stored before: no owner on the row, only on its outbox entry.
    const { user_id: _owner, ...legacy } = saved;
    await db.lists.put(legacy);
    setOutboxAccount(null);

    setOutboxAccount(two.userId);
    expect((await readArmyLists(db, two.userId)).map((l) => l.id)).not.toContain(saved.id);
    expect(await markListForCloud(saved.id, {}, db)).toBeNull();
    expect(await deleteListsByName(name, {}, db)).toBe(0);
    const theirs = await cloudSave(db, name);
    expect(theirs.id).not.toBe(saved.id);
    expect((await getList(saved.id, db))?.deleted_at ?? null).toBeNull();
    expect((await pendingOutboxEntries(two.userId, {}, db)).map((e) => e.rowId)).toEqual([theirs.id]);
    setOutboxAccount(null);

    setOutboxAccount(one.userId);
    expect((await readArmyLists(db, one.userId)).map((l) => l.id)).toContain(saved.id);
    expect(await push(db, one)).toMatchObject({ pushed: 1, rejected: 0 });
    expect((await serverLists(name)).map((r) => r.user_id)).toEqual([one.userId]);
  });

  it('a push that meets an id another account owns saves the player\'s list under a new id, never refused for good', async () => {
    const db = freshDb();
    const name = named('Taken');
    const id = crypto.randomUUID();
    // Another account already has a list with this id (the device, before this fix).
    const taken = await two.client.rpc('save_army_list', { p_id: id, p_name: named('Theirs'), p_faction: 'syenann', p_units: [] });
    expect(taken.error).toBeNull();

    setOutboxAccount(one.userId);
    await cloudSave(db, name, id);
    await saveListLocally({ id, name, faction: 'syenann', units: pick('syenann', 3) }, { syncToCloud: true }, db);
    const result = await push(db, one);
    expect(result).toMatchObject({ pushed: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);

    const [mine] = await serverLists(name);
    expect(mine?.user_id).toBe(one.userId);
    expect(mine?.id).not.toBe(id);
    const local = await readArmyLists(db, one.userId);
    const kept = local.find((l) => l.name === name);
    expect(kept?.id).toBe(mine?.id);
    // The copy is the player's latest edit.
    expect(kept?.units).toHaveLength(3);
    const [server] = await backend.query<{ n: number }>('select jsonb_array_length(units)::int as n from public.army_lists where id = $1', [mine?.id]);
    expect(server?.n).toBe(3);
    expect(await getList(id, db)).toBeNull();
    // The other account's row is untouched.
    const [theirs] = await backend.query<ServerList>('select id, user_id::text, name, deleted_at::text from public.army_lists where id = $1', [id]);
    expect(theirs?.user_id).toBe(two.userId);
  });

  it('the server answers "taken" for another account\'s id and writes nothing', async () => {
    const id = crypto.randomUUID();
    await two.client.rpc('save_army_list', { p_id: id, p_name: named('Owned'), p_faction: 'syenann', p_units: [] });
    const { data, error } = await one.client.rpc('save_army_list', { p_id: id, p_name: 'Mine now', p_faction: 'syenann', p_units: [] });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'taken', list: null, replaced_ids: [] });
    expect(await serverLists('Mine now')).toEqual([]);
  });
});
