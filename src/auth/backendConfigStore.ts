/**
 * Where the backend is, for contexts that cannot read /config.js or localStorage (the
 * service worker's Background Sync). The page copies what it uses into the shared session
 * store at start-up; the worker reads it back. Values are checked on the way out: the store
 * is storage, and storage is not trusted.
 */
import type { BackendConfig } from '../backend/config';
import type { KeyValueStore } from './sessionStorage';

export const BACKEND_CONFIG_STORE_KEY = 'warcrow-backend-config';

export async function shareBackendConfig(store: KeyValueStore, config: BackendConfig | null): Promise<void> {
  if (config) await store.setItem(BACKEND_CONFIG_STORE_KEY, JSON.stringify({ url: config.url, anonKey: config.anonKey }));
  else await store.removeItem(BACKEND_CONFIG_STORE_KEY);
}

export async function readSharedBackendConfig(store: KeyValueStore): Promise<BackendConfig | null> {
  const raw = await store.getItem(BACKEND_CONFIG_STORE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { url?: unknown; anonKey?: unknown } | null;
    if (!value || typeof value.url !== 'string' || typeof value.anonKey !== 'string') return null;
    const url = new URL(value.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { url: value.url, anonKey: value.anonKey };
  } catch {
    return null;
  }
}
