import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addUnit,
  canAddUnit,
  computeTotals,
  displayQuantity,
  belongsTo,
  isCloudList,
  listViolations,
  MULTIPLE_HIGH_COMMAND_LABEL,
  parseNamedValue,
  parseStoredList,
  parseStoredUnits,
  prepareUnitsForSave,
  quantityOf,
  removeUnit,
  sortSavedLists,
  toSelectedUnit,
  validateCloudSave,
  validateLocalSave,
} from '../../../src/domain/lists';
import type { SelectedUnit } from '../../../src/domain/types';
import { makeList, makeSelected, makeUnit, unitById } from '../../fixtures/domain';

describe('computeTotals', () => {
  it('sums pointsCost × quantity and command × quantity', () => {
    const units = [
      { pointsCost: 30, command: 1, quantity: 2 },
      { pointsCost: 45, command: 3, quantity: 1 },
      { pointsCost: 0, command: 0, quantity: 1 },
    ];
    expect(computeTotals(units)).toEqual({ points: 105, command: 5 });
  });

  it('is zero for an empty list and ignores non-finite numbers', () => {
    expect(computeTotals([])).toEqual({ points: 0, command: 0 });
    expect(computeTotals([{ pointsCost: Number.NaN, command: 2, quantity: 1 }])).toEqual({ points: 0, command: 2 });
  });

  it('property: totals equal the per-unit sums and are additive over concatenation', () => {
    const unitArb = fc.record({
      pointsCost: fc.integer({ min: 0, max: 60 }),
      command: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 30 }), fc.array(unitArb, { maxLength: 30 }), (a, b) => {
        const ta = computeTotals(a);
        const tb = computeTotals(b);
        const tab = computeTotals([...a, ...b]);
        expect(tab).toEqual({ points: ta.points + tb.points, command: ta.command + tb.command });
        let points = 0;
        for (const u of a) points += u.pointsCost * u.quantity;
        expect(ta.points).toBe(points);
        expect(ta.points).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: totals do not depend on order', () => {
    const unitArb = fc.record({ pointsCost: fc.nat(60), command: fc.nat(3), quantity: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(unitArb, { maxLength: 20 }), (units) => {
        expect(computeTotals([...units].reverse())).toEqual(computeTotals(units));
      }),
    );
  });
});

describe('displayQuantity', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9'],
    [250, '9'],
    [-3, '0'],
    [Number.NaN, '0'],
    [2.7, '2'],
  ])('%s → %s', (q, shown) => expect(displayQuantity(q)).toBe(shown));
});

describe('addUnit / removeUnit', () => {
  const troop = makeUnit({ id: 'warg-riders', availability: 2 });
  const hcA = makeUnit({ id: 'alborc', highCommand: true, availability: 1 });
  const hcB = makeUnit({ id: 'njord', highCommand: true, availability: 1 });

  it('adds a new unit with quantity 1, then raises the count up to availability', () => {
    const once = addUnit([], troop);
    expect(once.issue).toBeNull();
    expect(once.units).toHaveLength(1);
    expect(once.units[0]?.quantity).toBe(1);
    const twice = addUnit(once.units, troop);
    expect(twice.units[0]?.quantity).toBe(2);
    expect(quantityOf(twice.units, troop.id)).toBe(2);
  });

  it('blocks at availability with unit.maxReached and the Maximum {n} detail, units unchanged', () => {
    const full = [toSelectedUnit(troop, 2)];
    const r = addUnit(full, troop);
    expect(r.issue).toEqual({ code: 'unit.maxReached', descriptionCode: 'unit.maxReachedDetail', params: { n: 2 }, severity: 'error' });
    expect(r.units).toEqual(full);
    expect(canAddUnit(full, troop)).toBe(false);
  });

  it('blocks a second distinct High Command unit with list.highCommandLimit', () => {
    const withA = addUnit([], hcA).units;
    const r = addUnit(withA, hcB);
    expect(r.issue?.code).toBe('list.highCommandLimit');
    expect(r.issue?.titleCode).toBe('list.highCommandLimitTitle');
    expect(r.units).toEqual(withA);
  });

  it('the availability limit wins over the High Command limit for the same unit', () => {
    const withA = addUnit([], hcA).units;
    expect(addUnit(withA, hcA).issue?.code).toBe('unit.maxReached');
  });

  it('does not mutate its input', () => {
    const before = [toSelectedUnit(troop, 1)];
    const copy = structuredClone(before);
    addUnit(before, troop);
    removeUnit(before, troop.id);
    expect(before).toEqual(copy);
  });

  it('remove lowers the count and drops the unit at 0; unknown ids change nothing', () => {
    const two = [toSelectedUnit(troop, 2), makeSelected({ id: 'other' })];
    const one = removeUnit(two, troop.id);
    expect(one.find((u) => u.id === troop.id)?.quantity).toBe(1);
    const none = removeUnit(one, troop.id);
    expect(none.map((u) => u.id)).toEqual(['other']);
    expect(removeUnit(none, 'missing')).toEqual(none);
  });

  it('toSelectedUnit copies the catalogue fields a list needs', () => {
    const unit = unitById('alborc');
    const s = toSelectedUnit(unit, 1);
    expect(s).toMatchObject({
      id: 'alborc',
      name: 'Alborc',
      pointsCost: 50,
      command: 3,
      highCommand: true,
      availability: 1,
      faction_id: 'northern-tribes',
      tournamentLegal: true,
      quantity: 1,
    });
    expect(toSelectedUnit(unit).quantity).toBe(1);
  });
});

describe('listViolations', () => {
  it('warns with the count and names every High Command unit when there is more than one', () => {
    const units = [
      makeSelected({ id: 'a', highCommand: true }),
      makeSelected({ id: 'b', highCommand: true }),
      makeSelected({ id: 'c' }),
    ];
    const v = listViolations(units);
    expect(v.highCommandCount).toBe(2);
    expect(v.violatingUnitIds).toEqual(['a', 'b']);
    expect(v.issues).toContainEqual({ code: 'list.highCommandWarning', params: { n: 2 }, severity: 'warning' });
    expect(MULTIPLE_HIGH_COMMAND_LABEL).toBe('list.multipleHighCommand');
  });

  it('one High Command unit is fine', () => {
    const v = listViolations([makeSelected({ id: 'a', highCommand: true })]);
    expect(v).toEqual({ highCommandCount: 1, violatingUnitIds: [], issues: [], hasIllegalUnits: false });
  });

  it('flags units that are not tournament legal', () => {
    const v = listViolations([makeSelected({ id: 'coal', tournamentLegal: false })]);
    expect(v.hasIllegalUnits).toBe(true);
    expect(v.issues).toEqual([{ code: 'list.notTournamentLegal', severity: 'warning' }]);
  });

  it('ignores entries with quantity 0', () => {
    const v = listViolations([makeSelected({ id: 'a', highCommand: true }), makeSelected({ id: 'b', highCommand: true, tournamentLegal: false }, 0)]);
    expect(v.highCommandCount).toBe(1);
    expect(v.hasIllegalUnits).toBe(false);
  });

  it('companions are never legal (catalogue: Coal costs 0 and is not legal)', () => {
    const coal = unitById('coal');
    expect(coal.pointsCost).toBe(0);
    expect(listViolations([toSelectedUnit(coal)]).hasIllegalUnits).toBe(true);
  });
});

describe('validateLocalSave', () => {
  const units = [makeSelected()];
  it('requires a non-blank name', () => {
    expect(validateLocalSave({ name: '   ', faction: 'syenann', units })).toEqual({ code: 'list.nameRequired', severity: 'error' });
  });
  it('rejects an empty list with the hint', () => {
    expect(validateLocalSave({ name: 'x', faction: 'syenann', units: [] })).toEqual({
      code: 'list.empty',
      descriptionCode: 'list.emptyHint',
      severity: 'error',
    });
  });
  it('requires a faction and an array of units', () => {
    expect(validateLocalSave({ name: 'x', faction: '', units })?.code).toBe('list.factionRequired');
    expect(validateLocalSave({ name: 'x', faction: 'syenann', units: 'nope' as unknown as SelectedUnit[] })?.code).toBe('list.unitsInvalid');
  });
  it('requires id, name, numeric pointsCost and quantity ≥ 1 on every unit', () => {
    const bad = [
      { ...makeSelected(), quantity: 0 },
      { ...makeSelected(), pointsCost: '10' as unknown as number },
      { ...makeSelected(), id: '' },
      { ...makeSelected(), name: 5 as unknown as string },
      null as unknown as SelectedUnit,
    ];
    for (const u of bad) {
      const issue = validateLocalSave({ name: 'x', faction: 'syenann', units: [u] });
      expect(issue?.code).toBe('list.unitInvalid');
    }
    expect(validateLocalSave({ name: 'x', faction: 'syenann', units: [{ ...makeSelected({ id: 'zz' }), quantity: 0 }] })?.params).toEqual({ id: 'zz' });
    expect(validateLocalSave({ name: 'x', faction: 'syenann', units: [null as unknown as SelectedUnit] })?.params).toEqual({ id: '?' });
  });
  it('accepts a valid list', () => {
    expect(validateLocalSave({ name: 'x', faction: 'syenann', units })).toBeNull();
  });
});

describe('validateCloudSave', () => {
  const units = [makeSelected()];
  it.each([
    [{ isAuthenticated: false, name: 'x', units, wabId: 'w' }, 'cloud.loginRequired'],
    [{ isAuthenticated: true, name: ' ', units, wabId: 'w' }, 'cloud.nameRequired'],
    [{ isAuthenticated: true, name: 'x', units: [], wabId: 'w' }, 'cloud.emptyList'],
    [{ isAuthenticated: true, name: 'x', units, wabId: null }, 'cloud.noWabId'],
    [{ isAuthenticated: true, name: 'x', units, wabId: '  ' }, 'cloud.noWabId'],
  ])('%o → %s', (input, code) => {
    expect(validateCloudSave(input)?.code).toBe(code);
  });
  it('accepts a complete save', () => {
    expect(validateCloudSave({ isAuthenticated: true, name: 'x', units, wabId: 'abc' })).toBeNull();
  });
});

describe('prepareUnitsForSave', () => {
  it('caps at availability, drops quantity < 1, merges duplicates by id', () => {
    const out = prepareUnitsForSave([
      { ...makeSelected({ id: 'a', availability: 2 }), quantity: 5 },
      { ...makeSelected({ id: 'b' }), quantity: 0 },
      { ...makeSelected({ id: 'c', availability: 3 }), quantity: 1 },
      { ...makeSelected({ id: 'c', availability: 3 }), quantity: 1 },
      { ...makeSelected({ id: 'd', availability: 99 }), quantity: 7 },
      { ...makeSelected({ id: 'e', availability: Number.NaN }), quantity: 7 },
    ]);
    expect(out.map((u) => [u.id, u.quantity])).toEqual([
      ['a', 2],
      ['c', 2],
      ['d', 3],
      ['e', 3],
    ]);
  });
  it('property: never exceeds availability, never below 1, ids unique', () => {
    const entry = fc.record({ id: fc.constantFrom('a', 'b', 'c'), quantity: fc.integer({ min: -2, max: 12 }), availability: fc.integer({ min: 1, max: 3 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const out = prepareUnitsForSave(entries.map((e) => ({ ...makeSelected({ id: e.id, availability: e.availability }), quantity: e.quantity })));
        expect(new Set(out.map((u) => u.id)).size).toBe(out.length);
        for (const u of out) {
          expect(u.quantity).toBeGreaterThanOrEqual(1);
          expect(u.quantity).toBeLessThanOrEqual(u.availability);
        }
      }),
    );
  });
});

describe('parseNamedValue', () => {
  it.each([
    ['Join (Infantry Orc)', { name: 'Join', value: 'Infantry Orc' }],
    ['Dispel (D)', { name: 'Dispel', value: 'D' }],
    ['Elite', { name: 'Elite' }],
    ['Join  (Skin Changers) ', { name: 'Join', value: 'Skin Changers' }],
    ['Odd ()', { name: 'Odd' }],
  ])('%s', (text, kw) => expect(parseNamedValue(text)).toEqual(kw));
});

describe('parseStoredUnits', () => {
  it('reads an array or its JSON text, with SPEC defaults (quantity 1, command 0)', () => {
    const raw = [{ id: 'alborc', name: 'Alborc', pointsCost: 50 }];
    const fromArray = parseStoredUnits(raw);
    expect(fromArray[0]).toMatchObject({ id: 'alborc', quantity: 1, command: 0, highCommand: false, tournamentLegal: true });
    expect(parseStoredUnits(JSON.stringify(raw))).toEqual(fromArray);
  });
  it('unreadable → []', () => {
    expect(parseStoredUnits('{not json')).toEqual([]);
    expect(parseStoredUnits(null)).toEqual([]);
    expect(parseStoredUnits({ id: 'x' })).toEqual([]);
    expect(parseStoredUnits(42)).toEqual([]);
  });
  it('skips invalid entries and keeps the rest', () => {
    const out = parseStoredUnits([{ id: 'a', name: 'A', pointsCost: 1 }, { id: 'b' }, 'junk', null, { id: 'c', name: 'C', pointsCost: 2, quantity: 0 }]);
    expect(out.map((u) => u.id)).toEqual(['a']);
  });
  it("treats tournamentLegal 'false' text as false, reads numeric strings and keyword strings", () => {
    const [u] = parseStoredUnits([
      {
        id: 7,
        name: 'Coal',
        name_es: 'Tizon',
        name_fr: 'Coal',
        pointsCost: '0',
        quantity: '2',
        command: '1',
        tournamentLegal: 'false',
        highCommand: 'Yes',
        keywords: ['Join (Iriavik)', { name: 'Beast', value: null }],
        specialRules: ['Slowed'],
        faction: 'Tribus del Norte',
        imageUrl: '/art/portrait/coal_portrait.jpg',
        availability: 9,
      },
    ]);
    expect(u).toMatchObject({
      id: '7',
      pointsCost: 0,
      quantity: 2,
      command: 1,
      tournamentLegal: false,
      highCommand: true,
      availability: 3,
      faction_id: 'northern-tribes',
      name_es: 'Tizon',
      keywords: [{ name: 'Join', value: 'Iriavik' }, { name: 'Beast' }],
      specialRules: [{ name: 'Slowed' }],
      imageUrl: '/art/portrait/coal_portrait.jpg',
    });
  });
  it('prefers faction_id over the faction name', () => {
    const [u] = parseStoredUnits([{ id: 'a', name: 'A', pointsCost: 1, faction: 'Syenann', faction_id: 'feudom' }]);
    expect(u?.faction_id).toBe('feudom');
  });
});

describe('parseStoredList', () => {
  it('normalises the faction and parses units given as JSON text', () => {
    const list = parseStoredList({
      id: 'l1',
      name: 'Orcs',
      faction: 'Northern Tribes',
      units: JSON.stringify([{ id: 'alborc', name: 'Alborc', pointsCost: 50, quantity: 1 }]),
      created_at: '2025-01-02T00:00:00Z',
      user_id: 'u1',
      wab_id: 'wab-1',
      version: 3,
      deleted_at: null,
      source: 'cloud',
    });
    expect(list).toMatchObject({ id: 'l1', faction: 'northern-tribes', updated_at: '2025-01-02T00:00:00Z', user_id: 'u1', version: 3, source: 'cloud' });
    expect(list?.units).toHaveLength(1);
  });
  it('reads JSON text and derives a stable id when none is stored', () => {
    const raw = JSON.stringify({ name: 'X', faction: 'nope', units: [] });
    expect(parseStoredList(raw)).toMatchObject({ id: 'unknown:X', faction: 'unknown', created_at: '' });
  });
  it('bad units text is an empty list, not a failure', () => {
    expect(parseStoredList({ id: 'a', name: 'A', faction: 'syenann', units: '{bad' })?.units).toEqual([]);
  });
  it('null when not a list', () => {
    for (const raw of ['{bad', 'null', 42, null, { name: 'no units' }, { name: 'x', units: 5 }, { units: [] }, { name: 'x', units: null }]) {
      expect(parseStoredList(raw)).toBeNull();
    }
  });
});

describe('sortSavedLists', () => {
  it('dedupes by name keeping the newest, puts cloud lists first, then newest first', () => {
    const lists = [
      makeList({ id: 'l-old', name: 'A', updated_at: '2025-01-01T00:00:00Z', created_at: '2025-01-01T00:00:00Z' }),
      makeList({ id: 'l-new', name: 'A', updated_at: '2025-03-01T00:00:00Z', created_at: '2025-03-01T00:00:00Z' }),
      makeList({ id: 'c-1', name: 'B', source: 'cloud', updated_at: '2024-01-01T00:00:00Z', created_at: '2024-01-01T00:00:00Z' }),
      makeList({ id: 'l-2', name: 'C', updated_at: '2025-02-01T00:00:00Z', created_at: '2025-02-01T00:00:00Z' }),
      makeList({ id: 'c-2', name: 'D', user_id: 'u', updated_at: '2024-06-01T00:00:00Z', created_at: '2024-06-01T00:00:00Z' }),
    ];
    expect(sortSavedLists(lists).map((l) => l.id)).toEqual(['c-2', 'c-1', 'l-new', 'l-2']);
  });
  it('on equal times for one name keeps the cloud copy; bad dates count as oldest', () => {
    const t = '2025-01-01T00:00:00Z';
    const out = sortSavedLists([
      makeList({ id: 'local', name: 'A', created_at: t, updated_at: t }),
      makeList({ id: 'cloud', name: 'A', created_at: t, updated_at: t, source: 'cloud' }),
      makeList({ id: 'bad', name: 'B', created_at: 'nope', updated_at: '' }),
      makeList({ id: 'bad2', name: 'C', created_at: '2020-01-01T00:00:00Z', updated_at: 'garbage' }),
    ]);
    expect(out.map((l) => l.id)).toEqual(['cloud', 'bad2', 'bad']);
  });
  it('belongsTo: lists of no account are everyone\'s; an account\'s cloud list is its own only', () => {
    expect(belongsTo({}, null)).toBe(true);
    expect(belongsTo({ user_id: null }, 'a')).toBe(true);
    expect(belongsTo({ user_id: '' }, 'a')).toBe(true);
    expect(belongsTo({ user_id: 'a' }, 'a')).toBe(true);
    expect(belongsTo({ user_id: 'a' }, 'b')).toBe(false);
    expect(belongsTo({ user_id: 'a' }, null)).toBe(false);
  });

  it('isCloudList: source wins, else a user id', () => {
    expect(isCloudList({ source: 'local', user_id: 'u' })).toBe(false);
    expect(isCloudList({ user_id: 'u' })).toBe(true);
    expect(isCloudList({ user_id: null })).toBe(false);
  });
});
