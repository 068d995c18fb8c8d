/**
 * Whether this browser lets the app keep anything (issue 13 item 12, "No database, said
 * plainly"). Some private modes refuse IndexedDB altogether: then the screens show the
 * catalogue from the bundle, the player can still build and share, and the shell says once,
 * and for as long as the page is open, that nothing can be saved on this device. A write
 * fails with storage.unavailable, never as if it had worked.
 *
 * The answer comes from opening the app's database once (the first screen that asks starts
 * it); until then it is 'unknown'.
 */
import { useSyncExternalStore } from 'react';
import { logger } from '../platform/logger';
import { getDb } from './database';

export type DatabaseAvailability = 'unknown' | 'available' | 'unavailable';

let state: DatabaseAvailability = 'unknown';
let probing: Promise<DatabaseAvailability> | null = null;
const listeners = new Set<() => void>();

function set(next: DatabaseAvailability): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Open the database once and record whether it could be. Never rejects. */
export function probeDatabase(): Promise<DatabaseAvailability> {
  probing ??= (async () => {
    try {
      const db = getDb();
      await db.open();
      set('available');
    } catch (error) {
      logger.error('The local database cannot be opened: nothing can be saved on this device', { error: String(error) });
      set('unavailable');
    }
    return state;
  })();
  return probing;
}

export function databaseAvailability(): DatabaseAvailability {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void probeDatabase();
  return () => {
    listeners.delete(listener);
  };
}

/** The database's availability, starting the probe on first use. */
export function useDatabaseAvailability(): DatabaseAvailability {
  return useSyncExternalStore(subscribe, databaseAvailability, () => 'unknown');
}

/** Tests only: forget what was found. */
export function resetDatabaseAvailability(): void {
  state = 'unknown';
  probing = null;
}
