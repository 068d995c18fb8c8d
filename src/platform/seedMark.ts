/**
 * Whether this device's local database holds a group of the bundled seed, remembered in browser
 * storage, so a screen's first render can tell a first visit without opening the database
 * (issue 12): a first visit shows the bundled content at once, a seeded device waits for its
 * own (which the sync may have updated). The page writes it whenever a read shows the group's
 * state, so a database emptied behind its back is caught by the next read that says otherwise.
 *
 * One mark per group a first screen shows from the bundle: the catalogue (`core`, a shared
 * list's prices), the news (the landing) and the terms (the builder's unit cards), which a
 * device seeds at different times.
 */
import { readStorage, writeStorage } from './environment';

export type MarkedSeedGroup = 'core' | 'news' | 'terms';

const MARKS: Readonly<Record<MarkedSeedGroup, string>> = { core: 'contentSeeded', news: 'contentSeeded:news', terms: 'contentSeeded:terms' };

export function deviceHasSeed(group: MarkedSeedGroup): boolean {
  return readStorage(MARKS[group]) === '1';
}

export function noteSeed(group: MarkedSeedGroup, seeded: boolean): void {
  if (seeded !== deviceHasSeed(group)) writeStorage(MARKS[group], seeded ? '1' : null);
}

/**
 * Whether this device has held any of the bundled content before (a mark of any group): false on
 * a first visit, whose start-up has nothing in the local database to import, check or show.
 */
export function deviceHoldsContent(): boolean {
  return (Object.keys(MARKS) as MarkedSeedGroup[]).some(deviceHasSeed);
}
