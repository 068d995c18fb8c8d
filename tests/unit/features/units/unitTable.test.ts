import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasOnlyMercenaries, tableRows } from '../../../../src/features/units/unitTable';
import type { Unit } from '../../../../src/domain/types';

const catalogue = JSON.parse(readFileSync('supabase/seed/catalogue.json', 'utf8')) as { units: Unit[] };
const units = catalogue.units;

describe('unit-stats table', () => {
  it('sorts by points both ways, ties broken by name', () => {
    const asc = tableRows(units, { faction: 'all', search: '', sort: 'points', dir: 'asc' }, 'en');
    const points = asc.map((u) => u.pointsCost);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const desc = tableRows(units, { faction: 'all', search: '', sort: 'points', dir: 'desc' }, 'en');
    expect(desc[0]!.pointsCost).toBe(Math.max(...points));
  });

  it('sorts by name, command and availability', () => {
    const byName = tableRows(units, { faction: 'syenann', search: '', sort: 'name', dir: 'asc' }, 'en').map((u) => u.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const command = tableRows(units, { faction: 'all', search: '', sort: 'command', dir: 'desc' }, 'en');
    expect(command[0]!.command).toBe(Math.max(...units.map((u) => u.command)));
    const availability = tableRows(units, { faction: 'all', search: '', sort: 'availability', dir: 'asc' }, 'en');
    expect(availability[0]!.availability).toBe(Math.min(...units.map((u) => u.availability)));
  });

  it('filters by faction and by name text', () => {
    const tribes = tableRows(units, { faction: 'northern-tribes', search: '', sort: 'name', dir: 'asc' }, 'en');
    expect(tribes.length).toBeGreaterThan(0);
    expect(tribes.every((u) => u.faction_id === 'northern-tribes')).toBe(true);
    const vercana = tableRows(units, { faction: 'all', search: 'vercana', sort: 'name', dir: 'asc' }, 'en');
    // A mercenary is listed once for each faction she serves.
    expect(new Set(vercana.map((u) => u.faction_id)).size).toBe(vercana.length);
    expect(vercana.length).toBeGreaterThan(1);
  });

  it("knows Feudom has only mercenaries so far, and the others do not", () => {
    expect(hasOnlyMercenaries(units, 'feudom')).toBe(true);
    expect(hasOnlyMercenaries(units, 'syenann')).toBe(false);
  });
});
