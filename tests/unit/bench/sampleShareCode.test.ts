// The Lighthouse bench measures /shared-list/{code} with this code: it must open a real list
// (a leader and three priced units of one faction, priced from the catalogue), not an error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleShareCode } from '../../../bench/sampleShareCode';
import { decodeShareCodeResult } from '../../../src/domain/shareCode';
import type { Catalogue } from '../../../src/domain/catalogue';

const catalogue = JSON.parse(readFileSync('supabase/seed/catalogue.json', 'utf8')) as Catalogue;

describe('the bench share code', () => {
  it('decodes against the seeded catalogue to a list of four units with a High Command leader', async () => {
    const result = await decodeShareCodeResult(sampleShareCode(), catalogue);
    if (!result.ok) throw new Error(`decode failed: ${result.issue.code}`);
    const list = result.value;
    expect(list.units).toHaveLength(4);
    expect(list.droppedUnitIds).toEqual([]);
    expect(list.staleData).toBe(false);
    expect(list.units.filter((u) => u.highCommand)).toHaveLength(1);
    expect(new Set(list.units.map((u) => u.faction_id))).toEqual(new Set([list.faction]));
    for (const unit of list.units) {
      const entry = catalogue.units.find((u) => u.id === unit.id);
      expect(entry?.pointsCost).toBe(unit.pointsCost);
    }
    expect(list.units.filter((u) => !u.highCommand).every((u) => u.pointsCost > 0)).toBe(true);
  });
});
