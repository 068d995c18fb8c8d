import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import enAdmin from '../../src/i18n/locales/en/admin.json' with { type: 'json' };
import enLanding from '../../src/i18n/locales/en/landing.json' with { type: 'json' };
import { DEV_ANON_KEY, DEV_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { AccountPage, authText, DEMO_ACCOUNTS } from './support/accountPage';
import { waitForServiceWorker } from './support/app';
import { bt, unitsOf } from './support/builderPage';
import { CommunityPage, ct } from './support/communityPage';
import { LandingPage } from './support/landingPage';

// Running the app (issue 17), end to end as the demo admin: news in three languages reaches
// another browser's home page at its sync; the demo player made a tester sees Play; a retired
// post is gone for a guest; an acknowledged alert takes the red banner away. Every change is
// undone at the end (the news deleted, the tester role removed), so other tests see the seed.

function text(source: unknown, key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], source);
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}
const at = (key: string, params: Record<string, string | number> = {}) => text(enAdmin, key, params);
const lt = (key: string) => text(enLanding, key);

const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;

/** A REST call to the backend with a key or a player's token (what the app or the deploy hook would send). */
async function rest(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: DEV_ANON_KEY,
      Authorization: `Bearer ${init.token ?? DEV_ANON_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function signedIn(browser: Browser, account: 'admin' | 'player'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AccountPage(page).signInAs(account);
  return page;
}

async function findPlayer(admin: Page, query: string): Promise<void> {
  await admin.goto('/admin#players');
  await admin.getByLabel(at('players.search')).fill(query);
  await admin.getByRole('button', { name: at('players.find') }).click();
  await expect(admin.getByTestId('admin-player')).toHaveCount(1);
}

test.describe.configure({ mode: 'serial' });

test('news published in three languages reaches the home page of another browser at its sync', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: at('dashboard.title'), level: 1 })).toBeVisible();
  await admin.getByTestId('news-new').click();
  const editor = admin.getByTestId('news-editor');
  await editor.getByLabel(at('news.date')).fill('2030-06-15');
  await editor.getByLabel(at('news.content', { language: at('news.languageEn') })).fill('News 15/6/30: [[red]]Tournament season opens[[/red]]');
  // Not every language yet: publishing is held back and says which are missing.
  await editor.getByTestId('news-publish').click();
  await expect(editor.getByTestId('news-missing')).toHaveText(at('news.missing_other', { languages: `${at('news.languageEs')}, ${at('news.languageFr')}` }));
  await editor.getByLabel(at('news.content', { language: at('news.languageEs') })).fill('Noticias 15/6/30: [[red]]Empieza la temporada de torneos[[/red]]');
  await editor.getByLabel(at('news.content', { language: at('news.languageFr') })).fill('<p>La saison des <strong>tournois</strong> commence<script>window.__pwned = 1</script></p>');
  // The preview draws it as the home page does: the highlighted date prefix and the red words.
  const preview = editor.getByTestId('news-preview-en');
  await expect(preview.locator('.news-date')).toHaveText('News 15/6/30:');
  await expect(preview.locator('.text-red')).toHaveText('Tournament season opens');
  await editor.getByRole('button', { name: at('news.languageFr') }).click();
  await expect(editor.getByTestId('news-preview-fr').locator('strong')).toHaveText('tournois');
  await editor.getByTestId('news-publish').click();
  await expect(admin.getByText(at('news.published'))).toBeVisible();

  // Another browser (a guest): its sync pulls the item; the HTML arrives cleaned.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto('/');
  const latest = reader.getByTestId('news-latest');
  await expect(latest).toContainText('Tournament season opens', { timeout: 30_000 });
  await expect(latest.locator('.text-red')).toHaveText('Tournament season opens');
  await reader.getByTestId('language-switcher').selectOption('fr');
  await expect(latest.locator('strong')).toHaveText('tournois');
  await reader.getByTestId('language-switcher').selectOption('es');
  await expect(latest.locator('.news-date')).toHaveText('Noticias 15/6/30:');
  await expect(latest.locator('.text-red')).toHaveText('Empieza la temporada de torneos');
  expect(await reader.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Deleted again: the tombstone takes it off the reader's home page at its next sync.
  admin.once('dialog', (dialog) => void dialog.accept());
  await admin.getByTestId('admin-news-item').filter({ hasText: 'Tournament season opens' }).getByRole('button', { name: at('news.delete') }).click();
  await expect(admin.getByText(at('news.deleted'))).toBeVisible();
  await reader.reload();
  await expect(reader.getByTestId('news-latest')).toBeVisible({ timeout: 20_000 });
  await expect(reader.getByTestId('news-latest')).not.toContainText('tournois', { timeout: 30_000 });
  await admin.context().close();
  await reader.context().close();
});

test('the demo player made a tester sees Play; the role removed, Play goes', async ({ browser }) => {
  const player = await signedIn(browser, 'player');
  await player.goto('/');
  await expect(player.getByTestId('landing-sign-out')).toBeVisible();
  await expect(player.getByTestId('landing-play')).toHaveCount(0);

  const admin = await signedIn(browser, 'admin');
  await findPlayer(admin, 'player@warcrow.local');
  const card = admin.getByTestId('admin-player');
  await card.getByLabel(/^Reason/).fill('Helps test play mode');
  await card.getByRole('button', { name: at('players.grantTester') }).click();
  await expect(admin.getByText(at('players.testerGranted', { player: 'player@warcrow.local' }))).toBeVisible();
  await expect(card.getByText(at('players.roleTester'), { exact: true })).toBeVisible();

  await player.reload();
  await expect(player.getByTestId('landing-play')).toBeVisible({ timeout: 20_000 });

  // The audit log says who did it and why.
  await admin.goto('/admin#audit');
  const entry = admin.getByTestId('audit-entry').filter({ hasText: at('audit.actions.grant_tester') }).first();
  await expect(entry).toContainText('player@warcrow.local');
  await expect(entry).toContainText('admin@warcrow.local');
  await expect(entry).toContainText('Helps test play mode');

  await findPlayer(admin, 'player@warcrow.local');
  await admin.getByTestId('admin-player').getByRole('button', { name: at('players.revokeTester') }).click();
  await expect(admin.getByText(at('players.testerRevoked', { player: 'player@warcrow.local' }))).toBeVisible();
  await player.reload();
  await expect(player.getByTestId('landing-sign-out')).toBeVisible();
  await expect(player.getByTestId('landing-play')).toHaveCount(0, { timeout: 20_000 });
  await admin.context().close();
  await player.context().close();
});

test('a retired post is gone for a guest, and the admin cannot retire without a reason', async ({ browser }) => {
  // The demo player posts (through the API, as the app would).
  const session = (await rest('/auth/v1/token?grant_type=password', { method: 'POST', body: DEMO_ACCOUNTS.player })) as { access_token: string; user: { id: string } };
  const name = `Offensive list ${Date.now()}`;
  await rest('/rest/v1/shared_lists', {
    method: 'POST',
    token: session.access_token,
    body: { user_id: session.user.id, name, faction: 'northern-tribes', units: [], description: 'rude words' },
  });

  const guest = await (await browser.newContext()).newPage();
  const community = new CommunityPage(guest);
  await community.gotoBrowse();
  await expect(community.card(name)).toBeVisible({ timeout: 30_000 });

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin#moderation');
  await admin.getByLabel(at('moderation.search')).fill(name);
  await admin.getByRole('button', { name: at('moderation.find') }).click();
  const post = admin.getByTestId('admin-post').filter({ hasText: name });
  await expect(post.getByRole('button', { name: at('moderation.retire') })).toBeDisabled();
  await post.getByLabel(at('moderation.reason')).fill('Insults in the description');
  await post.getByRole('button', { name: at('moderation.retire') }).click();
  await expect(admin.getByText(at('moderation.retired', { name }))).toBeVisible();

  await guest.reload();
  await expect(guest.getByTestId('community-lists')).toBeVisible();
  await expect(community.card(name)).toHaveCount(0, { timeout: 30_000 });
  // Its owner reads why, on their profile.
  const owner = await signedIn(browser, 'player');
  await owner.goto('/profile');
  const retired = owner.getByTestId('retired-post').filter({ hasText: name });
  await expect(retired).toContainText('Retired because: Insults in the description');
  await owner.context().close();
  await admin.context().close();
  await guest.context().close();
});

test('an acknowledged alert takes the red banner away', async ({ browser }) => {
  // The deploy hook (service role) records a failed deployment of our site.
  await rest('/rest/v1/deployments', {
    method: 'POST',
    token: DEV_SERVICE_ROLE_KEY,
    body: { state: 'error', site_name: 'warcrow-companion', deploy_url: 'https://example.test/deploys/e2e', created_at: new Date().toISOString() },
  });

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/');
  const banner = admin.getByTestId('build-failure-banner');
  await expect(banner).toContainText(lt('banner.title'), { timeout: 20_000 });

  await admin.goto('/admin/alerts');
  // Newest first: the failure just recorded, with its link opening in a new tab.
  const alert = admin.getByTestId('admin-alert').first();
  await expect(alert).toContainText(at('alerts.deploymentFailed'));
  await expect(alert.getByRole('link', { name: at('alerts.details') })).toHaveAttribute('href', 'https://example.test/deploys/e2e');
  await expect(alert.getByRole('link', { name: at('alerts.details') })).toHaveAttribute('target', '_blank');
  // Every open alert (the seed has a build-failure notification too) acknowledged, one by one.
  const open = admin.getByTestId('admin-alert');
  for (let left = await open.count(); left > 0; left--) {
    await open.first().getByTestId('alert-acknowledge').click();
    await expect(open).toHaveCount(left - 1);
  }
  await expect(admin.getByTestId('alerts-none')).toBeVisible();

  // For everyone: a fresh browser of the admin shows no banner either, once both checks answered.
  const other = await (await browser.newContext()).newPage();
  await new AccountPage(other).signInAs('admin');
  const checked = Promise.all([
    other.waitForResponse((r) => r.url().includes('/functions/v1/deployments') && r.ok()),
    other.waitForResponse((r) => r.url().includes('/rest/v1/notifications') && r.ok()),
  ]);
  await other.goto('/');
  await expect(other.getByTestId('landing-admin')).toBeVisible();
  await checked;
  await expect(other.getByTestId('build-failure-banner')).toHaveCount(0);
  await admin.context().close();
  await other.context().close();
});

test('offline, the dashboard shows the last figures read on this device and when', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin');
  const players = admin.getByTestId('figure-players');
  await expect(players).toContainText(at('dashboard.players_other'));
  const figure = (await players.locator('.admin-figure__value').textContent()) ?? '';
  expect(Number(figure)).toBeGreaterThanOrEqual(3);
  await expect(admin.getByTestId('admin-figures-time')).toBeVisible();
  await waitForServiceWorker(admin);

  await admin.context().setOffline(true);
  await admin.reload();
  await expect(admin.getByTestId('admin-figures-stale')).toContainText(at('errors.offline'));
  await expect(admin.getByTestId('figure-players').locator('.admin-figure__value')).toHaveText(figure);
  await expect(admin.getByTestId('admin-figures-time')).toContainText('Figures as of');
  await admin.context().close();
});

test('non-admins read "Admins only" on every admin screen', async ({ browser }) => {
  const screens = ['/admin', '/admin/alerts', '/admin/deployment', '/admin/changelog', '/admin/dev-options', '/mail'];
  const guest = await (await browser.newContext()).newPage();
  const player = await signedIn(browser, 'player');
  for (const page of [guest, player]) {
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByTestId('admins-only')).toContainText(authText('gate.adminsOnlyTitle'));
    }
  }
  await guest.context().close();
  await player.context().close();
});

test('a banned player reads why on the sign-in form; lifted, they sign in again', async ({ browser }) => {
  const email = `banned-${Date.now()}@warcrow.test`;
  const password = 'Sturdy-Pass-2026!';
  await rest('/auth/v1/signup', { method: 'POST', body: { email, password } });

  const admin = await signedIn(browser, 'admin');
  await findPlayer(admin, email);
  const card = admin.getByTestId('admin-player');
  await expect(card.getByRole('button', { name: at('players.ban') })).toBeDisabled();
  await card.getByLabel(/^Reason/).fill('Spam in community posts');
  await card.getByRole('button', { name: at('players.ban') }).click();
  await expect(admin.getByText(at('players.bannedDone', { player: email }))).toBeVisible();

  const player = await (await browser.newContext()).newPage();
  const account = new AccountPage(player);
  await account.gotoLogin();
  await account.submitSignIn(email, password);
  await expect(player.getByTestId('auth-error')).toContainText(authText('errors.banned'));
  await expect(player.getByTestId('auth-block-reason')).toHaveText(authText('errors.blockReason', { reason: 'Spam in community posts' }));

  await card.getByRole('button', { name: at('players.unban') }).click();
  await expect(admin.getByText(at('players.unbanned', { player: email }))).toBeVisible();
  await account.submitSignIn(email, password);
  await expect(player.getByTestId('login-screen')).toHaveCount(0);
  await admin.context().close();
  await player.context().close();
});

test('play mode opened to everyone shows Play to the demo player; back to testers, it goes', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/dev-options');
  const playMode = admin.getByTestId('switch-play_mode');
  await playMode.getByLabel(at('devOptions.switches.play_mode.everyone')).check();
  await expect(admin.getByText(at('devOptions.switchSaved'))).toBeVisible();

  const player = await signedIn(browser, 'player');
  await player.goto('/');
  await expect(player.getByTestId('landing-play')).toBeVisible();

  await playMode.getByLabel(at('devOptions.switches.play_mode.testers')).check();
  await expect(playMode.getByLabel(at('devOptions.switches.play_mode.testers'))).toBeChecked();
  await player.reload();
  await expect(player.getByTestId('landing-sign-out')).toBeVisible();
  await expect(player.getByTestId('landing-play')).toHaveCount(0);
  await admin.context().close();
  await player.context().close();
});

test('community posting switched off: the post dialog says posting is paused and its Post button stays disabled', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/dev-options');
  const posting = admin.getByTestId('switch-community_posting');
  await posting.getByLabel(at('devOptions.switches.community_posting.off')).check();
  await expect(admin.getByText(at('devOptions.switchSaved'))).toBeVisible();
  try {
    const player = await signedIn(browser, 'player');
    const community = new CommunityPage(player);
    await community.builder.goto();
    await community.builder.chooseFaction('northern-tribes');
    await community.builder.add(unitsOf('northern-tribes').find((u) => u.highCommand)!);
    await community.builder.nameList(`Paused ${Date.now()}`);
    await community.openPostDialog();
    await expect(community.dialog.getByTestId('post-paused')).toContainText(ct('post.paused.title'));
    await expect(community.dialog.getByTestId('post-share')).toBeDisabled();
    await player.context().close();
  } finally {
    await posting.getByLabel(at('devOptions.switches.community_posting.on')).check();
    await expect(posting.getByLabel(at('devOptions.switches.community_posting.on'))).toBeChecked();
    await admin.context().close();
  }
});

test('the admin screens pass the axe WCAG A/AA rules at 360 px light and 1280 px dark, with no sideways scroll', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  const problems: string[] = [];
  for (const { width, height, colorScheme } of [
    { width: 360, height: 740, colorScheme: 'light' },
    { width: 1280, height: 800, colorScheme: 'dark' },
  ] as const) {
    await admin.setViewportSize({ width, height });
    await admin.emulateMedia({ colorScheme });
    for (const path of ['/admin', '/admin/alerts', '/admin/deployment', '/admin/changelog', '/admin/dev-options', '/mail']) {
      await admin.goto(path);
      await expect(admin.locator('.admin-page h1')).toBeVisible();
      await expect(admin.getByText('Loading...', { exact: true })).toHaveCount(0);
      if (path === '/admin') await admin.getByTestId('news-new').click();
      const { violations } = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      problems.push(...violations.map((v) => `${path} ${width}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
      const sideways = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) problems.push(`${path} ${width}: scrolls sideways by ${sideways} px`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
  await admin.context().close();
});

test('a changelog entry kept by an admin is what the home page shows and reads its version from; deleted, the file is back', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/admin/changelog');
  await expect(admin.getByTestId('changelog-version-read')).toHaveText(at('changelog.versionRead', { version: '0.6.4' }));
  await admin.getByLabel(at('changelog.release')).fill('0.9.9');
  await expect(admin.getByTestId('changelog-mismatch')).toContainText('0.9.9');
  await admin.getByLabel(at('changelog.body')).fill('Admin screens for the people who run the app.');
  await admin.getByRole('button', { name: at('changelog.add') }).click();
  await expect(admin.getByText(at('changelog.added', { version: '0.9.9' }))).toBeVisible();
  await expect(admin.getByTestId('changelog-version-read')).toHaveText(at('changelog.versionRead', { version: '0.9.9' }));

  const reader = await (await browser.newContext()).newPage();
  const landing = new LandingPage(reader);
  await landing.goto();
  await expect(reader.getByTestId('latest-version')).toContainText('0.9.9');
  const dialog = await landing.openChangelog();
  await expect(dialog.getByTestId('changelog-text')).toContainText('## [0.9.9]');
  await expect(dialog.getByTestId('changelog-text')).toContainText('Admin screens for the people who run the app.');

  admin.once('dialog', (d) => void d.accept());
  await admin.getByTestId('changelog-entry').getByRole('button', { name: at('changelog.delete', { version: '0.9.9' }) }).click();
  await expect(admin.getByText(at('changelog.deleted', { version: '0.9.9' }))).toBeVisible();
  await reader.reload();
  await expect(reader.getByTestId('latest-version')).toContainText('0.6.4');
  await admin.context().close();
  await reader.context().close();
});

test('the diagnostics overlay turned off for this device leaves the builder, and comes back as usual', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto('/builder');
  await expect(admin.getByTestId('diagnostics')).toBeVisible();
  // Its body is built when it is opened.
  await expect(admin.getByTestId('diagnostics-environment')).toHaveCount(0);
  await admin.getByTestId('diagnostics').getByText(bt('diagnostics.title')).click();
  await expect(admin.getByTestId('diagnostics-environment')).toHaveText(bt('diagnostics.envLocal'));
  await admin.goto('/admin/dev-options');
  await admin.getByLabel(at('devOptions.diagnostics.off')).check();
  await admin.goto('/builder');
  await expect(admin.getByTestId('unit-card').first()).toBeVisible();
  await expect(admin.getByTestId('diagnostics')).toHaveCount(0);
  await admin.goto('/admin/dev-options');
  await expect(admin.getByLabel(at('devOptions.diagnostics.off'))).toBeChecked();
  await admin.getByLabel(at('devOptions.diagnostics.auto')).check();
  await admin.goto('/builder');
  await expect(admin.getByTestId('diagnostics')).toBeVisible();
  await admin.context().close();
});
