/**
 * A player's list library (issue 16), offline at 390 px: a list saved three times with changes,
 * versions 1 and 3 compared, version 1 restored, the list duplicated, every list exported to a
 * file, the site data cleared, the file imported, and every list found back with its content
 * (the history of an imported list starts at the import).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import enLibrary from '../../src/i18n/locales/en/library.json' with { type: 'json' };
import { waitForServiceWorker } from './support/app';
import { BuilderPage, bt, expectedTotals, isCourtesyHidden, unitsOf, type CatalogueUnit } from './support/builderPage';

const NT = 'northern-tribes';
const plain = unitsOf(NT).filter((u) => !u.highCommand && !isCourtesyHidden(u) && u.pointsCost > 0);
const [a, b, c] = plain as [CatalogueUnit, CatalogueUnit, CatalogueUnit];
const NOTE = 'Hold the centre.\nAgainst shooting: screen with the second unit.';

/** An English library text with {{x}} filled in. */
function lt(key: string, params: Record<string, string | number> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enLibrary);
  if (typeof text !== 'string') throw new Error(key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

async function clearSiteData(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const dbs = await indexedDB.databases();
    await Promise.all(
      dbs.map(
        (db) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.deleteDatabase(db.name ?? '');
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error);
          }),
      ),
    );
  });
}

test('save three times, compare, restore, duplicate, export all, clear the site data, import: everything is back (offline, 390 px)', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const builder = new BuilderPage(page);
  await builder.goto();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('unit-card').first()).toBeVisible();

    // Version 1: a; version 2: a + b; version 3 (current): b + c.
    await builder.add(a);
    await builder.nameList('Library Run');
    await page.getByLabel(bt('note.label')).fill(NOTE);
    await builder.saveLocally();
    await expect(builder.toast(bt('toast.savedTitle')).first()).toBeVisible();
    await builder.add(b);
    await builder.saveLocally();
    await builder.remove(a);
    await builder.add(c);
    await builder.saveLocally();
    await builder.expectTotals(expectedTotals([[b, 1], [c, 1]]));

    // The history: three versions, each with its total and size.
    await builder.savedList('Library Run').getByTestId('saved-history').click();
    const history = page.getByTestId('history-dialog');
    await expect(history.getByRole('heading', { name: lt('history.title', { name: 'Library Run' }) })).toBeVisible();
    const entries = history.getByTestId('history-entry');
    await expect(entries).toHaveCount(3);
    await expect(history.locator('[data-version="1"]')).toContainText(`${a.pointsCost} pts · ${lt('history.size_one', { count: 1 })}`);
    await expect(history.locator('[data-version="3"]')).toContainText(lt('history.current', { n: 3 }));
    await expect(history.locator('[data-version="3"]')).toContainText(`${b.pointsCost + c.pointsCost} pts · ${lt('history.size_other', { count: 2 })}`);

    // Compare versions 1 and 3.
    await history.getByRole('checkbox', { name: lt('history.compareVersion', { label: lt('history.version', { n: 1 }) }) }).check();
    await history.getByRole('checkbox', { name: lt('history.compareVersion', { label: lt('history.current', { n: 3 }) }) }).check();
    const compare = history.getByTestId('history-compare');
    await expect(compare.getByRole('heading')).toHaveText(lt('compare.heading', { from: 1, to: 3 }));
    await expect(compare.locator('li')).toHaveText([
      lt('compare.removed', { quantity: 1, name: a.name, points: a.pointsCost }),
      lt('compare.added', { quantity: 1, name: b.name, points: b.pointsCost }),
      lt('compare.added', { quantity: 1, name: c.name, points: c.pointsCost }),
    ]);
    await expect(compare.getByTestId('history-compare-total')).toHaveText(lt('compare.total', { from: a.pointsCost, to: b.pointsCost + c.pointsCost }));

    // Restore version 1: it is the current content, and what it replaced is version 4's predecessor.
    await history.getByRole('button', { name: lt('history.restoreVersion', { label: lt('history.version', { n: 1 }) }) }).click();
    await expect(builder.toast(lt('history.restored', { n: 1 }))).toBeVisible();
    await expect(entries).toHaveCount(4);
    await expect(history.locator('[data-version="4"]')).toContainText(`${a.pointsCost} pts`);
    await history.getByRole('button', { name: 'Close' }).click();
    await builder.expectTotals(expectedTotals([[a, 1]]));

    // Duplicate: a new list, the original untouched.
    await builder.savedList('Library Run').getByTestId('saved-duplicate').click();
    await expect(builder.savedList('Library Run (copy)')).toBeVisible();

    // Export all to a file.
    const downloading = page.waitForEvent('download');
    await page.getByTestId('export-all').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^warcrow-lists-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const file = JSON.parse(readFileSync(path, 'utf8')) as { schema: string; version: number; lists: Array<{ name: string; note?: string; units: Array<{ id: string; quantity: number }> }> };
    expect(file.schema).toBe('warcrow-lists');
    expect(file.version).toBe(1);
    expect(file.lists.map((l) => l.name).sort()).toEqual(['Library Run', 'Library Run (copy)']);
    expect(file.lists.map((l) => l.note)).toEqual([NOTE, NOTE]);

    // A new phone: nothing saved any more.
    await clearSiteData(page);
    await page.reload();
    await expect(page.getByTestId('unit-card').first()).toBeVisible();
    await expect(page.getByTestId('saved-list')).toHaveCount(0);

    // Import the file (from the list sheet on this phone).
    await builder.openList();
    await page.getByTestId('import-open').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-file').setInputFiles(path);
    await expect(dialog.getByTestId('import-report')).toContainText(lt('import.done_other', { count: 2 }));
    await dialog.getByRole('button', { name: lt('import.close') }).click();

    await expect(builder.savedList('Library Run')).toBeVisible();
    await expect(builder.savedList('Library Run (copy)')).toBeVisible();
    await builder.loadSaved('Library Run');
    await builder.expectTotals(expectedTotals([[a, 1]]));
    await builder.loadSaved('Library Run (copy)');
    await builder.expectTotals(expectedTotals([[a, 1]]));
    await builder.loadSaved('Library Run');
    await expect(page.getByLabel(bt('note.label'))).toHaveValue(NOTE);

    // The note is on the full print, not on the courtesy print.
    const share = await builder.openShare();
    const [full] = await Promise.all([page.waitForEvent('popup'), share.getByTestId('print-full').click()]);
    await expect(full.getByTestId('print-note')).toContainText(bt('note.label'));
    await expect(full.getByTestId('print-note').locator('p')).toHaveText(NOTE);
    await full.close();
    const [courtesy] = await Promise.all([page.waitForEvent('popup'), share.getByTestId('print-courtesy').click()]);
    await expect(courtesy.locator('main[data-print="courtesy"]')).toBeVisible();
    await expect(courtesy.getByTestId('print-note')).toHaveCount(0);
    await courtesy.close();
    // …at the end of the text export, and in the share link, shown to whoever opens it.
    await expect(share.getByTestId('share-text')).toHaveValue(new RegExp(`Note: ${NOTE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const link = await builder.shareLink('full');
    await share.getByRole('button', { name: 'Close' }).click();
    await page.goto(link);
    await expect(page.getByTestId('shared-note').locator('p')).toHaveText(NOTE);

    // The imported list's history starts at the import.
    await builder.goto();
    await builder.openList();
    await builder.savedList('Library Run').getByTestId('saved-history').click();
    await expect(history.getByTestId('history-entry')).toHaveCount(1);
    await expect(history).toContainText(lt('history.onlyCurrent'));
  } finally {
    await context.setOffline(false);
  }
});

/** A list file of `n` lists of one unit each, as pasted text. */
function listFileText(n: number): string {
  return JSON.stringify({
    schema: 'warcrow-lists',
    version: 1,
    lists: Array.from({ length: n }, (_, i) => ({ name: `Backup ${i + 1}`, faction: NT, units: [{ id: a.id, name: a.name, quantity: 1, pointsCost: a.pointsCost }] })),
  });
}

test('a guest with more than a handful of lists is offered an export once, and the profile says what is only on this device', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await page.getByTestId('import-open').click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.getByTestId('import-text').fill(listFileText(6));
  await dialog.getByTestId('import-run').click();
  await expect(dialog.getByTestId('import-report')).toContainText(lt('import.done_other', { count: 6 }));
  await dialog.getByRole('button', { name: lt('import.close') }).click();

  await page.reload();
  const offer = page.getByTestId('backup-offer');
  await expect(offer).toHaveText(new RegExp(lt('backup.offer_other', { count: 6 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await offer.getByTestId('backup-offer-dismiss').click();
  await expect(offer).toHaveCount(0);
  // Offered at most once a week: not again on the next visit.
  await page.reload();
  await expect(page.getByTestId('saved-list')).toHaveCount(6);
  await expect(page.getByTestId('backup-offer')).toHaveCount(0);

  await page.goto('/profile');
  const card = page.getByTestId('profile-backup');
  await expect(card.getByTestId('backup-device-only')).toHaveText(lt('backup.deviceOnly_other', { count: 6 }));
  await expect(card.getByTestId('backup-last-export')).toHaveText(lt('backup.neverExported'));
  const downloading = page.waitForEvent('download');
  await card.getByTestId('backup-export').click();
  await downloading;
  await expect(card.getByTestId('backup-last-export')).toContainText(lt('backup.lastExport', { date: '' }).trim());
});

test('the import report says what it could not read: a unit this app does not know (no price change shown), a file of another app by its fields, an empty file', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await page.getByTestId('import-open').click();
  const dialog = page.getByTestId('import-dialog');
  const report = dialog.getByTestId('import-report');
  const unknown = { schema: 'warcrow-lists', version: 1, lists: [{ name: 'Zed', faction: NT, units: [{ id: 'nope', name: 'Nope', quantity: 2, pointsCost: 10 }] }] };
  await dialog.getByTestId('import-text').fill(JSON.stringify(unknown));
  await dialog.getByTestId('import-run').click();
  await expect(report).toContainText(lt('import.done_one', { count: 1 }));
  await expect(dialog.getByTestId('import-unknown-units')).toHaveText(lt('import.unknownUnitsLine', { name: 'Zed', units: 'Nope' }));
  await expect(report).toContainText(lt('import.unknownUnits'));
  await expect(report).not.toContainText(lt('import.repriced'));

  await dialog.getByRole('button', { name: lt('import.more') }).click();
  await dialog.getByTestId('import-text').fill(JSON.stringify({ schema: 'other-app', version: 7, lists: 'nope' }));
  await dialog.getByTestId('import-run').click();
  const fields = ['schema', 'version', 'lists'].map((field) => lt('import.problem.fieldInvalid', { field })).join('; ');
  await expect(dialog.getByTestId('import-problems')).toHaveText(lt('import.problem.notListFile', { details: fields }));

  await dialog.getByRole('button', { name: lt('import.more') }).click();
  await dialog.getByTestId('import-file').setInputFiles({ name: 'empty.json', mimeType: 'application/json', buffer: Buffer.from('') });
  await expect(dialog.getByTestId('import-problems')).toHaveText(lt('import.problem.empty'));
  await expect(report).toContainText(lt('import.none'));
});

test('Report a problem opens a mail with the app facts, and the current list link only when ticked', async ({ page }) => {
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.add(a);
  await builder.nameList('Reported');
  await builder.saveLocally();
  await expect(builder.savedList('Reported')).toBeVisible();
  // In-app navigation keeps the builder's current list in memory.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('menu-sheet').getByRole('link', { name: 'Support us' }).click();
  const report = page.getByTestId('report-problem');
  const link = report.getByTestId('report-problem-link');
  await expect(link).toHaveText(lt('report.action'));
  const body = async () => decodeURIComponent((await link.getAttribute('href'))?.split('&body=')[1] ?? '');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:feedback@warcrow-companion.app?subject=')).toBe(true);
  expect(await body()).toContain(`${lt('report.appVersion')}: `);
  expect(await body()).toContain(`${lt('report.language')}: en`);
  expect(await body()).toContain(`${lt('report.screen')}: `);
  expect(await body()).toContain('(/about)');
  expect(await body()).not.toContain(`${lt('report.listLink')}:`);
  await report.getByLabel(lt('report.attach', { name: 'Reported' })).check();
  await expect.poll(body).toContain(`${lt('report.listLink')}: http`);
  expect(await body()).toMatch(/\/shared-list\/[A-Za-z0-9+\-$]+/);
});

test('the history with a comparison, the import dialog and the backup card pass the axe WCAG A/AA rules at 360 px, light and dark', async ({ page }) => {
  // Five axe scans of a page full of unit cards: minutes on a busy 2-core machine.
  test.setTimeout(180_000);
  const axe = async (where: string) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes[0]?.target.join(' ')}`);
  await page.setViewportSize({ width: 360, height: 740 });
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.add(a);
  await builder.nameList('Axe library');
  await page.getByLabel(bt('note.label')).fill(NOTE);
  await builder.saveLocally();
  await builder.add(b);
  await builder.saveLocally();
  const problems: string[] = [];
  // Axe reads colours as they are: no transition may be half-way from light to dark when it looks.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    problems.push(...(await axe(`saved lists ${colorScheme}`)));
    await builder.savedList('Axe library').getByTestId('saved-history').click();
    const history = page.getByTestId('history-dialog');
    // The history is read live: wait for both entries (the first save and the current list) before ticking them.
    await expect(history.getByRole('checkbox')).toHaveCount(2);
    for (const box of await history.getByRole('checkbox').all()) await box.check();
    await expect(history.getByTestId('history-compare')).toBeVisible();
    problems.push(...(await axe(`history ${colorScheme}`)));
    await history.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('import-open').click();
    problems.push(...(await axe(`import ${colorScheme}`)));
    await page.getByTestId('import-dialog').getByRole('button', { name: 'Close' }).click();
  }
  await page.goto('/profile');
  await expect(page.getByTestId('backup-device-only')).toBeVisible();
  problems.push(...(await axe('profile backup card')));
  expect(problems, problems.join('\n')).toEqual([]);
});
