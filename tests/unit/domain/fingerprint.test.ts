import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalListText, listFingerprint } from '../../../src/domain/fingerprint';

const list = {
  faction: 'northern-tribes',
  units: [
    { id: 'orc-hunters', quantity: 2 },
    { id: 'contender', quantity: 1, attachedTo: 'orc-hunters' },
    { id: 'alborc', quantity: 1 },
  ],
};

describe('list fingerprint', () => {
  it('is 8 hex digits in two groups, the same for the same list and data version', async () => {
    const a = await listFingerprint(list, 'v1');
    expect(a).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(await listFingerprint({ ...list, units: [...list.units] }, 'v1')).toBe(a);
  });

  it('changes with the data version, a quantity, an attachment or the faction', async () => {
    const a = await listFingerprint(list, 'v1');
    expect(await listFingerprint(list, 'v2')).not.toBe(a);
    expect(await listFingerprint({ ...list, units: [{ id: 'orc-hunters', quantity: 1 }, ...list.units.slice(1)] }, 'v1')).not.toBe(a);
    expect(await listFingerprint({ ...list, units: [list.units[0], { id: 'contender', quantity: 1 }, list.units[2]] as typeof list.units }, 'v1')).not.toBe(a);
    expect(await listFingerprint({ ...list, faction: 'syenann' }, 'v1')).not.toBe(a);
  });

  it('property: the order of the units never changes the canonical text', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(list.units, { minLength: list.units.length, maxLength: list.units.length }), (shuffled) => {
        expect(canonicalListText({ ...list, units: shuffled }, 'v1')).toBe(canonicalListText(list, 'v1'));
      }),
    );
  });
});
