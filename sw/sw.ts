/**
 * The service worker (built by sw/build.ts with workbox-build injectManifest).
 * - Precaches the app shell, every route chunk, locale chunks and the bundled seed, so that
 *   after one online visit every screen opens offline.
 * - Navigations fall back to the cached shell, never for backend paths.
 * - Never stores a backend response: data lives in IndexedDB, not Cache Storage.
 * - Waits for the page's Update Now (SKIP_WAITING) before taking over.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cacheNames, clientsClaim } from 'workbox-core';
import { OUTBOX_SYNC_TAG, syncInBackground } from './backgroundSync';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** Paths that belong to the backend API (same-origin deployments proxy them). */
export const BACKEND_PATH_PREFIXES = ['/rest/', '/auth/', '/functions/', '/storage/', '/realtime/', '/graphql/'];
export const BACKEND_PATH_PATTERNS = BACKEND_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`));

/** A rule of the Static Routing API (Chromium 123+; other browsers ignore it). */
interface RouterRule {
  condition: Record<string, unknown>;
  source: 'network' | { cacheName: string };
}
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * Requests this worker never answers skip it entirely where the browser can route them:
 * every other origin (the backend on its own host) and the backend paths of a same-origin
 * deployment. They cost no worker wake-up, and an API call in flight never holds up the
 * activation of an update (Update Now would otherwise wait on it).
 */
export function bypassRules(location: { protocol: string; hostname: string; port: string }): RouterRule[] {
  const sameOrigin = { protocol: location.protocol.replace(/:$/, ''), hostname: location.hostname, port: location.port };
  return [
    { condition: { not: { urlPattern: sameOrigin } }, source: 'network' },
    ...BACKEND_PATH_PREFIXES.map((prefix) => ({ condition: { urlPattern: { ...sameOrigin, pathname: `${prefix}*` } }, source: 'network' as const })),
  ];
}

/**
 * The build's hashed files (/assets/: scripts, styles, translations, the bundled catalogue) are
 * precached under their own addresses: the browser takes them straight from the precache, with
 * no fetch event for this worker to run (an offline reload asks for a few dozen at once, each
 * of them a round trip through the worker's thread otherwise). One the precache does not hold
 * (a file kept out of it, one a newer version dropped) goes to the network, as the fetch
 * handler would send it.
 */
export function precachedFileRule(location: { protocol: string; hostname: string; port: string }, cacheName: string): RouterRule {
  return {
    condition: { urlPattern: { protocol: location.protocol.replace(/:$/, ''), hostname: location.hostname, port: location.port, pathname: '/assets/*' }, requestMethod: 'GET' },
    source: { cacheName },
  };
}

self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  if (typeof install.addRoutes !== 'function') return;
  // A browser that rejects a rule still gets a working worker: the fetch handler below
  // answers or leaves alone the same requests. Added in two steps, so a browser that cannot
  // read from a named cache (an older Chromium) still routes the backend past the worker.
  install.waitUntil(
    (async () => {
      await install.addRoutes!(bypassRules(self.location)).catch(() => undefined);
      await install.addRoutes!([precachedFileRule(self.location, cacheNames.precache)]).catch(() => undefined);
    })(),
  );
});

cleanupOutdatedCaches();

// On first install there is no running version to disturb, so take control at once and the
// first visit is already offline-capable. Updates still wait for Update Now (SKIP_WAITING).
clientsClaim();

// The changelog: fresh from the network when online, the precached copy offline.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/CHANGELOG.md' && request.method === 'GET',
  async ({ request }) => {
    try {
      const response = await fetch(request);
      if (response.ok) return response;
      throw new Error(`HTTP ${response.status}`);
    } catch {
      return (await matchPrecache('/CHANGELOG.md')) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [...BACKEND_PATH_PATTERNS, /^\/sw\.js$/, /^\/version\.json$/, /^\/config\.js$/],
  }),
);

/** The Background Sync event (Chromium): not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(syncInBackground());
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
