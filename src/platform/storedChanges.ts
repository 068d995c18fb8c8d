/**
 * What this page has heard of changes to the device's stored content (issue 12): the sync
 * engine says when a pull brought rows of a seed group, or when it wrote a group a screen asked
 * for. A first visit's screen that shows the bundled copy of something (the landing's news, a
 * shared list's catalogue) starts reading the stored copy, and loads the database library for
 * it, only when there is something new in it; until then the bundled copy is what is stored.
 */
export type StoredGroup = 'core' | 'news' | 'reference' | 'terms';

const heard = new Set<StoredGroup>();
const listeners = new Map<StoredGroup, Set<() => void>>();

/** The stored rows of `group` changed (from another context: the sync engine's pull or seed). */
export function noteStoredChange(group: StoredGroup): void {
  heard.add(group);
  for (const listener of [...(listeners.get(group) ?? [])]) listener();
}

/** Calls `listener` once, when `group` has changed (at once if it already has); returns a cancel. */
export function whenStoredChanges(group: StoredGroup, listener: () => void): () => void {
  if (heard.has(group)) {
    listener();
    return () => undefined;
  }
  const set = listeners.get(group) ?? new Set<() => void>();
  listeners.set(group, set);
  const once = () => {
    set.delete(once);
    listener();
  };
  set.add(once);
  return () => set.delete(once);
}

/** Tests only: forget what was heard. */
export function resetStoredChanges(): void {
  heard.clear();
  listeners.clear();
}
