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
