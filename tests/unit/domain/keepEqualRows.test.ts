/**
 * Rows read again keep the objects already shown when their data is the same
 * (src/domain/keepEqualRows.ts): the builder's cards are not drawn again when the device's copy
 * of the catalogue replaces the bundled one, and a changed unit is drawn with its new data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepEqualRows } from '../../../src/domain/keepEqualRows';

interface Row {
  id: string;
  name: string;
  points: number;
  keywords: string[];
}

const row = fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), name: fc.string(), points: fc.integer({ min: 0, max: 60 }), keywords: fc.array(fc.string(), { maxLength: 3 }) }, { noNullPrototype: true });
const rows = fc.uniqueArray(row, { selector: (r) => r.id, minLength: 1, maxLength: 12 });
const copy = (r: Row): Row => structuredClone(r);

describe('keepEqualRows', () => {
  it('gives back the array shown when a read finds the same rows as new objects', () => {
    fc.assert(
      fc.property(rows, (shown) => {
        expect(keepEqualRows(shown.map(copy), shown)).toBe(shown);
      }),
    );
  });

  it('keeps each unchanged row as the object shown and takes a changed one as read', () => {
    const alula = { id: 'alula', name: 'Alula', points: 25, keywords: ['Character'] };
    const njord = { id: 'njord', name: 'Njord', points: 30, keywords: [] };
    const read = [copy(alula), { ...copy(njord), points: 35 }];
    const kept = keepEqualRows(read, [alula, njord]);
    expect(kept).not.toBe(read);
    expect(kept[0]).toBe(alula);
    expect(kept[1]).toBe(read[1]);
    expect(kept[1]!.points).toBe(35);
  });

  it('says a row whose nested data changed is new: a keyword more', () => {
    const alula = { id: 'alula', name: 'Alula', points: 25, keywords: ['Character'] };
    const read = [{ ...copy(alula), keywords: ['Character', 'Ambusher'] }];
    expect(keepEqualRows(read, [alula])[0]).toBe(read[0]);
  });

  it('in another order: a new array in the order read, unless any order is the same list', () => {
    fc.assert(
      fc.property(
        rows.filter((r) => r.length >= 2),
        (shown) => {
          const reversed = [...shown].reverse().map(copy);
          const kept = keepEqualRows(reversed, shown);
          expect(kept).not.toBe(shown);
          expect(kept.map((r) => r.id)).toEqual(reversed.map((r) => r.id));
          kept.forEach((r) => expect(shown).toContain(r));
          expect(keepEqualRows([...shown].reverse().map(copy), shown, { anyOrder: true })).toBe(shown);
        },
      ),
    );
  });

  it('with any order, a row more, a row less or a changed row is still a new list', () => {
    const a = { id: 'a', name: 'A', points: 1, keywords: [] };
    const b = { id: 'b', name: 'B', points: 2, keywords: [] };
    const c = { id: 'c', name: 'C', points: 3, keywords: [] };
    expect(keepEqualRows([copy(b), copy(a), copy(c)], [a, b], { anyOrder: true })).toHaveLength(3);
    expect(keepEqualRows([copy(b)], [a, b], { anyOrder: true })).toEqual([b]);
    const changed = keepEqualRows([{ ...copy(b), points: 9 }, copy(a)], [a, b], { anyOrder: true });
    expect(changed.map((r) => r.points)).toEqual([9, 1]);
    expect(changed[1]).toBe(a);
  });

  it('nothing shown before: the rows as read', () => {
    const read = [{ id: 'a', name: 'A', points: 1, keywords: [] }];
    expect(keepEqualRows(read, undefined)).toBe(read);
    expect(keepEqualRows(read, [])).toBe(read);
  });
});
