/**
 * Where earlier versions of the app kept lists in browser storage: the `armyLists` JSON array
 * and one `armyList_<…>` key per list, each with or without the environment prefix. Whether any
 * is there is read here without the database library, so a device with none does not load it
 * at start-up for the one-time import (src/db/legacy/importLegacyLists.ts reads and imports them).
 */
export const LEGACY_PREFIXES = ['', 'prod_', 'preview_'] as const;
export const LEGACY_LIST_ARRAY_KEY = 'armyLists';
export const LEGACY_SINGLE_LIST_KEY = /^(?:prod_|preview_)?armyList_/;

/** The part of the Web Storage API read here; tests pass a fake. */
export type LegacyKeyStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

function browserStorage(): LegacyKeyStorage | null {
  try {
    return (globalThis as { localStorage?: LegacyKeyStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** True when storage holds a key an earlier version kept lists under (an unreadable storage holds none). */
export function hasLegacyListKeys(storage: LegacyKeyStorage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    if (LEGACY_PREFIXES.some((prefix) => storage.getItem(`${prefix}${LEGACY_LIST_ARRAY_KEY}`) !== null)) return true;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && LEGACY_SINGLE_LIST_KEY.test(key)) return true;
    }
  } catch {
    return false;
  }
  return false;
}
