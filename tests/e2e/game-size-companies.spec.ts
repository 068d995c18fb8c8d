/**
 * Issue 14 items 2, 3 and 5, on a 390 × 844 touch phone and on a 1280 × 800 desktop:
 * - game size: pick a points budget, see what is left, go over it and see the violation; the
 *   budget is remembered with the saved list;
 * - companies: attach a Character to the unit it joins (suggested when only one fits), and
 *   meet each company rule as a List Violations entry with its reason: two Characters on one
 *   unit, a Character without Join, a companion without its owner, two High Command (from a
 *   shared list, since the builder blocks a second one);
 * - print and export for events: player and event names, the budget, the catalogue data version
 *   and the list fingerprint on the export and the print; the courtesy print counts its hidden
 *   units and says its total includes them; the shared list shows the same fingerprint.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { BuilderPage, bt, catalogue, et, unitNamed } from './support/builderPage';

const NT = 'northern-tribes';
const hunters = unitNamed(NT, 'Orc Hunters');
const scarred = unitNamed(NT, 'Battle-Scarred');
const contender = unitNamed(NT, 'Contender');
const prime = unitNamed(NT, 'Prime Warrior');
const evoker = unitNamed(NT, 'Evoker');
const coal = unitNamed(NT, 'Coal');
const iriavik = unitNamed(NT, 'Iriavik Restless Pup');
const alborc = unitNamed(NT, 'Alborc');
const wrathmane = unitNamed(NT, 'Wrathmane');
const marauders = unitNamed(NT, 'Tundra Marauders');

const LAYOUTS = [
  { label: 'on a 390 px touch phone', use: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } } },
  { label: 'on a 1280 px desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** English plural form: i18next picks _one for 1, _other otherwise. */
const plural = (key: string, count: number, params: Record<string, string | number> = {}) => bt(`${key}_${count === 1 ? 'one' : 'other'}`, { count, ...params });
const eplural = (key: string, count: number, params: Record<string, string | number> = {}) => et(`${key}_${count === 1 ? 'one' : 'other'}`, { count, ...params });

function row(page: Page, unitId: string): Locator {
  return page.locator(`[data-testid="selected-unit"][data-unit-id="${unitId}"]`);
}

function violations(page: Page): Locator {
  return page.getByTestId('selected-panel').getByTestId('list-violations');
}

async function startList(builder: BuilderPage): Promise<void> {
  await builder.goto();
  await builder.chooseFaction(NT);
}

for (const layout of LAYOUTS) {
  test.describe(layout.label, () => {
    test.use(layout.use);

    test('game size: a budget, points remaining, over it in List Violations, remembered with the list', async ({ page }) => {
      const builder = new BuilderPage(page);
      await startList(builder);
      await builder.add(hunters, 2);
      await builder.openList();
      const used = hunters.pointsCost * 2;

      await page.getByTestId('budget-select').selectOption('300');
      await expect(page.getByTestId('budget-remaining')).toHaveText(plural('budget.remaining', 300 - used, { points: 300 - used }));
      await expect(page.getByTestId('total-bar').getByTestId('summary-budget')).toContainText('300');
      await expect(violations(page)).toHaveCount(0);

      // Any number: exactly the points used leaves nothing.
      await page.getByTestId('budget-select').selectOption('other');
      await page.getByTestId('budget-custom').fill(String(used));
      await expect(page.getByTestId('budget-remaining')).toHaveText(plural('budget.remaining', 0, { points: 0 }));

      // One more unit goes over: said under the totals and in List Violations, counted by the summary.
      await builder.add(scarred);
      await builder.openList();
      const over = scarred.pointsCost;
      await expect(page.getByTestId('budget-remaining')).toHaveText(plural('budget.over', over, { points: over }));
      await expect(violations(page).locator('[data-code="list.overBudget"]')).toHaveText(
        et(`list.overBudget_${over === 1 ? 'one' : 'other'}`, { over, points: used + over, budget: used }),
      );
      await expect(page.getByTestId('total-bar').getByTestId('summary-violations')).toHaveText(bt('summary.violations_one', { n: 1 }));

      // Saved with the list and back on load.
      await builder.nameList('Budget list');
      await builder.saveLocally();
      await expect(builder.toast(bt('toast.savedTitle')).first()).toBeVisible();
      await page.getByTestId('new-list').click();
      await expect(page.getByTestId('budget-select')).toHaveValue('none');
      await builder.loadSaved('Budget list');
      await expect(page.getByTestId('budget-custom')).toHaveValue(String(used));
      await expect(violations(page).locator('[data-code="list.overBudget"]')).toHaveCount(1);

      // No budget: as before, nothing about a budget anywhere.
      await page.getByTestId('budget-select').selectOption('none');
      await expect(page.getByTestId('budget-remaining')).toHaveCount(0);
      await expect(violations(page)).toHaveCount(0);
    });

    test('companies: a Character joins its unit, and each company rule is a violation with its reason', async ({ page }) => {
      const builder = new BuilderPage(page);
      await startList(builder);
      await builder.add(hunters);
      await builder.add(contender);
      await builder.openList();

      // Only Orc Hunters fits the Contender's Join (Infantry Orc): suggested in one tap.
      const contenderRow = row(page, contender.id);
      await contenderRow.getByTestId('join-suggested').click();
      await expect(contenderRow).toHaveAttribute('data-attached-to', hunters.id);
      const company = page.locator(`[data-testid="company"][data-unit-id="${hunters.id}"]`);
      await expect(company.getByTestId('selected-unit')).toHaveCount(2);
      await expect(violations(page)).toHaveCount(0);

      // A second Character on the same unit.
      await builder.add(prime);
      await builder.openList();
      await row(page, prime.id).getByTestId('join-select').selectOption(hunters.id);
      await expect(violations(page).locator('[data-code="company.tooManyCharacters"]')).toHaveText(
        et('company.tooManyCharacters_one', { unit: hunters.name, characters: `${contender.name} and ${prime.name}` }),
      );
      // Taken off again: the rule is met.
      await row(page, prime.id).getByTestId('join-select').selectOption('');
      await expect(violations(page).locator('[data-code="company.tooManyCharacters"]')).toHaveCount(0);

      // A Character without Join, put with a unit anyway.
      await builder.add(evoker);
      await builder.openList();
      await expect(row(page, evoker.id).getByTestId('join-control')).toContainText(bt('company.noneFits', { name: evoker.name }));
      await row(page, evoker.id).getByTestId('join-select').selectOption(hunters.id);
      await expect(violations(page).locator('[data-code="company.noJoin"]')).toHaveText(et('company.noJoin', { name: evoker.name, unit: hunters.name }));

      // A companion without its owner; with the owner there, Coal joins it.
      await builder.add(coal);
      await builder.openList();
      await expect(violations(page).locator('[data-code="company.companionWithoutOwner"]')).toHaveText(
        et('company.companionWithoutOwner', { name: coal.name, owner: iriavik.name }),
      );
      await builder.add(iriavik);
      await builder.openList();
      await expect(violations(page).locator('[data-code="company.companionWithoutOwner"]')).toHaveCount(0);
      await row(page, coal.id).getByTestId('join-suggested').click();
      await expect(row(page, coal.id)).toHaveAttribute('data-attached-to', iriavik.id);

      // Saved and opened again: every attachment is still there.
      await builder.nameList('Company list');
      await builder.saveLocally();
      await expect(builder.toast(bt('toast.savedTitle')).first()).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('unit-card').first()).toBeVisible({ timeout: 20_000 });
      await builder.loadSaved('Company list');
      await expect(row(page, contender.id)).toHaveAttribute('data-attached-to', hunters.id);
      await expect(row(page, coal.id)).toHaveAttribute('data-attached-to', iriavik.id);
      await expect(row(page, evoker.id)).toHaveAttribute('data-attached-to', hunters.id);
    });

    test('two High Command in one company: a shared list says so, and keeps it in the builder', async ({ page }) => {
      const builder = new BuilderPage(page);
      const code = LZString.compressToEncodedURIComponent(
        JSON.stringify({
          v: 1,
          dv: catalogue.dataVersion,
          name: 'Two generals',
          faction: NT,
          created_at: '2026-11-01T10:00:00.000Z',
          units: [
            { id: hunters.id, name: hunters.name, quantity: 1 },
            { id: alborc.id, name: alborc.name, quantity: 1, attachedTo: hunters.id },
            { id: wrathmane.id, name: wrathmane.name, quantity: 1 },
          ],
          budget: 300,
        }),
      );
      await page.goto(`/shared-list/${code}`);
      const shared = page.getByTestId('shared-list');
      const reason = et('company.highCommandTogether_both', { names: `${alborc.name} and ${wrathmane.name}` });
      await expect(shared.getByTestId('list-violations').locator('[data-code="company.highCommandTogether"]')).toHaveText(reason);
      await expect(shared.locator(`[data-testid="shared-unit"][data-unit-id="${alborc.id}"]`)).toHaveAttribute('data-attached-to', hunters.id);
      const used = hunters.pointsCost + alborc.pointsCost + wrathmane.pointsCost;
      await expect(shared.getByTestId('shared-budget')).toContainText(plural('budget.remaining', 300 - used, { points: 300 - used }));

      await shared.getByTestId('open-in-builder').click();
      await expect(page.getByTestId('builder')).toBeVisible();
      await builder.openList();
      await expect(violations(page).locator('[data-code="company.highCommandTogether"]')).toHaveText(reason);
      await expect(row(page, alborc.id)).toHaveAttribute('data-attached-to', hunters.id);
      await expect(page.getByTestId('budget-select')).toHaveValue('300');
    });

    test('print and export for events: names, budget, data version and fingerprint; the courtesy print counts hidden units', async ({ page, browser }) => {
      const builder = new BuilderPage(page);
      await startList(builder);
      await builder.add(hunters);
      await builder.add(contender);
      await builder.add(marauders, 2);
      await builder.openList();
      await row(page, contender.id).getByTestId('join-suggested').click();
      await page.getByTestId('budget-select').selectOption('300');
      await builder.nameList('Cup list');
      const total = hunters.pointsCost + contender.pointsCost + marauders.pointsCost * 2;

      const dialog = await builder.openShare();
      await dialog.getByTestId('event-player').fill('Ana Pérez');
      await dialog.getByTestId('event-name').fill('Winter Cup');
      const fingerprintEl = dialog.getByTestId('list-fingerprint');
      await expect(fingerprintEl).toHaveAttribute('data-fingerprint', /^[0-9A-F]{4}-[0-9A-F]{4}$/);
      const fingerprint = (await fingerprintEl.getAttribute('data-fingerprint')) ?? '';
      await expect(dialog.getByTestId('list-data-version')).toHaveText(bt('event.dataVersion', { version: catalogue.dataVersion }));

      const text = await dialog.getByTestId('share-text').inputValue();
      const lines = text.split('\n');
      expect(lines).toContain(et('export.player', { name: 'Ana Pérez' }));
      expect(lines).toContain(et('export.event', { name: 'Winter Cup' }));
      expect(lines).toContain(et('export.budget', { points: 300 }));
      expect(lines).toContain(et('export.joinedLine', { quantity: 1, name: contender.name, points: contender.pointsCost, unit: hunters.name }));
      expect(lines).toContain(eplural('export.remaining', 300 - total, { points: 300 - total }));
      expect(lines).toContain(et('export.dataVersion', { version: catalogue.dataVersion }));
      expect(lines).toContain(et('export.fingerprint', { fingerprint }));

      const [full] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('print-full').click()]);
      await expect(full.locator('main[data-print="full"]')).toBeVisible();
      await expect(full.getByTestId('print-meta')).toHaveText([et('export.player', { name: 'Ana Pérez' }), et('export.event', { name: 'Winter Cup' }), et('export.budget', { points: 300 })]);
      await expect(full.getByTestId('print-check')).toContainText(et('export.dataVersion', { version: catalogue.dataVersion }));
      await expect(full.getByTestId('print-check')).toContainText(et('export.fingerprint', { fingerprint }));
      await expect(full.locator(`tr.joined[data-unit-id="${contender.id}"]`)).toHaveAttribute('data-joins', hunters.name);
      await full.close();

      const [courtesy] = await Promise.all([page.waitForEvent('popup'), dialog.getByTestId('print-courtesy').click()]);
      await expect(courtesy.locator('main[data-print="courtesy"]')).toBeVisible();
      // Two Tundra Marauders (Scout) are hidden: "2 units hidden", and the total says it includes them.
      await expect(courtesy.getByText(eplural('export.hiddenUnits', 2))).toBeVisible();
      await expect(courtesy.getByTestId('print-total')).toHaveText(et('export.totalPoints', { points: total }));
      await expect(courtesy.getByTestId('print-total-note')).toHaveText(eplural('export.totalIncludesHidden', 2));
      await expect(courtesy.locator(`tr[data-unit-id="${marauders.id}"]`)).toHaveCount(0);
      await expect(courtesy.getByTestId('print-check')).toContainText(et('export.fingerprint', { fingerprint }));
      await courtesy.close();

      // The organiser opens the player's full link on another phone: the same fingerprint.
      const link = await builder.shareLink('full');
      const organiser = await browser.newContext();
      const other = await organiser.newPage();
      await other.goto(link);
      await expect(other.getByTestId('shared-list').getByTestId('list-fingerprint')).toHaveAttribute('data-fingerprint', fingerprint);
      await expect(other.getByTestId('shared-list').getByTestId('list-data-version')).toHaveText(bt('event.dataVersion', { version: catalogue.dataVersion }));
      await organiser.close();
    });
  });
}

test('a list saved before companies existed opens with every Character unattached and every unit kept', async ({ page }) => {
  // The earlier app's lists (localStorage), imported on the first start: no budget, no attachments.
  const old = [{ name: 'Before companies', faction: 'Northern Tribes', created_at: '2025-09-01T10:00:00.000Z', units: [hunters, contender, coal].map((u) => ({ ...u, quantity: 1 })) }];
  await page.addInitScript((json) => {
    if (localStorage.getItem('armyLists') === null) localStorage.setItem('armyLists', json);
  }, JSON.stringify(old));
  const builder = new BuilderPage(page);
  await builder.goto();
  await builder.loadSaved('Before companies');
  await expect(page.getByTestId('selected-unit')).toHaveCount(3);
  await expect(page.locator('[data-testid="selected-unit"][data-attached-to]')).toHaveCount(0);
  await expect(page.getByTestId('budget-select')).toHaveValue('none');
  await expect(page.getByTestId('budget-remaining')).toHaveCount(0);
  // Nothing lost: the Contender can join its unit now.
  await row(page, contender.id).getByTestId('join-suggested').click();
  await expect(row(page, contender.id)).toHaveAttribute('data-attached-to', hunters.id);
});
