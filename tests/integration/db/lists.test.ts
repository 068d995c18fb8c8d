import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/db/errors';
import { setOutboxAccount } from '../../../src/db/outbox';
import { ensurePersistentStorageRequested } from '../../../src/db/persistence';
import { readArmyLists } from '../../../src/db/queries';
import { createListFromShared, deleteListsByName, getList, markListForCloud, saveListLocally } from '../../../src/db/repositories/lists';
import { getSetting } from '../../../src/db/repositories/settings';
import type { SelectedUnit } from '../../../src/domain/types';
import { T0, freshDb, iso, pick, unitsOf, uuid } from './helpers';

async function expectAppError(promise: Promise<unknown>, code: string): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveListLocally: validation (SPEC.md 5 "Local save")', () => {
  it('rejects a blank name with list.nameRequired and writes nothing', async () => {
    const db = freshDb();
    await expectAppError(saveListLocally({ name: '   ', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) }), 'list.nameRequired');
    expect(await db.lists.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects an empty list with list.empty and the "Add some units first." hint key', async () => {
    freshDb();
    const err = await expectAppError(saveListLocally({ name: 'Alpha', faction: 'syenann', units: [] }, { now: T0, id: uuid(1) }), 'list.empty');
    expect(err.descriptionCode).toBe('list.emptyHint');
  });

  it('requires a faction and an array of units', async () => {
    freshDb();
    await expectAppError(saveListLocally({ name: 'Alpha', faction: '', units: pick('syenann') }, { now: T0 }), 'list.factionRequired');
    await expectAppError(
      saveListLocally({ name: 'Alpha', faction: 'syenann', units: 'nope' as unknown as SelectedUnit[] }, { now: T0 }),
      'list.unitsInvalid',
    );
  });

  it('requires id, name, numeric pointsCost and a quantity of at least 1 on every unit', async () => {
    freshDb();
    const [unit] = pick('syenann', 1);
    const broken = { ...unit, quantity: 0 } as SelectedUnit;
    const err = await expectAppError(saveListLocally({ name: 'Alpha', faction: 'syenann', units: [broken] }, { now: T0 }), 'list.unitInvalid');
    expect(err.params).toEqual({ id: unit?.id });
    const noCost = { ...unit, pointsCost: 'ten' } as unknown as SelectedUnit;
    await expectAppError(saveListLocally({ name: 'Alpha', faction: 'syenann', units: [noCost] }, { now: T0 }), 'list.unitInvalid');
  });
});

describe('saveListLocally: writes', () => {
  it('writes the row and a pending outbox upsert in one go, with the trimmed name and pinned id/clock', async () => {
    const db = freshDb();
    const units = pick('northern-tribes', 2);
    const saved = await saveListLocally({ name: '  Raiders  ', faction: 'northern-tribes', units }, { now: T0, id: uuid(1) });
    expect(saved).toMatchObject({ id: uuid(1), name: 'Raiders', faction: 'northern-tribes', created_at: iso(T0), updated_at: iso(T0), source: 'local' });
    expect(await db.lists.get(uuid(1))).toEqual(saved);
    const outbox = await db.outbox.toArray();
    expect(outbox).toEqual([
      { seq: 1, table: 'lists', op: 'upsert', rowId: uuid(1), payload: saved, accountId: null, createdAt: T0, attempts: 0, lastError: null, status: 'pending' },
    ]);
  });

  it('stamps outbox entries with the account signed in at the time of the write', async () => {
    const db = freshDb();
    setOutboxAccount('user-a');
    await saveListLocally({ name: 'A', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    setOutboxAccount(null);
    await saveListLocally({ name: 'B', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.rowId, e.accountId])).toEqual([
      [uuid(1), 'user-a'],
      [uuid(2), null],
    ]);
  });

  it('caps each quantity at the unit availability and merges duplicates', async () => {
    freshDb();
    const unit = unitsOf('syenann').find((u) => u.availability === 1);
    expect(unit).toBeDefined();
    const [selected] = pick('syenann', 1);
    const one = { ...selected, id: unit!.id, availability: 1, quantity: 3 } as SelectedUnit;
    const saved = await saveListLocally({ name: 'Capped', faction: 'syenann', units: [one, { ...one, quantity: 1 }] }, { now: T0, id: uuid(1) });
    expect(saved.units).toHaveLength(1);
    expect(saved.units[0]?.quantity).toBe(1);
  });

  it('replaces a same-named list of the same faction: the old row becomes a tombstone, queued as a delete', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Raiders', faction: 'northern-tribes', units: pick('northern-tribes', 1) }, { now: T0, id: uuid(1) });
    await saveListLocally({ name: 'Raiders', faction: 'northern-tribes', units: pick('northern-tribes', 3) }, { now: T0 + 1000, id: uuid(2) });

    const old = await db.lists.get(uuid(1));
    expect(old?.deleted_at).toBe(iso(T0 + 1000));
    expect(await getList(uuid(1))).toBeNull();
    expect((await getList(uuid(2)))?.units).toHaveLength(3);
    const lists = await readArmyLists(db);
    expect(lists.map((l) => l.id)).toEqual([uuid(2)]);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.op, e.rowId])).toEqual([
      ['upsert', uuid(1)],
      ['delete', uuid(1)],
      ['upsert', uuid(2)],
    ]);
  });

  it("refuses a name another faction's list has (the saved lists show one list per name): the first stays in sight, nothing is written", async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Mine', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    const err = await expectAppError(saveListLocally({ name: ' Mine ', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig') }, { now: T0 + 1, id: uuid(2) }), 'list.nameInOtherFaction');
    expect(err.params).toEqual({ name: 'Mine' });
    expect(await getList(uuid(2))).toBeNull();
    expect((await readArmyLists(db)).map((l) => [l.id, l.faction])).toEqual([[uuid(1), 'syenann']]);
    expect((await db.outbox.toArray()).map((e) => [e.op, e.rowId])).toEqual([['upsert', uuid(1)]]);
    // Another name is fine; so is the same name once the first list is deleted.
    await saveListLocally({ name: 'Mine (Hegemony)', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig') }, { now: T0 + 2, id: uuid(3) });
    await deleteListsByName('Mine', { now: T0 + 3 });
    await saveListLocally({ name: 'Mine', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig') }, { now: T0 + 4, id: uuid(4) });
    expect((await readArmyLists(db)).map((l) => l.id).sort()).toEqual([uuid(3), uuid(4)].sort());
  });

  it('edits in place when given the id of the list with this name and faction', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Edit me', faction: 'syenann', units: pick('syenann', 1) }, { now: T0, id: uuid(1) });
    const edited = await saveListLocally({ id: uuid(1), name: 'Edit me', faction: 'syenann', units: pick('syenann', 2) }, { now: T0 + 500, id: uuid(9) });
    expect(edited.id).toBe(uuid(1));
    expect(edited.created_at).toBe(iso(T0));
    expect(edited.updated_at).toBe(iso(T0 + 500));
    expect(await db.lists.count()).toBe(1);
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['upsert', 'upsert']);
  });

  it('saves a renamed list as a new list and leaves the original', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'First', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    const renamed = await saveListLocally({ id: uuid(1), name: 'Second', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });
    expect(renamed.id).toBe(uuid(2));
    expect((await readArmyLists(db)).map((l) => l.name).sort()).toEqual(['First', 'Second']);
  });

  it('normalises a faction given as a name', async () => {
    freshDb();
    const saved = await saveListLocally({ name: 'Tribes', faction: 'Northern Tribes', units: pick('northern-tribes') }, { now: T0, id: uuid(1) });
    expect(saved.faction).toBe('northern-tribes');
  });
});

describe('deleteListsByName', () => {
  it('tombstones every live version with that name, whatever the faction, and queues the deletes', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Gone', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    // A second faction's list of that name, as an older version of the app or an import left it
    // (a save is refused now: list.nameInOtherFaction).
    await db.lists.put({ id: uuid(2), name: 'Gone', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig'), created_at: iso(T0 + 1), updated_at: iso(T0 + 1), source: 'local' });
    await saveListLocally({ name: 'Stays', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig') }, { now: T0 + 2, id: uuid(3) });

    expect(await deleteListsByName('Gone', { now: T0 + 10 })).toBe(2);
    expect((await readArmyLists(db)).map((l) => l.name)).toEqual(['Stays']);
    const deletes = await db.outbox.filter((e) => e.op === 'delete').toArray();
    expect(deletes.map((e) => e.rowId).sort()).toEqual([uuid(1), uuid(2)]);
    expect(deletes.every((e) => e.payload.deleted_at === iso(T0 + 10))).toBe(true);
    expect(await deleteListsByName('Gone', { now: T0 + 20 })).toBe(0);
  });
});

describe('another account\'s cloud lists on a shared device', () => {
  /** A list account user-a brought down from its cloud, as the sync pull stores it. */
  async function putCloudListOf(db: ReturnType<typeof freshDb>, owner: string, id: string, name: string) {
    const list = { id, name, faction: 'syenann' as const, units: pick('syenann'), created_at: iso(T0), updated_at: iso(T0), source: 'cloud' as const, user_id: owner, version: 1 };
    await db.lists.put(list);
    return list;
  }

  afterEach(() => setOutboxAccount(null));

  it('are listed for their owner only; guest lists show for everyone', async () => {
    const db = freshDb();
    await putCloudListOf(db, 'user-a', uuid(1), 'Alpha cloud');
    await saveListLocally({ name: 'On the device', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });

    expect((await readArmyLists(db, null)).map((l) => l.name)).toEqual(['On the device']);
    expect((await readArmyLists(db, 'user-b')).map((l) => l.name)).toEqual(['On the device']);
    expect((await readArmyLists(db, 'user-a')).map((l) => l.name).sort()).toEqual(['Alpha cloud', 'On the device']);
  });

  it('are never replaced by a same-named save of someone else', async () => {
    const db = freshDb();
    const theirs = await putCloudListOf(db, 'user-a', uuid(1), 'Shared name');
    setOutboxAccount('user-b');
    await saveListLocally({ name: 'Shared name', faction: 'syenann', units: pick('syenann', 1) }, { now: T0 + 1, id: uuid(2) });

    expect(await db.lists.get(uuid(1))).toEqual(theirs);
    expect((await db.outbox.toArray()).map((e) => [e.op, e.rowId])).toEqual([['upsert', uuid(2)]]);
    expect((await readArmyLists(db, 'user-a')).find((l) => l.id === uuid(1))?.deleted_at).toBeUndefined();
  });

  it('are not deleted by name, nor taken to another cloud, by someone else', async () => {
    const db = freshDb();
    const theirs = await putCloudListOf(db, 'user-a', uuid(1), 'Twin');
    await saveListLocally({ name: 'Twin', faction: 'hegemony-of-embersig', units: pick('hegemony-of-embersig') }, { now: T0 + 1, id: uuid(2) });

    expect(await deleteListsByName('Twin', { now: T0 + 2 })).toBe(1);
    expect(await db.lists.get(uuid(1))).toEqual(theirs);
    setOutboxAccount('user-b');
    expect(await markListForCloud(uuid(1), { now: T0 + 3 })).toBeNull();
    expect(await db.outbox.filter((e) => e.rowId === uuid(1)).count()).toBe(0);

    setOutboxAccount('user-a');
    expect(await deleteListsByName('Twin', { now: T0 + 4 })).toBe(1);
    expect((await db.lists.get(uuid(1)))?.deleted_at).toBe(iso(T0 + 4));
  });
});

describe('createListFromShared', () => {
  it('always makes a new list and numbers the name instead of overwriting', async () => {
    const db = freshDb();
    const mine = await saveListLocally({ name: 'Shared', faction: 'syenann', units: pick('syenann', 1) }, { now: T0, id: uuid(1) });
    const decoded = { name: 'Shared', faction: 'syenann', units: pick('syenann', 2), created_at: iso(T0 - 5000) };
    const first = await createListFromShared(decoded, { now: T0 + 1, id: uuid(2) });
    const second = await createListFromShared(decoded, { now: T0 + 2, id: uuid(3) });
    expect([first.name, second.name]).toEqual(['Shared (2)', 'Shared (3)']);
    expect(await db.lists.get(uuid(1))).toEqual(mine);
    expect(first.units).toHaveLength(2);
    expect(await db.outbox.where('rowId').equals(uuid(2)).count()).toBe(1);
  });

  it('reads units given as JSON text and refuses an empty list', async () => {
    freshDb();
    const fromText = await createListFromShared({ name: 'Text', faction: 'hegemony-of-embersig', units: JSON.stringify(pick('hegemony-of-embersig', 1)) }, { now: T0, id: uuid(4) });
    expect(fromText.units).toHaveLength(1);
    await expectAppError(createListFromShared({ name: 'Empty', faction: 'hegemony-of-embersig', units: 'not json' }, { now: T0 }), 'list.empty');
  });
});

describe('persistent storage after the first saved list', () => {
  it('asks once and records the answer', async () => {
    const db = freshDb();
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted } });
    await saveListLocally({ name: 'One', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    const answer = await ensurePersistentStorageRequested({}, db);
    expect(answer).toEqual({ state: 'granted', askedAt: iso(T0) });
    expect(await getSetting('persistentStorage')).toEqual(answer);
    await saveListLocally({ name: 'Two', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });
    await ensurePersistentStorageRequested({}, db);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('records denied, and unsupported where the API is missing', async () => {
    const db = freshDb();
    expect((await ensurePersistentStorageRequested({ storage: { persist: async () => false }, now: T0 }, db)).state).toBe('denied');
    const other = freshDb();
    expect((await ensurePersistentStorageRequested({ storage: {}, now: T0 }, other)).state).toBe('unsupported');
    expect((await getSetting('persistentStorage', other))?.state).toBe('unsupported');
  });

  it('records an error when the browser throws', async () => {
    const db = freshDb();
    const answer = await ensurePersistentStorageRequested({ storage: { persist: async () => Promise.reject(new Error('nope')) }, now: T0 }, db);
    expect(answer.state).toBe('error');
  });
});
