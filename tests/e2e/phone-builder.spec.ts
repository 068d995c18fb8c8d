/**
 * Issue 14 "The builder a tournament player wants on a phone": on a 390 px touch phone the units
 * are the page and the list is one tap away (sticky summary → list sheet); on a desktop the list
 * stays in view while the units scroll; a list whose points changed since it was saved says so on
 * the phone's summary bar; sharing as a guest with no signal hands over a link and
 * QR code that open on a fresh phone; a signed-in player's short link, published once back
 * online, becomes the link shown first and opens on another device.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enRepricing from '../../src/i18n/locales/en/repricing.json' with { type: 'json' };
import { enText, waitForServiceWorker } from './support/app';
import { AccountPage } from './support/accountPage';
import { BuilderPage, bt, expectedTotals, isCourtesyHidden, unitNamed, unitsOf } from './support/builderPage';

const NT = 'northern-tribes';
const coal = unitNamed(NT, 'Coal');
const plain = unitsOf(NT).filter((u) => !u.highCommand && !isCourtesyHidden(u) && u.pointsCost > 0 && u.tournamentLegal);
const [a, b] = plain as [(typeof plain)[number], (typeof plain)[number]];
const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } as const;

/** Controls inside `selector` (on screen) shorter than a 44 px touch target, one line each. */
const smallControls = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} :is(button, select, input, textarea, a[href], summary)`)]
        .filter((e) => e.getClientRects().length > 0 && !e.closest('.visually-hidden'))
        .map((e) => ({ name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40), height: e.getBoundingClientRect().height }))
        .filter(({ height }) => height < 44)
        .map(({ name, height }) => `${sel} ${name}: ${Math.round(height)} px`),
    selector,
  );

/** A list the earlier app saved in localStorage, priced from the previous catalogue (as repricing.spec.ts). */
const previous = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/catalogue-f30964111ea1f60c.json'), 'utf8')) as { units: Array<{ id: string }> };
const oldPriced = (id: string, quantity = 1) => ({ ...previous.units.find((u) => u.id === id), quantity });

/** Top and bottom of an element on screen, rounded (null when it is not rendered). */
const span = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box && { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
};

/** Where the element with the focus is: inside the list sheet or not. */
const focusInSheet = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="list-sheet"]')));

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the units are the page; the sticky summary follows every change and opens the list as a sheet with quantities, violations, save and Share', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await expect(page.getByTestId('builder')).toHaveAttribute('data-layout', 'phone');
    // The list is not somewhere down the page: it lives in the sheet.
    await expect(page.getByTestId('selected-panel')).toHaveCount(0);

    await builder.add(a);
    await builder.add(b);
    await builder.add(coal);
    const totals = expectedTotals([[a, 1], [b, 1], [coal, 1]]);
    const bar = page.getByTestId('total-bar');
    await expect(builder.totalPoints).toHaveText(String(totals.points));
    await expect(bar.getByTestId('summary-units')).toHaveText(bt('summary.units_other', { n: 3 }));
    await expect(bar.getByTestId('summary-command')).toHaveText(bt('totals.command', { n: totals.command }));
    // The summary stays on screen at the bottom while the units scroll under it.
    await page.mouse.wheel(0, 3000);
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(box && box.y).toBeGreaterThan(844 / 2);

    const open = page.getByTestId('open-list');
    const openBox = await open.boundingBox();
    expect(openBox?.height).toBeGreaterThanOrEqual(44);
    await open.click();
    const sheet = builder.listSheet;
    await expect(sheet.getByRole('heading', { name: bt('sheet.title') })).toBeVisible();
    await expect(sheet.getByTestId('selected-unit')).toHaveCount(3);
    // A proper dialog: the focus is inside it and stays there.
    expect(await focusInSheet(page)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInSheet(page)).toBe(true);
    }

    // The summary counts exactly the entries List Violations shows (Coal is not tournament legal).
    const entries = await sheet.getByTestId('list-violations').locator('li').count();
    expect(entries).toBeGreaterThan(0);
    await expect(bar.getByTestId('summary-violations')).toHaveText(bt(entries === 1 ? 'summary.violations_one' : 'summary.violations_other', { n: entries }));

    // Quantities change in the sheet; the totals follow. The steppers are big enough to tap.
    const row = sheet.locator(`[data-testid="selected-unit"][data-unit-id="${b.id}"]`);
    const minus = row.getByRole('button', { name: bt('unit.remove', { name: b.name }) });
    expect((await minus.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await minus.click();
    await expect(sheet.getByTestId('selected-unit')).toHaveCount(2);
    await builder.expectTotals(expectedTotals([[a, 1], [coal, 1]]));
    await expect(bar.getByTestId('summary-units')).toHaveText(bt('summary.units_other', { n: 2 }));

    // Name and save from the sheet.
    await builder.nameList('Pocket list');
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle')).first()).toBeVisible();
    await expect(builder.savedList('Pocket list')).toBeVisible();

    // Every control of the sheet, the share dialog and the summary bar is a 44 px touch target.
    expect(await smallControls(page, '[data-testid="list-sheet"]')).toEqual([]);

    // Share opens over the sheet and fits the phone; closing it comes back to the sheet.
    const share = await builder.openShare();
    await expect(share.getByTestId('share-qr')).toHaveAttribute('data-qr-ready', 'true');
    expect(await smallControls(page, '[data-testid="share-dialog"]')).toEqual([]);
    const shareBox = await share.boundingBox();
    expect(shareBox && shareBox.x).toBeGreaterThanOrEqual(0);
    expect(shareBox && shareBox.x + shareBox.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(share.getByTestId('share-body')).toHaveCount(0);
    await expect(sheet.getByTestId('selected-panel')).toBeVisible();

    // Escape closes the sheet and gives the focus back to "View list".
    await page.keyboard.press('Escape');
    await expect(sheet.getByTestId('selected-panel')).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(await smallControls(page, '[data-testid="total-bar"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  test('a list whose points changed since it was saved says so on the summary bar, and the button opens the list at the notice', async ({ page }) => {
    await page.addInitScript((json) => {
      if (localStorage.getItem('armyLists') === null) localStorage.setItem('armyLists', json);
    }, JSON.stringify([{ name: 'Old Tundra', faction: 'Northern Tribes', units: [oldPriced('orc-hunters', 2), oldPriced('tattooist')], created_at: '2025-09-01T10:00:00.000Z' }]));
    const builder = new BuilderPage(page);
    await builder.goto();
    const bar = page.getByTestId('total-bar');
    const button = bar.getByTestId('summary-notice');
    // A new list has nothing to say.
    await expect(button).toHaveCount(0);

    await builder.loadSaved('Old Tundra');
    await builder.closeList();
    await expect(button).toHaveText(bt('summary.pointsChanged'));
    await expect(button).toHaveAccessibleName(bt('summary.pointsChangedLabel'));
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Tapping it opens the list at the notice, which has the focus.
    await button.tap();
    const notice = builder.listSheet.getByTestId('repricing-notice');
    await expect(notice).toBeInViewport({ ratio: 0.5 });
    await expect(notice).toContainText(enRepricing.title.saved);
    await expect(notice).toBeFocused();

    // Once the list takes the current points, the notice and the bar's button are gone, and
    // closing the sheet gives the focus to "View list".
    await notice.getByTestId('repricing-update').tap();
    await expect(notice).toHaveCount(0);
    await expect(button).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(builder.listSheet.getByTestId('selected-panel')).toHaveCount(0);
    await expect(page.getByTestId('open-list')).toBeFocused();
  });

  test('as a guest with no signal, the QR code and link shown first open the list on a fresh phone', async ({ page, context, browser }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.add(a);
    await builder.add(b, 1);
    await builder.nameList('Table 4');
    await context.setOffline(true);
    let qrLink: string;
    try {
      const dialog = await builder.openShare();
      await expect(dialog.getByTestId('share-link')).toHaveAttribute('data-link-kind', 'full');
      await expect(dialog.getByTestId('share-reason')).toHaveText(bt('share.whyGuest'));
      const qr = dialog.getByTestId('share-qr');
      await expect(qr).toHaveAttribute('data-qr-ready', 'true');
      qrLink = (await qr.getAttribute('data-qr-value')) ?? '';
      expect(qrLink).toBe(await dialog.getByTestId('share-link').inputValue());
      expect(qrLink).toMatch(/\/shared-list\/.+/);
    } finally {
      await context.setOffline(false);
    }

    // The opponent's phone: a fresh browser that has never seen the app.
    const opponent = await browser.newContext(PHONE);
    try {
      const other = await opponent.newPage();
      await other.goto(qrLink);
      await expect(other.getByTestId('shared-name')).toHaveText('Table 4');
      await expect(other.getByTestId('shared-unit')).toHaveCount(2);
      await expect(other.getByTestId('shared-total')).toHaveText(String(expectedTotals([[a, 1], [b, 1]]).points));
    } finally {
      await opponent.close();
    }
  });

  test('signed in and offline, the full link is shown first; back online the short link is published, shown first, and opens on another device', async ({ page, context, browser }) => {
    await new AccountPage(page).signInAs('player');
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.add(a);
    const name = `Published ${Date.now()}`;
    await builder.nameList(name);
    await context.setOffline(true);
    const dialog = await builder.openShare();
    const input = dialog.getByTestId('share-link');
    try {
      await expect(input).toHaveAttribute('data-link-kind', 'full');
      await expect(dialog.getByTestId('share-reason')).toHaveText(bt('share.offlineNote'));
    } finally {
      await context.setOffline(false);
    }
    // Back online the sync engine publishes it; the dialog follows.
    await expect(input).toHaveAttribute('data-link-kind', 'short', { timeout: 30_000 });
    await expect(dialog.getByTestId('share-reason')).toHaveText(bt('share.shortPublished'));
    const shortLink = await input.inputValue();
    expect(shortLink).toMatch(/\/s\/[A-Za-z0-9_-]{10}$/);
    await expect(dialog.getByTestId('share-qr')).toHaveAttribute('data-qr-value', shortLink);

    const otherDevice = await browser.newContext(PHONE);
    try {
      const other = await otherDevice.newPage();
      await other.goto(shortLink);
      await expect(other.getByTestId('shared-name')).toHaveText(name);
      await expect(other.getByTestId('shared-total')).toHaveText(String(a.pointsCost));
    } finally {
      await otherDevice.close();
    }
  });
});

test.describe('on a phone, the list sheet', () => {
  test.use(PHONE);

  test("shows its toasts above the sheet, and refuses a name another faction's list has there, offline too", async ({ page, context }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.add(a);
    await builder.nameList('Dup');
    await builder.saveLocally();
    const saved = builder.toast(bt('toast.savedTitle'));
    await expect(saved).toBeVisible();
    /**
     * The toast is what the player sees: the screen's pixel on its coloured left edge has that
     * edge's colour (under the modal sheet, it is the sheet's). A screenshot, read in the page.
     */
    const onTop = async (toast: Locator) => {
      const box = (await toast.boundingBox())!;
      const shot = await page.screenshot({ clip: { x: box.x + 2, y: box.y + box.height / 2, width: 1, height: 1 }, scale: 'css' });
      const seen = await page.evaluate(async (b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
      }, shot.toString('base64'));
      const edge = (await toast.evaluate((el) => getComputedStyle(el).borderLeftColor)).match(/\d+/g)!.slice(0, 3).map(Number);
      return seen.every((v, i) => Math.abs(v - edge[i]!) <= 8);
    };
    await expect(page.getByTestId('list-sheet')).toBeVisible();
    expect(await onTop(saved)).toBe(true);

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    // The saved list is still on the builder after the reload: start a new one.
    await builder.newList();
    await builder.chooseFaction('syenann');
    await builder.add(unitsOf('syenann').find((u) => u.pointsCost > 0 && !u.highCommand)!);
    await builder.nameList('Dup');
    await builder.saveLocally();
    const refused = page.getByTestId('toast').filter({ hasText: 'Another of your lists, in another faction, is already called “Dup”. Choose another name.' });
    await expect(refused).toBeVisible();
    expect(await onTop(refused)).toBe(true);
    // The sheet leaves the rest of the page inert, not the toast: its Dismiss works under a finger.
    await refused.getByRole('button', { name: enText('actions.dismiss') }).tap();
    await expect(refused).toHaveCount(0);
    await expect(page.getByTestId('list-sheet')).toBeVisible();
    // Nothing was written: the saved lists still hold one "Dup", the Northern Tribes one.
    await page.reload();
    await builder.openList();
    await expect(page.getByTestId('list-sheet').getByTestId('saved-list')).toHaveCount(1);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the list column stays in view while the units scroll', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await expect(page.getByTestId('builder')).toHaveAttribute('data-layout', 'wide');
    await builder.add(a);
    await builder.add(b);
    const panel = page.getByTestId('selected-panel');
    const heading = panel.getByRole('heading', { name: bt('selected.heading') });
    const first = panel.getByTestId('selected-unit').first();
    const bar = page.getByTestId('total-bar');
    const column = page.getByTestId('list-column');
    /** The heading and the first selected unit are on screen: under the top bar, above the summary bar. */
    const expectListInView = async () => {
      const barTop = (await span(bar))!.top;
      for (const part of [heading, first, column]) {
        const where = await span(part);
        expect(where).not.toBeNull();
        if (part !== column) expect(where!.top).toBeGreaterThanOrEqual(56);
        expect(where!.bottom).toBeLessThanOrEqual(barTop);
      }
      // Nothing sits over them: they are what the page shows at their place.
      for (const part of [heading, first]) {
        const isTopmost = await part.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        expect(isTopmost).toBe(true);
      }
    };
    // At the top of the page the list is already in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(first).toHaveAttribute('data-unit-id', a.id);
    await expectListInView();
    // Scroll to the last unit card.
    await page.getByTestId('unit-card').last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The column's room follows the summary bar on the scroll's next frame (useListColumnRoom);
    // until then the column's old height can push it up against the end of its area.
    const settled = async () => (await span(column))!.bottom <= (await span(bar))!.top && (await span(heading))!.top >= 56;
    await expect.poll(settled).toBe(true);
    await expectListInView();
    // And at the very end of the page, where the footer takes the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(settled).toBe(true);
    await expectListInView();
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    // Under the top bar and fully on screen.
    expect(box!.y).toBeGreaterThanOrEqual(56);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await expect(panel.getByTestId('selected-unit')).toHaveCount(2);
    // Its buttons still work from there.
    await panel.locator(`[data-testid="selected-unit"][data-unit-id="${a.id}"]`).getByRole('button', { name: bt('unit.remove', { name: a.name }) }).click();
    await expect(builder.totalPoints).toHaveText(String(b.pointsCost));
  });
});

test.describe('a damaged share address', () => {
  test.use(PHONE);

  for (const path of ['/shared-list/%', '/shared-list/%E0%A4%A', '/shared-list/abc%ZZdef', '/shared-list/', '/shared-list/abc/def', '/shared-list/N4Ig%2F%2F']) {
    test(`${path} shows the app's invalid-link message on a first visit`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const message = page.getByTestId('shared-invalid');
      await expect(message.getByRole('heading', { name: bt('sharedList.invalidTitle') })).toBeVisible();
      await expect(message).toContainText(bt('sharedList.invalidBody'));
      await expect(message.getByRole('link', { name: bt('sharedList.toBuilder') })).toBeVisible();
    });
  }
});

test.describe('a short link this phone does not have', () => {
  test.use(PHONE);

  test('says the server does not know it when online, and that it cannot be looked up with no connection', async ({ page, context }) => {
    await page.goto('/s/AAAAAAAAAA');
    const message = page.getByTestId('short-not-found');
    await expect(message.getByRole('heading', { name: bt('shortLink.notFoundTitle') })).toBeVisible();
    await expect(message).toContainText(bt('shortLink.notFoundBody'));
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      await page.goto('/s/BBBBBBBBBB');
      await expect(message).toContainText(bt('shortLink.notFoundOfflineBody'));
    } finally {
      await context.setOffline(false);
    }
  });
});
