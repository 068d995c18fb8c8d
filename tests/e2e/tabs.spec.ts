import { expect, test } from '@playwright/test';
import { BuilderPage, unitsOf } from './support/builderPage';

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
