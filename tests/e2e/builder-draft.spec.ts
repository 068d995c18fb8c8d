// The list on the builder is kept on the device as it is edited: a reload, a tab the phone's
// browser dropped, a trip to another screen and an offline reload bring it back as it was.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './support/app';
import { readAppStore } from './support/appDatabase';
import { AccountPage } from './support/accountPage';
import { BuilderPage, bt, expectedTotals, isCourtesyHidden, unitNamed, unitsOf } from './support/builderPage';

const SY = 'syenann';
const plain = unitsOf(SY).filter((u) => !u.highCommand && !isCourtesyHidden(u) && u.pointsCost > 0 && u.tournamentLegal);
const a = plain.find((u) => u.availability >= 2)!;
const b = plain.find((u) => u !== a)!;
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } as const;

/**
 * Every text the summary bar's figures showed, frame by frame, from the page's first frame: a
 * figure counts once it is on screen (rendered and not hidden).
 */
const RECORD_SUMMARY = `
  window.__summarySeen = [];
  const look = () => {
    for (const id of ['total-points', 'summary-units', 'summary-violations']) {
      const el = document.querySelector('[data-testid="' + id + '"]');
      if (!el || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const seen = id + ': ' + el.textContent;
      if (!window.__summarySeen.includes(seen)) window.__summarySeen.push(seen);
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

/**
 * The builder's list as the device holds it (the drafts table, read straight from IndexedDB):
 * its name, note and how many units. Each change is written at once but not in the same task as
 * the tap, so a reload waits for the last one to be there, as a player's reload would.
 */
async function keptOnDevice(page: Page): Promise<string> {
  const rows = await readAppStore<{ key: string; value: { name?: string; note?: string; units?: Array<{ quantity: number }> } }>(page, 'drafts');
  const list = rows.find((row) => row.key === 'builderList')?.value;
  return list ? `${list.name ?? ''} | ${list.note ?? ''} | ${(list.units ?? []).reduce((sum, u) => sum + u.quantity, 0)}` : 'none';
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a list being built comes back after a reload, a closed tab, another screen and an offline reload', async ({ page, context }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.chooseFaction(SY);
    await builder.add(a, 2);
    await builder.add(b);
    const totals = expectedTotals([[a, 2], [b, 1]]);
    await builder.nameList('Moonlit raid');
    await page.getByTestId('list-note').fill('Keep the hunters back');
    await builder.closeList();

    const expectBack = async (on: BuilderPage) => {
      await expect(on.page.getByTestId('builder')).toHaveAttribute('data-faction', SY);
      await expect(on.totalPoints).toHaveText(String(totals.points));
      await on.expectTotals(totals);
      await expect(on.page.getByTestId('list-name')).toHaveValue('Moonlit raid');
      await expect(on.page.getByTestId('list-note')).toHaveValue('Keep the hunters back');
      await expect(on.page.getByTestId('selected-unit')).toHaveCount(2);
      await on.closeList();
    };

    await expect.poll(() => keptOnDevice(page)).toBe('Moonlit raid | Keep the hunters back | 3');
    await page.reload();
    await expectBack(builder);

    // The phone's browser drops the tab; the player opens the app again.
    await page.close();
    const again = new BuilderPage(await context.newPage());
    await again.goto();
    await expectBack(again);

    // Another screen and back.
    await again.page.goto('/rules');
    await again.goto();
    await expectBack(again);

    await context.setOffline(true);
    try {
      await again.page.reload();
      await expectBack(again);
      // A change made offline is kept too.
      await again.remove(a);
      await expect.poll(() => keptOnDevice(again.page)).toBe('Moonlit raid | Keep the hunters back | 2');
      await again.page.reload();
      await expect(again.totalPoints).toHaveText(String(expectedTotals([[a, 1], [b, 1]]).points));

      // New list asks first: this list was never saved. Cancel keeps it; confirmed, it empties
      // the builder for good.
      await again.openList();
      await again.page.getByTestId('new-list').click();
      const confirm = again.page.getByTestId('new-list-dialog');
      await expect(confirm).toContainText(bt('newListConfirm.body'));
      await confirm.getByTestId('new-list-cancel').click();
      await expect(confirm).toBeHidden();
      await expect(again.page.getByTestId('list-name')).toHaveValue('Moonlit raid');
      await expect(again.totalPoints).toHaveText(String(expectedTotals([[a, 1], [b, 1]]).points));
      await again.page.getByTestId('new-list').click();
      await confirm.getByTestId('new-list-confirm').click();
      await expect(again.page.getByTestId('current-list')).toContainText(bt('controls.newListName'));
      await again.closeList();
      await again.page.reload();
      await expect(again.page.getByTestId('unit-card').first()).toBeVisible();
      await expect(again.totalPoints).toHaveText('0');
      await again.openList();
      await expect(again.page.getByTestId('selected-empty')).toHaveText(bt('selected.empty'));
      await expect(again.page.getByTestId('list-name')).toHaveValue('');
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a saved list changed and reloaded is still that list: saving replaces it, with no copy', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.chooseFaction(SY);
    await builder.add(a);
    await builder.nameList('Thorn line');
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();
    await builder.add(b);

    await page.reload();
    await expect(page.getByTestId('current-list')).toContainText('Thorn line');
    await builder.expectTotals(expectedTotals([[a, 1], [b, 1]]));
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();
    await expect(builder.savedList('Thorn line')).toHaveCount(1);
    await expect(page.getByTestId('saved-list')).toHaveCount(1);
  });

  test('an offline reload shows the summary only once it is true: never an empty list or a short violation count first', async ({ page, context }) => {
    // Coal, a companion on its own, breaks company rules: its count needs the whole catalogue.
    const coal = unitNamed('northern-tribes', 'Coal');
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.chooseFaction('northern-tribes');
    await builder.add(coal);
    const violations = page.getByTestId('summary-violations');
    await expect(violations).toBeVisible();
    const settled = [
      `total-points: ${await builder.totalPoints.textContent()}`,
      `summary-units: ${bt('summary.units_one', { n: 1 })}`,
      `summary-violations: ${await violations.textContent()}`,
    ];
    await expect.poll(() => keptOnDevice(page)).toBe(' |  | 1');

    await page.addInitScript(RECORD_SUMMARY);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(violations).toHaveText(settled[2]!.replace('summary-violations: ', ''));
      await page.waitForTimeout(500);
      const seen = await page.evaluate(() => (window as unknown as { __summarySeen: string[] }).__summarySeen);
      expect(seen.sort()).toEqual([...settled].sort());
    } finally {
      await context.setOffline(false);
    }
  });

  test('the list one account left on the builder is not shown to the next player on the device', async ({ page }) => {
    const account = new AccountPage(page);
    await account.signInAs('tester');
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.chooseFaction(SY);
    await builder.add(a);
    await builder.nameList('Private plan');
    await account.signOutFromMenu();
    await account.expectGuest();

    await builder.goto();
    await expect(builder.totalPoints).toHaveText('0');
    await expect(page.getByTestId('list-name')).toHaveValue('');
    await expect(page.getByTestId('selected-empty')).toBeVisible();

    // It is still theirs: signed in again, the builder brings it back.
    await account.signInAs('tester');
    await builder.goto();
    await expect(page.getByTestId('list-name')).toHaveValue('Private plan');
    await expect(builder.totalPoints).toHaveText(String(a.pointsCost));
  });
});
