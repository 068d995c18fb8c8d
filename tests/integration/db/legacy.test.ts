import { describe, expect, it } from 'vitest';
import { importLegacyLists, type LegacyStorage } from '../../../src/db/legacy/importLegacyLists';
import { readArmyLists } from '../../../src/db/queries';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { getSetting } from '../../../src/db/repositories/settings';
import { T0, captureLogs, freshDb, iso, pick, uuid } from './helpers';

/** A Storage stand-in over a plain map (insertion order is key order). */
function fakeStorage(items: Record<string, string>): LegacyStorage & { reads: number } {
  const keys = Object.keys(items);
  const store = {
    reads: 0,
    get length() {
      return keys.length;
    },
    key: (i: number) => keys[i] ?? null,
    getItem: (k: string) => {
      store.reads += 1;
      return Object.prototype.hasOwnProperty.call(items, k) ? (items[k] ?? null) : null;
    },
  };
  return store;
}

function ids() {
  let n = 100;
  return () => uuid((n += 1));
}

const legacyList = (id: string, name: string, faction: string, createdAt: number, units: unknown = pick('syenann', 1)) => ({
  id,
  name,
  faction,
  units,
  created_at: iso(createdAt),
});

describe('importLegacyLists', () => {
  it('imports the armyLists array and armyList_* keys, with and without environment prefixes, once', async () => {
    const db = freshDb();
    const storage = fakeStorage({
      armyLists: JSON.stringify([legacyList(uuid(1), 'Plain', 'syenann', T0), legacyList('1699999', 'Old id', 'Northern Tribes', T0 + 1, pick('northern-tribes', 2))]),
      prod_armyLists: JSON.stringify([legacyList(uuid(2), 'Prod', 'syenann', T0 + 2)]),
      preview_armyList_abc: JSON.stringify(legacyList(uuid(3), 'Preview single', 'syenann', T0 + 3)),
      armyList_def: JSON.stringify(legacyList(uuid(4), 'Single', 'syenann', T0 + 4, JSON.stringify(pick('syenann', 2)))),
      language: 'fr',
    });

    const result = await importLegacyLists(db, storage, { now: T0 + 100, makeId: ids() });
    expect(result).toEqual({ ran: true, imported: 5 });
    const lists = await readArmyLists(db);
    expect(lists.map((l) => l.name).sort()).toEqual(['Old id', 'Plain', 'Preview single', 'Prod', 'Single']);
    const oldId = lists.find((l) => l.name === 'Old id');
    expect(oldId).toMatchObject({ id: uuid(101), faction: 'northern-tribes' });
    expect(oldId?.units).toHaveLength(2);
    expect(lists.find((l) => l.name === 'Single')?.units).toHaveLength(2);
    expect(await db.outbox.count()).toBe(5);
    expect(await getSetting('legacyImport')).toEqual({ ranAt: iso(T0 + 100), imported: 5 });

    const again = await importLegacyLists(db, fakeStorage({ armyLists: JSON.stringify([legacyList(uuid(9), 'Later', 'syenann', T0)]) }), { now: T0 + 200 });
    expect(again).toEqual({ ran: false, imported: 0 });
    expect(await db.lists.count()).toBe(5);
  });

  it('treats bad JSON as empty and never throws', async () => {
    const db = freshDb();
    const logs = captureLogs();
    const storage = fakeStorage({
      armyLists: '{broken',
      prod_armyLists: JSON.stringify({ not: 'an array' }),
      armyList_x: 'also broken',
      armyList_y: JSON.stringify({ id: uuid(5), name: 'Bad units', faction: 'syenann', units: '[oops', created_at: iso(T0) }),
      armyList_z: JSON.stringify(42),
    });
    const result = await importLegacyLists(db, storage, { now: T0, makeId: ids() });
    expect(result).toEqual({ ran: true, imported: 1 });
    expect((await readArmyLists(db))[0]).toMatchObject({ name: 'Bad units', units: [] });
    expect(logs.filter((l) => l.level === 'warn').length).toBeGreaterThanOrEqual(3);
  });

  it('survives a storage that throws on every access', async () => {
    const db = freshDb();
    captureLogs();
    const hostile: LegacyStorage = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => {
        throw new Error('SecurityError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(await importLegacyLists(db, hostile, { now: T0 })).toEqual({ ran: true, imported: 0 });
  });

  it('keeps the newest of same-named lists of a faction and never overwrites a list already on the device', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Mine', faction: 'syenann', units: pick('syenann', 2) }, { now: T0, id: uuid(1) });
    const storage = fakeStorage({
      armyLists: JSON.stringify([
        legacyList(uuid(2), 'Dup', 'syenann', T0 + 1),
        legacyList(uuid(3), 'Dup', 'syenann', T0 + 5),
        legacyList(uuid(4), 'Mine', 'syenann', T0 + 9),
        legacyList(uuid(1), 'Same id', 'syenann', T0 + 9),
      ]),
      armyList_dup: JSON.stringify(legacyList(uuid(3), 'Dup', 'syenann', T0 + 5)),
    });
    const result = await importLegacyLists(db, storage, { now: T0 + 50, makeId: ids() });
    expect(result.imported).toBe(1);
    const lists = await readArmyLists(db);
    expect(lists.map((l) => [l.id, l.name]).sort()).toEqual([
      [uuid(1), 'Mine'],
      [uuid(3), 'Dup'],
    ]);
    expect((await db.lists.get(uuid(1)))?.units).toHaveLength(2);
  });
});
