/**
 * Work that starts after the first screen has painted and never blocks it: the database seed,
 * auth and sync (main.tsx and auth/startAuth.ts register their tasks with onStartup), and,
 * once the page has loaded and is idle, service-worker registration and the update check.
 */
import { useEffect } from 'react';
import { logger } from '../platform/logger';
import { afterFirstContentfulPaint, whenPageIdle } from '../platform/afterPaint';

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

/** Longest wait for an idle moment once the page has loaded (a page that is never idle still gets its worker). */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 4000;

export function startBackgroundServices(): void {
  if (started) return;
  started = true;
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Once the page is idle: the precache then downloads after the first screen's own
    // requests, never alongside them.
    whenPageIdle(() => void import('./registerServiceWorker').then((m) => m.registerServiceWorker()), SERVICE_WORKER_IDLE_TIMEOUT_MS);
  }
  startupTasks.forEach((task) => void runTask(task));
}

/**
 * Rendered after the screen inside the screen's Suspense boundary (ScreenSwitch), so its
 * effect runs once the first screen is committed; the work then starts once the browser
 * reports that screen's first contentful paint (a frame callback can come before the frame
 * is on screen).
 */
export function StartAfterFirstScreen(): null {
  useEffect(() => {
    if (started) return;
    // Not cancelled on unmount: the services start once, whatever screen comes next.
    afterFirstContentfulPaint(() => startBackgroundServices());
  }, []);
  return null;
}
