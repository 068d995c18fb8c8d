import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readCatalogue, seededRows, type LocalCatalogue } from '../queries';
import { useBundledCatalogue } from './useBundledCatalogue';
import { useSeedGroup } from './useSeedGroup';
import { useKeptRows } from './useKeptRows';

/**
 * Factions plus every unit; undefined while loading, and while the catalogue's seed has not been
 * written yet (never an empty catalogue that would read as "no units"); the bundle's where there
 * is no database.
 * `enabled` false: not read yet (a screen that needs it only later keeps it off its first render).
 * Mounting it asks for the core seed (the catalogue is written the first time a screen reads it).
 */
export const useCatalogue = (enabled = true): LocalCatalogue | undefined => {
  useSeedGroup('core');
  const stored = useLiveQuery(async () => {
    if (!enabled) return undefined;
    // "Is it seeded" before the rows: the seed writes both in one transaction.
    const db = getDb();
    const seeded = await seededRows(db, []);
    const catalogue = await readCatalogue(db);
    return catalogue.units.length > 0 || seeded ? catalogue : undefined;
  }, [enabled]);
  const bundled = useBundledCatalogue(!enabled || stored !== undefined);
  // The same object while the bundle is shown: what the screen derives from it (company rules,
  // repricing) is computed once, not on every render.
  const fromBundle = useMemo(() => (bundled ? { factions: bundled.factions, units: bundled.units } : undefined), [bundled]);
  const read = fromBundle && enabled ? fromBundle : stored;
  // The device's copy of the bundled data (or a read again after an unrelated write) keeps the
  // rows, and the catalogue object, already given: what the screen derives is not redone.
  const factions = useKeptRows(read?.factions);
  // Units in another order are the same catalogue: the screens look them up or sort them.
  const units = useKeptRows(read?.units, { anyOrder: true });
  const given = useRef<LocalCatalogue | undefined>(undefined);
  const kept = useMemo(() => {
    if (!read || !factions || !units) return read;
    const before = given.current;
    if (before && before.factions === factions && before.units === units) return before;
    return factions === read.factions && units === read.units ? read : { factions, units };
  }, [read, factions, units]);
  useEffect(() => {
    if (kept) given.current = kept;
  }, [kept]);
  return kept;
};
