// Issue 13 item 8 through the real local backend: a list deleted on one device and edited on
// another, both offline, ends the same whichever device syncs first. The edit is never lost
// (it comes back as "<name> (restored)" on both devices and in the cloud) and the delete's
// tombstone reaches every device.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { deleteListsByName, saveListLocally } from '../../../src/db/repositories/lists';
import { readArmyLists } from '../../../src/db/queries';
import { readKeptEdits } from '../../../src/db/repositories/keptEdits';
import { setSetting } from '../../../src/db/repositories/settings';
import type { WarcrowDB } from '../../../src/db/database';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { captureLogs, freshDb } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, `delete-edit-${Date.now()}@example.com`, 'Delete-Edit-42!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

const sync = async (db: WarcrowDB) => {
  await pushOutbox({ client: player.client, db, accountId: player.userId, refreshSession: async () => false });
  await pullLists(player.client, db, player.userId);
};

interface Row {
  id: string;
  name: string;
  deleted_at: string | null;
  units: Array<{ id: string }>;
}

async function serverLists(prefix: string): Promise<Row[]> {
  return backend.query<Row>(
    'select id, name, deleted_at::text, units from public.army_lists where user_id = $1 and name like $2 order by name',
    [player.userId, `${prefix}%`],
  );
}

/** A list on both devices, then a delete on the phone and an edit on the tablet, offline. */
async function deletedAndEdited(name = `Contested ${crypto.randomUUID().slice(0, 8)}`) {
  setOutboxAccount(player.userId);
  const phone = freshDb();
  const tablet = freshDb();
  const list = await saveListLocally({ name, faction: 'syenann', units: pick('syenann', 1) }, { syncToCloud: true }, phone);
  await sync(phone);
  await sync(tablet);
  expect((await readArmyLists(tablet)).map((l) => l.id)).toContain(list.id);

  expect(await deleteListsByName(name, {}, phone)).toBe(1);
  const editedUnits = pick('syenann', 3);
  await saveListLocally({ id: list.id, name, faction: 'syenann', units: editedUnits }, { syncToCloud: true }, tablet);
  return { name, list, phone, tablet, editedUnits };
}

async function expectOneOutcome(name: string, listId: string, editedUnits: Array<{ id: string }>, devices: WarcrowDB[]) {
  const rows = await serverLists(name);
  const original = rows.find((r) => r.id === listId);
  expect(original?.deleted_at).not.toBeNull();
  const live = rows.filter((r) => r.deleted_at === null);
  expect(live.map((r) => r.name)).toEqual([`${name} (restored)`]);
  expect(live[0]?.units.map((u) => u.id)).toEqual(editedUnits.map((u) => u.id));
  for (const db of devices) {
    const lists = (await readArmyLists(db)).filter((l) => l.name.startsWith(name));
    expect(lists.map((l) => [l.id, l.name])).toEqual([[live[0]?.id, `${name} (restored)`]]);
    expect(lists[0]?.units.map((u) => u.id)).toEqual(editedUnits.map((u) => u.id));
    expect(await db.lists.get(listId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  }
}

/** The notices a device keeps about lists kept as copies, as the saved lists show them. */
async function notices(db: WarcrowDB) {
  const stored = readKeptEdits((await db.settings.get('keptEdits'))?.value);
  for (const notice of stored) expect(notice.accountId).toBe(player.userId);
  return stored.map(({ kind, name, copyName }) => ({ kind, name, copyName }));
}

describe('delete on one device, edit on another (issue 13 item 8)', () => {
  it('the delete syncs first: the edit comes back as a restored copy, the tombstone reaches both devices', async () => {
    const { name, list, phone, tablet, editedUnits } = await deletedAndEdited();
    await sync(phone);
    await sync(tablet);
    await sync(phone);
    await expectOneOutcome(name, list.id, editedUnits, [phone, tablet]);
    // The tablet, whose edit lives on under another name, tells its player so; the phone's delete went as asked.
    expect(await notices(tablet)).toEqual([{ kind: 'restoredEdit', name, copyName: `${name} (restored)` }]);
    expect(await notices(phone)).toEqual([]);
  });

  it('the edit syncs first: the same outcome, the edit is not lost to the delete', async () => {
    const { name, list, phone, tablet, editedUnits } = await deletedAndEdited();
    await sync(tablet);
    await sync(phone);
    await sync(tablet);
    await expectOneOutcome(name, list.id, editedUnits, [phone, tablet]);
    // The phone, whose delete did not remove the tablet's edit, tells its player so.
    expect(await notices(phone)).toEqual([{ kind: 'restoredDelete', name, copyName: `${name} (restored)` }]);
    expect(await notices(tablet)).toEqual([]);
  });

  it('the restored copy is named in the language of the device whose push made it: Spanish, French', async () => {
    // The tablet's edit reaches the server after the phone's delete: the tablet's language names the copy.
    const spanish = await deletedAndEdited();
    await setSetting('language', 'es', spanish.tablet);
    await sync(spanish.phone);
    await sync(spanish.tablet);
    await sync(spanish.phone);
    expect((await serverLists(spanish.name)).filter((r) => r.deleted_at === null).map((r) => r.name)).toEqual([`${spanish.name} (restaurada)`]);
    expect(await notices(spanish.tablet)).toEqual([{ kind: 'restoredEdit', name: spanish.name, copyName: `${spanish.name} (restaurada)` }]);
    for (const db of [spanish.phone, spanish.tablet]) {
      expect((await readArmyLists(db)).filter((l) => l.name.startsWith(spanish.name)).map((l) => l.name)).toEqual([`${spanish.name} (restaurada)`]);
    }

    // The phone's delete reaches the server after the tablet's edit: the phone's language names it.
    const french = await deletedAndEdited(`Contesté ${crypto.randomUUID().slice(0, 8)}`.padEnd(80, 'x'));
    await setSetting('language', 'fr', french.phone);
    await sync(french.tablet);
    await sync(french.phone);
    const live = (await serverLists(french.name.slice(0, 17))).filter((r) => r.deleted_at === null);
    // 80 characters at most, the words that say what happened kept whole.
    expect(live.map((r) => r.name)).toEqual([`${french.name.slice(0, 68)} (restaurée)`]);
    expect(live[0]?.name).toHaveLength(80);
    expect(await notices(french.phone)).toEqual([{ kind: 'restoredDelete', name: french.name, copyName: `${french.name.slice(0, 68)} (restaurée)` }]);

    // A language the server does not know is English (a client that sends none: the next test).
    const id = crypto.randomUUID();
    const name = `Tongue ${crypto.randomUUID().slice(0, 8)}`;
    const created = await player.client.rpc('save_army_list', { p_id: id, p_name: name, p_faction: 'syenann', p_units: pick('syenann', 1) });
    const version = (created.data as { list: { version: number } }).list.version;
    expect((await player.client.rpc('delete_army_list', { p_id: id, p_base_version: version, p_language: 'de' })).data).toEqual({ status: 'deleted', copy: null });
    const stale = await player.client.rpc('save_army_list', { p_id: id, p_name: name, p_faction: 'syenann', p_units: pick('syenann', 2), p_base_version: version, p_language: 'de' });
    expect(stale.data).toMatchObject({ status: 'restored', copy: { name: `${name} (restored)` } });
  });

  it('a list named with the full 80 characters is restored under a name that still fits', async () => {
    const name = `Long ${crypto.randomUUID().slice(0, 8)} `.padEnd(80, 'x');
    const { list, phone, tablet, editedUnits } = await deletedAndEdited(name);
    await sync(phone);
    await sync(tablet);
    const live = (await serverLists(name.slice(0, 14))).filter((r) => r.deleted_at === null);
    expect(live.map((r) => r.name)).toEqual([`${name.slice(0, 69)} (restored)`]);
    expect(live[0]?.name).toHaveLength(80);
    expect(live[0]?.units.map((u) => u.id)).toEqual(editedUnits.map((u) => u.id));
    expect(await tablet.lists.get(list.id)).toBeUndefined();
    expect(await tablet.outbox.count()).toBe(0);
  });

  it('a delete made after seeing the edit is just a delete; a retried delete or edit makes no second copy', async () => {
    const name = `Seen ${crypto.randomUUID().slice(0, 8)}`;
    setOutboxAccount(player.userId);
    const phone = freshDb();
    const tablet = freshDb();
    const list = await saveListLocally({ name, faction: 'syenann', units: pick('syenann', 1) }, { syncToCloud: true }, phone);
    await sync(phone);
    await sync(tablet);
    await saveListLocally({ id: list.id, name, faction: 'syenann', units: pick('syenann', 2) }, { syncToCloud: true }, tablet);
    await sync(tablet);
    await sync(phone);
    await deleteListsByName(name, {}, phone);
    await sync(phone);
    await sync(tablet);
    expect((await serverLists(name)).filter((r) => r.deleted_at === null)).toEqual([]);
    expect((await readArmyLists(tablet)).filter((l) => l.name.startsWith(name))).toEqual([]);

    // The same stale delete and the same stale edit sent again: one restored copy at most.
    const again = await player.client.rpc('delete_army_list', { p_id: list.id, p_base_version: 1 });
    expect(again.data).toEqual({ status: 'deleted', copy: null });
    const edit = { p_id: list.id, p_name: name, p_faction: 'syenann', p_units: pick('syenann', 4), p_base_version: 1 };
    const first = await player.client.rpc('save_army_list', edit);
    const second = await player.client.rpc('save_army_list', edit);
    expect(first.data).toMatchObject({ status: 'restored', copy: { name: `${name} (restored)` } });
    expect((second.data as { copy: { id: string } }).copy.id).toBe((first.data as { copy: { id: string } }).copy.id);
    expect((await serverLists(name)).filter((r) => r.deleted_at === null)).toHaveLength(1);
  });
});
