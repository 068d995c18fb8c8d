/**
 * Whether this browser lets the app keep anything (issue 13 item 12, "No database, said
 * plainly"). Some private modes refuse IndexedDB altogether: then the screens show the
 * catalogue from the bundle, the player can still build and share, and the shell says once,
 * and for as long as the page is open, that nothing can be saved on this device. A write
 * fails with storage.unavailable, never as if it had worked.
 *
 * The answer comes from opening the app's database once, after the first screen has painted:
 * on the page (src/main.tsx starts the probe on a device that holds content, which opens the
 * database at start-up anyway), or in the sync engine, which says what it found
 * (acceptDatabaseReport); until then it is 'unknown'.
 */
import { useSyncExternalStore } from 'react';
import { logger } from '../platform/logger';

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
      // Loaded here, not at import: the shell renders this notice, and Dexie stays out of the first-paint bundle.
      const { getDb } = await import('./database');
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

/**
 * What the sync engine found when it opened the database (src/auth/startAuth.ts passes it on):
 * the answer on a page that has not opened the database itself (a first visit's content page
 * never loads the database library). A probe of the page's own, when there is one, is the answer.
 */
export function acceptDatabaseReport(available: boolean): void {
  if (probing) return;
  set(available ? 'available' : 'unavailable');
}

function subscribe(listener: () => void): () => void {
  // The probe itself starts after the first screen has painted (src/main.tsx, onStartup), so
  // the shell's first render never downloads Dexie.
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const refused = () => state === 'unavailable';

/**
 * Whether this browser refuses the database (false while the start-up probe has not answered).
 * What the screens need to know; a yes/no, so the probe's 'available' answer re-renders no
 * screen (on a first visit it comes while the builder is busy drawing its grid).
 */
export function useDatabaseRefused(): boolean {
  return useSyncExternalStore(subscribe, refused, () => false);
}

/** Tests only: forget what was found. */
export function resetDatabaseAvailability(): void {
  state = 'unknown';
  probing = null;
}
