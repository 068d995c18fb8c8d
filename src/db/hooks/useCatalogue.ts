import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import { readCatalogue, type LocalCatalogue } from '../queries';

/** Factions plus every unit; undefined while loading. */
export const useCatalogue = (): LocalCatalogue | undefined => useLiveQuery(() => readCatalogue(getDb()), []);
