import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/app';

// The service worker answers app files only. Backend calls are routed past it by the
// browser (Static Routing API), so they cost no worker wake-up and an API call in flight can
// never hold up Update Now; the build's hashed files come straight from the precache, with no
// fetch event to run. Chromium reports which route a response took over CDP.
test('backend calls bypass the service worker; hashed files come from the precache; other app files go through it', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const routes = new Map<string, { ruleIdMatched?: number; matchedSourceType?: string } | undefined>();
  cdp.on('Network.responseReceived', (event) => {
    const url = new URL(event.response.url);
    routes.set(`${url.origin}${url.pathname}`, event.response.serviceWorkerRouterInfo);
  });

  const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;
  // A script the page loaded, by its hashed address under /assets/.
  const asset = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => /\/assets\/[^/]+\.js$/.test(name)));
  expect(asset).toBeDefined();
  const fetched = await page.evaluate(async ({ backendUrl, assetUrl }) => {
    await fetch(`${backendUrl}/rest/v1/factions?select=id`, { method: 'HEAD' });
    await fetch('/rest/v1/factions?select=id', { method: 'HEAD' });
    await fetch(`/version.json?t=${Date.now()}`);
    const file = await fetch(assetUrl!);
    return { status: file.status, bytes: (await file.text()).length };
  }, { backendUrl: backend, assetUrl: asset });

  await expect.poll(() => routes.size).toBe(4);
  const app = new URL(page.url()).origin;
  // The backend on its own origin, and a same-origin deployment's proxied API path.
  expect(routes.get(`${backend}/rest/v1/factions`)?.matchedSourceType).toBe('network');
  expect(routes.get(`${app}/rest/v1/factions`)?.matchedSourceType).toBe('network');
  // An app file is not matched by any rule: the worker's fetch handler answers it.
  expect(routes.get(`${app}/version.json`)?.matchedSourceType).toBeUndefined();
  // A hashed file comes from the precache, whole.
  expect(routes.get(asset!)?.matchedSourceType).toBe('cache');
  expect(fetched.status).toBe(200);
  expect(fetched.bytes).toBeGreaterThan(0);
});
