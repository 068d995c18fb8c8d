import { useSyncExternalStore } from 'react';

interface MediaStore {
  subscribe: (callback: () => void) => () => void;
  matches: () => boolean;
}

/**
 * One MediaQueryList per query for the page's life: its `matches` follows the window, so a render
 * reads a property instead of asking the browser for a new list each time (React reads the
 * snapshot on every render and again after it commits), and the store's functions keep their
 * identity, so a render does not subscribe again.
 */
const stores = new Map<string, MediaStore>();

function mediaStore(query: string): MediaStore {
  let store = stores.get(query);
  if (!store) {
    let list: MediaQueryList | undefined;
    const mediaList = () => (list ??= window.matchMedia(query));
    store = {
      subscribe: (callback) => {
        const current = mediaList();
        current.addEventListener('change', callback);
        return () => current.removeEventListener('change', callback);
      },
      matches: () => mediaList().matches,
    };
    stores.set(query, store);
  }
  return store;
}

/** Whether the media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  const store = mediaStore(query);
  return useSyncExternalStore(store.subscribe, store.matches, () => false);
}
