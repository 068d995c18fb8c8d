// What a shared list's first render reads (src/features/builder/sharedListPrep.ts): worked out
// ahead of the render on a first visit, and the same as the render would have worked out.
import { describe, expect, it } from 'vitest';
import { companyCatalogue } from '../../../../src/domain/companies';
import { toSelectedUnit } from '../../../../src/domain/lists';
import { decodeShareCodeNow, encodeShareCode } from '../../../../src/domain/shareCode';
import { companyCatalogueOf, decodeSharedNow, prepareSharedList } from '../../../../src/features/builder/sharedListPrep';
import { testCatalogue, unitById } from '../../../fixtures/domain';

const cat = testCatalogue();
const list = {
  name: 'Ice and Fire',
  faction: 'northern-tribes',
  units: [toSelectedUnit(unitById('alborc'), 1), toSelectedUnit(unitById('warg-riders'), 2)],
  created_at: '2025-07-01T10:00:00.000Z',
};

describe('shared list preparation', () => {
  it('decodes a code once per catalogue, as the decoder does', () => {
    const code = encodeShareCode(list, cat.dataVersion);
    const first = decodeSharedNow(code, cat);
    expect(first).toEqual(decodeShareCodeNow(code, cat));
    expect(first?.ok && first.value.units.map((u) => [u.id, u.quantity])).toEqual([
      ['alborc', 1],
      ['warg-riders', 2],
    ]);
    expect(decodeSharedNow(code, cat)).toBe(first);
    // Another catalogue (the device's own once seeded) decodes again.
    const other = { ...cat, units: cat.units.map((u) => (u.id === 'alborc' ? { ...u, pointsCost: u.pointsCost + 5 } : u)) };
    const again = decodeSharedNow(code, other);
    expect(again).not.toBe(first);
    expect(again?.ok && again.value.units.find((u) => u.id === 'alborc')?.pointsCost).toBe(unitById('alborc').pointsCost + 5);
  });

  it('gives a bad code the decoder’s failure, and an older code to the asynchronous decoder', () => {
    expect(decodeSharedNow('not a code!', cat)).toEqual({ ok: false, issue: expect.objectContaining({ code: 'share.decompressFailed' }) });
    const zlib = Buffer.from([0x78, 0x9c, 1, 2, 3]).toString('base64url');
    expect(decodeSharedNow(zlib, cat)).toBeUndefined();
  });

  it('builds the company catalogue once per catalogue', () => {
    const company = companyCatalogueOf(cat.units);
    expect(company).toEqual(companyCatalogue(cat.units));
    expect(companyCatalogueOf(cat.units)).toBe(company);
  });

  it('prepares the list of the address before the first render', async () => {
    const fresh = { ...cat, units: [...cat.units] };
    const code = encodeShareCode(list, cat.dataVersion);
    await prepareSharedList(code, fresh);
    const prepared = decodeSharedNow(code, fresh);
    expect(prepared?.ok).toBe(true);
    await prepareSharedList(code, fresh);
    expect(decodeSharedNow(code, fresh)).toBe(prepared);
  });
});
