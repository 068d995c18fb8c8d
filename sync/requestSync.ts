/**
 * "Sync now" for the screens (the profile's button, the builder's cloud save and data refresh,
 * the news refresh, community posts): asks whichever engine runs this page's sync — the sync
 * worker through its page link (sync/syncWorkerClient.ts), or the engine on this thread
 * (sync/startSync.ts) — and resolves with what happened, or null when none is running or the
 * run failed. Tiny on purpose: a screen that imports it never downloads the engine.
 */
import type { SyncOutcome } from './runSync';

export type SyncTrigger = 'start' | 'online' | 'visible' | 'timer' | 'retry' | 'manual' | 'write' | 'account' | 'seed';

export interface SyncRequestHandler {
  /** Run now (or join the running sync); never rejects. */
  trigger(reason: SyncTrigger): Promise<SyncOutcome | null>;
}

let current: SyncRequestHandler | null = null;

export function requestSync(): Promise<SyncOutcome | null> {
  return current ? current.trigger('manual') : Promise.resolve(null);
}

/** The engine (or the link to it) that answers requestSync(); null: none. */
export function setSyncRequestHandler(handler: SyncRequestHandler | null): void {
  current = handler;
}

/** The handler now answering requestSync() (so one that stops can leave a newer one in place). */
export function syncRequestHandler(): SyncRequestHandler | null {
  return current;
}
