import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import { readCatalogue, type LocalCatalogue } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';

/** Factions plus every unit; undefined while loading (the bundle's where there is no database). */
export const useCatalogue = (): LocalCatalogue | undefined => {
  const stored = useLiveQuery(() => readCatalogue(getDb()), []);
  const bundled = useBundledWhenNoDatabase();
  return bundled ? { factions: bundled.factions, units: bundled.units } : stored;
};
