/**
 * Where the backend is. In order: window overrides (public/config.js, which hosting or the
 * local server replaces), build-time VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, and on
 * local hosts the local backend on 127.0.0.1:54321. No DOM beyond reading globalThis, so
 * the sync worker and service worker can use it too.
 */
export interface BackendConfig {
  url: string;
  anonKey: string;
}

interface WindowConfig {
  supabaseUrl?: unknown;
  supabaseAnonKey?: unknown;
}

export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';

export function backendConfig(): BackendConfig | null {
  const override = (globalThis as { __WARCROW_CONFIG__?: WindowConfig }).__WARCROW_CONFIG__;
  if (override && typeof override.supabaseUrl === 'string' && typeof override.supabaseAnonKey === 'string') {
    return { url: override.supabaseUrl, anonKey: override.supabaseAnonKey };
  }
  const env = import.meta.env;
  if (env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    return { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY };
  }
  const host = (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
  if ((host === 'localhost' || host.startsWith('127.')) && env.VITE_SUPABASE_ANON_KEY) {
    return { url: LOCAL_BACKEND_URL, anonKey: env.VITE_SUPABASE_ANON_KEY };
  }
  return null;
}
