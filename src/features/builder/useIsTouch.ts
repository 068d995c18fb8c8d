import { useSyncExternalStore } from 'react';

/** Devices whose main pointer cannot hover get full-screen sheets instead of tooltips. */
const QUERY = '(hover: none), (pointer: coarse)';

function subscribe(callback: () => void) {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', callback);
  return () => mq.removeEventListener('change', callback);
}

export function useIsTouch(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
