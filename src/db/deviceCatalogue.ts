/**
 * The catalogue this device holds, as a list is kept with it: factions, units and the
 * catalogue's data version, read in one transaction. `null` when the device holds none yet.
 *
 * The catalogue is written the first time a screen reads it (src/db/seed/groups.ts): a screen
 * that keeps a list at the device's prices the moment it is asked (a shared list opened on a
 * first visit, a community post opened before the catalogue is in) uses seedAndReadCatalogue.
 */
import { UNKNOWN_DATA_VERSION } from '../domain/constants';
import { getDb, type WarcrowDB } from './database';
import { readCatalogue, type LocalCatalogue } from './queries';
import { getSeedVersion } from './repositories/syncState';
import { requestSeedGroup } from './seed/seedRequests';

export interface StoredCatalogue {
  catalogue: LocalCatalogue;
  dataVersion: string;
}

export function readStoredCatalogue(db: WarcrowDB = getDb()): Promise<StoredCatalogue | null> {
  return db.transaction('r', db.factions, db.units, db.syncState, async () => {
    const [catalogue, seed] = await Promise.all([readCatalogue(db), getSeedVersion(db)]);
    const dataVersion = seed?.split(':')[0];
    const known = dataVersion !== undefined && dataVersion !== '' && dataVersion !== 'none' && dataVersion !== UNKNOWN_DATA_VERSION;
    return catalogue.units.length > 0 && known ? { catalogue, dataVersion } : null;
  });
}

/** The device's catalogue, written first if the device does not hold it yet; null if it cannot be (logged). */
export async function seedAndReadCatalogue(db: WarcrowDB = getDb()): Promise<StoredCatalogue | null> {
  await requestSeedGroup(db, 'core');
  return readStoredCatalogue(db);
}
