/**
 * The device's catalogue as a read-only list view watches it (loaded after the first paint,
 * so the database library is not on a shared list's first path): factions, units and the
 * catalogue's data version, read in one transaction. `null` when the device holds none, or
 * when the database cannot be opened (the view then keeps the bundled catalogue).
 *
 * A shared list opened on a first visit does not ask for the device's catalogue (its prices
 * come from the bundled one): "Open in builder" does (db/deviceCatalogue.ts).
 */
import { liveQuery } from 'dexie';
import { getDb } from '../../db/database';
import { readStoredCatalogue, type StoredCatalogue } from '../../db/deviceCatalogue';
import { logger } from '../../platform/logger';

export type { StoredCatalogue };

export function watchStoredCatalogue(onChange: (stored: StoredCatalogue | null) => void): () => void {
  let subscription: { unsubscribe: () => void } | undefined;
  try {
    const db = getDb();
    subscription = liveQuery(() => readStoredCatalogue(db)).subscribe({
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

