import { expect, test } from '@playwright/test';
import { BuilderPage, bt, unitsOf } from './support/builderPage';
import en from '../../src/i18n/locales/en/common.json' with { type: 'json' };

// Issue 13 item 12: where the browser will not open IndexedDB (some private modes), the app
// still shows the catalogue from its bundle, builds and shares a list, says once and for good
// that nothing can be saved on this device, and never says a save worked.
test('with no database the builder works from the bundle, shares, and says nothing can be saved', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
      throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
    };
  });
  const builder = new BuilderPage(page);
  await builder.goto();
  const notice = page.getByTestId('no-database-notice');
  await expect(notice).toContainText(en.noDatabase.title);
  await expect(notice).toHaveCount(1);

  const [unit] = unitsOf('northern-tribes');
  await builder.add(unit!);
  await expect(builder.totalPoints).toHaveText(String(unit!.pointsCost));
  await builder.nameList('Private window');
  await builder.saveLocally();
  await expect(builder.toast(en.noDatabase.notSaved)).toBeVisible();
  await expect(builder.toast(bt('toast.savedTitle'))).toHaveCount(0);

  // Sharing needs nothing stored: the full link carries the whole list.
  await builder.openShare();
  const link = await builder.shareLink('full');
  expect(link).toContain('/shared-list/');
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(unit!.name).first()).toBeVisible();
  // The notice is still there on the next screen.
  await expect(page.getByTestId('no-database-notice')).toContainText(en.noDatabase.title);
});

test.describe('a saved list the device cannot read', () => {
  test('is kept aside and the player is told; the other lists load', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    const [unit] = unitsOf('northern-tribes');
    await builder.add(unit!);
    await builder.nameList('Readable');
    await builder.saveLocally();
    await expect(builder.savedList('Readable')).toBeVisible();
    await page.evaluate(
      (dbName) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(dbName);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('lists', 'readwrite');
            tx.objectStore('lists').put({ id: 'broken-row', name: 42, faction: [], units: 'not units' });
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      'warcrow-local',
    );
    await page.reload();
    await expect(page.getByTestId('damaged-lists-notice')).toHaveText(bt('saved.damaged_one', { count: 1 }));
    await expect(builder.savedList('Readable')).toBeVisible();
  });
});
