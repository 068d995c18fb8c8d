import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../supabase/local/app-server';
import { compressBuild } from '../../sw/compress';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { enText, waitForServiceWorker } from './support/app';

// A deployment of its own: a copy of dist/ on another port, so that "deploying" a new build
// (a changed service worker and version.json) does not disturb the other tests.
test('a new deployment shows the update notice; Later keeps the running version, Update Now applies it', async ({ page }) => {
  // Three loads, two service-worker installs and an activation: slow on a busy CI machine.
  test.setTimeout(150_000);
  const dir = mkdtempSync(join(tmpdir(), 'warcrow-deploy-'));
  cpSync(process.env.DIST_DIR ?? 'dist', dir, { recursive: true });
  const port = 4400 + Math.floor(Math.random() * 200);
  const server = await startAppServer({ distDir: dir, port, backendUrl: `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`, anonKey: DEV_ANON_KEY });
  try {
    await page.goto(`${server.url}/builder`);
    await waitForServiceWorker(page);
    const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    // Deploy: a new service worker byte-for-byte and a new build id.
    appendFileSync(join(dir, 'sw.js'), `\n// deployment ${Date.now()}\n`);
    const version = JSON.parse(readFileSync(join(dir, 'version.json'), 'utf8')) as { version: string; build: string };
    writeFileSync(join(dir, 'version.json'), JSON.stringify({ ...version, build: `${version.build}-next` }));
    // A real build writes the compressed copies afresh (sw/compress.ts); so does this deployment.
    compressBuild(dir);

    await page.reload();
    const notice = page.getByTestId('update-notice');
    await expect(notice.getByText(enText('update.available'))).toBeVisible({ timeout: 30_000 });

    // Later: the running app stays as it is.
    await notice.getByRole('button', { name: enText('update.later') }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstScript);

    // The notice comes back on the next check; Update Now activates and reloads.
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const waitingBefore = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waitingBefore).toBe(true);
    // Whether the page reloads because the new version took over (its controller changed), not
    // on the 10-second fallback with the old version still in charge. The sync worker's pull runs
    // at this moment: its requests reaching the old version once held the takeover until the
    // page closed, and the fallback's reload could then hang (1 run in about 25).
    await page.evaluate(() => {
      const running = navigator.serviceWorker.controller;
      addEventListener('pagehide', () => sessionStorage.setItem('e2e-update-took-over', String(navigator.serviceWorker.controller !== running)));
    });
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: enText('update.updateNow') }).click()]);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-update-took-over'))).toBe('true');
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
    const waitingAfter = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
    expect(waitingAfter).toBe(false);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
