/**
 * How this page's supabase-js client keeps and refreshes the session. Configured by
 * startAuth.ts's decideAuth() before the first render (tiny: no supabase-js), so the options
 * are in place before any module asks src/backend/client.ts for the client.
 *
 * - The session is persisted in the shared IndexedDB store of sessionStorage.ts.
 * - The page is the one context that refreshes tokens (sync rule 10); the refresh runs
 *   under a Web Lock so several tabs never spend the same rotating refresh token. Workers
 *   and the service worker only read the access token (readAccessToken).
 * - PKCE flow; a recovery or confirmation link's session is picked up from the URL.
 */
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import { dataEnvironment, readStorage, storagePrefix, writeStorage } from '../platform/environment';
import { configureClientAuth } from '../backend/client';
import { webLock } from './authLock';
import { authStorageKey, createSessionStore, sessionDatabaseName, type KeyValueStore } from './sessionStorage';

export const AUTH_STORAGE_KEY = authStorageKey(storagePrefix);
export const AUTH_DATABASE_NAME = sessionDatabaseName(dataEnvironment);

let store: KeyValueStore | null = null;

/** The session store of this context (opened on first use). */
export function sessionStore(): KeyValueStore {
  store ??= createSessionStore(AUTH_DATABASE_NAME);
  return store;
}

export type AuthClientOptions = NonNullable<SupabaseClientOptions<'public'>['auth']>;

export function pageAuthOptions(storage: KeyValueStore = sessionStore(), storageKey: string = AUTH_STORAGE_KEY): AuthClientOptions {
  return {
    storage,
    storageKey,
    persistSession: true,
    // The page refreshes; worker and service worker clients are built with false.
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'pkce',
    lock: webLock,
  };
}

interface WindowBackendConfig {
  supabaseUrl?: unknown;
  supabaseAnonKey?: unknown;
}

const BACKEND_CONFIG_KEY = 'backendConfig';

/**
 * /config.js says where the backend is and is never cached (a deployment may change it).
 * Offline it cannot load at all, and without it the app would not know the session belongs
 * to a backend: remember the last one seen and use it only when the script did not load.
 */
export function rememberBackendConfig(target: { __WARCROW_CONFIG__?: WindowBackendConfig } = globalThis as never): void {
  const current = target.__WARCROW_CONFIG__;
  if (current && typeof current.supabaseUrl === 'string' && typeof current.supabaseAnonKey === 'string') {
    writeStorage(BACKEND_CONFIG_KEY, JSON.stringify({ supabaseUrl: current.supabaseUrl, supabaseAnonKey: current.supabaseAnonKey }));
    return;
  }
  if (current !== undefined) return;
  const saved = readStorage(BACKEND_CONFIG_KEY);
  if (!saved) return;
  try {
    const value = JSON.parse(saved) as WindowBackendConfig;
    if (typeof value.supabaseUrl === 'string' && typeof value.supabaseAnonKey === 'string') {
      target.__WARCROW_CONFIG__ = { supabaseUrl: value.supabaseUrl, supabaseAnonKey: value.supabaseAnonKey };
    }
  } catch {
    writeStorage(BACKEND_CONFIG_KEY, null);
  }
}

let configured = false;

/** Idempotent: set the page's auth options on the shared client module. */
export function configurePageAuth(): void {
  if (configured) return;
  configured = true;
  rememberBackendConfig();
  configureClientAuth(pageAuthOptions());
}
