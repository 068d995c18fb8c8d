/**
 * Where the signed-in session lives: a tiny IndexedDB key/value store of its own
 * (`warcrow-auth-<environment>`), separate from the app's Dexie database so that the page,
 * a sync worker and the service worker can all read the current tokens without opening
 * (or upgrading) the main schema (ARCHITECTURE.md sync rule 10).
 *
 * It implements supabase-js's storage contract (getItem / setItem / removeItem, async,
 * string values). Plain IndexedDB, no Dexie: this module must stay small and load in any
 * context. Where IndexedDB cannot be opened (private modes of old browsers) it falls back to
 * memory, so signing in still works for the life of the page.
 */
import { logger } from '../platform/logger';

export const SESSION_STORE_NAME = 'kv';
const SESSION_DB_VERSION = 1;

/** The key supabase-js stores the session under (also the name of its BroadcastChannel). */
export function authStorageKey(prefix: string): string {
  return `${prefix}warcrow-auth-token`;
}

export function sessionDatabaseName(environment: string): string {
  return `warcrow-auth-${environment}`;
}

export interface KeyValueStore {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
  /** Every key (for sign-out clean-up and tests). */
  keys(): Promise<string[]>;
  close(): void;
}

/** The session fields SPEC.md 3 lists, as supabase-js stores them. */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  expires_at?: number;
  token_type?: string;
  user: { id: string; email?: string | null } & Record<string, unknown>;
}

function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, SESSION_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(SESSION_STORE_NAME)) {
        request.result.createObjectStore(SESSION_STORE_NAME);
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open the session store'));
    request.onblocked = () => reject(new Error('The session store is blocked by another connection'));
  });
}

export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => Promise.resolve(values.get(key) ?? null),
    setItem: (key, value) => {
      values.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      values.delete(key);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...values.keys()]),
    close: () => undefined,
  };
}

/**
 * Opens the store lazily on first use. A failure to open falls back to memory once (logged)
 * rather than failing every auth call.
 */
export function createSessionStore(
  name: string,
  factory: IDBFactory | undefined = (globalThis as { indexedDB?: IDBFactory }).indexedDB,
): KeyValueStore {
  let opening: Promise<IDBDatabase | null> | null = null;
  let fallback: KeyValueStore | null = null;

  const database = (): Promise<IDBDatabase | null> => {
    opening ??= factory
      ? openDatabase(factory, name).then(
          (db) => {
            // Another context deleting or upgrading the store: let go and reopen next time.
            db.onversionchange = () => {
              db.close();
              opening = null;
            };
            return db;
          },
          (error: unknown) => {
            logger.warn('Session store unavailable; keeping the session in memory', { error: String(error) });
            return null;
          },
        )
      : Promise.resolve(null);
    return opening;
  };

  const run = async <T>(
    mode: IDBTransactionMode,
    fn: (store: IDBObjectStore) => IDBRequest<T>,
    inMemory: (store: KeyValueStore) => Promise<T>,
  ): Promise<T> => {
    const db = await database();
    if (!db) {
      fallback ??= createMemoryStore();
      return inMemory(fallback);
    }
    const tx = db.transaction(SESSION_STORE_NAME, mode);
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error ?? new Error('Session store transaction aborted'));
      tx.onerror = () => reject(tx.error ?? new Error('Session store transaction failed'));
    });
    const result = await requestToPromise(fn(tx.objectStore(SESSION_STORE_NAME)));
    await done;
    return result;
  };

  return {
    getItem: (key) =>
      run(
        'readonly',
        (store) => store.get(key) as IDBRequest<unknown>,
        (mem) => mem.getItem(key),
      ).then((value) => (typeof value === 'string' ? value : null)),
    setItem: (key, value) =>
      run(
        'readwrite',
        (store) => store.put(value, key),
        (mem) => mem.setItem(key, value).then(() => key),
      ).then(() => undefined),
    removeItem: (key) =>
      run(
        'readwrite',
        (store) => store.delete(key) as IDBRequest<unknown>,
        (mem) => mem.removeItem(key),
      ).then(() => undefined),
    keys: () =>
      run(
        'readonly',
        (store) => store.getAllKeys(),
        (mem) => mem.keys(),
      ).then((keys) => keys.filter((key): key is string => typeof key === 'string')),
    close: () => {
      void opening?.then((db) => db?.close());
      opening = null;
    },
  };
}

/** Parse what supabase-js stored; anything that is not a session reads as null. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const session = value as Partial<StoredSession>;
  if (typeof session.access_token !== 'string' || typeof session.refresh_token !== 'string') return null;
  if (!session.user || typeof session.user !== 'object' || typeof session.user.id !== 'string') return null;
  return session as StoredSession;
}

/** The stored session, for contexts that only read tokens (worker, service worker). */
export async function readStoredSession(store: KeyValueStore, storageKey: string): Promise<StoredSession | null> {
  return parseStoredSession(await store.getItem(storageKey));
}

/**
 * The access token if it is still valid for at least `marginS` seconds, else null: a reader
 * never refreshes (only the page does, under a Web Lock), it waits for the refresher.
 */
export async function readAccessToken(
  store: KeyValueStore,
  storageKey: string,
  { now = Date.now(), marginS = 30 }: { now?: number; marginS?: number } = {},
): Promise<string | null> {
  const session = await readStoredSession(store, storageKey);
  if (!session) return null;
  if (typeof session.expires_at === 'number' && session.expires_at - marginS <= now / 1000) return null;
  return session.access_token;
}

/** Remove the session and everything supabase-js keeps beside it (code verifier, user). */
export async function clearStoredSession(store: KeyValueStore, storageKey: string): Promise<void> {
  const keys = await store.keys();
  await Promise.all(keys.filter((key) => key === storageKey || key.startsWith(`${storageKey}-`)).map((key) => store.removeItem(key)));
}
