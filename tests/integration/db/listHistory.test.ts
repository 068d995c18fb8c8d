// Issue 16: every save keeps what it replaces in the list's history; a version restores as a
// new version; delete removes the list and all its versions.
import { describe, expect, it } from 'vitest';
import { computeTotals, toSelectedUnit } from '../../../src/domain/lists';
import { countListVersions, readListVersions, restoreListVersion } from '../../../src/db/repositories/listVersions';
import { createListFromShared, deleteListsByName, getList, importLists, saveListLocally } from '../../../src/db/repositories/lists';
import { applyPulledLists } from '../../../src/db/repositories/cloudLists';
import { readArmyLists } from '../../../src/db/queries';
import { setOutboxAccount } from '../../../src/db/outbox';
import { T0, freshDb, iso, realCatalogue, uuid } from './helpers';
import { getDb as getDbNow } from '../../../src/db/database';

function unitOf(id: string) {
  const unit = realCatalogue().units.find((u) => u.id === id);
  if (!unit) throw new Error(id);
  return unit;
}

const v1 = [toSelectedUnit(unitOf('orc-hunters'), 1), toSelectedUnit(unitOf('alborc'))];
const v2 = [toSelectedUnit(unitOf('orc-hunters'), 2), toSelectedUnit(unitOf('alborc'))];
const v3 = [toSelectedUnit(unitOf('orc-hunters'), 2), toSelectedUnit(unitOf('tattooist'))];

async function saveThreeTimes() {
  const first = await saveListLocally({ name: 'Tundra', faction: 'northern-tribes', units: v1 }, { now: T0, id: uuid(1) });
  await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v2 }, { now: T0 + 1000 });
  await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v3 }, { now: T0 + 2000 });
  return first.id;
}

describe('list history through save', () => {
  it('keeps every earlier content, oldest first, with when it was saved and replaced', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const versions = await readListVersions(id);
    expect(versions.map((v) => [v.savedAt, v.replacedAt, v.reason, computeTotals(v.units).points])).toEqual([
      [iso(T0), iso(T0 + 1000), 'saved', computeTotals(v1).points],
      [iso(T0 + 1000), iso(T0 + 2000), 'saved', computeTotals(v2).points],
    ]);
    expect((await getList(id))?.units).toEqual(v3);
    expect((await countListVersions()).get(id)).toBe(2);
  });

  it('keeps no version when the same content is saved again', async () => {
    freshDb();
    const first = await saveListLocally({ name: 'Tundra', faction: 'northern-tribes', units: v1 }, { now: T0, id: uuid(1) });
    await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v1 }, { now: T0 + 1000 });
    expect(await readListVersions(first.id)).toEqual([]);
  });

  it('a same-named save replaces the older list in the panel; its content and history live on in the new list', async () => {
    freshDb();
    const older = await saveThreeTimes();
    // A new list (no id) with the same name and faction.
    const newer = await saveListLocally({ name: 'Tundra', faction: 'northern-tribes', units: v1 }, { now: T0 + 3000, id: uuid(2) });
    expect(newer.id).toBe(uuid(2));
    expect(await getList(older)).toBeNull();
    const versions = await readListVersions(uuid(2));
    expect(versions.map((v) => [v.listId, v.savedAt, computeTotals(v.units).points])).toEqual([
      [uuid(2), iso(T0), computeTotals(v1).points],
      [uuid(2), iso(T0 + 1000), computeTotals(v2).points],
      [uuid(2), iso(T0 + 2000), computeTotals(v3).points],
    ]);
    expect(await readListVersions(older)).toEqual([]);
  });
});

describe('restoring a version', () => {
  it('makes it the current content and keeps what it replaced as a new version', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const [first] = await readListVersions(id);
    if (!first) throw new Error('no version');
    const restored = await restoreListVersion(first.id, { now: T0 + 5000, versionId: uuid(7) });
    expect(restored?.units).toEqual(v1);
    expect(restored?.id).toBe(id);
    expect((await getList(id))?.units).toEqual(v1);
    const versions = await readListVersions(id);
    expect(versions).toHaveLength(3);
    expect(versions[2]).toMatchObject({ id: uuid(7), reason: 'restored', savedAt: iso(T0 + 2000), replacedAt: iso(T0 + 5000), units: v3 });
    // The restored version itself is still there: nothing overwritten.
    expect(versions[0]?.units).toEqual(v1);
  });

  it('does nothing once the list is deleted', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const [first] = await readListVersions(id);
    await deleteListsByName('Tundra');
    expect(await restoreListVersion(first?.id ?? '', { now: T0 + 5000 })).toBeNull();
  });
});

describe('delete', () => {
  it('removes the list and all its versions, and leaves other lists and their history', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const other = await saveListLocally({ name: 'Other', faction: 'northern-tribes', units: v1 }, { now: T0, id: uuid(3) });
    await saveListLocally({ id: other.id, name: 'Other', faction: 'northern-tribes', units: v2 }, { now: T0 + 1000 });
    expect(await deleteListsByName('Tundra', { now: T0 + 9000 })).toBe(1);
    expect(await getList(id)).toBeNull();
    expect(await readListVersions(id)).toEqual([]);
    expect(await readListVersions(uuid(3))).toHaveLength(1);
  });
});

describe('duplicate', () => {
  it('makes a new list with a new id and no history, leaving the original as it was', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const source = await getList(id);
    if (!source) throw new Error('gone');
    const copy = await createListFromShared({ name: 'Tundra (copy)', faction: source.faction, units: source.units }, { now: T0 + 6000 });
    const again = await createListFromShared({ name: 'Tundra (copy)', faction: source.faction, units: source.units }, { now: T0 + 7000 });
    expect(copy.id).not.toBe(id);
    expect(copy.name).toBe('Tundra (copy)');
    expect(again.name).toBe('Tundra (copy) (2)');
    expect(copy.units).toEqual(v3);
    expect(await readListVersions(copy.id)).toEqual([]);
    expect(await readListVersions(id)).toHaveLength(2);
  });
});

describe('the note', () => {
  it('is kept with the list, a change of note alone keeps a version, and restore brings the old note back', async () => {
    freshDb();
    const first = await saveListLocally({ name: 'Tundra', faction: 'northern-tribes', units: v1, note: 'vs shooting' }, { now: T0, id: uuid(1) });
    expect(first.note).toBe('vs shooting');
    // A save that does not touch the note keeps it.
    await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v2 }, { now: T0 + 1000 });
    expect((await getList(first.id))?.note).toBe('vs shooting');
    await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v2, note: 'vs melee' }, { now: T0 + 2000 });
    const versions = await readListVersions(first.id);
    expect(versions.map((v) => v.note)).toEqual(['vs shooting', 'vs shooting']);
    await restoreListVersion(versions[0]?.id ?? '', { now: T0 + 3000 });
    expect(await getList(first.id)).toMatchObject({ units: v1, note: 'vs shooting' });
    await saveListLocally({ id: first.id, name: 'Tundra', faction: 'northern-tribes', units: v1, note: '  ' }, { now: T0 + 4000 });
    expect((await getList(first.id))?.note).toBeUndefined();
  });
});

describe('importLists', () => {
  it('makes new lists with new ids in one go, numbers taken names and never overwrites', async () => {
    freshDb();
    const id = await saveThreeTimes();
    const { created, skipped } = await importLists(
      [
        { name: 'Tundra', faction: 'northern-tribes', units: v1, note: 'imported' },
        { name: 'Tundra', faction: 'northern-tribes', units: v2 },
        { name: 'Empty', faction: 'northern-tribes', units: [] },
      ],
      { now: T0 + 8000 },
    );
    expect(created.map((l) => l.name)).toEqual(['Tundra (2)', 'Tundra (3)']);
    expect(skipped).toEqual(['Empty']);
    expect(created.every((l) => l.id !== id)).toBe(true);
    expect((await getList(id))?.units).toEqual(v3);
    expect((await getList(created[0]?.id ?? ''))?.note).toBe('imported');
    expect(await readListVersions(created[0]?.id ?? '')).toEqual([]);
    expect((await readArmyLists(getDbNow())).map((l) => l.name).sort()).toEqual(['Tundra', 'Tundra (2)', 'Tundra (3)']);
  });
});

describe('versions through sync', () => {
  it('a pulled change keeps the device content (and its note) as a version; a pulled delete removes the versions', async () => {
    freshDb();
    setOutboxAccount('user-1');
    const list = { id: uuid(5), name: 'Cloud', faction: 'northern-tribes' as const, units: v1, created_at: iso(T0), updated_at: iso(T0), user_id: 'user-1', version: 1, source: 'cloud' as const, syncToCloud: true };
    await applyPulledLists([list], 'user-1');
    await saveListLocally({ id: uuid(5), name: 'Cloud', faction: 'northern-tribes', units: v2, note: 'my words' }, { now: T0 + 1000 });
    // The push has been confirmed: nothing pending for the row any more.
    await getDbNow().outbox.clear();
    await applyPulledLists([{ ...list, units: v3, version: 3, updated_at: iso(T0 + 5000), note: 'cloud words' }], 'user-1');
    const now = await getList(uuid(5));
    expect(now?.units).toEqual(v3);
    expect(now?.note).toBe('cloud words');
    const versions = await readListVersions(uuid(5));
    expect(versions.map((v) => [v.reason, computeTotals(v.units).points, v.note])).toEqual([
      ['saved', computeTotals(v1).points, undefined],
      ['pulled', computeTotals(v2).points, 'my words'],
    ]);
    await applyPulledLists([{ ...list, version: 4, deleted_at: iso(T0 + 6000), updated_at: iso(T0 + 6000) }], 'user-1');
    expect(await getList(uuid(5))).toBeNull();
    expect(await readListVersions(uuid(5))).toEqual([]);
  });
});
