import { describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_VERSION,
  autoCleanupStorage,
  cachesToDelete,
  checkCacheHealth,
  checkStoredVersions,
  clearAppCaches,
  isProtectedKey,
  keysToClear,
  keysToPurgeOnVersionChange,
} from '../../../../src/features/landing/cache';
import { MemoryCaches, MemoryStorage } from './fakes';

/** What a player's browser may hold: lists, auth, preferences and throw-away entries. */
const PLAYER_KEYS = {
  armyLists: '[{"name":"Old list"}]',
  prod_armyLists: '[{"name":"Tournament"}]',
  'armyList_Northern Raiders': '{"name":"Northern Raiders"}',
  'preview_armyList_Test': '{}',
  prod_language: 'es',
  prod_theme: 'dark',
  prod_userPreferences: '{"compact":true}',
  prod_lastFaction: 'syenann',
  'sb-127-auth-token': '{"access_token":"x"}',
  'prod_auth-session': '{}',
  prod_appVersion: '0.6.3',
  prod_tokenVersion: AUTH_TOKEN_VERSION,
  'prod_query-cache-units': '[]',
  prod_tempImport: 'x',
  'react-query-offline-cache': '{}',
  prod_shownBuildFailures: '["b1"]',
};

const KEPT_BY_EVERYTHING = [
  'armyLists',
  'prod_armyLists',
  'armyList_Northern Raiders',
  'preview_armyList_Test',
  'prod_language',
  'prod_theme',
  'prod_userPreferences',
  'prod_lastFaction',
  'sb-127-auth-token',
  'prod_auth-session',
];

describe('cache key classification', () => {
  it('protects lists, auth and preference keys whatever their prefix', () => {
    for (const key of KEPT_BY_EVERYTHING) expect({ key, kept: isProtectedKey(key) }).toEqual({ key, kept: true });
  });

  it('Clear Cache removes only temp, query and cache keys', () => {
    expect(keysToClear(Object.keys(PLAYER_KEYS)).sort()).toEqual(['prod_query-cache-units', 'prod_tempImport', 'react-query-offline-cache'].sort());
  });

  it('a cache-looking key that holds lists is still kept', () => {
    expect(keysToClear(['prod_armyListsCache', 'armyList_query', 'sb-auth-cache'])).toEqual([]);
  });

  it('a new version purges everything but lists, auth and preferences', () => {
    const purged = keysToPurgeOnVersionChange(Object.keys(PLAYER_KEYS)).sort();
    expect(purged).toEqual(['prod_query-cache-units', 'prod_shownBuildFailures', 'prod_tempImport', 'react-query-offline-cache'].sort());
  });

  it('a new version keeps where the backend is, without which a stored session means nothing offline', () => {
    // The page remembers /config.js's backend (src/auth/authConfig.ts) because offline that
    // script cannot load; purging it signed the player out on the first offline start after an update.
    const keys = ['prod_backendConfig', 'preview_backendConfig', 'backendConfig'];
    for (const key of keys) expect({ key, kept: isProtectedKey(key) }).toEqual({ key, kept: true });
    expect(keysToPurgeOnVersionChange([...keys, 'prod_tempImport'])).toEqual(['prod_tempImport']);
    expect(keysToClear(keys)).toEqual([]);
  });

  it('keeps the service worker precache so the app still opens offline', () => {
    expect(cachesToDelete(['workbox-precache-v2-http://localhost/', 'images', 'workbox-runtime', 'api-cache'])).toEqual([
      'images',
      'workbox-runtime',
      'api-cache',
    ]);
  });
});

describe('clearAppCaches', () => {
  it('empties Cache Storage (but the precache) and temp keys, and keeps every saved list', async () => {
    const storage = new MemoryStorage(PLAYER_KEYS);
    const cacheStorage = new MemoryCaches(['workbox-precache-v2-x', 'images', 'api']);
    const result = await clearAppCaches({ storage, cacheStorage });
    expect(result.cachesDeleted.sort()).toEqual(['api', 'images']);
    expect(cacheStorage.names).toEqual(['workbox-precache-v2-x']);
    for (const key of KEPT_BY_EVERYTHING) expect(storage.getItem(key)).toBe(PLAYER_KEYS[key as keyof typeof PLAYER_KEYS]);
    expect(storage.getItem('prod_tempImport')).toBeNull();
    expect(storage.getItem('react-query-offline-cache')).toBeNull();
  });

  it('works without Cache Storage (an old browser)', async () => {
    const storage = new MemoryStorage({ prod_tempX: '1', armyLists: '[]' });
    await clearAppCaches({ storage, cacheStorage: null });
    expect(storage.keys()).toEqual(['armyLists']);
  });

  it('reports a Cache Storage failure to the caller', async () => {
    const storage = new MemoryStorage({});
    const failing = { keys: () => Promise.reject(new Error('SecurityError')), delete: () => Promise.resolve(true) };
    await expect(clearAppCaches({ storage, cacheStorage: failing })).rejects.toThrow('SecurityError');
  });
});

describe('version handling at start-up', () => {
  const keys = { appVersionKey: 'prod_appVersion', tokenVersionKey: 'prod_tokenVersion' };

  it('a first visit only records the versions', async () => {
    const storage = new MemoryStorage({ prod_tempX: '1' });
    const result = await checkStoredVersions({ storage, cacheStorage: new MemoryCaches(['images']), appVersion: '0.6.4', ...keys });
    expect(result).toMatchObject({ appVersionChanged: false, tokenVersionChanged: false, keysRemoved: [] });
    expect(storage.getItem('prod_appVersion')).toBe('0.6.4');
    expect(storage.getItem('prod_tokenVersion')).toBe(AUTH_TOKEN_VERSION);
    expect(storage.getItem('prod_tempX')).toBe('1');
  });

  it('the same version changes nothing', async () => {
    const storage = new MemoryStorage({ ...PLAYER_KEYS, prod_appVersion: '0.6.4' });
    const cacheStorage = new MemoryCaches(['images']);
    const result = await checkStoredVersions({ storage, cacheStorage, appVersion: '0.6.4', ...keys });
    expect(result.appVersionChanged).toBe(false);
    expect(storage.keys()).toEqual(Object.keys(PLAYER_KEYS).sort());
    expect(cacheStorage.names).toEqual(['images']);
  });

  it('a different stored version purges caches, keeps lists, auth and preferences, and stores the new version', async () => {
    const storage = new MemoryStorage(PLAYER_KEYS);
    const cacheStorage = new MemoryCaches(['workbox-precache-v2-x', 'images']);
    const result = await checkStoredVersions({ storage, cacheStorage, appVersion: '0.6.4', ...keys });
    expect(result.appVersionChanged).toBe(true);
    expect(result.tokenVersionChanged).toBe(false);
    expect(cacheStorage.names).toEqual(['workbox-precache-v2-x']);
    for (const key of KEPT_BY_EVERYTHING) expect(storage.getItem(key)).not.toBeNull();
    expect(storage.getItem('prod_shownBuildFailures')).toBeNull();
    expect(storage.getItem('prod_appVersion')).toBe('0.6.4');
  });

  it('a different token version clears stored auth tokens only', async () => {
    const storage = new MemoryStorage({ ...PLAYER_KEYS, prod_appVersion: '0.6.4', prod_tokenVersion: '0' });
    const result = await checkStoredVersions({ storage, cacheStorage: null, appVersion: '0.6.4', ...keys });
    expect(result).toMatchObject({ appVersionChanged: false, tokenVersionChanged: true, keysRemoved: ['sb-127-auth-token'] });
    expect(storage.getItem('prod_armyLists')).not.toBeNull();
    expect(storage.getItem('prod_tempImport')).toBe('x');
    expect(storage.getItem('prod_tokenVersion')).toBe(AUTH_TOKEN_VERSION);
  });
});

describe('cache health and automatic clean-up', () => {
  it('is good for a normal browser and poor past 100 keys or 5 auth keys', () => {
    expect(checkCacheHealth(new MemoryStorage(PLAYER_KEYS)).status).toBe('good');
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v']));
    expect(checkCacheHealth(new MemoryStorage(many)).status).toBe('poor');
    const auth = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`sb-${i}-auth-token`, 'v']));
    expect(checkCacheHealth(new MemoryStorage(auth)).status).toBe('poor');
  });

  it('is poor past 5 MB', () => {
    expect(checkCacheHealth(new MemoryStorage({ big: 'x'.repeat(2.6 * 1024 * 1024) })).status).toBe('poor');
  });

  it('over about 3 MB removes temp keys but never a list, even one named like a cache', () => {
    const storage = new MemoryStorage({ armyLists: 'x'.repeat(1.6 * 1024 * 1024), prod_tempA: '1', 'armyList_cache': '{}' });
    expect(autoCleanupStorage(storage)).toEqual(['prod_tempA']);
    expect(storage.keys()).toEqual(['armyList_cache', 'armyLists']);
  });

  it('under 3 MB leaves everything alone', () => {
    const storage = new MemoryStorage({ prod_tempA: '1' });
    expect(autoCleanupStorage(storage)).toEqual([]);
  });
});
