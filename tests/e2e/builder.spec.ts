import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeShareCode } from '../../src/domain/shareCode';
import esBuilder from '../../src/i18n/locales/es/builder.json' with { type: 'json' };
import { enText, expectScreenTitle, waitForServiceWorker } from './support/app';
import { BuilderPage, bt, catalogue, et, expectedTotals, isCourtesyHidden, unitNamed, unitsOf } from './support/builderPage';

const NT = 'northern-tribes';
// A High Command unit with the Elite keyword (the rebuilt catalogue: Wrathmane).
const hcUnit = unitNamed(NT, 'Wrathmane');
const alborc = unitNamed(NT, 'Alborc');
const coal = unitNamed(NT, 'Coal');
const warriors = unitsOf(NT).find((u) => u.availability >= 2 && !u.highCommand && !isCourtesyHidden(u))!;
// A unit the courtesy print leaves out (Scout or Ambusher).
const hidden = unitsOf(NT).find((u) => isCourtesyHidden(u) && !u.highCommand)!;
const ARTIFACTS = join(process.cwd(), 'tests/e2e/artifacts');

test.describe('army builder', () => {
  test('picks a faction, adds a unit up to its availability and removes it again', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await expectScreenTitle(page, 'screens.builder');
    // A first visit shows the default faction.
    await expect(page.getByTestId('builder')).toHaveAttribute('data-faction', NT);
    await expect(page.getByTestId('current-list')).toContainText(bt('controls.newListName'));
    await expect(page.getByTestId('selected-empty')).toHaveText(bt('selected.empty'));

    await builder.chooseFaction('syenann');
    await expect(page.getByTestId('unit-card')).toHaveCount(unitsOf('syenann').length);
    // The choice is remembered.
    await page.reload();
    await expect(page.getByTestId('builder')).toHaveAttribute('data-faction', 'syenann');
    await builder.chooseFaction(NT);

    const card = builder.card(warriors);
    await expect(card.getByTestId('unit-remove')).toBeDisabled();
    await builder.add(warriors, warriors.availability);
    await expect(card.getByTestId('unit-quantity')).toHaveText(`${warriors.availability}/${warriors.availability}`);
    await expect(card.getByTestId('unit-add')).toBeDisabled();
    // A tap on it says why, and adds nothing (SPEC.md "Adding units").
    await card.getByTestId('unit-add').click({ force: true });
    await expect(builder.toast(et('unit.maxReached'))).toContainText(et('unit.maxReachedDetail', { n: warriors.availability }));
    await expect(card.getByTestId('unit-quantity')).toHaveText(`${warriors.availability}/${warriors.availability}`);
    await builder.expectTotals(expectedTotals([[warriors, warriors.availability]]));
    await builder.remove(warriors);
    await expect(card.getByTestId('unit-add')).toBeEnabled();
    await builder.expectTotals(expectedTotals([[warriors, warriors.availability - 1]]));
  });

  test('switching faction with units on the list asks first; Cancel keeps the list', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.add(warriors);
    const dialog = page.getByTestId('faction-switch-dialog');
    const pick = async () => {
      await page.getByTestId('faction-button').click();
      await page.getByTestId('faction-list').locator('[data-faction-id="syenann"]').click();
    };

    await pick();
    await expect(dialog.getByRole('heading', { name: bt('factionSwitch.title') })).toBeVisible();
    await expect(dialog).toContainText(bt('factionSwitch.body_one', { count: 1 }));
    await dialog.getByTestId('faction-switch-cancel').click();
    await expect(page.getByTestId('builder')).toHaveAttribute('data-faction', NT);
    await builder.expectTotals(expectedTotals([[warriors, 1]]));

    await pick();
    await dialog.getByTestId('faction-switch-confirm').click();
    await expect(page.getByTestId('builder')).toHaveAttribute('data-faction', 'syenann');
    await expect(page.getByTestId('selected-empty')).toHaveText(bt('selected.empty'));
  });

  test('a second High Command unit opens the High Command Limit dialog and is not added', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.add(hcUnit);
    await builder.add(alborc);
    const dialog = page.getByTestId('hc-dialog');
    await expect(dialog.getByRole('heading', { name: et('list.highCommandLimitTitle') })).toBeVisible();
    await expect(dialog.getByText(et('list.highCommandLimit'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(builder.card(alborc).getByTestId('unit-quantity')).toHaveText(`0/${alborc.availability}`);
    await builder.expectTotals(expectedTotals([[hcUnit, 1]]));
  });

  test('totals and violations follow the domain rules', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.add(coal);
    await builder.add(hcUnit);
    await builder.add(warriors, 2);
    const mine = expectedTotals([[coal, 1], [hcUnit, 1], [warriors, 2]]);
    await builder.expectTotals(mine);
    await builder.nameList('Mi borrador ✨');
    const violations = page.getByTestId('list-violations');
    await expect(violations).toContainText(et('list.violationsTitle'));
    await expect(violations).toContainText(et('list.notTournamentLegal'));
    await expect(builder.card(coal).getByTestId('not-legal-badge')).toHaveText(bt('unit.notLegal'));

    // Two High Command units can only arrive in a loaded list: the panel warns and marks each.
    const code = encodeShareCode(
      {
        name: 'Two Warlords',
        faction: NT,
        created_at: new Date().toISOString(),
        units: [hcUnit, alborc].map((u) => ({ ...u, quantity: 1 })),
      },
      'test',
    );
    await page.goto(`/shared-list/${code}`);
    await expectScreenTitle(page, 'screens.sharedList');
    await expect(page.getByTestId('list-violations')).toContainText(et('list.highCommandWarning', { n: 2 }));
    await page.getByTestId('open-in-builder').click();
    await expect(page).toHaveURL(/\/builder$/);
    await expect(page.getByTestId('unit-violation')).toHaveCount(2);
    await expect(page.getByTestId('unit-violation').first()).toHaveText(et('list.multipleHighCommand'));
    await builder.expectTotals(expectedTotals([[hcUnit, 1], [alborc, 1]]));
    // The list being built was never saved: opening another kept it as a saved list, name and all.
    await expect(builder.toast(bt('toast.draftKeptAside', { name: 'Mi borrador ✨' }))).toBeVisible();
    await builder.loadSaved('Mi borrador ✨');
    await builder.expectTotals(mine);
  });

  test('saving locally shows every validation message, then saves; delete removes every version', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.saveLocally();
    await expect(builder.toast(et('list.nameRequired'))).toBeVisible();
    await builder.nameList('   ');
    await builder.saveLocally();
    await expect(builder.toast(et('list.nameRequired'))).toHaveCount(2);
    await builder.nameList('Frost Raid');
    await builder.saveLocally();
    await expect(builder.toast(et('list.empty'))).toContainText(et('list.emptyHint'));

    await builder.add(warriors);
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle'))).toContainText(bt('toast.savedDescription', { name: 'Frost Raid' }));
    await expect(page.getByTestId('current-list')).toContainText('Frost Raid');
    await expect(builder.savedList('Frost Raid')).toBeVisible();

    // Cloud save is for signed-in players only.
    await expect(page.getByTestId('cloud-save')).toBeDisabled();
    await page.getByTestId('cloud-save-wrapper').hover();
    await expect(page.getByRole('tooltip')).toHaveText(bt('controls.loginRequired'));
    await expect(page.getByTestId('post-button')).toHaveCount(0);

    await page.getByTestId('new-list').click();
    await expect(page.getByTestId('current-list')).toContainText(bt('controls.newListName'));
    await expect(builder.totalPoints).toHaveText('0');
    await expect(page.getByPlaceholder(bt('controls.listNamePlaceholder'))).toHaveValue('');

    await builder.savedList('Frost Raid').getByTestId('saved-delete').click();
    const dialog = page.getByTestId('delete-dialog');
    await expect(dialog.getByRole('heading', { name: bt('deleteDialog.title') })).toBeVisible();
    await dialog.getByRole('button', { name: enText('actions.cancel') }).click();
    await expect(builder.savedList('Frost Raid')).toBeVisible();
    await builder.savedList('Frost Raid').getByTestId('saved-delete').click();
    await dialog.getByTestId('delete-confirm').click();
    await expect(builder.toast(bt('toast.deleted', { name: 'Frost Raid' }))).toBeVisible();
    await expect(builder.savedList('Frost Raid')).toHaveCount(0);
  });

  test('a saved list survives an offline reload and loads with the same totals', async ({ page, context }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.add(hcUnit);
    await builder.add(warriors, 2);
    const totals = expectedTotals([[hcUnit, 1], [warriors, 2]]);
    await builder.nameList('Offline Hunt');
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle'))).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('unit-card').first()).toBeVisible();
      // The list on the builder comes back with the reload (it is kept on the device as it is edited).
      await expect(builder.totalPoints).toHaveText(String(totals.points));
      await expect(page.getByTestId('current-list')).toContainText('Offline Hunt');
      await page.getByTestId('new-list').click();
      await expect(builder.totalPoints).toHaveText('0');
      await builder.loadSaved('Offline Hunt');
      await builder.expectTotals(totals);
      await expect(page.getByTestId('selected-unit')).toHaveCount(2);
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('unit details', () => {
  test('descriptions show as tooltips; View Card falls back to a generated card that prints', async ({ page }) => {
    const rules = JSON.parse(readFileSync(join(process.cwd(), 'supabase/seed/content/special-rules.json'), 'utf8')) as Array<{ name: string; description: string }>;
    const elite = rules.find((r) => r.name === 'Elite')!;
    const builder = new BuilderPage(page);
    await builder.goto();
    const chip = builder.card(hcUnit).getByRole('button', { name: 'Elite', exact: true });
    await chip.hover();
    await expect(page.getByRole('tooltip')).toContainText(elite.description);
    // Opened in the page's body, outside the card (whose off-screen containment would clip it).
    await expect(page.locator('body > [role="tooltip"]')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Keyboard users get the same text on focus.
    await chip.focus();
    await expect(page.getByRole('tooltip')).toContainText(elite.description);

    await builder.card(hcUnit).getByRole('button', { name: bt('unit.viewCardOf', { name: hcUnit.name }) }).click();
    const dialog = page.getByTestId('unit-card-dialog');
    await expect(dialog.getByRole('heading', { name: hcUnit.name, exact: true, level: 2 })).toBeVisible();
    // No art ships with the app: after the .jpg and .png attempts it says so and shows the generated card.
    await expect(dialog.getByTestId('card-image-unavailable')).toContainText(bt('card.imageUnavailable'));
    await expect(dialog.getByTestId('card-image-unavailable')).toContainText(bt('card.tryLater'));
    const card = dialog.getByTestId('generated-card');
    await expect(card).toContainText(String(hcUnit.pointsCost));
    await expect(card).toContainText(elite.description);
    const [print] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: bt('card.print') }).click()]);
    await expect(print.locator('.card h1')).toHaveText(hcUnit.name);
    await print.close();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the filter panel narrows the grid; an empty result offers clear all', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    const all = unitsOf(NT).length;
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('legal-only').check();
    await expect(page.getByTestId('unit-card')).toHaveCount(unitsOf(NT).filter((u) => u.tournamentLegal).length);
    await page.getByTestId('unit-search').fill('zzzz-no-such-unit');
    await expect(page.getByTestId('no-match')).toContainText(bt('units.noMatch'));
    await page.getByRole('button', { name: bt('units.clearAllLink') }).click();
    await expect(page.getByTestId('unit-card')).toHaveCount(all);
    await expect(page.getByTestId('legal-only')).not.toBeChecked();
    await page.getByTestId('unit-sort').selectOption('points-desc');
    const first = await page.getByTestId('unit-card').first().getAttribute('data-unit-id');
    expect(catalogue.units.find((u) => u.id === first)!.pointsCost).toBe(Math.max(...unitsOf(NT).map((u) => u.pointsCost)));
  });
});

test.describe('a narrow window with a mouse', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test('the login tooltip of Save to Cloud opens inside the list sheet, above the page', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    expect(await builder.isPhoneLayout()).toBe(true);
    await builder.openList();
    const wrapper = builder.listSheet.getByTestId('cloud-save-wrapper');
    await expect(wrapper).toBeVisible();
    await wrapper.hover();
    // In the open dialog (the top layer): a tooltip in the body would be drawn beneath the sheet.
    await expect(builder.listSheet.getByRole('tooltip')).toHaveText(bt('controls.loginRequired'));
  });
});

test.describe('unit details on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  test('a tap on a rule opens its description in a full-screen sheet, and Close returns to the grid', async ({ page }) => {
    const rules = JSON.parse(readFileSync(join(process.cwd(), 'supabase/seed/content/special-rules.json'), 'utf8')) as Array<{ name: string; description: string }>;
    const elite = rules.find((r) => r.name === 'Elite')!;
    const builder = new BuilderPage(page);
    await builder.goto();
    expect(await page.evaluate(() => matchMedia('(hover: none), (pointer: coarse)').matches)).toBe(true);

    const chip = builder.card(hcUnit).getByRole('button', { name: bt('terms.describe', { name: 'Elite' }) });
    await chip.tap();
    const sheet = page.getByTestId('term-sheet');
    await expect(sheet.getByRole('heading', { name: 'Elite' })).toBeVisible();
    await expect(sheet).toContainText(elite.description);
    // Elite is the game's English name: no note about a translation.
    await expect(sheet.getByTestId('term-own-name')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // The sheet covers the screen (it is not a tooltip squeezed beside the chip).
    const box = await sheet.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(340);

    await sheet.getByRole('button', { name: enText('actions.close') }).tap();
    await expect(sheet).toHaveCount(0);
    await expect(chip).toBeVisible();
  });

  test('in Spanish, a rule’s name says it is our own translation and gives the English one (no official Spanish text is known)', async ({ page }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await page.getByTestId('language-switcher').selectOption('es');
    const chip = builder.card(hcUnit).getByRole('button', { name: esBuilder.terms.describe.replace('{{name}}', 'Élite') });
    await chip.tap();
    const sheet = page.getByTestId('term-sheet');
    await expect(sheet.getByRole('heading', { name: 'Élite' })).toBeVisible();
    await expect(sheet.getByTestId('term-own-name')).toHaveText(esBuilder.terms.ownName.replace('{{name}}', 'Elite'));
  });
});

test.describe('sharing', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  async function buildSharedList(builder: BuilderPage) {
    await builder.goto();
    await builder.add(hcUnit);
    await builder.add(hidden);
    await builder.add(warriors, 2);
    await builder.add(coal);
    await builder.nameList('Table Two <b>list</b>');
    return expectedTotals([[hcUnit, 1], [hidden, 1], [warriors, 2], [coal, 1]]);
  }

  test('the full link opens the same list elsewhere; the QR code carries exactly that link', async ({ page, context }) => {
    const builder = new BuilderPage(page);
    const totals = await buildSharedList(builder);
    await expect(page.getByTestId('share-button')).toBeVisible();
    const dialog = await builder.openShare();
    await expect(dialog.getByTestId('share-illegal-warning')).toHaveText(et('list.notTournamentLegal'));
    const link = await builder.shareLink('full');

    const qr = dialog.getByTestId('share-qr');
    await expect(qr).toHaveAttribute('data-qr-value', link);
    await expect(qr).toHaveAttribute('data-qr-ready', 'true');
    const size = await qr.locator('canvas').evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
    expect(size.w).toBeGreaterThan(100);
    expect(size.h).toBe(size.w);

    await dialog.getByTestId('share-copy-link').click();
    await expect(builder.toast(bt('share.linkCopied'))).toBeVisible();
    await expect(dialog.getByTestId('share-copy-link')).toHaveAttribute('data-copied', 'true');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const other = await context.newPage();
    await other.goto(link);
    await expectScreenTitle(other, 'screens.sharedList');
    await expect(other.getByTestId('shared-name')).toHaveText('Table Two <b>list</b>');
    await expect(other.getByTestId('shared-total')).toHaveText(String(totals.points));
    await expect(other.getByTestId('shared-command')).toContainText(bt('totals.command', { n: totals.command }));
    await expect(other.getByTestId('shared-unit')).toHaveCount(4);
    await expect(other.locator(`[data-testid="shared-unit"][data-unit-id="${warriors.id}"]`)).toContainText('×2');
    await other.close();
  });

  test('a short link opens in the same browser; bad codes and unknown short links say so', async ({ page }) => {
    const builder = new BuilderPage(page);
    const totals = await buildSharedList(builder);
    await builder.openShare();
    // A guest's short link is never published, so the link shown first is the full one, and the dialog says why.
    await expect(page.getByTestId('share-link')).toHaveAttribute('data-link-kind', 'full');
    await expect(page.getByTestId('share-reason')).toHaveText(bt('share.whyGuest'));
    const link = await builder.shareLink('short');
    await expect(page.getByTestId('share-reason')).toHaveText(bt('share.shortLocal'));
    await expect(page.getByTestId('share-qr')).toHaveAttribute('data-qr-value', link);

    await page.goto(link);
    await expectScreenTitle(page, 'screens.shortLink');
    await expect(page.getByTestId('shared-name')).toHaveText('Table Two <b>list</b>');
    await expect(page.getByTestId('shared-total')).toHaveText(String(totals.points));

    await page.goto('/s/AAAAAAAAAA');
    await expect(page.getByTestId('short-not-found')).toContainText(bt('shortLink.notFoundTitle'));
    await page.goto('/s/abc');
    await expect(page.getByTestId('short-invalid')).toContainText(bt('shortLink.invalidTitle'));
    await page.goto('/shared-list/not-a-real-code');
    await expect(page.getByTestId('shared-invalid')).toContainText(bt('sharedList.invalidTitle'));
    await expectScreenTitle(page, 'screens.sharedList');
  });

  test('courtesy print leaves out Scout and Ambusher units; the full print has them', async ({ page }) => {
    const builder = new BuilderPage(page);
    const totals = await buildSharedList(builder);
    const dialog = await builder.openShare();

    const [full] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('print-full').click()]);
    await expect(full.locator('main[data-print="full"]')).toBeVisible();
    await expect(full.locator('h1')).toHaveText('Table Two <b>list</b>');
    await expect(full.locator('b')).toHaveCount(0);
    await expect(full.locator(`tr[data-unit-id="${hidden.id}"]`)).toHaveCount(1);
    await expect(full.getByTestId('print-total')).toHaveText(et('export.totalPoints', { points: totals.points }));
    await full.close();

    const [courtesy] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('print-courtesy').click()]);
    await expect(courtesy.locator('main[data-print="courtesy"]')).toBeVisible();
    const ids = await courtesy.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-unit-id')));
    expect(ids.sort()).toEqual([hcUnit.id, warriors.id, coal.id].sort());
    for (const id of ids) expect(isCourtesyHidden(catalogue.units.find((u) => u.id === id)!)).toBe(false);
    await courtesy.close();
  });

  test('the text export lists units, markers and totals, and copies to the clipboard', async ({ page }) => {
    const builder = new BuilderPage(page);
    const totals = await buildSharedList(builder);
    const dialog = await builder.openShare();
    const text = await dialog.getByTestId('share-text').inputValue();
    const lines = text.split('\n');
    expect(lines[0]).toBe('Table Two <b>list</b>');
    expect(lines).toContain(`${et('export.unitLine', { quantity: 1, name: hcUnit.name, points: hcUnit.pointsCost })} ${et('export.highCommandMarker')}`);
    expect(lines).toContain(`${et('export.unitLine', { quantity: 1, name: coal.name, points: coal.pointsCost })} ${et('export.notLegalMarker')}`);
    expect(lines).toContain(et('export.unitLine', { quantity: 2, name: warriors.name, points: warriors.pointsCost * 2 }));
    expect(lines).toContain(et('export.totalPoints', { points: totals.points }));
    expect(lines).toContain(et('export.totalCommand', { command: totals.command }));

    await dialog.getByTestId('share-copy-text').click();
    await expect(builder.toast(bt('share.textCopied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  test('offline as a guest, the share dialog defaults to the full link and its QR code, and says why', async ({ page, context }) => {
    const builder = new BuilderPage(page);
    await builder.goto();
    await waitForServiceWorker(page);
    await builder.add(warriors);
    await builder.nameList('No Signal');
    await context.setOffline(true);
    try {
      const dialog = await builder.openShare();
      await expect(dialog.getByTestId('share-reason')).toHaveText(bt('share.whyGuest'));
      const input = dialog.getByTestId('share-link');
      await expect(input).toHaveAttribute('data-link-kind', 'full');
      await expect(dialog.getByTestId('share-qr')).toHaveAttribute('data-qr-value', await input.inputValue());
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('layout', () => {
  test('screenshots at 360 px and on desktop', async ({ page }) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const builder = new BuilderPage(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await builder.goto();
    await builder.add(hcUnit);
    await builder.add(warriors, 2);
    // Nothing overflows sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(builder.totalPoints).toBeVisible();
    await page.screenshot({ path: join(ARTIFACTS, 'builder-360.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: join(ARTIFACTS, 'builder-desktop.png') });
    await builder.nameList('Screenshot');
    await builder.openShare();
    await expect(page.getByTestId('share-qr')).toHaveAttribute('data-qr-ready', 'true');
    await page.screenshot({ path: join(ARTIFACTS, 'builder-share-desktop.png') });
  });
});
