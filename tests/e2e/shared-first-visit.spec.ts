/**
 * Issue 12 "A shared list opens at once": the opponent who scans a QR code opens the app on a
 * phone that has never seen it. The list and its total show from the bundled catalogue without
 * waiting for the local database to be seeded — proved here by holding back the sync engine's
 * code, so nothing can be seeded while the list is read. The visit writes no catalogue into the
 * local database (only the news); "Open in builder" has it written at the tap.
 */
import { expect, test } from '@playwright/test';
import { encodeShareCode } from '../../src/domain/shareCode';
import { catalogue, expectedTotals, unitNamed } from './support/builderPage';
import { countAppStore } from './support/appDatabase';

const NT = 'northern-tribes';
const picks = [unitNamed(NT, 'Alborc'), unitNamed(NT, 'Orc Hunters')] as const;

test('a shared list shows its units and total on a first visit while the local database is still being seeded', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The sync engine's code never arrives: the worker cannot write any seed.
  // The sync worker seeds, so the hold is on the whole context (the page's routes miss a worker's requests).
  let heldBack = 0;
  await context.route(/\/assets\/engine-[^/]+\.js$/, () => {
    heldBack += 1;
  });
  const code = encodeShareCode(
    { name: 'Venue list', faction: NT, created_at: new Date().toISOString(), units: picks.map((u) => ({ ...u, quantity: 1 })) },
    catalogue.dataVersion,
  );
  await page.goto(`/shared-list/${code}`);
  const totals = expectedTotals(picks.map((u) => [u, 1] as [typeof u, number]));
  await expect(page.getByTestId('shared-unit')).toHaveCount(2);
  await expect(page.getByTestId('shared-total')).toContainText(String(totals.points));
  // The worker starts after the first paint: wait until it asks for the held file.
  await expect.poll(() => heldBack).toBeGreaterThan(0);
  // Nothing was seeded: the list came from the bundled catalogue alone.
  const seeded = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      if (!db.objectStoreNames.contains('units')) continue;
      const count = await new Promise<number>((ok) => {
        const r = db.transaction('units').objectStore('units').count();
        r.onsuccess = () => ok(r.result);
      });
      db.close();
      return count;
    }
    return 0;
  });
  expect(seeded).toBe(0);
});

test('a shared list visit writes only the news; Open in builder writes the catalogue at the tap and keeps the list', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const termsAsked: string[] = [];
  context.on('request', (request) => {
    // The service worker's precache fetches every file once the page is idle; the page's and the sync worker's requests are what the visit needs.
    // The terms: the seed's file of all three languages, or the builder's bundled texts of one.
    const file = /\/assets\/(special-rules|terms-en|terms-es|terms-fr)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
    if (!request.serviceWorker() && file) termsAsked.push(file[1]!);
  });
  const code = encodeShareCode(
    { name: 'Venue list', faction: NT, created_at: new Date().toISOString(), units: picks.map((u) => ({ ...u, quantity: 1 })) },
    catalogue.dataVersion,
  );
  await page.goto(`/shared-list/${code}`);
  const totals = expectedTotals(picks.map((u) => [u, 1] as [typeof u, number]));
  await expect(page.getByTestId('shared-total')).toContainText(String(totals.points));
  await expect.poll(() => countAppStore(page, 'news')).toBeGreaterThan(0);
  expect(await countAppStore(page, 'units')).toBe(0);
  expect(termsAsked).toEqual([]);

  await page.getByTestId('open-in-builder').click();
  await expect(page.getByTestId('builder')).toBeVisible();
  expect(await countAppStore(page, 'units')).toBe(catalogue.units.length);
  // The builder names its units' terms from the English texts alone.
  await expect.poll(() => termsAsked).toEqual(['terms-en']);
  const saved = await countAppStore(page, 'lists');
  expect(saved).toBe(1);
});
