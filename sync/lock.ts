/**
 * One sync at a time (ARCHITECTURE.md sync rule 7). Within a context, a call made while a
 * sync runs gets that sync's promise. Across tabs, a worker and the service worker, the
 * run holds a Web Lock, so another context's run waits for it and then finds little to do.
 * Where Web Locks are missing (old browsers, Node tests) the in-context guard still holds.
 */
export const SYNC_LOCK_NAME = 'warcrow-sync';

interface LockManagerLike {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

const running = new WeakMap<object, Promise<unknown>>();

/** Run `job` for `owner` (the database) under the sync lock, sharing a run already going. */
export function runGuarded<T>(owner: object, job: () => Promise<T>, name: string = SYNC_LOCK_NAME): Promise<T> {
  const current = running.get(owner) as Promise<T> | undefined;
  if (current) return current;
  const locks = lockManager();
  const run = (locks ? locks.request(name, job) : job()).finally(() => {
    if (running.get(owner) === run) running.delete(owner);
  });
  running.set(owner, run);
  return run;
}

/** True while a run for `owner` is in progress in this context. */
export function isSyncRunning(owner: object): boolean {
  return running.has(owner);
}
