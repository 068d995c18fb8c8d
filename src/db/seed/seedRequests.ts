/**
 * Where a screen's "write this seed group" goes (issue 12 item 2: seeding runs in the sync
 * worker, off the main thread). The page's sync link registers itself as the seeder once it is
 * up; a request made before then (a screen's first render comes before the worker starts) waits
 * for it. A context that expects no sync worker (a test, a script) writes the group itself, and
 * so does a page whose sync link could not start (setSeeder(null)): nothing waits forever.
 *
 * Requests are made once per group and database while they succeed; a failed one may be made
 * again by the next screen that asks.
 */
import { logger } from '../../platform/logger';
import type { WarcrowDB } from '../database';
import type { SeedGroup } from './groups';

/** Writes a group somewhere else (the sync worker); settles when it is written or has failed. */
export type Seeder = (group: SeedGroup) => Promise<void>;

let seeder: Seeder | null = null;
let expectingSeeder = false;
const waiting: Array<{ db: WarcrowDB; group: SeedGroup; done: (sent: Promise<void>) => void }> = [];
const requested = new WeakMap<WarcrowDB, Map<SeedGroup, Promise<void>>>();

/** This page will start a sync worker: requests wait for its seeder instead of seeding here. */
export function expectSeeder(): void {
  if (!seeder) expectingSeeder = true;
}

/** The sync link's seeder, or null when there is none (it stopped, or could not start); waiting requests go now. */
export function setSeeder(next: Seeder | null): void {
  seeder = next;
  expectingSeeder = false;
  for (const request of waiting.splice(0)) request.done(send(request.db, request.group));
}

/** Write a group in this context (rejects when it was not written; ensureSeedGroup has logged why). */
export function seedHere(db: WarcrowDB, group: SeedGroup): Promise<void> {
  return import('./ensureSeeded')
    .then(({ ensureSeedGroup }) => ensureSeedGroup(db, group))
    .then((result) => {
      if (!result) throw new Error(`The ${group} seed was not written`);
    });
}

function send(db: WarcrowDB, group: SeedGroup): Promise<void> {
  return seeder ? seeder(group) : seedHere(db, group);
}

/** Ask for a seed group to be written into `db`; settles when it is (or when writing it failed, logged). Never rejects. */
export function requestSeedGroup(db: WarcrowDB, group: SeedGroup): Promise<void> {
  const groups = requested.get(db) ?? new Map<SeedGroup, Promise<void>>();
  requested.set(db, groups);
  let pending = groups.get(group);
  if (!pending) {
    pending = (expectingSeeder ? new Promise<void>((done) => waiting.push({ db, group, done })) : send(db, group)).catch((error: unknown) => {
      groups.delete(group);
      logger.info('A seed group was not written; the next screen that reads it asks again', { group, error: String(error) });
    });
    groups.set(group, pending);
  }
  return pending;
}
