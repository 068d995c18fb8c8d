/**
 * Start-up of the local database, called once by the app shell: open `warcrow-<environment>`,
 * register it for the repositories and hooks, then in the background seed the bundled content
 * (unless the sync worker does: then each group is written when first read), bring along lists
 * from earlier versions, and drop a saved game that cannot be restored.
 * Nothing here needs the network. Background failures are logged, never thrown at the UI
 * (screens show their empty states and the next start tries again).
 */
import { logger } from '../platform/logger';
import { databaseNameFor, getDb, hasDb, openAppDatabase, setDb, type AppEnvironment, type WarcrowDB } from './database';
import { configuredDatabaseName } from './dbName';
import { importLegacyLists, type LegacyStorage } from './legacy/importLegacyLists';
import { loadCurrentGame } from './repositories/games';

function browserLocalStorage(): LegacyStorage | null {
  try {
    return (globalThis as { localStorage?: LegacyStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

export interface LocalDatabaseStart {
  db: WarcrowDB;
  /** Settles once seeding, the legacy import and the game check have finished (never rejects). */
  ready: Promise<void>;
}

export function startLocalDatabase(
  environment: AppEnvironment,
  {
    storage = browserLocalStorage(),
    seed = true,
  }: {
    storage?: LegacyStorage | null;
    /** false: the sync engine seeds (the page's sync worker does it off the main thread, sync/engineHost.ts). */
    seed?: boolean;
  } = {},
): LocalDatabaseStart {
  // A screen may already have opened the database on first use (getDb()); reuse it.
  const name = databaseNameFor(environment);
  const db = hasDb() || configuredDatabaseName() === name ? getDb() : openAppDatabase(name);
  setDb(db);
  const step = async (label: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      logger.error(`Local database start-up: ${label} failed`, { error: String(err) });
    }
  };
  const ready = (async () => {
    // The news and the catalogue with its terms; rules, FAQ and missions are seeded when first read.
    // Loaded only when this context seeds (on the page the sync worker does it, so the seed code stays out of the page).
    if (seed) {
      await step('seeding', async () => {
        const { ensureSeedGroup } = await import('./seed/ensureSeeded');
        await Promise.all([ensureSeedGroup(db, 'news'), ensureSeedGroup(db, 'core')]);
      });
    }
    if (storage) await step('importing old lists', () => importLegacyLists(db, storage));
    await step('checking the saved game', () => loadCurrentGame(db));
  })();
  return { db, ready };
}
