import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsForFaction } from '../../../src/domain/catalogue';
import { computeTotals, parseStoredList, toSelectedUnit } from '../../../src/domain/lists';
import { repriceList, resolveEntry, type UnitChange } from '../../../src/domain/repricing';
import { FACTION_IDS, type SelectedUnit } from '../../../src/domain/types';
import { makeUnit, testCatalogue, unitById } from '../../fixtures/domain';
import { previousCatalogue, previousSelected, previousUnit } from '../../fixtures/previousCatalogue';

const current = testCatalogue();
const previous = previousCatalogue();

const summary = (changes: readonly UnitChange[]) =>
  changes.map((c) => {
    switch (c.kind) {
      case 'points':
        return [c.kind, c.id, c.oldPoints, c.newPoints];
      case 'command':
        return [c.kind, c.id, c.oldCommand, c.newCommand];
      case 'moved':
        return [c.kind, c.id, c.fromFaction, c.toFaction];
      case 'availability':
        return [c.kind, c.id, c.quantity, c.available];
      case 'unknown':
        return [c.kind, c.id, c.points];
    }
  });

describe('the two catalogues these tests compare', () => {
  it('are the previous (f30964111ea1f60c) and the rebuilt one', () => {
    expect(previous.dataVersion).toBe('f30964111ea1f60c');
    expect(current.dataVersion).not.toBe(previous.dataVersion);
  });
});

describe('repriceList: a list saved with the previous catalogue', () => {
  it('names each unit whose points changed, old → new, and both totals', () => {
    const units = [previousSelected('orc-hunters', 2), previousSelected('alborc'), previousSelected('warg-riders')];
    const r = repriceList({ faction: 'northern-tribes', units, dataVersion: previous.dataVersion }, current);
    // Orc Hunters 30 → 20 and Warg Riders 45 → 35 on the maintainers' sheets; Alborc stays 50.
    expect(summary(r.changes)).toEqual([
      ['points', 'orc-hunters', 30, 20],
      ['points', 'warg-riders', 45, 35],
    ]);
    expect(r.oldTotal).toBe(30 * 2 + 50 + 45);
    expect(r.newTotal).toBe(20 * 2 + 50 + 35);
    expect(r.hasChanges).toBe(true);
    expect(r.canUpdate).toBe(true);
    expect(r.pricedWith).toBe('f30964111ea1f60c');
    expect(r.currentVersion).toBe(current.dataVersion);
    expect(r.updatedUnits).toEqual([toSelectedUnit(unitById('orc-hunters'), 2), toSelectedUnit(unitById('alborc')), toSelectedUnit(unitById('warg-riders'))]);
    expect(r.recordedUnits.map((u) => [u.id, u.pointsCost, u.command, u.quantity])).toEqual(units.map((u) => [u.id, u.pointsCost, u.command, u.quantity]));
    expect(computeTotals(r.recordedUnits).points).toBe(r.oldTotal);
  });

  it('says a unit is no longer in the faction when it moved (Grand Captain: Hegemony → Syenann), with its price and command changes', () => {
    const r = repriceList({ faction: 'hegemony-of-embersig', units: [previousSelected('grand-captain'), previousSelected('pioneers')], dataVersion: previous.dataVersion }, current);
    expect(previousUnit('grand-captain').faction_id).toBe('hegemony-of-embersig');
    expect(summary(r.changes)).toEqual([
      ['moved', 'grand-captain', 'hegemony-of-embersig', 'syenann'],
      ['points', 'grand-captain', 50, 30],
      ['command', 'grand-captain', 3, 2],
    ]);
    // The moved unit stays in the list: the player decides what to do with it.
    expect(r.updatedUnits.map((u) => [u.id, u.faction_id, u.pointsCost])).toEqual([
      ['grand-captain', 'syenann', 30],
      ['pioneers', 'hegemony-of-embersig', unitById('pioneers').pointsCost],
    ]);
  });

  it('keeps a unit the catalogue no longer knows, as "unknown", at the price it was saved with', () => {
    const ghost: SelectedUnit = { ...previousSelected('alborc'), id: 'frost-giant', name: 'Frost Giant', name_es: 'Gigante de Escarcha', name_fr: 'Géant du Givre', pointsCost: 55 };
    const r = repriceList({ faction: 'northern-tribes', units: [ghost, previousSelected('alborc')] }, current);
    expect(summary(r.changes)).toEqual([['unknown', 'frost-giant', 55]]);
    expect(r.changes[0]).toMatchObject({ name: 'Frost Giant', quantity: 1 });
    expect(r.oldTotal).toBe(55 + 50);
    expect(r.newTotal).toBe(55 + 50);
    expect(r.canUpdate).toBe(false);
    expect(r.hasChanges).toBe(true);
    expect(r.updatedUnits.map((u) => [u.id, u.name, u.pointsCost, u.quantity])).toEqual([
      ['frost-giant', 'Frost Giant', 55, 1],
      ['alborc', 'Alborc', 50, 1],
    ]);
    expect(r.updatedUnits[0]?.name_es).toBe('Gigante de Escarcha');
    expect(r.pricedWith).toBeNull();
  });

  it('shows nothing for a list priced with the current catalogue', () => {
    const units = [toSelectedUnit(unitById('orc-hunters'), 2), toSelectedUnit(unitById('alborc'))];
    const r = repriceList({ faction: 'northern-tribes', units, dataVersion: current.dataVersion }, current);
    expect(r.changes).toEqual([]);
    expect(r.hasChanges).toBe(false);
    expect(r.canUpdate).toBe(false);
    expect(r.oldTotal).toBe(r.newTotal);
    expect(r.updatedUnits).toEqual(units);
  });

  it('says when the list holds more of a unit than the catalogue now allows, and the update keeps the allowed number', () => {
    const before = makeUnit({ id: 'riders', name: 'Riders', availability: 3, pointsCost: 20 });
    const now = { dataVersion: 'new', units: [makeUnit({ id: 'riders', name: 'Riders', availability: 2, pointsCost: 20 })] };
    const r = repriceList({ faction: 'northern-tribes', units: [toSelectedUnit(before, 3)] }, now);
    expect(summary(r.changes)).toEqual([['availability', 'riders', 3, 2]]);
    expect(r.canUpdate).toBe(true);
    expect(r.updatedUnits.map((u) => [u.id, u.quantity])).toEqual([['riders', 2]]);
    expect(r.recordedUnits.map((u) => [u.id, u.quantity])).toEqual([['riders', 3]]);
    expect(r.oldTotal).toBe(60);
    expect(r.newTotal).toBe(40);
  });

  it('an entry without a recorded price counts at the current one; quantities below 1 are skipped', () => {
    const r = repriceList({ faction: 'northern-tribes', units: [{ id: 'orc-hunters', quantity: 1 }, { id: 'alborc', pointsCost: 50, quantity: 0 }] }, current);
    expect(r.changes).toEqual([]);
    expect(r.oldTotal).toBe(unitById('orc-hunters').pointsCost);
    expect(r.updatedUnits.map((u) => u.id)).toEqual(['orc-hunters']);
  });

  it('every one of the previous catalogue\'s units is either unchanged, changed or moved, never lost', () => {
    for (const faction of FACTION_IDS) {
      const units = unitsForFaction(previous, faction)
        .filter((u) => u.faction_id === faction)
        .map((u) => toSelectedUnit(u, 1));
      const r = repriceList({ faction, units, dataVersion: previous.dataVersion }, current);
      expect(r.updatedUnits.map((u) => u.id).sort()).toEqual(units.map((u) => u.id).sort());
      for (const c of r.changes) {
        expect(c.kind).not.toBe('unknown');
        if (c.kind === 'points') expect(c.newPoints).toBe(unitById(c.id).pointsCost);
      }
      expect(r.newTotal).toBe(computeTotals(r.updatedUnits).points);
      expect(r.oldTotal).toBe(computeTotals(units).points);
    }
  });
});

describe('resolveEntry: old links and lists, by id, by name in the faction, then across factions', () => {
  it('by id within the faction', () => {
    expect(resolveEntry(current.units, 'northern-tribes', { id: 'orc-hunters' })).toMatchObject({ unit: { id: 'orc-hunters' }, by: 'id' });
  });

  it('by name within the faction, in English, Spanish or French, when the id is unknown', () => {
    expect(resolveEntry(current.units, 'northern-tribes', { id: 'orc_hunters_v1', name: 'Orc Hunters' })).toMatchObject({ unit: { id: 'orc-hunters' }, by: 'nameInFaction' });
    expect(resolveEntry(current.units, 'northern-tribes', { name: unitById('orc-hunters').name_es })).toMatchObject({ unit: { id: 'orc-hunters' }, by: 'nameInFaction' });
    expect(resolveEntry(current.units, 'hegemony-of-embersig', { name: '  CABO ' })).toMatchObject({ unit: { id: 'corporal' } });
  });

  it("a mercenary copy's id from another faction finds this faction's copy (vercana-syenann in a Hegemony list)", () => {
    expect(resolveEntry(current.units, 'hegemony-of-embersig', { id: 'vercana-syenann' })).toMatchObject({ unit: { id: 'vercana-hegemony-of-embersig' }, by: 'nameInFaction' });
    expect(resolveEntry(current.units, 'syenann', { id: 'vercana', name: 'Vercana' })).toMatchObject({ unit: { id: 'vercana-syenann' }, by: 'nameInFaction' });
  });

  it('by id, then by name, in another faction when the faction no longer has it', () => {
    expect(resolveEntry(current.units, 'hegemony-of-embersig', { id: 'grand-captain' })).toMatchObject({ unit: { id: 'grand-captain', faction_id: 'syenann' }, by: 'idInOtherFaction' });
    expect(resolveEntry(current.units, 'hegemony-of-embersig', { id: 'gc-old', name: 'Grand Captain' })).toMatchObject({ unit: { id: 'grand-captain' }, by: 'nameInOtherFaction' });
  });

  it('null when nothing matches; an unknown faction matches ids and names anywhere', () => {
    expect(resolveEntry(current.units, 'syenann', { id: 'frost-giant', name: 'Frost Giant' })).toBeNull();
    expect(resolveEntry(current.units, 'syenann', {})).toBeNull();
    expect(resolveEntry(current.units, 'unknown', { id: 'alborc' })).toMatchObject({ by: 'id' });
    expect(resolveEntry(current.units, 'unknown', { name: 'Alborc' })).toMatchObject({ unit: { id: 'alborc' }, by: 'nameInOtherFaction' });
  });
});

describe('repriceList properties', () => {
  const listOf = (cat: typeof current) =>
    fc.constantFrom(...FACTION_IDS.filter((f) => f !== 'feudom')).chain((faction) => {
      const pool = unitsForFaction(cat, faction);
      return fc
        .uniqueArray(fc.record({ i: fc.integer({ min: 0, max: pool.length - 1 }), q: fc.integer({ min: 1, max: 3 }) }), { selector: (p) => p.i, maxLength: pool.length })
        .map((picks) => ({
          faction,
          units: picks.map(({ i, q }) => {
            const u = pool[i];
            if (!u) throw new Error('index');
            return toSelectedUnit(u, Math.min(q, u.availability));
          }),
        }));
    });

  it('a list built from the current catalogue never shows a change, and its totals are the builder\'s', () => {
    fc.assert(
      fc.property(listOf(current), (list) => {
        const r = repriceList(list, current);
        expect(r.changes).toEqual([]);
        expect(r.newTotal).toBe(computeTotals(list.units).points);
        expect(r.updatedUnits).toEqual(list.units);
      }),
      { numRuns: 100 },
    );
  });

  it('for a list from the previous catalogue: totals match the two pricings, nothing is lost, and updating settles it', () => {
    fc.assert(
      fc.property(listOf(previous), (list) => {
        const r = repriceList(list, current);
        expect(r.oldTotal).toBe(computeTotals(list.units).points);
        expect(r.newTotal).toBe(computeTotals(r.updatedUnits).points);
        expect(computeTotals(r.recordedUnits).points).toBe(r.oldTotal);
        // Every unit stays; only a quantity above today's availability comes down to it, and that is said.
        expect(r.updatedUnits.map((u) => u.id)).toEqual(list.units.map((u) => u.id));
        for (const u of list.units) {
          const allowed = Math.min(u.quantity, unitById(u.id).availability);
          expect(r.updatedUnits.find((x) => x.id === u.id)?.quantity).toBe(allowed);
          expect(r.changes.some((c) => c.kind === 'availability' && c.id === u.id)).toBe(allowed < u.quantity);
        }
        expect(r.canUpdate).toBe(r.changes.some((c) => c.kind === 'points' || c.kind === 'command' || c.kind === 'availability'));
        const again = repriceList({ faction: list.faction, units: r.updatedUnits, dataVersion: current.dataVersion }, current);
        expect(again.canUpdate).toBe(false);
        expect(again.changes.every((c) => c.kind === 'moved')).toBe(true);
        expect(again.newTotal).toBe(r.newTotal);
      }),
      { numRuns: 150 },
    );
  });

  it('never throws on arbitrary entries, and totals stay finite', () => {
    const entry = fc.record(
      {
        id: fc.option(fc.string({ maxLength: 20 })),
        name: fc.option(fc.string({ maxLength: 20 })),
        pointsCost: fc.option(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.constant(Number.NaN))),
        command: fc.option(fc.integer({ min: 0, max: 5 })),
        quantity: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(Number.NaN)),
      },
      { requiredKeys: ['quantity'] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...FACTION_IDS, 'unknown', 'Hegemony'), fc.array(entry, { maxLength: 8 }), (faction, units) => {
        const r = repriceList({ faction, units }, current);
        expect(Number.isFinite(r.oldTotal)).toBe(true);
        expect(Number.isFinite(r.newTotal)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('stored lists keep the dataVersion that priced them', () => {
  it('reads it back, and treats a missing or unreadable one as not recorded', () => {
    const row = { id: 'l1', name: 'n', faction: 'syenann', units: [previousSelected('alula')], created_at: '2025-01-01', updated_at: '2025-01-01' };
    expect(parseStoredList({ ...row, dataVersion: previous.dataVersion })?.dataVersion).toBe(previous.dataVersion);
    expect(parseStoredList(row)?.dataVersion).toBeUndefined();
    expect(parseStoredList({ ...row, dataVersion: null })?.dataVersion).toBeUndefined();
    // A list is never lost over a bad version: the row still reads, the version counts as not recorded.
    expect(parseStoredList({ ...row, dataVersion: 'x'.repeat(500) })?.dataVersion).toBeUndefined();
    expect(parseStoredList({ ...row, dataVersion: 42 })?.units).toHaveLength(1);
  });
});
