import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './support/app';

// The service worker answers app files only. Backend calls are routed past it by the
// browser (Static Routing API), so they cost no worker wake-up and an API call in flight can
// never hold up Update Now. Chromium reports which route a response took over CDP.
test('backend calls bypass the service worker; app files still go through it', async ({ page, context }) => {
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
  await page.evaluate(async (backendUrl) => {
    await fetch(`${backendUrl}/rest/v1/factions?select=id`, { method: 'HEAD' });
    await fetch('/rest/v1/factions?select=id', { method: 'HEAD' });
    await fetch(`/version.json?t=${Date.now()}`);
  }, backend);

  await expect.poll(() => routes.size).toBe(3);
  const app = new URL(page.url()).origin;
  // The backend on its own origin, and a same-origin deployment's proxied API path.
  expect(routes.get(`${backend}/rest/v1/factions`)?.matchedSourceType).toBe('network');
  expect(routes.get(`${app}/rest/v1/factions`)?.matchedSourceType).toBe('network');
  // An app file is not matched by any bypass rule.
  expect(routes.get(`${app}/version.json`)?.matchedSourceType).toBeUndefined();
});
