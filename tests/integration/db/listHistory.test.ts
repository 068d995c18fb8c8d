// Issue 16: every save keeps what it replaces in the list's history; a version restores as a
// new version; delete removes the list and all its versions.
import { describe, expect, it } from 'vitest';
import { computeTotals, toSelectedUnit } from '../../../src/domain/lists';
import { countListVersions, readListVersions, restoreListVersion } from '../../../src/db/repositories/listVersions';
import { createListFromShared, deleteListsByName, getList, saveListLocally } from '../../../src/db/repositories/lists';
import { T0, freshDb, iso, realCatalogue, uuid } from './helpers';

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
