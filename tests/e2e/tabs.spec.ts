import { expect, test } from '@playwright/test';
import { BuilderPage, bt, unitsOf } from './support/builderPage';

// Issue #4: the local database is shared by every tab of the app; a save in one tab shows in
// the other through the live queries, with no reload.
test('a list saved in one tab appears in another open tab without a reload', async ({ context }) => {
  const first = new BuilderPage(await context.newPage());
  const second = new BuilderPage(await context.newPage());
  await first.goto();
  await second.goto();
  await expect(second.savedList('Two Tabs')).toHaveCount(0);

  const [unit] = unitsOf('northern-tribes');
  await first.add(unit!);
  await first.nameList('Two Tabs');
  await first.saveLocally();
  await expect(first.savedList('Two Tabs')).toBeVisible();

  await expect(second.savedList('Two Tabs')).toBeVisible();

  // And a delete in the second tab disappears from the first.
  await second.savedList('Two Tabs').getByTestId('saved-delete').click();
  await second.page.getByTestId('delete-dialog').getByTestId('delete-confirm').click();
  await expect(first.savedList('Two Tabs')).toHaveCount(0);
});

// Issue 13 item 9: no lost update between tabs. Two pages of one browser context share the
// device's database; a tab that holds no unsaved change shows the other tab's save at once,
// and a save made from a stale copy asks the player what to keep, never dropping a unit.
test('a save from a stale tab asks: keep both, take theirs or overwrite; an idle tab shows the newer list live', async ({ context }) => {
  const plain = unitsOf('northern-tribes').filter((u) => !u.highCommand && u.pointsCost > 0);
  const [a, b, c, d] = plain as [typeof plain[number], typeof plain[number], typeof plain[number], typeof plain[number]];
  const points = (...units: Array<typeof a>) => String(units.reduce((n, u) => n + u.pointsCost, 0));
  const first = new BuilderPage(await context.newPage());
  const second = new BuilderPage(await context.newPage());
  await first.goto();
  await second.goto();

  await first.add(a);
  await first.nameList('Stale');
  await first.saveLocally();
  await expect(second.savedList('Stale')).toBeVisible();
  await second.loadSaved('Stale');
  await expect(second.totalPoints).toHaveText(points(a));

  // Live: the idle second tab follows the first tab's save.
  await first.add(b);
  await first.saveLocally();
  await expect(second.totalPoints).toHaveText(points(a, b));

  // Keep both: the second tab's unsaved unit goes to a copy, the first tab's save stays.
  await second.add(c);
  await first.add(d);
  await first.saveLocally();
  await expect(first.toast(bt('toast.savedTitle')).first()).toBeVisible();
  await expect(second.totalPoints).toHaveText(points(a, b, c));
  await second.saveLocally();
  const dialog = second.page.getByTestId('stale-save-dialog');
  await expect(dialog).toContainText(bt('staleSave.title'));
  await dialog.getByTestId('stale-save-keep-both').click();
  await expect(second.page.getByTestId('current-list')).toContainText('Stale (copy)');
  await expect(first.savedList('Stale (copy)')).toBeVisible();
  await expect(first.totalPoints).toHaveText(points(a, b, d));
  await expect(second.totalPoints).toHaveText(points(a, b, c));

  // Take theirs: the second tab, back on "Stale" with a change of its own, takes the first tab's save.
  await second.loadSaved('Stale');
  await expect(second.totalPoints).toHaveText(points(a, b, d));
  await second.remove(a);
  await first.remove(b);
  await first.saveLocally();
  await second.saveLocally();
  await second.page.getByTestId('stale-save-dialog').getByTestId('stale-save-theirs').click();
  await expect(second.totalPoints).toHaveText(points(a, d));

  // Overwrite: the player's own copy wins on purpose, and the idle first tab shows it live.
  await second.add(c);
  await first.add(b);
  await first.saveLocally();
  await expect(first.totalPoints).toHaveText(points(a, b, d));
  await second.saveLocally();
  await second.page.getByTestId('stale-save-dialog').getByTestId('stale-save-overwrite').click();
  await expect(first.totalPoints).toHaveText(points(a, c, d));
  await expect(second.totalPoints).toHaveText(points(a, c, d));
});
