/**
 * One refresher of the session (ARCHITECTURE.md sync rule 10). Refresh tokens rotate and a
 * reused one ends the whole session, so two tabs (or a tab and a worker) refreshing at once
 * would sign the player out. supabase-js runs every auth operation inside the `lock` we give
 * it; this one is a Web Lock, shared by every context of the origin, so a second refresher
 * waits, then reads the already-refreshed session from the shared store and does nothing.
 *
 * Without Web Locks (old browsers, Node tests) it serialises within this context only.
 */
import type { LockFunc } from '@supabase/supabase-js';

interface LockManagerLike {
  request<T>(name: string, options: { mode?: 'exclusive'; ifAvailable?: boolean; signal?: AbortSignal }, fn: (lock: unknown) => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Thrown when the lock is not free in time; supabase-js's tick expects this class. */
async function acquireTimeoutError(name: string): Promise<Error> {
  const { NavigatorLockAcquireTimeoutError } = await import('@supabase/supabase-js');
  return new NavigatorLockAcquireTimeoutError(`Lock "${name}" is held by another context`);
}

const localQueues = new Map<string, Promise<unknown>>();

async function localLock<R>(name: string, acquireTimeout: number, fn: () => Promise<R>): Promise<R> {
  const previous = localQueues.get(name);
  if (previous && acquireTimeout === 0) throw await acquireTimeoutError(name);
  const run = (previous ?? Promise.resolve()).catch(() => undefined).then(fn);
  const settled = run.catch(() => undefined);
  localQueues.set(name, settled);
  try {
    return await run;
  } finally {
    if (localQueues.get(name) === settled) localQueues.delete(name);
  }
}

/**
 * acquireTimeout: 0 → only if free now; negative → wait as long as needed; positive → give
 * up after that many milliseconds.
 */
export const webLock: LockFunc = async <R,>(name: string, acquireTimeout: number, fn: () => Promise<R>): Promise<R> => {
  const locks = lockManager();
  if (!locks) return localLock(name, acquireTimeout, fn);
  if (acquireTimeout === 0) {
    let acquired = false;
    const result = await locks.request(name, { mode: 'exclusive', ifAvailable: true }, async (lock) => {
      if (!lock) return undefined;
      acquired = true;
      return fn();
    });
    if (!acquired) throw await acquireTimeoutError(name);
    return result as R;
  }
  const controller = acquireTimeout > 0 ? new AbortController() : null;
  const timer = controller ? setTimeout(() => controller.abort(), acquireTimeout) : null;
  try {
    return await locks.request(name, { mode: 'exclusive', ...(controller ? { signal: controller.signal } : {}) }, async () => {
      if (timer) clearTimeout(timer);
      return fn();
    });
  } catch (error) {
    if (controller?.signal.aborted && (error as { name?: unknown } | null)?.name === 'AbortError') throw await acquireTimeoutError(name);
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
  }
};
