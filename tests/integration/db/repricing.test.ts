// Lists priced with old catalogue data (issue 10): a list saved at the previous dataVersion
// shows what changed, updates to the current points in one call, and its old content is kept.
import { describe, expect, it } from 'vitest';
import { computeTotals, toSelectedUnit } from '../../../src/domain/lists';
import { repriceList } from '../../../src/domain/repricing';
import { readListVersions, updateListToCurrentPoints } from '../../../src/db/repositories/listVersions';
import { createListFromShared, deleteListsByName, getList, saveListLocally } from '../../../src/db/repositories/lists';
import { setOutboxAccount } from '../../../src/db/outbox';
import { mapSharedList } from '../../../sync/mappers';
import { mapArmyList, toPostSharedListArgs, toSaveArmyListArgs } from '../../../sync/accountMappers';
import { previousCatalogue, previousSelected } from '../../fixtures/previousCatalogue';
import { T0, freshDb, iso, realCatalogue, uuid } from './helpers';

const OLD = previousCatalogue().dataVersion;

function unitOf(id: string) {
  const unit = realCatalogue().units.find((u) => u.id === id);
  if (!unit) throw new Error(id);
  return unit;
}

describe('a list saved at the previous dataVersion', () => {
  it('shows the changes, updates in one call, and keeps the old version', async () => {
    const db = freshDb();
    const oldUnits = [previousSelected('orc-hunters', 2), previousSelected('alborc'), previousSelected('tattooist')];
    const saved = await saveListLocally({ name: 'Tundra', faction: 'northern-tribes', units: oldUnits, dataVersion: OLD }, { now: T0, id: uuid(1) });
    expect(saved.dataVersion).toBe(OLD);

    const stored = await getList(uuid(1));
    if (!stored) throw new Error('not saved');
    const r = repriceList(stored, realCatalogue());
    expect(r.pricedWith).toBe(OLD);
    const lines = r.changes.map((c) => (c.kind === 'points' ? `${c.name} ${c.oldPoints} → ${c.newPoints}` : c.kind));
    expect(lines).toContain('Orc Hunters 30 → 20');
    expect(lines).toContain('Tattooist 25 → 15');
    expect(r.canUpdate).toBe(true);
    expect(r.oldTotal).toBe(computeTotals(oldUnits).points);

    const updated = await updateListToCurrentPoints(uuid(1), { units: r.updatedUnits, dataVersion: realCatalogue().dataVersion }, { now: T0 + 1000, versionId: uuid(9) });
    expect(updated?.dataVersion).toBe(realCatalogue().dataVersion);
    expect(updated?.updated_at).toBe(iso(T0 + 1000));

    const after = await getList(uuid(1));
    expect(after?.units).toEqual([toSelectedUnit(unitOf('orc-hunters'), 2), toSelectedUnit(unitOf('alborc')), toSelectedUnit(unitOf('tattooist'))]);
    expect(computeTotals(after?.units ?? []).points).toBe(r.newTotal);
    expect(after?.id).toBe(uuid(1));
    expect(after?.name).toBe('Tundra');
    // Nothing left to update.
    expect(repriceList(after ?? stored, realCatalogue()).hasChanges).toBe(false);

    const versions = await readListVersions(uuid(1));
    expect(versions).toEqual([
      {
        id: uuid(9),
        listId: uuid(1),
        name: 'Tundra',
        faction: 'northern-tribes',
        units: stored.units,
        dataVersion: OLD,
        savedAt: iso(T0),
        replacedAt: iso(T0 + 1000),
        reason: 'repriced',
      },
    ]);

    // The update is queued for the cloud like any other edit, with its dataVersion.
    const entries = await db.outbox.where('rowId').equals(uuid(1)).toArray();
    expect(entries.map((e) => e.op)).toEqual(['upsert', 'upsert']);
    const last = entries[1]?.payload as { units: unknown; dataVersion: unknown };
    expect(last.units).toEqual(after?.units);
    expect(last.dataVersion).toBe(realCatalogue().dataVersion);
  });

  it('a list saved before versions were recorded is compared by the prices its units carry', async () => {
    const db = freshDb();
    // As the app wrote rows before this change: no dataVersion, units with their pointsCost.
    await db.lists.put({ id: uuid(2), name: 'Old Hegemony', faction: 'hegemony-of-embersig', units: [previousSelected('grand-captain'), previousSelected('pioneers')], created_at: iso(T0), updated_at: iso(T0), source: 'local' });
    const stored = await getList(uuid(2));
    if (!stored) throw new Error('unreadable');
    expect(stored.dataVersion).toBeUndefined();
    const r = repriceList(stored, realCatalogue());
    expect(r.pricedWith).toBeNull();
    expect(r.changes.map((c) => [c.kind, c.id])).toEqual([
      ['moved', 'grand-captain'],
      ['points', 'grand-captain'],
      ['command', 'grand-captain'],
    ]);
    await updateListToCurrentPoints(uuid(2), { units: r.updatedUnits, dataVersion: realCatalogue().dataVersion }, { now: T0 + 5 });
    const after = await getList(uuid(2));
    // Grand Captain stays in the list (now a Syenann unit) until the player removes it.
    expect(after?.units.map((u) => [u.id, u.faction_id, u.pointsCost])).toEqual([
      ['grand-captain', 'syenann', unitOf('grand-captain').pointsCost],
      ['pioneers', 'hegemony-of-embersig', unitOf('pioneers').pointsCost],
    ]);
    const [kept] = await readListVersions(uuid(2));
    expect(kept?.dataVersion).toBeNull();
    expect(kept?.units.map((u) => u.pointsCost)).toEqual([50, 35]);
  });

  it('unknown units stay in the list through an update', async () => {
    freshDb();
    const ghost = { ...previousSelected('alborc'), id: 'frost-giant', name: 'Frost Giant', name_es: 'Gigante', name_fr: 'Géant', pointsCost: 55 };
    await saveListLocally({ name: 'Ghosts', faction: 'northern-tribes', units: [ghost, previousSelected('orc-hunters')], dataVersion: OLD }, { now: T0, id: uuid(3) });
    const stored = await getList(uuid(3));
    if (!stored) throw new Error('not saved');
    const r = repriceList(stored, realCatalogue());
    await updateListToCurrentPoints(uuid(3), { units: r.updatedUnits, dataVersion: realCatalogue().dataVersion }, { now: T0 + 1 });
    const after = await getList(uuid(3));
    expect(after?.units.map((u) => [u.id, u.pointsCost])).toEqual([
      ['frost-giant', 55],
      ['orc-hunters', unitOf('orc-hunters').pointsCost],
    ]);
  });

  it('writes nothing when the version cannot be kept (one transaction)', async () => {
    const db = freshDb();
    await saveListLocally({ name: 'A', faction: 'northern-tribes', units: [previousSelected('orc-hunters')], dataVersion: OLD }, { now: T0, id: uuid(4) });
    await saveListLocally({ name: 'B', faction: 'northern-tribes', units: [previousSelected('warg-riders')], dataVersion: OLD }, { now: T0, id: uuid(5) });
    const current = realCatalogue().dataVersion;
    await updateListToCurrentPoints(uuid(4), { units: [toSelectedUnit(unitOf('orc-hunters'))], dataVersion: current }, { now: T0 + 1, versionId: uuid(7) });
    const outboxBefore = await db.outbox.count();
    // The same version id again: the version row cannot be added, so the list stays as it was.
    await expect(updateListToCurrentPoints(uuid(5), { units: [toSelectedUnit(unitOf('warg-riders'))], dataVersion: current }, { now: T0 + 2, versionId: uuid(7) })).rejects.toThrow();
    const b = await getList(uuid(5));
    expect(b?.units[0]?.pointsCost).toBe(45);
    expect(b?.dataVersion).toBe(OLD);
    expect(await db.outbox.count()).toBe(outboxBefore);
    expect(await readListVersions(uuid(5))).toEqual([]);
  });

  it('returns null for a missing, deleted or another account\'s list', async () => {
    const db = freshDb();
    const content = { units: [toSelectedUnit(unitOf('orc-hunters'))], dataVersion: realCatalogue().dataVersion };
    expect(await updateListToCurrentPoints(uuid(6), content)).toBeNull();
    await saveListLocally({ name: 'Gone', faction: 'northern-tribes', units: [previousSelected('orc-hunters')], dataVersion: OLD }, { now: T0, id: uuid(6) });
    await deleteListsByName('Gone', { now: T0 + 1 });
    expect(await updateListToCurrentPoints(uuid(6), content)).toBeNull();
    await db.lists.put({ id: uuid(8), name: 'Theirs', faction: 'northern-tribes', units: [previousSelected('orc-hunters')], created_at: iso(T0), updated_at: iso(T0), user_id: 'someone-else', source: 'cloud' });
    setOutboxAccount('me');
    expect(await updateListToCurrentPoints(uuid(8), content)).toBeNull();
    expect(await db.listVersions.count()).toBe(0);
  });
});

describe('recording the dataVersion', () => {
  it('a local save records it; a save without one clears a stale one', async () => {
    freshDb();
    await saveListLocally({ name: 'V', faction: 'syenann', units: [previousSelected('alula')], dataVersion: OLD }, { now: T0, id: uuid(1) });
    expect((await getList(uuid(1)))?.dataVersion).toBe(OLD);
    await saveListLocally({ id: uuid(1), name: 'V', faction: 'syenann', units: [toSelectedUnit(unitOf('alula'))] }, { now: T0 + 1 });
    expect((await getList(uuid(1)))?.dataVersion).toBeUndefined();
  });

  it('a shared list kept with the current points keeps the list as shared as its earlier version', async () => {
    freshDb();
    const asShared = [previousSelected('orc-hunters')];
    const created = await createListFromShared(
      { name: 'From a link', faction: 'northern-tribes', units: [toSelectedUnit(unitOf('orc-hunters'))], created_at: '2025-06-01T00:00:00.000Z', dataVersion: realCatalogue().dataVersion },
      { now: T0, id: uuid(2), versionId: uuid(3), asShared: { units: asShared, dataVersion: OLD } },
    );
    expect(created.dataVersion).toBe(realCatalogue().dataVersion);
    const [kept] = await readListVersions(uuid(2));
    expect(kept).toMatchObject({ id: uuid(3), listId: uuid(2), dataVersion: OLD, savedAt: '2025-06-01T00:00:00.000Z', reason: 'repriced' });
    expect(kept?.units[0]?.pointsCost).toBe(30);
  });

  it('cloud rows and community posts carry it both ways (sync mappers)', () => {
    const list = { id: uuid(1), name: 'x', faction: 'syenann' as const, units: [], created_at: iso(T0), updated_at: iso(T0), dataVersion: OLD };
    expect(toSaveArmyListArgs(list).p_data_version).toBe(OLD);
    expect(toSaveArmyListArgs({ ...list, dataVersion: null }).p_data_version).toBeNull();
    expect(mapArmyList({ id: uuid(1), name: 'x', faction: 'syenann', units: [], updated_at: iso(T0), data_version: OLD })?.dataVersion).toBe(OLD);
    expect(mapArmyList({ id: uuid(1), name: 'x', faction: 'syenann', units: [], updated_at: iso(T0), data_version: null })?.dataVersion).toBeUndefined();
    const post = {
      id: uuid(2),
      user_id: 'u',
      name: 'p',
      faction: 'syenann' as const,
      description: null,
      image_url: null,
      units: [],
      is_tournament_list: false,
      tournament_name: null,
      is_active: true,
      updated_at: iso(T0),
      dataVersion: OLD,
    };
    expect(toPostSharedListArgs(post).p_data_version).toBe(OLD);
    expect(mapSharedList({ id: uuid(2), name: 'p', faction: 'syenann', units: [], is_active: true, updated_at: iso(T0), data_version: OLD })?.dataVersion).toBe(OLD);
  });
});
