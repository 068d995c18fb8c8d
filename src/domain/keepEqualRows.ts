/**
 * Rows read again, with every row equal to one already shown given back as that very object
 * (issue 12). A screen memoises what it draws on the identity of its rows: when the builder's
 * bundled catalogue gives way to the device's copy of the same data, or a live query reads its
 * tables again after an unrelated write, new objects with the same content would draw every
 * unit card again. Equal rows keep their object, and a list whose rows all kept theirs (in the
 * same order) keeps its array.
 */
import equal from 'fast-deep-equal';

export function keepEqualRows<T extends { readonly id: string }>(next: T[], previous: T[] | undefined): T[] {
  if (previous === undefined || previous === next || previous.length === 0) return next;
  const before = new Map(previous.map((row) => [row.id, row]));
  let unchanged = next.length === previous.length;
  const kept = next.map((row, index) => {
    const shown = before.get(row.id);
    const keep = shown !== undefined && (shown === row || equal(shown, row)) ? shown : row;
    if (keep !== previous[index]) unchanged = false;
    return keep;
  });
  return unchanged ? previous : kept;
}
