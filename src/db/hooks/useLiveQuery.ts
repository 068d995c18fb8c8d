/**
 * Dexie's live queries as a hook, with their results handed to the screens together.
 *
 * dexie-react-hooks' useLiveQuery re-renders its component for each result as it comes; a
 * screen that reads several things (the builder reads about a dozen) rendered once per
 * result when the database opened, and once more per read when the seed or a sync wrote the
 * tables they watch: each result arrives in a task of its own (issue 12: on a first visit
 * those renders came one after another while the grid was still being drawn). Here a result
 * is kept and its delivery queued; the results that come in before the queue is next emptied
 * (a task later) are delivered in that one task, so Preact renders each screen once for all
 * of them. Within one query only the latest result is delivered. Everything else (the last
 * result kept while a query with new arguments reads, errors thrown to the error boundary) is
 * dexie-react-hooks' useObservable.
 */
import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';

type Delivery = () => void;

const queued = new Set<Delivery>();
let flushing: ReturnType<typeof setTimeout> | null = null;

function flush(): void {
  flushing = null;
  const deliveries = [...queued];
  queued.clear();
  for (const deliver of deliveries) deliver();
}

/**
 * A hidden tab's timers run at most once a second: results that came in while the tab was in
 * the background are delivered as soon as it is shown, not at its next timer.
 */
function flushWhenShown(): void {
  if (document.visibilityState !== 'visible' || flushing === null) return;
  clearTimeout(flushing);
  flush();
}

let watchingVisibility = false;

function enqueue(deliver: Delivery): void {
  queued.add(deliver);
  // A timer, not a microtask: results that arrive in the tasks already waiting join this one.
  flushing ??= setTimeout(flush, 0);
  if (!watchingVisibility && typeof document !== 'undefined') {
    watchingVisibility = true;
    document.addEventListener('visibilitychange', flushWhenShown);
  }
}

/** What deliveredTogether needs of a source: Dexie's liveQuery observable is one. */
export interface ValueSource<T> {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

/** `source`'s values and errors, delivered through the shared queue (the latest of each query per flush). */
export function deliveredTogether<T>(source: ValueSource<T>): InteropableObservable<T> {
  return {
    // Never a value at subscription: useObservable would otherwise subscribe and unsubscribe at
    // once to look for one, which for a Dexie query runs the query a second time.
    hasValue: () => false,
    subscribe(onNext, onError) {
      let pending: { value: T } | { error: unknown } | null = null;
      const deliver = () => {
        const next = pending;
        pending = null;
        if (next === null) return;
        if ('error' in next) onError?.(next.error);
        else onNext(next.value);
      };
      const subscription = source.subscribe({
        next: (value) => {
          pending = { value };
          enqueue(deliver);
        },
        error: (error: unknown) => {
          pending = { error };
          enqueue(deliver);
        },
      });
      return () => {
        queued.delete(deliver);
        pending = null;
        subscription.unsubscribe();
      };
    },
  };
}

/**
 * The result of `querier`, run again whenever what it read changes; undefined (or
 * `defaultResult`) until its first result. A drop-in for dexie-react-hooks' useLiveQuery.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: TDefault): T | TDefault;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: TDefault): T | TDefault | undefined {
  return useObservable(() => deliveredTogether(liveQuery(querier)), deps, defaultResult);
}
