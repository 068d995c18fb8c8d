/**
 * Where the page was scrolled on each history entry (by the router's location key,
 * src/ui/router.tsx), so that Back, Forward and a reload return the player to the place they
 * left (a long rules chapter, the unit table) instead of the top. Kept in this tab's
 * sessionStorage, which outlives a reload and belongs to this tab's history only; what is read
 * back is checked, never trusted.
 */
const STORAGE_KEY = 'warcrow:scroll-positions';
/** The most recent entries kept (older ones are dropped). */
const MAX_ENTRIES = 50;

let positions: Map<string, number> | null = null;

/**
 * The name a history entry is remembered under: the router's key, which its history state
 * carries across a reload. An entry the router did not create (the tab's first page, one a
 * #section link added) has the key "default" in every document, so it is told apart by its
 * address.
 */
export function scrollEntryId(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}`.slice(0, 64) : location.key;
}

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(raw)) {
      for (const entry of raw.slice(-MAX_ENTRIES)) {
        if (Array.isArray(entry) && typeof entry[0] === 'string' && entry[0].length <= 64 && typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0) {
          positions.set(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // Unreadable or blocked storage: nothing to restore.
  }
  return positions;
}

/** Remember the scroll offset of one history entry (in memory; persistScrollPositions writes it). */
export function rememberScroll(key: string, y: number): void {
  const map = load();
  map.delete(key);
  map.set(key, Math.max(0, Math.round(y)));
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

/**
 * Whether this document was opened by a reload or by Back/Forward, so that its first history
 * entry may have a place to return to. A fresh visit (a link, a scanned code, a typed address)
 * opens at the top.
 */
function documentReturns(): boolean {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === undefined || type === 'reload' || type === 'back_forward';
}

/**
 * The remembered offset of a history entry, if any. A fresh visit that has remembered nothing
 * yet has nothing to return to, and is answered without opening the tab's storage: the first
 * read of sessionStorage costs milliseconds, and it fell in a cold visit's first render
 * (issue 12).
 */
export function savedScroll(key: string): number | undefined {
  if (positions === null && !documentReturns()) return undefined;
  return load().get(key);
}

/** Write the remembered offsets to this tab's sessionStorage (before a reload or leaving). */
export function persistScrollPositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // A full or blocked storage loses only where the page was scrolled.
  }
}

const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scroll back to `y` as soon as the page is tall enough: a screen returned to by Back renders
 * its content over a few frames (lazy code, database reads), so each frame tries again, until
 * `y` is reached, `timeoutMs` has passed or the player scrolls, taps or types (they win).
 * Returns a function that stops trying.
 */
export function restoreScroll(y: number, timeoutMs = 2000): () => void {
  const start = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, stop);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (stopped) return;
    const room = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    window.scrollTo(0, Math.min(y, room));
    if (room >= y || performance.now() - start > timeoutMs) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

/** Forget everything (tests). */
export function resetScrollMemory(): void {
  positions = null;
}
