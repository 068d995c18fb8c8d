/**
 * When sync runs (ARCHITECTURE.md sync rule 8): at app start, when the device comes back
 * online, when the tab becomes visible again, on a timer while online, when someone signs
 * in, and a moment after each local write (any outbox entry this context adds, debounced).
 * A failed run is retried after a backoff (sync/backoff.ts: 200 ms doubled per consecutive
 * failure, jittered, capped, and at least the server's Retry-After), and no other automatic
 * trigger runs before then; a success resets it. A request that arrives while a run is going joins it and then runs
 * once more, so a write made mid-run is not left for the timer. Nothing here blocks a
 * screen: runs are fire-and-forget and report through syncState.
 */
import { logger } from '../src/platform/logger';
import { onOutboxAccountChange } from '../src/db/outbox';
import { syncGate, type SyncGate } from './backoff';
import { SyncError } from './errors';
import { isSyncRunning } from './lock';
import { runSync, type SyncDeps, type SyncOutcome } from './runSync';
import type { ContentPullResult } from './pullContent';
import { setSyncRequestHandler, syncRequestHandler, type SyncTrigger } from './requestSync';

/** How often sync runs while the app is open and online. */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;

/** Quiet time after the last local write before it is pushed (several quick edits, one run). */
export const WRITE_SYNC_DEBOUNCE_MS = 2000;

export type { SyncTrigger };

export interface SyncController {
  /** Run now (or join the running sync); never rejects. */
  trigger(reason: SyncTrigger): Promise<SyncOutcome | null>;
  stop(): void;
}

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export { requestSync } from './requestSync';

export interface SyncTriggerDeps extends SyncDeps {
  intervalMs?: number;
  writeDebounceMs?: number;
  /**
   * Hand what is left to the service worker's Background Sync (the page passes
   * sync/backgroundSync.ts): called when a run ends offline or failed, and when the page is
   * hidden (or closed) with a write still waiting for its debounced push.
   */
  requestBackgroundSync?: () => void;
  /** The backoff gate (this context's by default; tests pass their own). */
  gate?: SyncGate;
  clock?: () => number;
  /**
   * Calls back on each local write (by default this context's outbox 'creating' hook; the sync
   * worker hears the page's writes from the page). Returns the unsubscribe.
   */
  watchWrites?: (onWrite: () => void) => () => void;
  /**
   * Calls back when the page becomes visible (true) or hidden (false); by default this
   * context's document, which a worker does not have (the page tells it). Returns the unsubscribe.
   */
  watchVisibility?: (onChange: (visible: boolean) => void) => () => void;
  /** Calls back with what each run that reached the server pulled (the worker tells the page). */
  onSynced?: (content: ContentPullResult) => void;
}

interface DocumentLike extends EventTargetLike {
  visibilityState?: string;
}

function documentVisibility(onChange: (visible: boolean) => void): () => void {
  const doc = (globalThis as { document?: DocumentLike }).document;
  if (!doc) return () => undefined;
  const listener = () => onChange(doc.visibilityState === 'visible');
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}

export function startSync(deps: SyncTriggerDeps): SyncController {
  const { intervalMs = SYNC_INTERVAL_MS, writeDebounceMs = WRITE_SYNC_DEBOUNCE_MS, requestBackgroundSync } = deps;
  const isOnline = deps.isOnline ?? (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false);
  const gate = deps.gate ?? syncGate;
  const now = deps.clock ?? Date.now;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const scheduleRetry = (delay: number) => {
    clearRetry();
    if (stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void trigger('retry');
    }, delay);
  };

  async function trigger(reason: SyncTrigger): Promise<SyncOutcome | null> {
    if (stopped) return null;
    if (reason === 'online') gate.recordOnline();
    // One backoff for every trigger: while the gate is closed, only the player's own "Sync
    // now" goes through; anything else waits for the retry the gate has scheduled.
    const wait = gate.delay(now());
    if (wait > 0 && reason !== 'manual') {
      if (!retryTimer) scheduleRetry(wait);
      return null;
    }
    clearRetry();
    const joined = isSyncRunning(deps.db);
    try {
      // The connection is back by the word of the context that saw it (the page, for the sync
      // worker): the worker's own navigator.onLine can still say offline for a moment, and a run
      // that believed it would end 'offline' with nothing to bring it back until the timer.
      const online = reason === 'online' ? () => true : isOnline;
      let outcome = await runSync({ ...deps, isOnline: online });
      if (joined && !stopped) outcome = await runSync({ ...deps, isOnline: online });
      gate.recordSuccess();
      if (outcome.status === 'offline') requestBackgroundSync?.();
      if (outcome.status === 'synced') deps.onSynced?.(outcome.content);
      return outcome;
    } catch (error) {
      requestBackgroundSync?.();
      const network = error instanceof SyncError && error.status === 0 && error.code !== 'unexpected_response';
      const delay = gate.recordFailure(now(), { network });
      logger.debug('Sync will retry', { reason, failures: gate.consecutiveFailures, delay, retryable: error instanceof SyncError ? error.retryable : true });
      scheduleRetry(delay);
      return null;
    }
  }

  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  const target = globalThis as unknown as Partial<EventTargetLike>;
  const onOnline = () => void trigger('online');
  const onVisible = (visible: boolean) => {
    if (visible) void trigger('visible');
    else if (writeTimer) requestBackgroundSync?.();
  };
  target.addEventListener?.('online', onOnline);
  const stopVisibilityWatch = (deps.watchVisibility ?? documentVisibility)(onVisible);
  const interval = setInterval(() => {
    if (isOnline()) void trigger('timer');
  }, intervalMs);

  const onWrite = () => {
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = setTimeout(() => {
      writeTimer = null;
      void trigger('write');
    }, writeDebounceMs);
  };
  const watchWrites =
    deps.watchWrites ??
    ((listener: () => void) => {
      deps.db.outbox.hook('creating', listener);
      return () => deps.db.outbox.hook('creating').unsubscribe(listener);
    });
  const stopWriteWatch = watchWrites(onWrite);
  const stopAccountWatch = onOutboxAccountChange((accountId) => {
    if (accountId !== null) void trigger('account');
  });

  void trigger('start');

  const controller: SyncController = {
    trigger,
    stop: () => {
      stopped = true;
      if (syncRequestHandler() === controller) setSyncRequestHandler(null);
      clearRetry();
      clearInterval(interval);
      if (writeTimer) clearTimeout(writeTimer);
      stopWriteWatch();
      stopAccountWatch();
      target.removeEventListener?.('online', onOnline);
      stopVisibilityWatch();
    },
  };
  setSyncRequestHandler(controller);
  return controller;
}
