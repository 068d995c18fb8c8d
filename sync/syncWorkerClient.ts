/**
 * The page's link to the sync worker (sync/worker.ts → sync/engineHost.ts). The page starts
 * it once after first paint; seeding (the news at once, the other groups when a screen first
 * reads them: the link is the page's seeder, src/db/seed/seedRequests.ts), the content pull,
 * the outbox push and the list pulls then run off the main thread, and the screens see their
 * results through Dexie live queries.
 *
 * The page keeps what only it can do and answers the engine's questions: who is signed in
 * (each change of account is passed on), the access token before each run and a refresh after
 * a 401 (the page's session owner, sync rule 10), news sanitising (DOMPurify on its DOM), and
 * Background Sync registration. It also tells the engine about this page's local writes (the
 * outbox hook) and the tab's visibility, which a worker cannot see.
 *
 * Where Worker is missing (or the worker script cannot start) the same engine runs on this
 * thread over a MessageChannel: same messages, same behaviour.
 */
import { logger } from '../src/platform/logger';
import type { BackendConfig } from '../src/backend/config';
import { getOutboxAccount, onOutboxAccountChange } from '../src/db/outbox';
import type { SeedGroup } from '../src/db/seed/groups';
import { seedHere, setSeeder } from '../src/db/seed/seedRequests';
import { noteSeed } from '../src/platform/seedMark';
import { noteStoredChange } from '../src/platform/storedChanges';
import type { EngineQuestion, EngineToPage, PageToEngine } from './engineHost';
import type { HtmlSanitiser } from './newsIngest';
import type { SyncOutcome } from './runSync';
import { setSyncRequestHandler, type SyncTrigger } from './requestSync';
import syncWorkerUrl from 'virtual:sync-worker-url';

export interface SyncWorkerDeps {
  /** The name of the database the engine syncs (the page's). */
  dbName: string;
  /**
   * Calls back on each local write of the page (its outbox 'creating' hook), which the engine is
   * told of; returns the unsubscribe. The page hooks its database once a screen has made it, so
   * that starting sync does not load the database library on the page.
   */
  watchPageWrites: (onWrite: () => void) => () => void;
  /** Whether the engine could open the database (the page says so when it cannot keep anything). */
  onDatabase?: (available: boolean) => void;
  config: BackendConfig | null;
  /** The session owner's current access token (refreshed if due); null when nobody is signed in. */
  accessToken: () => Promise<string | null>;
  /** Refresh the session after a 401; true when a fresh token is in place. */
  refreshSession: () => Promise<boolean>;
  /** The page's news sanitiser (loaded when news arrives). */
  loadSanitiser: () => Promise<HtmlSanitiser>;
  requestBackgroundSync: () => void;
  /** The page's language now, and a watch on its changes (the engine names conflict copies in it). */
  language?: () => string;
  watchLanguage?: (onChange: (language: string) => void) => () => void;
  /** The worker (a test or an old browser gives null: the engine runs on this thread). */
  createWorker?: () => Worker | null;
}

export interface SyncWorkerLink {
  /** Settles once the bundled news is in the local database (never rejects). */
  seeded: Promise<void>;
  /** 'worker' or 'main-thread': where the engine ended up. */
  where: () => 'worker' | 'main-thread' | 'starting';
  stop(): void;
}

interface PortLike {
  postMessage(message: PageToEngine): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

function browserWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(syncWorkerUrl, { type: 'module', name: 'warcrow-sync' });
  } catch (error) {
    logger.warn('The sync worker could not be created; sync runs on the page', { error: String(error) });
    return null;
  }
}

async function mainThreadPort(): Promise<{ port: PortLike; close: () => void }> {
  const { hostSyncEngine } = await import('./engineHost');
  const channel = new MessageChannel();
  const engine = hostSyncEngine(channel.port2 as unknown as Parameters<typeof hostSyncEngine>[0]);
  channel.port2.start();
  channel.port1.start();
  return {
    port: channel.port1,
    close: () => {
      engine.stop();
      channel.port1.close();
      channel.port2.close();
    },
  };
}

export function startSyncWorker(deps: SyncWorkerDeps): SyncWorkerLink {
  let where: 'worker' | 'main-thread' | 'starting' = 'starting';
  let port: PortLike | null = null;
  let stopped = false;
  let nextTrigger = 1;
  const outcomes = new Map<number, (outcome: SyncOutcome | null) => void>();
  /** Seed groups asked for and not yet answered: sent again to the engine on this thread if the worker fails. */
  const seeds = new Map<number, { group: SeedGroup; done: (written: boolean) => void }>();
  const stops: Array<() => void> = [];
  let signalSeeded: () => void = () => undefined;
  const seeded = new Promise<void>((resolve) => {
    signalSeeded = resolve;
  });
  /** Messages the page sends before the port is ready (a write during start-up) wait here. */
  const queued: PageToEngine[] = [];
  const send = (message: PageToEngine) => {
    if (port) port.postMessage(message);
    else queued.push(message);
  };

  async function answer(question: EngineQuestion): Promise<unknown> {
    try {
      if (question.question === 'sanitise') return (await deps.loadSanitiser())(question.html);
      if (question.question === 'token') return await deps.accessToken();
      return await deps.refreshSession();
    } catch (error) {
      logger.warn('The page could not answer the sync engine', { question: question.question, error: String(error) });
      return question.question === 'sanitise' ? '' : question.question === 'token' ? null : false;
    }
  }

  function onMessage(event: MessageEvent): void {
    const message = event.data as EngineToPage;
    switch (message.type) {
      case 'database':
        deps.onDatabase?.(message.available);
        return;
      case 'seeded':
        // The next visit's landing reads the stored news (the sync may have brought newer).
        if (message.news) noteSeed('news', true);
        signalSeeded();
        return;
      case 'pulled':
        message.groups.forEach(noteStoredChange);
        return;
      case 'seed-done':
        if (message.written) {
          const group = seeds.get(message.id)?.group;
          if (group) noteStoredChange(group);
        }
        seeds.get(message.id)?.done(message.written);
        seeds.delete(message.id);
        return;
      case 'outcome':
        outcomes.get(message.id)?.(message.outcome);
        outcomes.delete(message.id);
        return;
      case 'ask': {
        const { id, type: _type, ...question } = message;
        void answer(question).then((value) => send({ type: 'answer', id, value }));
        return;
      }
      case 'background-sync':
        deps.requestBackgroundSync();
        return;
    }
  }

  function connect(next: PortLike, kind: 'worker' | 'main-thread'): void {
    port = next;
    where = kind;
    next.addEventListener('message', onMessage);
    next.postMessage({ type: 'start', dbName: deps.dbName, config: deps.config, accountId: getOutboxAccount(), seed: true, language: deps.language?.() });
    seeds.forEach(({ group }, id) => next.postMessage({ type: 'seed', id, group }));
    queued.splice(0).forEach((message) => next.postMessage(message));
  }

  async function runOnThisThread(): Promise<void> {
    if (stopped) return;
    try {
      const channel = await mainThreadPort();
      connect(channel.port, 'main-thread');
      stops.push(channel.close);
    } catch (error) {
      // No engine anywhere (its code could not load): the screens' seed groups are written on
      // this page instead of waiting for an engine that will not come.
      logger.error('The sync engine could not start on the page either', { error: String(error) });
      setSeeder(null);
      const waiting = [...seeds.values()];
      seeds.clear();
      if (waiting.length > 0) {
        const { getDb } = await import('../src/db/database');
        for (const { group, done } of waiting) seedHere(getDb(), group).then(() => done(true), () => done(false));
      }
    }
  }

  const worker = (deps.createWorker ?? browserWorker)();
  if (worker) {
    // A worker script that cannot load (or crashes before seeding) hands over to this thread.
    const onError = (event: Event) => {
      logger.warn('The sync worker failed; sync runs on the page', { message: (event as ErrorEvent).message ?? null });
      worker.terminate();
      port = null;
      void runOnThisThread();
    };
    worker.addEventListener('error', onError, { once: true });
    void seeded.then(() => worker.removeEventListener('error', onError));
    connect(worker, 'worker');
    stops.push(() => worker.terminate());
  } else {
    void runOnThisThread();
  }

  // What the engine cannot see from its own context.
  stops.push(onOutboxAccountChange((accountId) => send({ type: 'account', accountId })));
  if (deps.watchLanguage) stops.push(deps.watchLanguage((language) => send({ type: 'language', language })));
  stops.push(deps.watchPageWrites(() => send({ type: 'write' })));
  if (typeof document !== 'undefined') {
    const onVisibility = () => send({ type: 'visibility', visible: document.visibilityState === 'visible' });
    document.addEventListener('visibilitychange', onVisibility);
    stops.push(() => document.removeEventListener('visibilitychange', onVisibility));
  }
  // Nor, in every browser (or under DevTools' network emulation), that the connection is back:
  // the page says so, so a backoff left by failures while offline opens at once instead of
  // waiting out its delay (up to SYNC_BACKOFF_CAP_MS). On this thread the engine hears it itself.
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    const onOnline = () => {
      if (where === 'worker') void handler.trigger('online');
    };
    window.addEventListener('online', onOnline);
    stops.push(() => window.removeEventListener('online', onOnline));
  }

  const handler = {
    trigger: (reason: SyncTrigger) =>
      new Promise<SyncOutcome | null>((resolve) => {
        if (stopped) return resolve(null);
        const id = nextTrigger++;
        outcomes.set(id, resolve);
        send({ type: 'trigger', id, reason });
      }),
  };
  setSyncRequestHandler(handler);
  setSeeder(
    (group) =>
      new Promise<void>((resolve, reject) => {
        if (stopped) return reject(new Error('Sync has stopped'));
        const id = nextTrigger++;
        seeds.set(id, { group, done: (written) => (written ? resolve() : reject(new Error(`The ${group} seed was not written`))) });
        port?.postMessage({ type: 'seed', id, group });
      }),
  );

  return {
    seeded,
    where: () => where,
    stop: () => {
      stopped = true;
      port?.postMessage({ type: 'stop' });
      setSyncRequestHandler(null);
      setSeeder(null);
      seeds.forEach(({ done }) => done(false));
      seeds.clear();
      stops.splice(0).forEach((stop) => stop());
      outcomes.forEach((resolve) => resolve(null));
      outcomes.clear();
    },
  };
}
