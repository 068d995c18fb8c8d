// Issue 14 on the device (Dexie on fake-indexeddb): a list keeps its budget and its Characters'
// attachments through save and reload; changing only the budget or an attachment is a change
// (the history keeps what it replaces), restoring a version brings its budget back, and a list
// opened from a share link or imported keeps both.
import { describe, expect, it } from 'vitest';
import { toSelectedUnit } from '../../../src/domain/lists';
import { readListVersions, restoreListVersion } from '../../../src/db/repositories/listVersions';
import { createListFromShared, getList, importLists, saveListLocally } from '../../../src/db/repositories/lists';
import { T0, freshDb, realCatalogue, uuid } from './helpers';

function unitOf(id: string) {
  const unit = realCatalogue().units.find((u) => u.id === id);
  if (!unit) throw new Error(id);
  return unit;
}

const hunters = toSelectedUnit(unitOf('orc-hunters'));
const contender = toSelectedUnit(unitOf('contender'));
const joined = { ...contender, attachedTo: 'orc-hunters' };

describe('budget and attachments on the device', () => {
  it('are kept by a save and read back as saved', async () => {
    freshDb();
    const saved = await saveListLocally({ name: 'Cup', faction: 'northern-tribes', units: [hunters, joined], budget: 300 }, { now: T0, id: uuid(1) });
    const read = await getList(saved.id);
    expect(read?.budget).toBe(300);
    expect(read?.units.map((u) => u.attachedTo ?? null)).toEqual([null, 'orc-hunters']);
  });

  it('a budget or an attachment changed alone is a new version; restoring one brings its budget back', async () => {
    freshDb();
    const first = await saveListLocally({ name: 'Cup', faction: 'northern-tribes', units: [hunters, contender], budget: 300 }, { now: T0, id: uuid(2) });
    // The same content again: nothing new in the history.
    await saveListLocally({ id: first.id, name: 'Cup', faction: 'northern-tribes', units: [hunters, contender], budget: 300 }, { now: T0 + 500 });
    expect(await readListVersions(first.id)).toHaveLength(0);
    await saveListLocally({ id: first.id, name: 'Cup', faction: 'northern-tribes', units: [hunters, joined], budget: 300 }, { now: T0 + 1000 });
    await saveListLocally({ id: first.id, name: 'Cup', faction: 'northern-tribes', units: [hunters, joined], budget: 200 }, { now: T0 + 2000 });
    const versions = await readListVersions(first.id);
    expect(versions.map((v) => [v.budget ?? null, v.units.map((u) => u.attachedTo ?? null)])).toEqual([
      [300, [null, null]],
      [300, [null, 'orc-hunters']],
    ]);
    // An absent budget keeps the list's; null clears it.
    await saveListLocally({ id: first.id, name: 'Cup', faction: 'northern-tribes', units: [hunters, joined] }, { now: T0 + 3000 });
    expect((await getList(first.id))?.budget).toBe(200);
    const restored = await restoreListVersion(versions[0]?.id ?? '', { now: T0 + 4000 });
    expect(restored?.budget).toBe(300);
    expect(restored?.units.map((u) => u.attachedTo ?? null)).toEqual([null, null]);
    await saveListLocally({ id: first.id, name: 'Cup', faction: 'northern-tribes', units: [hunters, joined], budget: null }, { now: T0 + 5000 });
    expect((await getList(first.id))?.budget).toBeUndefined();
  });

  it('a list opened from a share link or imported keeps its budget and attachments', async () => {
    freshDb();
    const shared = await createListFromShared({ name: 'Shared', faction: 'northern-tribes', units: [hunters, joined], budget: 250 }, { now: T0 });
    expect(shared.budget).toBe(250);
    expect(shared.units[1]?.attachedTo).toBe('orc-hunters');
    const { created } = await importLists([{ name: 'Imported', faction: 'northern-tribes', units: [hunters, joined], budget: 150 }], { now: T0 });
    expect(created[0]?.budget).toBe(150);
    expect((await getList(created[0]?.id ?? ''))?.units[1]?.attachedTo).toBe('orc-hunters');
  });
});
