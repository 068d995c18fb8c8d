/**
 * Rows read again, with every row equal to one already shown given back as that very object
 * (issue 12). A screen memoises what it draws on the identity of its rows: when the builder's
 * bundled catalogue gives way to the device's copy of the same data, or a live query reads its
 * tables again after an unrelated write, new objects with the same content would draw every
 * unit card again. Equal rows keep their object, and a list whose rows all kept theirs (in the
 * same order) keeps its array.
 *
 * `anyOrder`: the same rows in another order also keep the array shown, in its order. For rows
 * whose order the screens do not show as read (units, which the grid and tables sort): the
 * bundled file and the database list a faction's units in different orders.
 */
import equal from 'fast-deep-equal';

export function keepEqualRows<T extends { readonly id: string }>(next: T[], previous: T[] | undefined, options: { anyOrder?: boolean } = {}): T[] {
  if (previous === undefined || previous === next || previous.length === 0) return next;
  const before = new Map(previous.map((row) => [row.id, row]));
  let sameOrder = next.length === previous.length;
  const used = new Set<T>();
  const kept = next.map((row, index) => {
    const shown = before.get(row.id);
    const keep = shown !== undefined && (shown === row || equal(shown, row)) ? shown : row;
    if (keep !== previous[index]) sameOrder = false;
    if (keep === shown) used.add(shown);
    return keep;
  });
  if (sameOrder) return previous;
  // Every row shown before, each once, and nothing else: the same rows in another order.
  if (options.anyOrder && next.length === previous.length && used.size === previous.length && before.size === previous.length) return previous;
  return kept;
}
