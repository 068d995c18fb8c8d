// Issue 14: the budget and a Character's attachment travel through share codes, repricing, the
// list file and back; old codes and files (without them) read as "no budget" / "not attached".
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { toSelectedUnit } from '../../../src/domain/lists';
import { readImport, toListFile } from '../../../src/domain/listFile';
import { repriceList } from '../../../src/domain/repricing';
import { decodeShareCode, encodeShareCode } from '../../../src/domain/shareCode';
import type { SelectedUnit } from '../../../src/domain/types';
import { testCatalogue, unitById } from '../../fixtures/domain';

const cat = testCatalogue();
const unit = (id: string, attachedTo?: string): SelectedUnit => {
  const u = toSelectedUnit(unitById(id));
  if (attachedTo) u.attachedTo = attachedTo;
  return u;
};
const company = [unit('orc-hunters'), unit('contender', 'orc-hunters'), unit('iriavik-restless-pup'), unit('coal', 'iriavik-restless-pup')];
const base = { name: 'Company', faction: 'northern-tribes', created_at: '2026-11-01T00:00:00.000Z' };

describe('share codes (issue 14)', () => {
  it('carry the budget and the attachments', async () => {
    const decoded = await decodeShareCode(encodeShareCode({ ...base, units: company, budget: 300 }, cat.dataVersion), cat);
    expect(decoded?.budget).toBe(300);
    expect(decoded?.units.map((u) => [u.id, u.attachedTo ?? null])).toEqual([
      ['orc-hunters', null],
      ['contender', 'orc-hunters'],
      ['iriavik-restless-pup', null],
      ['coal', 'iriavik-restless-pup'],
    ]);
  });

  it('an old code (no budget, no attachments) still decodes: no budget, every Character unattached', async () => {
    const old = LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, dv: cat.dataVersion, ...base, units: company.map(({ attachedTo: _drop, ...u }) => u) }));
    const decoded = await decodeShareCode(old, cat);
    expect(decoded?.budget).toBeNull();
    expect(decoded?.units).toHaveLength(4);
    expect(decoded?.units.every((u) => u.attachedTo === undefined)).toBe(true);
  });

  it('an attachment follows a unit found by name, and one to a unit not in the list is dropped; odd values never cost the list', async () => {
    const code = LZString.compressToEncodedURIComponent(
      JSON.stringify({
        v: 1,
        ...base,
        budget: 'lots',
        units: [
          { id: 'old-hunters-id', name: 'Orc Hunters', quantity: 1 },
          { id: 'contender', name: 'Contender', quantity: 1, attachedTo: 'old-hunters-id' },
          { id: 'prime-warrior', name: 'Prime Warrior', quantity: 1, attachedTo: 'nobody' },
          { id: 'hersir', name: 'Hersir', quantity: 1, attachedTo: { evil: true } },
        ],
      }),
    );
    const decoded = await decodeShareCode(code, cat);
    expect(decoded?.budget).toBeNull();
    expect(decoded?.units.map((u) => [u.id, u.attachedTo ?? null])).toEqual([
      ['orc-hunters', null],
      ['contender', 'orc-hunters'],
      ['prime-warrior', null],
      ['hersir', null],
    ]);
  });

  it('property: budget and attachments round-trip for any budget and any attachment between list units', async () => {
    const ids = ['orc-hunters', 'battle-scarred', 'contender', 'hersir', 'coal', 'iriavik-restless-pup'];
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
        fc.array(fc.option(fc.constantFrom(...ids), { nil: undefined }), { minLength: ids.length, maxLength: ids.length }),
        async (budget, targets) => {
          const units = ids.map((id, i) => unit(id, targets[i] === id ? undefined : targets[i]));
          const decoded = await decodeShareCode(encodeShareCode({ ...base, units, budget }, cat.dataVersion), cat);
          expect(decoded?.budget).toBe(budget);
          expect(decoded?.units.map((u) => u.attachedTo ?? null)).toEqual(units.map((u) => u.attachedTo ?? null));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('repricing and the list file keep them (issue 14)', () => {
  it('repricing keeps each attachment on the updated and the recorded units', () => {
    const r = repriceList({ faction: 'northern-tribes', units: company.map((u) => ({ ...u, pointsCost: u.pointsCost + 5 })), dataVersion: 'older' }, cat);
    expect(r.updatedUnits.find((u) => u.id === 'contender')?.attachedTo).toBe('orc-hunters');
    expect(r.recordedUnits.find((u) => u.id === 'coal')?.attachedTo).toBe('iriavik-restless-pup');
  });

  it('export then import brings back the budget and the attachments', async () => {
    const file = toListFile([{ ...base, faction: 'northern-tribes', units: company, budget: 250, dataVersion: cat.dataVersion }], { exportedAt: '2026-11-24T00:00:00Z', appVersion: 'test' });
    const report = await readImport(JSON.stringify(file), { catalogue: cat });
    expect(report.problems).toEqual([]);
    expect(report.lists[0]?.budget).toBe(250);
    expect(report.lists[0]?.units.find((u) => u.id === 'contender')?.attachedTo).toBe('orc-hunters');
  });
});
