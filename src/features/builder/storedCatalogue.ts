/**
 * The device's catalogue as a read-only list view watches it (loaded after the first paint,
 * so the database library is not on a shared list's first path): factions, units and the
 * catalogue's data version, read in one transaction. `null` when the device holds none, or
 * when the database cannot be opened (the view then keeps the bundled catalogue).
 */
import { liveQuery } from 'dexie';
import { getDb } from '../../db/database';
import { readCatalogue, type LocalCatalogue } from '../../db/queries';
import { getSeedVersion } from '../../db/repositories/syncState';
import { UNKNOWN_DATA_VERSION } from '../../domain/constants';
import { logger } from '../../platform/logger';

export interface StoredCatalogue {
  catalogue: LocalCatalogue;
  dataVersion: string;
}

export function watchStoredCatalogue(onChange: (stored: StoredCatalogue | null) => void): () => void {
  let subscription: { unsubscribe: () => void } | undefined;
  try {
    const db = getDb();
    subscription = liveQuery(() =>
      db.transaction('r', db.factions, db.units, db.syncState, async () => {
        const [catalogue, seed] = await Promise.all([readCatalogue(db), getSeedVersion(db)]);
        const dataVersion = seed?.split(':')[0];
        const known = dataVersion !== undefined && dataVersion !== '' && dataVersion !== 'none' && dataVersion !== UNKNOWN_DATA_VERSION;
        return catalogue.units.length > 0 && known ? { catalogue, dataVersion } : null;
      }),
    ).subscribe({
      next: onChange,
      error: (error: unknown) => {
        logger.warn('Could not read the stored catalogue', { error: String(error) });
        onChange(null);
      },
    });
  } catch (error) {
    logger.warn('Could not read the stored catalogue', { error: String(error) });
    onChange(null);
  }
  return () => subscription?.unsubscribe();
}

