/**
 * "A list was kept twice": said by whichever context's sync made the copy (the sync worker,
 * the service worker's Background Sync, or the page's own engine where there is no worker),
 * after the copy's transaction, and heard by every page of the app, which tells the player.
 * A BroadcastChannel does not deliver to its sender, so listeners in the same context are
 * called directly. Nothing is kept: the notice itself is in the database (keptEdits.ts).
 */
const CHANNEL = 'warcrow-kept-edits';

type Listener = (count: number) => void;
const here = new Set<Listener>();

export function announceKeptEdits(count: number): void {
  here.forEach((listener) => listener(count));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ count });
  channel.close();
}

/** Listen for copies made anywhere on this device; returns the unsubscribe. */
export function onKeptEdits(listener: Listener): () => void {
  here.add(listener);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      // Another context's message: only a small whole count is taken.
      const count = (event.data as { count?: unknown } | null)?.count;
      if (typeof count === 'number' && Number.isInteger(count) && count > 0 && count <= 1000) listener(count);
    };
  }
  return () => {
    here.delete(listener);
    channel?.close();
  };
}
