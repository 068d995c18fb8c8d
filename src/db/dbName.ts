/**
 * The name of the app's database, configured at start-up without importing Dexie, so the
 * first paint does not wait for the database library: getDb() opens it on first use.
 */
let configuredName: string | null = null;

export function configureDatabaseName(name: string): void {
  configuredName = name;
}

export function configuredDatabaseName(): string | null {
  return configuredName;
}

/** What the page's database object offers those that wait for it without importing Dexie. */
export interface PageDatabase {
  name: string;
  outbox: { hook(event: 'creating', listener: () => void): void; hook(event: 'creating'): { unsubscribe(listener: () => void): void } };
}

let pageDatabase: PageDatabase | null = null;
const waitingForDatabase = new Set<(db: PageDatabase) => void>();

/** The database layer says which database object this context now uses (getDb, setDb). */
export function notePageDatabase(db: PageDatabase | null): void {
  pageDatabase = db;
  if (db) for (const listener of [...waitingForDatabase]) listener(db);
}

/**
 * Calls `listener` with this context's database object once it is made (at once if it is), and
 * again if another replaces it: the sync link hooks the page's outbox writes there, without
 * making the page load the database library before a screen needs it. Returns a cancel.
 */
export function whenPageDatabase(listener: (db: PageDatabase) => void): () => void {
  waitingForDatabase.add(listener);
  if (pageDatabase) listener(pageDatabase);
  return () => waitingForDatabase.delete(listener);
}
