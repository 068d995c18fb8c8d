// Issue 15 item 2: Browse Lists with type and event filters, sort by points, pages of 24 and,
// offline, the lists as of the last sync.
import { expect, test } from '@playwright/test';
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { DEMO_ACCOUNTS } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { expectedTotals, unitsOf } from './support/builderPage';
import { CommunityPage, ct } from './support/communityPage';

const FACTION = 'northern-tribes';
const highCommand = unitsOf(FACTION).find((u) => u.highCommand)!;
const troop = unitsOf(FACTION).find((u) => !u.highCommand && u.pointsCost > 0 && u.availability >= 2)!;
const backend = () => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;

async function playerToken(): Promise<string> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.player),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const entry = (unit: typeof troop, quantity: number) => ({ id: unit.id, name: unit.name, pointsCost: unit.pointsCost, command: unit.command, quantity });

test('Browse Lists: filter by type and event, sort by points, show more, and offline the lists as of the last sync', async ({ page }) => {
  const stamp = Date.now();
  const token = await playerToken();
  const event = `Harbour Cup ${stamp}`;
  for (let i = 0; i < 30; i++) {
    const troops = i % 3;
    const response = await fetch(`${backend()}/rest/v1/rpc/post_shared_list`, {
      method: 'POST',
      headers: { apikey: DEV_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        p_name: `Browse ${stamp} #${i}`,
        p_faction: FACTION,
        p_units: troops === 0 ? [entry(highCommand, 1)] : [entry(highCommand, 1), entry(troop, troops)],
        p_is_tournament_list: i < 4,
        p_tournament_name: i < 4 ? event : null,
      }),
    });
    expect(response.status).toBe(200);
  }

  const guest = new CommunityPage(page);
  await guest.gotoBrowse();
  await page.getByTestId('community-search').fill(`Browse ${stamp}`);
  await expect(page.getByTestId('community-count')).toHaveText(ct('browse.count_other', { count: 30 }), { timeout: 30_000 });
  await expect(page.getByTestId('community-list')).toHaveCount(24);
  await page.getByTestId('community-more').click();
  await expect(page.getByTestId('community-list')).toHaveCount(30);
  await expect(page.getByTestId('community-more')).toHaveCount(0);

  await page.getByTestId('community-type').selectOption('tournament');
  await expect(page.getByTestId('community-list')).toHaveCount(4);
  await page.getByTestId('community-event').fill('harbour cup');
  await expect(page.getByTestId('community-list')).toHaveCount(4);
  // Accents and case do not matter, as in the rules search.
  await page.getByTestId('community-event').fill('HÁRBOUR CÚP');
  await expect(page.getByTestId('community-list')).toHaveCount(4);
  await page.getByTestId('community-event').fill('no such event');
  await expect(page.getByTestId('community-empty')).toHaveText(ct('browse.emptyFiltered'));
  await page.getByTestId('community-event').fill('');
  await page.getByTestId('community-type').selectOption('casual');
  await expect(page.getByTestId('community-count')).toHaveText(ct('browse.count_other', { count: 26 }));

  await page.getByTestId('community-type').selectOption('all');
  await page.getByTestId('community-sort').selectOption('points');
  const most = expectedTotals([
    [highCommand, 1],
    [troop, 2],
  ]).points;
  const least = expectedTotals([[highCommand, 1]]).points;
  await expect(page.getByTestId('community-list-points').first()).toHaveText(ct('browse.points', { points: most }));
  await page.getByTestId('community-more').click();
  await expect(page.getByTestId('community-list-points').last()).toHaveText(ct('browse.points', { points: least }));

  // Offline: the lists are still there, said to be as of the last sync.
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('community-as-of')).toContainText(ct('browse.asOf', { time: '' }).replace(/\.$/, '').trim());
  await page.getByTestId('community-search').fill(`Browse ${stamp}`);
  await expect(page.getByTestId('community-count')).toHaveText(ct('browse.count_other', { count: 30 }));
  await page.context().setOffline(false);
});
