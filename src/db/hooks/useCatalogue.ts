import { useMemo } from 'react';
import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { readCatalogue, seededRows, type LocalCatalogue } from '../queries';
import { useBundledCatalogue } from './useBundledCatalogue';
import { useSeedGroup } from './useSeedGroup';

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
  return fromBundle && enabled ? fromBundle : stored;
};
