/**
 * Work that starts after first paint and never blocks a screen: service-worker registration
 * and the update check. Later parts (database seed, auth, sync) hook in here.
 */
import { logger } from './logger';

let started = false;
const startupTasks: Array<() => void | Promise<void>> = [];

/** Register a task to run once the app has painted (idempotent start). */
export function onStartup(task: () => void | Promise<void>): void {
  startupTasks.push(task);
  if (started) void runTask(task);
}

async function runTask(task: () => void | Promise<void>) {
  try {
    await task();
  } catch (error) {
    logger.error('Startup task failed', { error: String(error) });
  }
}

export function startBackgroundServices(): void {
  if (started) return;
  started = true;
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./registerServiceWorker').then((m) => m.registerServiceWorker());
  }
  startupTasks.forEach((task) => void runTask(task));
}
