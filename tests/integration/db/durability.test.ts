import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { AppError, isQuotaError, toStorageError } from '../../../src/db/errors';
import { readArmyList, readArmyLists, readListsPage } from '../../../src/db/queries';
import { deleteListsByName, saveListLocally } from '../../../src/db/repositories/lists';
import { keepDraft } from '../../../src/db/repositories/drafts';
import { T0, captureLogs, freshDb, iso, pick, uuid } from './helpers';

/** A rejected Dexie promise, typed to stand in for any table method's result. */
const rejectWith = (err: unknown) => Dexie.Promise.reject(err) as never;

const quotaDom = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('quota errors', () => {
  it('recognises the shapes browsers and Dexie use', () => {
    expect(isQuotaError(quotaDom())).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('aborted', quotaDom()))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('aborted', new Error('other')))).toBe(false);
    expect(isQuotaError(new Error('plain'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
    expect(toStorageError(new Error('boom'))).toMatchObject({ code: 'storage.failed', params: { message: 'boom' } });
    const own = new AppError('list.empty');
    expect(toStorageError(own)).toBe(own);
  });

  it.each([
    ['a DOMException', quotaDom],
    ['Dexie.QuotaExceededError', () => new Dexie.QuotaExceededError('full')],
    ['an AbortError wrapping it', () => new Dexie.AbortError('Transaction aborted', quotaDom())],
  ])('rolls the list back when the outbox add fails with %s', async (_label, makeError) => {
    const db = freshDb();
    vi.spyOn(db.outbox, 'add').mockImplementation(() => rejectWith(makeError()));
    const err = await saveListLocally({ name: 'Too big', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('storage.full');
    vi.restoreAllMocks();
    expect(await db.lists.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the replaced list alive when the replacing save fails', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Keep', faction: 'syenann', units: pick('syenann', 1) }, { now: T0, id: uuid(1) });
    const add = vi.spyOn(db.outbox, 'add');
    add.mockImplementationOnce(() => Dexie.Promise.resolve(0)).mockImplementationOnce(() => rejectWith(quotaDom()));
    await expect(saveListLocally({ name: 'Keep', faction: 'syenann', units: pick('syenann', 2) }, { now: T0 + 1, id: uuid(2) })).rejects.toMatchObject({
      code: 'storage.full',
    });
    vi.restoreAllMocks();
    expect((await readArmyList(db, uuid(1)))?.deleted_at).toBeUndefined();
    expect(await db.lists.get(uuid(2))).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('rolls back a delete too', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'Del', faction: 'syenann', units: pick('syenann') }, { now: T0, id: uuid(1) });
    vi.spyOn(db.outbox, 'add').mockImplementation(() => rejectWith(quotaDom()));
    await expect(deleteListsByName('Del', { now: T0 + 1 })).rejects.toMatchObject({ code: 'storage.full' });
    vi.restoreAllMocks();
    expect(await readArmyList(db, uuid(1))).not.toBeNull();
  });

  it('classifies a failed simple write as well', async () => {
    const db = freshDb();
    vi.spyOn(db.drafts, 'put').mockImplementation(() => rejectWith(quotaDom()));
    await expect(keepDraft('postForm', { postName: 'x', description: '', selectedImage: null, isTournamentList: false, tournamentName: '' })).rejects.toMatchObject({
      code: 'storage.full',
    });
  });
});

describe('corrupt stored lists', () => {
  it('parses units stored as JSON text, empties unreadable units, and skips rows that are not lists', async () => {
    const db = freshDb();
    const logs = captureLogs();
    const units = pick('syenann', 2);
    await db.lists.bulkPut([
      { id: uuid(1), name: 'Text units', faction: 'syenann', units: JSON.stringify(units) as never, created_at: iso(T0), updated_at: iso(T0) },
      { id: uuid(2), name: 'Bad units', faction: 'syenann', units: '{not json' as never, created_at: iso(T0 + 1), updated_at: iso(T0 + 1) },
      { id: uuid(3), faction: 'syenann', units: [], created_at: iso(T0 + 2), updated_at: iso(T0 + 2) } as never,
      { id: uuid(4), name: 'No units at all', faction: 'syenann', created_at: iso(T0 + 3), updated_at: iso(T0 + 3) } as never,
    ]);

    const lists = await readArmyLists(db);
    expect(lists.map((l) => [l.name, l.units.length])).toEqual([
      ['Bad units', 0],
      ['Text units', 2],
    ]);
    expect(await readArmyList(db, uuid(3))).toBeNull();
    const page = await readListsPage(db, { limit: 50 });
    expect(page.map((l) => l.id)).toEqual([uuid(2), uuid(1)]);
    const warnings = logs.filter((l) => l.level === 'warn' && l.message === 'Skipped an unreadable saved list');
    expect(warnings.map((w) => w.context?.id)).toEqual(expect.arrayContaining([uuid(3), uuid(4)]));
  });

  it('lets a save replace a same-named list whose stored units are unreadable', async () => {
    const db = freshDb();
    await db.lists.put({ id: uuid(1), name: 'Old', faction: 'syenann', units: 'garbage' as never, created_at: iso(T0), updated_at: iso(T0) });
    await saveListLocally({ name: 'Old', faction: 'syenann', units: pick('syenann') }, { now: T0 + 1, id: uuid(2) });
    expect((await readArmyLists(db)).map((l) => l.id)).toEqual([uuid(2)]);
  });
});

describe('readListsPage', () => {
  it('pages live lists newest first', async () => {
    const db = freshDb();
    for (let i = 1; i <= 5; i += 1) {
      await saveListLocally({ name: `L${i}`, faction: 'syenann', units: pick('syenann', 1) }, { now: T0 + i, id: uuid(i) });
    }
    await deleteListsByName('L4', { now: T0 + 10 });
    expect((await readListsPage(db, { limit: 2 })).map((l) => l.name)).toEqual(['L5', 'L3']);
    expect((await readListsPage(db, { limit: 2, offset: 2 })).map((l) => l.name)).toEqual(['L2', 'L1']);
  });
});
