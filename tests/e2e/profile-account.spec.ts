// Issue 15 item 4 on /profile: the display name is edited and checked (2–40 characters, trimmed),
// the password changes only with the current one, and the sign-in email only after the link mailed
// to the new address is followed (read from the local backend's mail outbox, as an admin).
import { expect, test, type Page } from '@playwright/test';
import enProfile from '../../src/i18n/locales/en/profile.json' with { type: 'json' };
import { DEV_ANON_KEY } from '../../supabase/local/keys';
import { AccountPage, DEMO_ACCOUNTS, authText } from './support/accountPage';

const BACKEND_URL = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 54329}`;
const PASSWORD = 'Tabletop-Venue-42';

function pt(key: string, params: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enProfile);
  if (typeof value !== 'string') throw new Error(`No English profile text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

async function signUpFresh(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@warcrow.test`;
  const account = new AccountPage(page);
  await account.gotoLogin();
  await account.submitSignUp(email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  return email;
}

/** The newest message the local auth service "sent" to `to`, read by the admin (RLS) from local.mail. */
async function lastMail(to: string): Promise<{ kind: string; link: string | null }> {
  const token = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.admin),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const rows = await fetch(`${BACKEND_URL}/rest/v1/mail?select=kind,link&to_email=eq.${encodeURIComponent(to)}&order=id.desc&limit=1`, {
    headers: { apikey: DEV_ANON_KEY, authorization: `Bearer ${token.access_token}`, 'accept-profile': 'local' },
  }).then((r) => r.json() as Promise<Array<{ kind: string; link: string | null }>>);
  const row = rows[0];
  if (!row) throw new Error(`No mail to ${to}`);
  return row;
}

test('the display name is checked on the device and kept by the server', async ({ page }) => {
  await signUpFresh(page, 'named');
  const section = page.getByTestId('profile-display-name');
  const field = section.getByLabel(pt('displayName.label'));
  const save = section.getByRole('button', { name: pt('displayName.save') });

  await field.fill(' J ');
  await save.click();
  await expect(section.getByRole('alert')).toHaveText(pt('displayName.errors.tooShort', { min: 2 }));
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('x'.repeat(41));
  await save.click();
  await expect(section.getByRole('alert')).toHaveText(pt('displayName.errors.tooLong', { max: 40 }));

  await field.fill('  Crow Lord  ');
  await save.click();
  await expect(section.getByRole('status')).toHaveText(pt('displayName.saved', { name: 'Crow Lord' }));
  await expect(section.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('profile-display-name').getByLabel(pt('displayName.label'))).toHaveValue('Crow Lord');
});

test('the password changes only with the current password', async ({ page }) => {
  const email = await signUpFresh(page, 'repass');
  const form = page.getByTestId('password-change-form');
  const newPassword = 'Granite-Keep-Seven-7';
  await form.getByLabel(pt('credentials.currentPassword')).fill('Not-my-password-9');
  await form.getByLabel(authText('fields.newPassword'), { exact: true }).fill(newPassword);
  await form.getByLabel(authText('fields.confirmPassword')).fill(newPassword);
  await form.getByRole('button', { name: authText('reset.submit') }).click();
  await expect(form.getByTestId('auth-error')).toHaveText(pt('credentials.errors.currentWrong'));

  await form.getByLabel(pt('credentials.currentPassword')).fill(PASSWORD);
  await form.getByRole('button', { name: authText('reset.submit') }).click();
  await expect(form.getByTestId('password-change-done')).toHaveText(authText('toast.passwordChanged'));

  const account = new AccountPage(page);
  await account.signOutFromMenu();
  await account.gotoLogin();
  await account.submitSignIn(email, PASSWORD);
  await expect(page.getByTestId('auth-error')).toHaveText(authText('errors.invalidCredentials'));
  await account.submitSignIn(email, newPassword);
  await expect(page.getByTestId('login-screen')).toHaveCount(0);
});

test('the sign-in email changes only when the link mailed to the new address is followed', async ({ page }) => {
  const email = await signUpFresh(page, 'move');
  const newEmail = email.replace('move-', 'moved-');
  const form = page.getByTestId('email-change-form');
  await form.getByLabel(pt('credentials.newEmail')).fill(newEmail);
  await form.getByRole('button', { name: pt('credentials.sendLink') }).click();
  await expect(form.getByTestId('email-change-sent')).toHaveText(pt('credentials.emailSent', { email: newEmail }));
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  const mail = await lastMail(newEmail);
  expect(mail.kind).toBe('email_change');
  await page.goto(mail.link ?? '');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('email-change-confirmed')).toHaveText(pt('credentials.emailConfirmed'));
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
});
