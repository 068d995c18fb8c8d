/**
 * The sync engine's side of the page ↔ engine link (ARCHITECTURE.md: the sync engine runs in a
 * Web Worker). The page's link (sync/syncWorkerClient.ts) starts it with the database name, the
 * backend address and who is signed in; this side then seeds the bundled news, starts the
 * sync triggers (sync/startSync.ts) and runs the content pull, the outbox push and the list
 * pulls on the same IndexedDB. The page asks it for the other seed groups as its screens first
 * read them (src/db/seed/seedRequests.ts), so their writing is off the main thread too. The
 * page's screens see every write through their Dexie live queries (Dexie tells the other
 * contexts of the origin what changed).
 *
 * What stays with the page, asked for over the link:
 * - the session (sync rule 10): the page says who is signed in; every run asks the page's
 *   session owner for the current access token, and a 401 asks it to refresh; this side never
 *   refreshes a token and keeps none between runs;
 * - news sanitising (DOMPurify needs the page's DOM);
 * - Background Sync registration (the page's service-worker registration);
 * - local writes and the tab's visibility (a worker sees neither): the page forwards them.
 *
 * The same host runs on the page's own thread, over a MessageChannel, where Worker is missing.
 */
import { logger } from '../src/platform/logger';
import type { BackendConfig } from '../src/backend/config';
import { createRestClient } from '../src/backend/rest';
import { getDb, hasDb, openAppDatabase, setDb, type WarcrowDB } from '../src/db/database';
import { setOutboxAccount } from '../src/db/outbox';
import { ensureSeedGroup } from '../src/db/seed/ensureSeeded';
import { readLanguage } from '../src/db/repositories/keptEdits';
import { setSetting } from '../src/db/repositories/settings';
import { seedVersionKey, type SeedGroup } from '../src/db/seed/groups';
import { registerHtmlSanitiserLoader } from './newsIngest';
import { pulledGroups } from './pullContent';
import type { SyncOutcome } from './runSync';
import type { SyncTrigger } from './requestSync';
import { startSync, type SyncController } from './startSync';

export type PageToEngine =
  /** accountId: who is signed in on the page (null: a guest). */
  | { type: 'start'; dbName: string; config: BackendConfig | null; accountId: string | null; seed: boolean; language?: string }
  | { type: 'account'; accountId: string | null }
  /** The page's language changed: the names the engine gives lists (a conflict copy's) follow it. */
  | { type: 'language'; language: string }
  | { type: 'trigger'; id: number; reason: SyncTrigger }
  /** Write a seed group (a screen reads it for the first time); answered with 'seed-done'. */
  | { type: 'seed'; id: number; group: SeedGroup }
  | { type: 'write' }
  | { type: 'visibility'; visible: boolean }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'stop' };

export type EngineQuestion = { question: 'token' } | { question: 'refresh' } | { question: 'sanitise'; html: string };

export type EngineToPage =
  /** Whether the database opened here: the page says so when it cannot keep anything (src/db/availability.ts). */
  | { type: 'database'; available: boolean }
  /** Start-up's seeding is over; `news`: the bundled news is in the database. */
  | { type: 'seeded'; news: boolean }
  /** A pull brought rows of these seed groups (a first visit's bundled screens then read the stored copy). */
  | { type: 'pulled'; groups: SeedGroup[] }
  | { type: 'seed-done'; id: number; written: boolean }
  | { type: 'outcome'; id: number; outcome: SyncOutcome | null }
  | ({ type: 'ask'; id: number } & EngineQuestion)
  | { type: 'background-sync' };

/** A worker's global scope, or one end of a MessageChannel. */
export interface EnginePort {
  postMessage(message: EngineToPage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Start listening on `port`; stop() ends the engine's triggers (the page's own thread uses it). */
export function hostSyncEngine(port: EnginePort): { stop(): void } {
  let accountId: string | null = null;
  /** The token the page gave for the run in progress (asked for at the start of every run). */
  let accessToken: string | null = null;
  let controller: SyncController | null = null;
  let db: WarcrowDB | null = null;
  const writeListeners = new Set<() => void>();
  const visibilityListeners = new Set<(visible: boolean) => void>();
  const waiting = new Map<number, (value: unknown) => void>();
  let nextQuestion = 1;
  /** Commands that arrive before the engine has started (a "Sync now" during the seed) wait here. */
  const early: PageToEngine[] = [];
  /**
   * Settled once start-up has read what the device held: a screen's seed request waits for it,
   * so a catalogue written by this visit is never taken for one an earlier visit left (which
   * would have start-up write the terms a first visit does not download).
   */
  let startRead: Promise<void> = Promise.resolve();

  const ask = (question: EngineQuestion): Promise<unknown> =>
    new Promise((resolve) => {
      const id = nextQuestion++;
      waiting.set(id, resolve);
      port.postMessage({ type: 'ask', id, ...question });
    });

  async function start(message: Extract<PageToEngine, { type: 'start' }>): Promise<void> {
    let readDone = () => {};
    startRead = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    try {
      await startEngine(message, readDone);
    } finally {
      readDone();
    }
  }

  async function startEngine(message: Extract<PageToEngine, { type: 'start' }>, readDone: () => void): Promise<void> {
    db = hasDb() && getDb().name === message.dbName ? getDb() : openAppDatabase(message.dbName);
    setDb(db);
    accountId = message.accountId;
    setOutboxAccount(accountId);
    // Pulled news is sanitised by the page (its DOM), one item's HTML at a time.
    registerHtmlSanitiserLoader(() => Promise.resolve((html: string) => ask({ question: 'sanitise', html }).then(String)));
    // The news first: the content pull begins where the bundle ends (never fetching what it holds),
    // and a seeded group tells it this device seeds from the bundle (the others follow on request).
    // On a device that holds the catalogue, the terms its unit cards name too: a first visit's
    // builder names them from its own language's bundled texts, and the device's copy (which the
    // pull keeps current) takes over from the next start.
    // (Whether it held the catalogue is read first, and a screen's seed request waits for that
    // read: it writes the catalogue on a first visit.)
    // Whether this browser lets the app keep anything at all (some private modes refuse
    // IndexedDB): asked here, where the database is opened first, so the page need not load the
    // database library to find out on a first visit.
    let available = true;
    try {
      await db.open();
    } catch (error) {
      available = false;
      logger.error('The local database cannot be opened: nothing can be saved on this device', { error: String(error) });
    }
    port.postMessage({ type: 'database', available });
    if (!message.seed || !available) readDone();
    if (available && message.language !== undefined) void keepLanguage(db, message.language);
    let news = false;
    if (message.seed && available) {
      const heldCatalogue = (await db.syncState.get(seedVersionKey('core'))) !== undefined;
      readDone();
      news = (await ensureSeedGroup(db, 'news')) !== null;
      if (heldCatalogue) await ensureSeedGroup(db, 'terms');
    }
    port.postMessage({ type: 'seeded', news });
    /** The page's current token (refreshed by the page if due), or null for a guest. */
    const askToken = async () => {
      const token = accountId ? await ask({ question: 'token' }) : null;
      accessToken = typeof token === 'string' && token !== '' ? token : null;
    };
    /** One refresh at a time, however many requests the server refused together. */
    let refreshing: Promise<boolean> | null = null;
    const refreshFromPage = () => {
      refreshing ??= (async () => {
        const refreshed = (await ask({ question: 'refresh' })) === true;
        if (refreshed) await askToken();
        return refreshed && accessToken !== null;
      })().finally(() => {
        refreshing = null;
      });
      return refreshing;
    };
    const client = message.config ? createRestClient(message.config, () => accessToken, undefined, undefined, refreshFromPage) : null;
    controller = startSync({
      db,
      getClient: async () => {
        if (client) await askToken();
        return client;
      },
      // Without a token the server would take the player's writes for a stranger's: a run
      // with no token is a guest's (content only), and the push waits for the next one.
      getAccountId: () => (accessToken ? accountId : null),
      refreshSession: refreshFromPage,
      requestBackgroundSync: () => port.postMessage({ type: 'background-sync' }),
      onSynced: (content) => {
        const groups = pulledGroups(content);
        if (groups.length > 0) port.postMessage({ type: 'pulled', groups });
      },
      watchWrites: (listener) => {
        writeListeners.add(listener);
        return () => writeListeners.delete(listener);
      },
      watchVisibility: (listener) => {
        visibilityListeners.add(listener);
        return () => visibilityListeners.delete(listener);
      },
    });
    early.splice(0).forEach(handle);
  }

  function handle(message: PageToEngine): void {
    switch (message.type) {
      case 'start':
        if (db) return;
        void start(message).catch((error: unknown) => logger.error('The sync engine could not start', { error: String(error) }));
        return;
      case 'account':
        accountId = message.accountId;
        // The engine's own account change triggers a run for a player who just signed in.
        setOutboxAccount(accountId);
        return;
      case 'language':
        if (db) void keepLanguage(db, message.language);
        return;
      case 'answer':
        waiting.get(message.id)?.(message.value);
        waiting.delete(message.id);
        return;
      case 'seed':
        void seed(message);
        return;
      case 'trigger':
        if (!controller) {
          early.push(message);
          return;
        }
        void controller.trigger(message.reason).then((outcome) => port.postMessage({ type: 'outcome', id: message.id, outcome }));
        return;
      case 'write':
        writeListeners.forEach((listener) => listener());
        return;
      case 'visibility':
        visibilityListeners.forEach((listener) => listener(message.visible));
        return;
      case 'stop':
        stop();
        return;
    }
  }

  /** A group a screen asked for; once written, a pull brings what the server changed in it since the bundle. */
  async function seed(message: Extract<PageToEngine, { type: 'seed' }>): Promise<void> {
    await startRead;
    const result = db ? await ensureSeedGroup(db, message.group) : null;
    port.postMessage({ type: 'seed-done', id: message.id, written: result !== null });
    if (result?.applied) void controller?.trigger('seed');
  }

  /**
   * Kept in the database, where the service worker's Background Sync reads it too: the page's
   * language lives in its own storage, which no worker can read.
   */
  async function keepLanguage(database: WarcrowDB, language: string): Promise<void> {
    try {
      await setSetting('language', readLanguage(language), database);
    } catch (error) {
      logger.warn('The page language could not be kept for the sync engine', { error: String(error) });
    }
  }

  function stop(): void {
    controller?.stop();
    controller = null;
    waiting.forEach((resolve) => resolve(null));
    waiting.clear();
  }

  port.addEventListener('message', (event) => handle(event.data as PageToEngine));
  return { stop };
}
