// Issue 15 item 3: the activity feed reads offline from the device: the player's list saved to
// the cloud and the game they finished in play mode are there, newest first, and their links work.
import { expect, test } from '@playwright/test';
import enCommunity from '../../src/i18n/locales/en/community.json' with { type: 'json' };
import { AccountPage } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { unitNamed } from './support/builderPage';
import { CloudPage } from './support/cloudPage';
import { pt } from './support/playPage';
import { finishQuickGame } from './support/quickGame';

const marauders = unitNamed('northern-tribes', 'Tundra Marauders');
const at = (key: 'cloudList' | 'finishedGame', name: string) => enCommunity.activity[key].replace('{{name}}', name);

test.use({ hasTouch: true });

test('offline, the feed shows the saved cloud list and the finished game, and both links open them', async ({ page, context }) => {
  test.setTimeout(180_000);
  await new AccountPage(page).signInAs('tester');
  const cloud = new CloudPage(page);
  await cloud.builder.goto();
  await page.getByTestId('new-list').click();
  await cloud.builder.chooseFaction('northern-tribes');
  await cloud.builder.add(marauders);
  const listName = `Feed ${Date.now()}`;
  await cloud.builder.nameList(listName);
  await cloud.saveToCloud();
  await expect(cloud.cloudSavedToast()).toBeVisible();

  await finishQuickGame(page, listName, marauders);
  const gameTitle = `${pt('setup.me')} – ${pt('setup.defaultName', { n: 2 })}`;

  await page.goto('/activity');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    const entries = page.getByTestId('activity-entry');
    const game = entries.filter({ hasText: at('finishedGame', gameTitle) });
    const list = entries.filter({ hasText: at('cloudList', listName) });
    await expect(list).toHaveCount(1);
    await expect(game.first()).toBeVisible();
    // Newest first: the game came after the list was saved.
    const texts = await entries.allTextContents();
    const gameIndex = texts.findIndex((t) => t.includes(at('finishedGame', gameTitle)));
    expect(gameIndex).toBeLessThan(texts.findIndex((t) => t.includes(at('cloudList', listName))));

    await entries.nth(gameIndex).getByRole('link').click();
    await expect(page).toHaveURL(/\/summary\//);
    await expect(page.getByText(pt('summary.winner', { name: pt('setup.me') })).first()).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: at('cloudList', listName) }).click();
    await expect(page).toHaveURL(/\/builder$/);
    await cloud.expectSavedList(listName);
  } finally {
    await context.setOffline(false);
  }
});
