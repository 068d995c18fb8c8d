import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, setDb } from '../../../src/db/database';
import { startLocalDatabase } from '../../../src/db/startLocalDatabase';
import { readArmyLists, readFactions } from '../../../src/db/queries';
import { getSetting } from '../../../src/db/repositories/settings';
import { T0, iso, pick, uuid } from './helpers';

afterEach(async () => {
  setDb(null);
  await Dexie.delete('warcrow-preview');
});

describe('startLocalDatabase', () => {
  it('opens the environment database offline, seeds it, and brings along old lists', async () => {
    const items: Record<string, string> = {
      preview_armyLists: JSON.stringify([{ id: uuid(1), name: 'From before', faction: 'syenann', units: pick('syenann'), created_at: iso(T0) }]),
    };
    const storage = { length: 1, key: (i: number) => Object.keys(items)[i] ?? null, getItem: (k: string) => items[k] ?? null };
    const { db, ready } = startLocalDatabase('preview', { storage });
    expect(getDb()).toBe(db);
    expect(db.name).toBe('warcrow-preview');
    await ready;
    expect((await readFactions(db)).length).toBe(5);
    expect((await readArmyLists(db)).map((l) => l.name)).toEqual(['From before']);
    expect((await getSetting('legacyImport', db))?.imported).toBe(1);
    db.close();
  });
});
