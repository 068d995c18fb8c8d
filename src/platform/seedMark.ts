/**
 * Whether this device's local database holds the bundled seed, remembered in browser storage,
 * so a screen's first render can tell a first visit without opening the database (issue 12):
 * a first visit shows the bundled content at once, a seeded device waits for its own (which
 * the sync may have updated). The page writes it whenever a read shows the seed's state, so
 * a database emptied behind its back is caught by the next read that says otherwise.
 */
import { readStorage, writeStorage } from './environment';

const MARK = 'contentSeeded';

export function deviceHasSeed(): boolean {
  return readStorage(MARK) === '1';
}

export function noteSeed(seeded: boolean): void {
  if (seeded !== deviceHasSeed()) writeStorage(MARK, seeded ? '1' : null);
}
