import Dexie, { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { WarcrowDB, databaseNameFor, getDb, openAppDatabase, setDb } from '../../../src/db/database';
import { CURRENT_SCHEMA_VERSION, SCHEMA_HISTORY, type SchemaStep } from '../../../src/db/schema';
import { readArmyLists } from '../../../src/db/queries';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { chooseTheme, getSetting } from '../../../src/db/repositories/settings';
import type { ArmyList, GameState } from '../../../src/domain/types';
import { T0, freshDb, iso, pick, uuid } from './helpers';

const game = (id: string): GameState => ({
  id,
  players: { p1: { id: 'p1', roundScores: { 1: 2 }, units: [], score: 2 } },
  mission: 'm1',
  currentPhase: 'game',
  rollOffWinner: 'p1',
  firstToDeployPlayerId: 'p1',
  initialInitiativePlayerId: 'p1',
  currentTurn: 1,
  units: [],
  turns: [],
  gameEvents: [],
  gameStartTime: T0,
  gameEndTime: null,
});

describe('database registry and schema', () => {
  it('names the database after the environment', () => {
    expect(databaseNameFor('local')).toBe('warcrow-local');
    expect(databaseNameFor('preview')).toBe('warcrow-preview');
    expect(databaseNameFor('production')).toBe('warcrow-production');
  });

  it('throws a wiring error when no database is registered', () => {
    setDb(null);
    expect(() => getDb()).toThrow(/No database registered/);
  });

  it('declares every table with the indexes the screens use', async () => {
    const db = freshDb();
    await db.open();
    expect(db.verno).toBe(CURRENT_SCHEMA_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        'factions',
        'units',
        'specialRules',
        'rulesChapters',
        'rulesSections',
        'faqSections',
        'news',
        'missions',
        'lists',
        'sharedLists',
        'games',
        'settings',
        'drafts',
        'shortLinks',
        'outbox',
        'syncState',
        'listVersions',
      ].sort(),
    );
    expect(db.table('listVersions').schema.indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['listId', 'savedAt', '[listId+savedAt]']));
    const indexes = (table: string) => db.table(table).schema.indexes.map((i) => i.name);
    expect(indexes('lists')).toEqual(expect.arrayContaining(['name', 'faction', 'updated_at', '[name+faction]']));
    expect(indexes('units')).toContain('faction_id');
    expect(indexes('sharedLists')).toEqual(expect.arrayContaining(['faction', 'updated_at']));
    expect(indexes('outbox')).toEqual(expect.arrayContaining(['accountId', 'status']));
    expect(db.outbox.schema.primKey).toMatchObject({ name: 'seq', auto: true });
  });
});

describe('schema upgrade keeps user data', () => {
  it('opens a database written by the previous version, runs the new step, and finds everything', async () => {
    const name = `warcrow-upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new WarcrowDB(name);
    setDb(old);
    for (let i = 1; i <= 20; i += 1) {
      await saveListLocally({ name: `List ${i}`, faction: 'syenann', units: pick('syenann', 2) }, { now: T0 + i, id: uuid(i) });
    }
    await old.games.bulkPut([
      { id: 'g1', state: game('g1'), saved_at: iso(T0) },
      { id: 'g2', state: game('g2'), saved_at: iso(T0 + 1) },
    ]);
    await chooseTheme('dark');
    await old.drafts.put({ key: 'postForm', value: { postName: 'p', description: 'd', selectedImage: null, isTournamentList: false, tournamentName: '' }, updated_at: iso(T0) });
    await old.shortLinks.put({ hash: 'h1', code: 'c1', listName: 'List 1', faction: 'syenann', created: iso(T0) });
    const before = { lists: await old.lists.toArray(), outbox: await old.outbox.toArray() };
    old.close();

    // A future step: a new index on lists and an upgrade that rewrites every list row.
    const next: SchemaStep = {
      version: CURRENT_SCHEMA_VERSION + 1,
      stores: { lists: 'id, name, faction, updated_at, [name+faction], deleted_at, source' },
      upgrade: (tx) =>
        tx
          .table('lists')
          .toCollection()
          .modify((row: ArmyList) => {
            row.source ??= 'local';
          })
          .then(() => undefined),
    };
    const upgraded = new WarcrowDB(name, [...SCHEMA_HISTORY, next]);
    setDb(upgraded);
    await upgraded.open();
    expect(upgraded.verno).toBe(CURRENT_SCHEMA_VERSION + 1);
    expect(await upgraded.lists.toArray()).toEqual(before.lists);
    expect(await upgraded.lists.where('source').equals('local').count()).toBe(20);
    expect((await readArmyLists(upgraded)).length).toBe(20);
    expect(await upgraded.outbox.toArray()).toEqual(before.outbox);
    expect((await upgraded.games.get('g2'))?.state).toEqual(game('g2'));
    expect(await getSetting('theme', upgraded)).toBe('dark');
    expect(await upgraded.drafts.get('postForm')).toBeDefined();
    expect(await upgraded.shortLinks.get('h1')).toBeDefined();
    upgraded.close();
    await Dexie.delete(name);
  });

  it('a device still on version 1 opens at the current version with its lists intact and an empty listVersions', async () => {
    const name = `warcrow-v1-${Math.random().toString(36).slice(2)}`;
    const v1 = new WarcrowDB(name, SCHEMA_HISTORY.filter((step) => step.version === 1));
    setDb(v1);
    // Written as a version-1 app wrote it (today's save also keeps versions, a table version 1 lacks).
    await v1.lists.add({ id: uuid(1), name: 'From version 1', faction: 'syenann', units: pick('syenann', 2), created_at: new Date(T0).toISOString(), updated_at: new Date(T0).toISOString(), source: 'local' });
    const before = await v1.lists.toArray();
    v1.close();
    const v2 = openAppDatabase(name);
    setDb(v2);
    await v2.open();
    expect(v2.verno).toBe(CURRENT_SCHEMA_VERSION);
    expect(await v2.lists.toArray()).toEqual(before);
    expect(await v2.listVersions.count()).toBe(0);
    v2.close();
    await Dexie.delete(name);
  });

  it('reopening at the same version keeps everything', async () => {
    const name = `warcrow-reopen-${Math.random().toString(36).slice(2)}`;
    const first = openAppDatabase(name);
    setDb(first);
    await saveListLocally({ name: 'Kept', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    first.close();
    const second = openAppDatabase(name);
    expect((await readArmyLists(second)).map((l) => l.name)).toEqual(['Kept']);
    second.close();
    await Dexie.delete(name);
  });
});

describe('two tabs', () => {
  it("a save through one connection shows in another connection's live query without reopening", async () => {
    const name = `warcrow-tabs-${Math.random().toString(36).slice(2)}`;
    const tabA = openAppDatabase(name);
    const tabB = openAppDatabase(name);
    await Promise.all([tabA.open(), tabB.open()]);
    const seen: string[][] = [];
    let notify: (() => void) | null = null;
    const subscription = liveQuery(() => readArmyLists(tabB)).subscribe({
      next: (lists) => {
        seen.push(lists.map((l) => l.name));
        notify?.();
      },
    });
    const waitForEmission = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (seen.length >= count) resolve();
        };
        notify = check;
        check();
      });
    await waitForEmission(1);
    expect(seen[0]).toEqual([]);

    setDb(tabA);
    await saveListLocally({ name: 'From tab A', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    await waitForEmission(2);
    expect(seen.at(-1)).toEqual(['From tab A']);
    subscription.unsubscribe();
    tabA.close();
    tabB.close();
    await Dexie.delete(name);
  });
});
