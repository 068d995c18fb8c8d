// Where each history entry was scrolled (src/ui/scrollMemory.ts): what comes back from this
// tab's storage is checked, an entry is remembered across a reload, and the oldest are dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistScrollPositions, rememberScroll, resetScrollMemory, savedScroll, scrollEntryId } from '../../../src/ui/scrollMemory';

const STORAGE_KEY = 'warcrow:scroll-positions';
const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
};

beforeEach(() => {
  stored.clear();
  resetScrollMemory();
  (globalThis as { sessionStorage?: typeof storage }).sessionStorage = storage;
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: typeof storage }).sessionStorage;
  vi.restoreAllMocks();
});

/** The document was opened by this kind of navigation (the Navigation Timing entry's type). */
function openedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

describe('scroll memory', () => {
  it('keeps an entry across a reload of the page', () => {
    rememberScroll('k1', 5127.4);
    persistScrollPositions();
    resetScrollMemory();
    expect(savedScroll('k1')).toBe(5127);
    expect(savedScroll('k2')).toBeUndefined();
  });

  it('returns to a place after a reload or Back, but a fresh visit opens at the top without reading the storage', () => {
    stored.set(STORAGE_KEY, JSON.stringify([['default:/rules', 840]]));
    const reads = vi.spyOn(storage, 'getItem');
    openedBy('navigate');
    expect(savedScroll('default:/rules')).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();
    for (const type of ['reload', 'back_forward'] as const) {
      resetScrollMemory();
      openedBy(type);
      expect(savedScroll('default:/rules')).toBe(840);
    }
    expect(reads).toHaveBeenCalledTimes(2);
    // Once this document has remembered a place, its own Back and Forward return to it.
    resetScrollMemory();
    openedBy('navigate');
    rememberScroll('k1', 300);
    expect(savedScroll('k1')).toBe(300);
  });

  it('reads back only well-formed offsets from storage', () => {
    stored.set(STORAGE_KEY, JSON.stringify([['good', 300], ['negative', -5], ['text', '12'], [42, 10], ['x'.repeat(65), 1], ['infinite', null]]));
    expect(savedScroll('good')).toBe(300);
    for (const key of ['negative', 'text', 'infinite', 'x'.repeat(65)]) expect(savedScroll(key)).toBeUndefined();
  });

  it('treats unreadable storage as nothing saved', () => {
    stored.set(STORAGE_KEY, '{not json');
    expect(savedScroll('any')).toBeUndefined();
    resetScrollMemory();
    stored.set(STORAGE_KEY, JSON.stringify({ k: 1 }));
    expect(savedScroll('k')).toBeUndefined();
  });

  it('keeps the 50 most recent entries', () => {
    for (let i = 0; i < 60; i += 1) rememberScroll(`k${i}`, i);
    expect(savedScroll('k9')).toBeUndefined();
    expect(savedScroll('k10')).toBe(10);
    expect(savedScroll('k59')).toBe(59);
  });

  it('tells the tab\'s first pages apart by their address', () => {
    expect(scrollEntryId({ key: 'abc123', pathname: '/rules', search: '' })).toBe('abc123');
    expect(scrollEntryId({ key: 'default', pathname: '/rules', search: '?q=x' })).toBe('default:/rules?q=x');
    expect(scrollEntryId({ key: 'default', pathname: '/faq', search: '' })).not.toBe(scrollEntryId({ key: 'default', pathname: '/rules', search: '' }));
  });
});
