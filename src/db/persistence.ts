/**
 * Asks the browser to keep our storage (navigator.storage.persist) once the player has
 * something worth keeping: after the first saved list. The answer is stored in settings so
 * the profile screen can show it. Browsers without the API record 'unsupported'.
 *
 * Never awaited by a save: Firefox may show a prompt the player leaves open for a long time.
 * Concurrent callers share one request.
 */
import { logger } from '../platform/logger';
import { getDb, type WarcrowDB } from './database';
import { getSetting, recordPersistentStorageAnswer } from './repositories/settings';
import type { PersistentStorageAnswer, PersistentStorageState } from './types';

/** The part of StorageManager we use; tests pass a fake. */
export interface PersistableStorage {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

function browserStorage(): PersistableStorage | undefined {
  return (globalThis as { navigator?: { storage?: PersistableStorage } }).navigator?.storage;
}

function isClosedDatabase(err: unknown): boolean {
  const cause = err instanceof Error ? err.cause : undefined;
  return (cause as { name?: unknown } | undefined)?.name === 'DatabaseClosedError';
}

/** One request at a time per database. */
const inFlight = new WeakMap<WarcrowDB, Promise<PersistentStorageAnswer>>();

async function askOnce(db: WarcrowDB, storage: PersistableStorage | undefined, now: number): Promise<PersistentStorageAnswer> {
  const known = await getSetting('persistentStorage', db);
  if (known) return known;
  let state: PersistentStorageState;
  if (!storage || typeof storage.persist !== 'function') {
    state = 'unsupported';
  } else {
    try {
      const already = typeof storage.persisted === 'function' ? await storage.persisted() : false;
      state = already || (await storage.persist()) ? 'granted' : 'denied';
    } catch (err) {
      logger.warn('Persistent storage request failed', { error: String(err) });
      state = 'error';
    }
  }
  const answer: PersistentStorageAnswer = { state, askedAt: new Date(now).toISOString() };
  await recordPersistentStorageAnswer(answer, db);
  return answer;
}

/**
 * Ask for persistent storage unless an answer is already recorded. Resolves to the answer;
 * never rejects (a failure to record is logged).
 */
export function ensurePersistentStorageRequested(
  { storage = browserStorage(), now = Date.now() }: { storage?: PersistableStorage | undefined; now?: number } = {},
  db: WarcrowDB = getDb(),
): Promise<PersistentStorageAnswer> {
  const running = inFlight.get(db);
  if (running) return running;
  const request = askOnce(db, storage, now)
    .catch((err: unknown): PersistentStorageAnswer => {
      // A closed database (the app shutting down, a test ending) has nowhere to record it.
      const level = isClosedDatabase(err) ? 'debug' : 'warn';
      logger[level]('Could not record the persistent storage answer', { error: String(err) });
      return { state: 'error', askedAt: new Date(now).toISOString() };
    })
    .finally(() => {
      inFlight.delete(db);
    });
  inFlight.set(db, request);
  return request;
}
