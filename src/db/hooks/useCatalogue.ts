import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import { readCatalogue, type LocalCatalogue } from '../queries';
import { useBundledWhenNoDatabase } from './useBundledWhenNoDatabase';
import { useSeedGroup } from './useSeedGroup';

/**
 * Factions plus every unit; undefined while loading (the bundle's where there is no database).
 * `enabled` false: not read yet (a screen that needs it only later keeps it off its first render).
 * Mounting it asks for the core seed (the catalogue is written the first time a screen reads it).
 */
export const useCatalogue = (enabled = true): LocalCatalogue | undefined => {
  useSeedGroup('core');
  const stored = useLiveQuery(async () => (enabled ? readCatalogue(getDb()) : undefined), [enabled]);
  const bundled = useBundledWhenNoDatabase();
  return bundled ? { factions: bundled.factions, units: bundled.units } : stored;
};
