import { useEffect, useMemo, useRef } from 'react';
import { keepEqualRows } from '../../domain/keepEqualRows';

/**
 * `rows` with each row equal to one this hook gave before kept as that object, and the array
 * kept when nothing changed, or only the order where `anyOrder` (src/domain/keepEqualRows.ts):
 * what a screen memoises on the rows (a unit card, the grid's search words) is not redone for a
 * read that found the same data.
 */
export function useKeptRows<T extends { readonly id: string }>(rows: T[] | undefined, options: { anyOrder?: boolean } = {}): T[] | undefined {
  const given = useRef<T[] | undefined>(undefined);
  const anyOrder = options.anyOrder === true;
  const kept = useMemo(() => (rows === undefined ? undefined : keepEqualRows(rows, given.current, { anyOrder })), [rows, anyOrder]);
  useEffect(() => {
    if (kept !== undefined) given.current = kept;
  }, [kept]);
  return kept;
}
