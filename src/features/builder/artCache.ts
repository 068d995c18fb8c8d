/**
 * We ship no art: images under /art/ are tried and the generated card or avatar is shown on
 * failure, without a burst of failing requests. Card images remember failed URLs for the
 * session. Portraits are probed one at a time: until one loads, avatars show initials while
 * at most PORTRAIT_PROBES portraits are tried in turn; if none loads the build has no portrait
 * art and no more are requested. Once one loads, every avatar tries its own portrait.
 */
import { useEffect, useSyncExternalStore } from 'react';

const failed = new Set<string>();

export function hasFailed(url: string): boolean {
  return failed.has(url);
}

export function markFailed(url: string): void {
  failed.add(url);
}

/** How many different portraits to try before deciding this build ships none. */
const PORTRAIT_PROBES = 3;

type PortraitArt = 'unknown' | 'available' | 'absent';
let portraitArt: PortraitArt = 'unknown';
let probes = 0;
let probing = false;
const waiting: string[] = [];
const listeners = new Set<() => void>();

function setPortraitArt(next: PortraitArt) {
  portraitArt = next;
  listeners.forEach((l) => l());
}

function probeNext() {
  if (probing || portraitArt !== 'unknown') return;
  const url = waiting.shift();
  if (url === undefined) return;
  if (probes >= PORTRAIT_PROBES) {
    setPortraitArt('absent');
    return;
  }
  probes += 1;
  probing = true;
  const img = new Image();
  img.onload = () => {
    probing = false;
    setPortraitArt('available');
  };
  img.onerror = () => {
    probing = false;
    failed.add(url);
    if (probes >= PORTRAIT_PROBES) setPortraitArt('absent');
    else probeNext();
  };
  img.src = url;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const portraitsAvailable = () => portraitArt === 'available';

/**
 * Whether avatars should load their portrait (false while the probe runs, and for good once it
 * finds none). A yes/no, so the probe's "none" re-renders no avatar: each shows its initials
 * either way.
 */
export function usePortraitArt(url: string): boolean {
  const available = useSyncExternalStore(subscribe, portraitsAvailable, portraitsAvailable);
  useEffect(() => {
    if (portraitArt === 'unknown' && !failed.has(url) && !waiting.includes(url)) {
      waiting.push(url);
      probeNext();
    }
  }, [url]);
  return available;
}
