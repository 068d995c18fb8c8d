/**
 * When sync runs (ARCHITECTURE.md sync rule 8): at app start, when the device comes back
 * online, when the tab becomes visible again, and on a timer while online. A failed run is
 * retried after a backoff (200 ms doubled per consecutive failure, capped); a success resets
 * it. Nothing here blocks a screen: runs are fire-and-forget and report through syncState.
 */
import { logger } from '../src/app/logger';
import { backoffDelay } from './backoff';
import { SyncError } from './errors';
import { runSync, type SyncDeps, type SyncOutcome } from './runSync';

/** How often sync runs while the app is open and online. */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;

export type SyncTrigger = 'start' | 'online' | 'visible' | 'timer' | 'retry' | 'manual';

export interface SyncController {
  /** Run now (or join the running sync); never rejects. */
  trigger(reason: SyncTrigger): Promise<SyncOutcome | null>;
  stop(): void;
}

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

let current: SyncController | null = null;

/** Ask the running sync triggers for a run now (the profile's "Sync now"); null if none. */
export function requestSync(): Promise<SyncOutcome | null> {
  return current ? current.trigger('manual') : Promise.resolve(null);
}

export function startSync(deps: SyncDeps & { intervalMs?: number }): SyncController {
  const { intervalMs = SYNC_INTERVAL_MS } = deps;
  const isOnline = deps.isOnline ?? (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false);
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  async function trigger(reason: SyncTrigger): Promise<SyncOutcome | null> {
    if (stopped) return null;
    clearRetry();
    try {
      const outcome = await runSync({ ...deps, isOnline });
      failures = 0;
      return outcome;
    } catch (error) {
      failures += 1;
      const delay = backoffDelay(failures);
      logger.debug('Sync will retry', { reason, failures, delay, retryable: error instanceof SyncError ? error.retryable : true });
      if (!stopped) retryTimer = setTimeout(() => void trigger('retry'), delay);
      return null;
    }
  }

  const target = globalThis as unknown as Partial<EventTargetLike>;
  const doc = (globalThis as { document?: EventTargetLike & { visibilityState?: string } }).document;
  const onOnline = () => void trigger('online');
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void trigger('visible');
  };
  target.addEventListener?.('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisible);
  const interval = setInterval(() => {
    if (isOnline()) void trigger('timer');
  }, intervalMs);

  void trigger('start');

  const controller: SyncController = {
    trigger,
    stop: () => {
      stopped = true;
      if (current === controller) current = null;
      clearRetry();
      clearInterval(interval);
      target.removeEventListener?.('online', onOnline);
      doc?.removeEventListener('visibilitychange', onVisible);
    },
  };
  current = controller;
  return controller;
}
