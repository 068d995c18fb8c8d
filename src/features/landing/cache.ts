/**
 * Cache tools of the landing page (SPEC.md 4 "Cache health", "Version handling"; 8 "Cache";
 * 9 thresholds): what "clear the cache" may remove, the start-up version checks and the
 * cache-health measure.
 *
 * The one promise this module keeps: the player's data is never touched. Lists, games,
 * drafts and pending sync entries live in the Dexie database, which nothing here opens or
 * deletes; the old localStorage list keys (armyLists, armyList_*), language, theme, other
 * preferences and auth session keys are protected by name. (An earlier fan builder's cache
 * button wiped every saved list; tests/unit/features/landing/cache.test.ts guards this.)
 *
 * Cache Storage: every cache is deleted except the service worker's precache. That one is
 * versioned by the service worker itself and is what lets the app open offline; deleting it
 * under a running worker would leave the app unable to start without a connection.
 *
 * Functions take the storage and Cache Storage they work on, so tests pass fakes.
 */
import { CACHE_CLEANUP_KEY_PATTERNS } from '../../domain/constants';
import {
  cleanupCandidates,
  evaluateCacheHealth,
  isAuthKey as isDomainAuthKey,
  type CacheHealth,
  type StorageEntry,
} from '../../domain/cacheHealth';
import { logger } from '../../platform/logger';

/** The part of Web Storage used here. */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
/** The part of CacheStorage used here. */
export type NamedCaches = Pick<CacheStorage, 'keys' | 'delete'>;

/** Bumped when stored sessions must be dropped (a backend or token format change). */
export const AUTH_TOKEN_VERSION = '1';

const ENV_PREFIX = /^(prod_|preview_)/;
/** Names (without the environment prefix) of preference and bookkeeping keys that are kept. */
const PREFERENCE_KEYS = new Set([
  'language',
  'theme',
  'environment',
  'appversion',
  'tokenversion',
  'deployed_version',
  'userpreferences',
  'preferences',
  'lastfaction',
  'selectedfaction',
  'performancepaneldismissed',
]);

/** Workbox's precache: the running app shell, kept so the app still opens offline. */
export const PRECACHE_PREFIX = 'workbox-precache';

export function baseKey(key: string): string {
  return key.replace(ENV_PREFIX, '');
}

/** Saved lists of older versions of the app (armyLists, armyList_<name>, any prefix). */
export function isListKey(key: string): boolean {
  return baseKey(key).toLowerCase().includes('armylist');
}

/**
 * Keys of signing in: the auth client's session and token keys (supabase-js uses
 * sb-<ref>-auth-token), and where the backend is (backendConfig, src/auth/authConfig.ts),
 * which offline is the only way the page knows which backend a stored session belongs to.
 */
export function isAuthKey(key: string): boolean {
  const base = baseKey(key).toLowerCase();
  return base.startsWith('sb-') || base.includes('auth') || base === 'backendconfig' || isDomainAuthKey(base);
}

export function isPreferenceKey(key: string): boolean {
  const base = baseKey(key).toLowerCase();
  return PREFERENCE_KEYS.has(base) || base.includes('preference') || /last[-_]?faction/.test(base);
}

/** Keys no cache action may remove. */
export function isProtectedKey(key: string): boolean {
  return isListKey(key) || isAuthKey(key) || isPreferenceKey(key);
}

/** Temporary, query or cache keys: what Clear Cache and the automatic clean-up remove. */
export function isTemporaryKey(key: string): boolean {
  if (isProtectedKey(key)) return false;
  const lower = key.toLowerCase();
  return CACHE_CLEANUP_KEY_PATTERNS.some((pattern) => lower.includes(pattern));
}

/** Keys the token-version check clears: stored auth tokens only. */
export function isAuthTokenKey(key: string): boolean {
  const base = baseKey(key).toLowerCase();
  return base.includes('auth-token') || base.startsWith('sb-');
}

/** On a new app version everything goes except lists, auth and preference keys. */
export function keysToPurgeOnVersionChange(keys: readonly string[]): string[] {
  return keys.filter((key) => !isProtectedKey(key));
}

export function keysToClear(keys: readonly string[]): string[] {
  return keys.filter(isTemporaryKey);
}

export function cachesToDelete(names: readonly string[]): string[] {
  return names.filter((name) => !name.startsWith(PRECACHE_PREFIX));
}

export function storageKeys(storage: KeyStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function removeKeys(storage: KeyStorage, keys: readonly string[]): string[] {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      storage.removeItem(key);
      removed.push(key);
    } catch (error) {
      logger.warn('Could not remove a storage key', { key, error: String(error) });
    }
  }
  return removed;
}

async function deleteCaches(cacheStorage: NamedCaches | null): Promise<string[]> {
  if (!cacheStorage) return [];
  const names = cachesToDelete(await cacheStorage.keys());
  await Promise.all(names.map((name) => cacheStorage.delete(name)));
  return names;
}

// ----- Cache health -----

export type CacheHealthState = 'checking' | CacheHealth['status'];

/** Every key with its size in UTF-16 bytes (key plus value), as browsers count the quota. */
export function storageEntries(storage: KeyStorage): StorageEntry[] {
  return storageKeys(storage).map((key) => ({ key, size: (key.length + (storage.getItem(key) ?? '').length) * 2 }));
}

export function checkCacheHealth(storage: KeyStorage): CacheHealth {
  return evaluateCacheHealth(storageEntries(storage));
}

// ----- Actions -----

export interface CacheDeps {
  storage: KeyStorage;
  cacheStorage: NamedCaches | null;
}

function browserDeps(): CacheDeps {
  return { storage: localStorage, cacheStorage: typeof caches === 'undefined' ? null : caches };
}

export interface ClearResult {
  cachesDeleted: string[];
  keysRemoved: string[];
}

/** Clear Cache: Cache Storage (but the precache) and temp/query/cache keys. Throws on failure. */
export async function clearAppCaches(deps: CacheDeps = browserDeps()): Promise<ClearResult> {
  const cachesDeleted = await deleteCaches(deps.cacheStorage);
  const keysRemoved = removeKeys(deps.storage, keysToClear(storageKeys(deps.storage)));
  logger.info('Caches cleared', { caches: cachesDeleted.length, keys: keysRemoved.length });
  return { cachesDeleted, keysRemoved };
}

/**
 * Automatic clean-up: when local storage passes about 3 MB, remove temp, cache or query keys,
 * provided fewer than 20 match (a larger set is left for the player to clear on purpose).
 */
export function autoCleanupStorage(storage: KeyStorage): string[] {
  return removeKeys(storage, cleanupCandidates(storageEntries(storage)).filter((key) => !isProtectedKey(key)));
}

export interface VersionCheckInput extends CacheDeps {
  appVersion: string;
  tokenVersion?: string;
  /** Storage key names (already prefixed) of the stored versions. */
  appVersionKey: string;
  tokenVersionKey: string;
}

export interface VersionCheckResult {
  appVersionChanged: boolean;
  tokenVersionChanged: boolean;
  keysRemoved: string[];
  cachesDeleted: string[];
}

/**
 * Start-up version handling (SPEC.md 4): a stored app version that differs from the running
 * one purges caches and every key but lists, auth and preferences; a different token version
 * clears stored auth tokens only. A first visit (nothing stored) just records the versions.
 */
export async function checkStoredVersions(input: VersionCheckInput): Promise<VersionCheckResult> {
  const { storage, appVersion, tokenVersion = AUTH_TOKEN_VERSION } = input;
  const result: VersionCheckResult = { appVersionChanged: false, tokenVersionChanged: false, keysRemoved: [], cachesDeleted: [] };

  const storedApp = storage.getItem(input.appVersionKey);
  if (storedApp !== null && storedApp !== appVersion) {
    result.appVersionChanged = true;
    result.cachesDeleted = await deleteCaches(input.cacheStorage);
    result.keysRemoved.push(...removeKeys(storage, keysToPurgeOnVersionChange(storageKeys(storage))));
    logger.info('New app version: caches purged', { from: storedApp, to: appVersion });
  }
  if (storedApp !== appVersion) storage.setItem(input.appVersionKey, appVersion);

  const storedToken = storage.getItem(input.tokenVersionKey);
  if (storedToken !== null && storedToken !== tokenVersion) {
    result.tokenVersionChanged = true;
    result.keysRemoved.push(...removeKeys(storage, storageKeys(storage).filter(isAuthTokenKey)));
    logger.info('Token version changed: stored auth tokens cleared', { from: storedToken, to: tokenVersion });
  }
  if (storedToken !== tokenVersion) storage.setItem(input.tokenVersionKey, tokenVersion);
  return result;
}
