/**
 * The page's half of Background Sync: ask the browser to wake the service worker for the
 * outbox once it has a connection (sw/backgroundSync.ts does the run). Chromium has it;
 * elsewhere this does nothing and the next app start syncs instead.
 */
import { logger } from '../src/platform/logger';

export const OUTBOX_SYNC_TAG = 'warcrow-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

interface ContainerLike {
  getRegistration(): Promise<{ sync?: SyncManagerLike } | undefined>;
}

/** True when the browser took the request. Never rejects. */
export async function requestBackgroundSync(): Promise<boolean> {
  const container = (globalThis as { navigator?: { serviceWorker?: ContainerLike } }).navigator?.serviceWorker;
  if (!container) return false;
  try {
    const manager = (await container.getRegistration())?.sync;
    if (!manager) return false;
    await manager.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    // Permission blocked, or no active worker yet: the page's own triggers still run.
    logger.info('Background Sync not available', { error: String(error) });
    return false;
  }
}
