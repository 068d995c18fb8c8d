/**
 * Lists priced with old catalogue data (issue 10): a list saved with the previous catalogue
 * shows which units changed and the new total, updates in one tap (the old version kept on
 * the device), and an old share link of the earlier builder still opens.
 *
 * Old lists are made the way players have them: saved by the earlier app in localStorage
 * (imported on first start) and shared as zlib links, priced from the previous catalogue
 * (tests/fixtures/catalogue-f30964111ea1f60c.json, git d581c36). Expected lines come from the
 * two catalogues and the English locale.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import enRepricing from '../../src/i18n/locales/en/repricing.json' with { type: 'json' };
import esRepricing from '../../src/i18n/locales/es/repricing.json' with { type: 'json' };
import enErrors from '../../src/i18n/locales/en/errors.json' with { type: 'json' };
import enLibrary from '../../src/i18n/locales/en/library.json' with { type: 'json' };
import { encodeShareCode } from '../../src/domain/shareCode';
import { AccountPage } from './support/accountPage';
import { BuilderPage, catalogue, type CatalogueUnit } from './support/builderPage';
import { CommunityPage } from './support/communityPage';
import { readAppStore } from './support/appDatabase';

interface OldCatalogue {
  dataVersion: string;
  units: Array<CatalogueUnit & { name_es: string }>;
}
const previous = JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/catalogue-f30964111ea1f60c.json'), 'utf8')) as OldCatalogue;
const current = catalogue as unknown as OldCatalogue & { factions: Array<{ id: string; name: string }> };

function oldUnit(id: string) {
  const u = previous.units.find((x) => x.id === id);
  if (!u) throw new Error(`previous catalogue: no ${id}`);
  return u;
}
function newUnit(id: string) {
  const u = current.units.find((x) => x.id === id);
  if (!u) throw new Error(`catalogue: no ${id}`);
  return u;
}

type Texts = typeof enRepricing;
/** A text (repricing's unless given) with {{x}} and {{x, number}} filled in (numbers as Intl writes them in `lang`). */
function rt(texts: Record<string, unknown>, lang: string, key: string, params: Record<string, string | number>): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
  if (typeof text !== 'string') throw new Error(key);
  return text.replace(/\{\{(\w+)(, number)?\}\}/g, (_, k: string, isNumber?: string) => {
    const value = params[k] ?? '';
    return isNumber ? new Intl.NumberFormat(lang).format(Number(value)) : String(value);
  });
}

/** The notice's lines for units priced from the previous catalogue, compared with the current one. */
function expectedLines(ids: string[], texts: Texts = enRepricing, lang = 'en', nameKey: 'name' | 'name_es' = 'name'): string[] {
  const lines: string[] = [];
  for (const id of ids) {
    const before = oldUnit(id);
    const now = newUnit(id);
    if (before.pointsCost !== now.pointsCost) lines.push(rt(texts, lang, 'change.points', { name: now[nameKey], old: before.pointsCost, new: now.pointsCost }));
    if (before.command !== now.command) lines.push(rt(texts, lang, 'change.command', { name: now[nameKey], old: before.command, new: now.command }));
  }
  return lines;
}

/** A unit as the earlier app saved it in a list: the catalogue's fields at the time, with a quantity. */
const saved = (id: string, quantity = 1) => ({ ...oldUnit(id), quantity });

/** Lists the earlier app kept in localStorage, put there before the app first starts. */
async function withEarlierAppLists(page: Page, lists: unknown[]): Promise<void> {
  await page.addInitScript((json) => {
    if (localStorage.getItem('armyLists') === null) localStorage.setItem('armyLists', json);
  }, JSON.stringify(lists));
}

/** The rows of the device's listVersions table (read straight from IndexedDB). */
function listVersions(page: Page): Promise<Array<{ listId: string; name: string; dataVersion: string | null; units: Array<{ id: string; pointsCost: number; quantity: number }> }>> {
  return readAppStore(page, 'listVersions');
}

test.describe('lists priced with old catalogue data', () => {
  test('a saved list shows which units changed, updates in one tap, and the old version is kept', async ({ page }) => {
    const ids = ['orc-hunters', 'tattooist', 'alborc'];
    const units = [saved('orc-hunters', 2), saved('tattooist'), saved('alborc')];
    const oldTotal = units.reduce((n, u) => n + u.pointsCost * u.quantity, 0);
    const newTotal = units.reduce((n, u) => n + newUnit(u.id).pointsCost * u.quantity, 0);
    expect(newTotal).not.toBe(oldTotal);
    await withEarlierAppLists(page, [{ name: 'Old Tundra', faction: 'Northern Tribes', units, created_at: '2025-09-01T10:00:00.000Z' }]);

    const builder = new BuilderPage(page);
    await builder.goto();
    const row = builder.savedList('Old Tundra');
    await expect(row.getByTestId('saved-points-changed')).toHaveText(enRepricing.badge);
    await builder.loadSaved('Old Tundra');

    const notice = page.getByTestId('repricing-notice');
    await expect(notice).toContainText(enRepricing.title.saved);
    const lines = expectedLines(ids);
    expect(lines).toContain('Orc Hunters 30 → 20 pts');
    await expect(notice.getByTestId('repricing-change')).toHaveText(lines);
    await expect(notice.getByTestId('repricing-total')).toHaveText(rt(enRepricing, 'en', 'total', { old: oldTotal, new: newTotal }));
    // Until the player updates, the list shows what it was saved at.
    await expect(builder.totalPoints).toHaveText(String(oldTotal));

    await notice.getByTestId('repricing-update').click();
    await expect(builder.toast(enRepricing.updated)).toBeVisible();
    await expect(builder.totalPoints).toHaveText(String(newTotal));
    await expect(notice).toBeHidden();
    await expect(row.getByTestId('saved-points-changed')).toBeHidden();

    const versions = await listVersions(page);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ name: 'Old Tundra', dataVersion: null });
    expect(versions[0]?.units.map((u) => [u.id, u.pointsCost, u.quantity])).toEqual(units.map((u) => [u.id, u.pointsCost, u.quantity]));

    // The update was saved: after a reload the list opens at the new points, with nothing to say.
    await page.reload();
    await builder.loadSaved('Old Tundra');
    await expect(builder.totalPoints).toHaveText(String(newTotal));
    await expect(page.getByTestId('repricing-notice')).toBeHidden();
  });

  test('a unit that moved faction stays visible: "Grand Captain: no longer in Hegemony of Embersig"', async ({ page }) => {
    await withEarlierAppLists(page, [{ name: 'Old Hegemony', faction: 'hegemony-of-embersig', units: [saved('grand-captain'), saved('pioneers')] }]);
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.loadSaved('Old Hegemony');
    const notice = page.getByTestId('repricing-notice');
    const hegemony = current.factions.find((f) => f.id === 'hegemony-of-embersig')!.name;
    await expect(notice.getByTestId('repricing-change')).toHaveText([rt(enRepricing, 'en', 'change.moved', { name: 'Grand Captain', faction: hegemony }), ...expectedLines(['grand-captain', 'pioneers'])]);
    await expect(notice).toContainText(enRepricing.keptNote);
    await notice.getByTestId('repricing-update').click();
    await expect(builder.totalPoints).toHaveText(String(newUnit('grand-captain').pointsCost + newUnit('pioneers').pointsCost));
    // Still listed, still said: the player decides whether it stays.
    await expect(page.locator('[data-testid="selected-unit"][data-unit-id="grand-captain"]')).toBeVisible();
    await expect(notice.getByTestId('repricing-change')).toHaveText([rt(enRepricing, 'en', 'change.moved', { name: 'Grand Captain', faction: hegemony })]);
    await expect(notice.getByTestId('repricing-update')).toBeHidden();
  });

  test('an old share link of the earlier builder opens, resolving units by id and by name, and keeps unknown units visible', async ({ page }) => {
    // The earlier builder's format: JSON deflated with zlib, base64url. Tattooist is named only
    // (an id this app never had); Frost Giant is a unit no catalogue knows.
    const payload = {
      name: 'Link from last season',
      faction: 'Northern Tribes',
      created_at: '2025-05-01T18:00:00.000Z',
      units: [
        { id: 'orc-hunters', name: 'Orc Hunters', pointsCost: oldUnit('orc-hunters').pointsCost, command: oldUnit('orc-hunters').command, quantity: 2 },
        { id: 'tattooist-v1', name: 'Tattooist', pointsCost: oldUnit('tattooist').pointsCost, command: oldUnit('tattooist').command, quantity: 1 },
        { id: 'frost-giant', name: 'Frost Giant', pointsCost: 55, quantity: 1 },
      ],
    };
    const code = deflateSync(Buffer.from(JSON.stringify(payload))).toString('base64url');
    const oldTotal = payload.units.reduce((n, u) => n + u.pointsCost * u.quantity, 0);
    const newTotal = newUnit('orc-hunters').pointsCost * 2 + newUnit('tattooist').pointsCost + 55;

    await page.goto(`/shared-list/${code}`);
    const shared = page.getByTestId('shared-list');
    await expect(shared.getByTestId('shared-name')).toHaveText('Link from last season');
    const notice = shared.getByTestId('repricing-notice');
    await expect(notice).toContainText(enRepricing.title.shared);
    await expect(notice.getByTestId('repricing-change')).toHaveText([
      ...expectedLines(['orc-hunters', 'tattooist']),
      rt(enRepricing, 'en', 'change.unknown', { name: 'Frost Giant', points: 55 }),
    ]);
    await expect(notice.getByTestId('repricing-total')).toHaveText(rt(enRepricing, 'en', 'total', { old: oldTotal, new: newTotal }));
    await expect(shared.getByTestId('shared-unit')).toHaveCount(3);
    await expect(shared.locator('[data-testid="shared-unit"][data-unit-id="frost-giant"]')).toContainText(enRepricing.unknownBadge);
    await expect(shared.getByTestId('shared-total')).toHaveText(String(newTotal));

    await shared.getByTestId('open-in-builder').click();
    const builder = new BuilderPage(page);
    await expect(page.getByTestId('current-list')).toContainText('Link from last season');
    await expect(builder.totalPoints).toHaveText(String(newTotal));
    // Only the unknown unit is left to say; the list as shared is kept as its earlier version.
    await expect(page.getByTestId('repricing-change')).toHaveText([rt(enRepricing, 'en', 'change.unknown', { name: 'Frost Giant', points: 55 })]);
    // No unit's points differ any more: the notice does not say "Points changed", nor a total of N → N.
    await expect(page.getByTestId('repricing-notice')).toContainText(enRepricing.catalogueTitle);
    await expect(page.getByTestId('repricing-notice')).not.toContainText(enRepricing.title.saved);
    await expect(page.getByTestId('repricing-total')).toHaveCount(0);
    const versions = await listVersions(page);
    expect(versions.map((v) => [v.name, v.units.map((u) => [u.id, u.pointsCost])])).toEqual([
      [
        'Link from last season',
        [
          ['orc-hunters', oldUnit('orc-hunters').pointsCost],
          ['tattooist', oldUnit('tattooist').pointsCost],
          ['frost-giant', 55],
        ],
      ],
    ]);
  });

  test('a link holding more of a unit than its availability now allows: "as shared" is the link\'s own total, the list opens within it', async ({ page }) => {
    // Made before the rebuild, when Skin Changers could be taken twice (availability now 1).
    const units = [saved('skin-changers', 2), saved('orc-hunters', 2), saved('alborc')];
    expect([oldUnit('skin-changers').availability, newUnit('skin-changers').availability]).toEqual([2, 1]);
    const code = encodeShareCode({ name: 'Two Skin Changers', faction: 'northern-tribes', created_at: '2025-09-01T10:00:00.000Z', units }, previous.dataVersion);
    // What the link says: 2 × 40 + 2 × 30 + 50; what opens: 1 × 35 + 2 × 20 + 50.
    const asShared = units.reduce((n, u) => n + u.pointsCost * u.quantity, 0);
    const opened = newUnit('skin-changers').pointsCost + newUnit('orc-hunters').pointsCost * 2 + newUnit('alborc').pointsCost;
    expect([asShared, opened]).toEqual([190, 125]);

    await page.goto(`/shared-list/${code}`);
    const shared = page.getByTestId('shared-list');
    const notice = shared.getByTestId('repricing-notice');
    await expect(notice).toContainText(enRepricing.title.shared);
    await expect(notice.getByTestId('repricing-total')).toHaveText(rt(enRepricing, 'en', 'total', { old: asShared, new: opened }));
    await expect(notice.getByTestId('repricing-total')).toHaveText('Total: 190 → 125 pts');
    await expect(notice.getByTestId('repricing-change')).toHaveText([
      ...expectedLines(['skin-changers', 'orc-hunters', 'alborc']),
      rt(enRepricing, 'en', 'change.availability', { name: 'Skin Changers', n: 1, held: 2 }),
    ]);
    await expect(notice.getByTestId('repricing-change').last()).toHaveText('Skin Changers: at most 1 now (the list has 2)');
    await expect(shared.getByTestId('shared-total')).toHaveText(String(opened));
    await expect(shared.locator('[data-testid="shared-unit"][data-unit-id="skin-changers"]')).toContainText(`${newUnit('skin-changers').pointsCost} pts`);
    // The notice says it once; the decoder's own "reduced to its availability" line is not repeated under it.
    await expect(shared).not.toContainText(rt(enErrors, 'en', 'share.quantityCapped', { name: 'Skin Changers', n: 1 }));

    await shared.getByTestId('open-in-builder').click();
    const builder = new BuilderPage(page);
    await expect(page.getByTestId('current-list')).toContainText('Two Skin Changers');
    await expect(builder.totalPoints).toHaveText(String(opened));
    await expect(page.getByTestId('repricing-notice')).toBeHidden();
    // The earlier version is the list as shared: its quantities and its prices.
    const versions = await listVersions(page);
    expect(versions.map((v) => [v.name, v.dataVersion, v.units.map((u) => [u.id, u.pointsCost, u.quantity])])).toEqual([
      ['Two Skin Changers', previous.dataVersion, units.map((u) => [u.id, u.pointsCost, u.quantity])],
    ]);
    await builder.savedList('Two Skin Changers').getByTestId('saved-history').click();
    const history = page.getByTestId('history-dialog');
    const size = (count: number) => rt(enLibrary, 'en', `history.size_${count === 1 ? 'one' : 'other'}`, { count });
    await expect(history.locator('[data-version="1"]')).toContainText(`${asShared} pts · ${size(5)}`);
    await expect(history.locator('[data-version="2"]')).toContainText(rt(enLibrary, 'en', 'history.current', { n: 2 }));
    await expect(history.locator('[data-version="2"]')).toContainText(`${opened} pts · ${size(4)}`);
  });

  test('a community post priced with old data says what changed on its card, and opening it takes the current points', async ({ page }) => {
    const name = `Posted before the rebuild ${Date.now()}`;
    // Two Skin Changers, as the previous catalogue allowed (availability now 1).
    const units = [saved('warg-riders'), saved('wisemane'), saved('skin-changers', 2)];
    // As posted: the post's quantities and prices; now: within availability, at today's points.
    const oldTotal = units.reduce((n, u) => n + u.pointsCost * u.quantity, 0);
    const newTotal = units.reduce((n, u) => n + newUnit(u.id).pointsCost * Math.min(u.quantity, newUnit(u.id).availability), 0);
    expect([oldTotal, newTotal]).toEqual([155, 85]);
    await withEarlierAppLists(page, [{ name, faction: 'northern-tribes', units }]);
    await new AccountPage(page).signInAs('player');
    const community = new CommunityPage(page);
    await community.builder.goto();
    // The player posts the old list as it was saved, without updating it first.
    await community.builder.loadSaved(name);
    await expect(page.getByTestId('repricing-notice')).toBeVisible();
    await community.openPostDialog();
    await community.dialog.getByTestId('post-name').fill(name);
    await community.share();
    await expect(community.dialog).toBeHidden();

    await community.gotoBrowse();
    const card = community.card(name);
    const notice = card.getByTestId('repricing-notice');
    await expect(notice).toContainText(enRepricing.title.posted);
    await expect(notice.getByTestId('repricing-change')).toHaveText([
      ...expectedLines(['warg-riders', 'wisemane', 'skin-changers']),
      rt(enRepricing, 'en', 'change.availability', { name: 'Skin Changers', n: 1, held: 2 }),
    ]);
    await expect(notice.getByTestId('repricing-total')).toHaveText(rt(enRepricing, 'en', 'total', { old: oldTotal, new: newTotal }));
    await expect(notice.getByTestId('repricing-total')).toHaveText('Total: 155 → 85 pts');
    await expect(card.getByTestId('community-list-points')).toContainText(String(newTotal));

    await card.getByTestId('community-open').click();
    await expect(community.builder.totalPoints).toHaveText(String(newTotal));
    await expect(page.getByTestId('repricing-notice')).toBeHidden();
    const versions = await listVersions(page);
    const posted = versions.find((v) => v.units.some((u) => u.id === 'warg-riders') && v.name.startsWith(name));
    // The earlier version is the post as it was: its quantities and prices.
    expect(posted?.units.map((u) => [u.id, u.pointsCost, u.quantity])).toEqual(units.map((u) => [u.id, u.pointsCost, u.quantity]));
  });

  test('a short link shared from an old-priced list says what changed when it is opened', async ({ page }) => {
    const units = [saved('orc-hunters'), saved('revenant')];
    await withEarlierAppLists(page, [{ name: 'Shared before updating', faction: 'northern-tribes', units }]);
    const builder = new BuilderPage(page);
    await builder.goto();
    await builder.loadSaved('Shared before updating');
    await builder.openShare();
    const link = await builder.shareLink('short');
    await page.goto(new URL(link).pathname);
    const notice = page.getByTestId('short-link-screen').getByTestId('repricing-notice');
    await expect(notice).toContainText(enRepricing.title.shared);
    await expect(notice.getByTestId('repricing-change')).toHaveText(expectedLines(['orc-hunters', 'revenant']));
    await expect(page.getByTestId('shared-total')).toHaveText(String(newUnit('orc-hunters').pointsCost + newUnit('revenant').pointsCost));
  });

  test('in Spanish the lines use the Spanish unit names and numbers', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('prod_language', 'es'));
    const payload = { name: 'Enlace antiguo', faction: 'northern-tribes', units: [{ id: 'orc-hunters', pointsCost: oldUnit('orc-hunters').pointsCost, quantity: 1 }] };
    await page.goto(`/shared-list/${deflateSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`);
    const notice = page.getByTestId('repricing-notice');
    await expect(notice).toContainText(esRepricing.title.shared);
    await expect(notice.getByTestId('repricing-change')).toHaveText(expectedLines(['orc-hunters'], esRepricing, 'es', 'name_es'));
    await expect(notice.getByTestId('repricing-change')).toHaveText(['Cazadores Orcos 30 → 20 pts']);
  });
});
