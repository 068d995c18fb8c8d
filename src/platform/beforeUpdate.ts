/**
 * Work that must stop before a new version of the app takes over (Update Now).
 *
 * Chromium sends a dedicated worker's requests through the service worker's fetch event (the
 * static routes that let the page's backend calls skip it do not apply to workers). When the
 * sync worker's pull reached the running service worker just after Update Now asked the new
 * one to take over, the browser kept the old version alive for those requests and the takeover
 * waited until the page was closed: Update Now then reloaded on its fallback timer, and that
 * reload could hang. The page is about to reload anyway, so whatever registered here (the sync
 * worker) is stopped first; its writes are transactions, so a stopped run leaves nothing half
 * written, exactly as a reload would.
 */
const stops = new Set<() => void>();

/** Register `stop` to run before an update takes over; returns the unregister function. */
export function onBeforeUpdate(stop: () => void): () => void {
  stops.add(stop);
  return () => stops.delete(stop);
}

/** Run every registered stop once (one that throws does not keep the others from running). */
export function stopForUpdate(): void {
  const pending = [...stops];
  stops.clear();
  for (const stop of pending) {
    try {
      stop();
    } catch {
      // The page reloads next; a stop that failed changes nothing for the others.
    }
  }
}
