// Issue 15 item 4: changing the sign-in email or the password on the local auth service needs a
// confirmation link (email) or the current password (password), as GoTrue does with secure
// email change and "require current password". Real supabase-js against the local backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, signIn, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

const PASSWORD = 'Sturdy-pass-1';
const NEW_PASSWORD = 'Granite-keep-7';

async function lastMail(to: string) {
  const [mail] = await backend.query<{ kind: string; link: string | null; body: string }>(
    'select kind, link, body from local.mail where to_email = $1 order by id desc limit 1',
    [to],
  );
  return mail;
}

describe('password change', () => {
  it('is refused without the current password and with a wrong one, and the old password still signs in', async () => {
    const user = await signIn(backend, 'pw-missing@warcrow.test', PASSWORD);
    const missing = await user.client.auth.updateUser({ password: NEW_PASSWORD });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('current_password_required');
    const wrong = await user.client.auth.updateUser({ password: NEW_PASSWORD, current_password: 'Not-my-pass-9' });
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const old = await makeClient(backend).auth.signInWithPassword({ email: 'pw-missing@warcrow.test', password: PASSWORD });
    expect(old.error).toBeNull();
  });

  it('works with the current password: the new one signs in, the old one no longer does, and a notice is mailed', async () => {
    const user = await signIn(backend, 'pw-change@warcrow.test', PASSWORD);
    const same = await user.client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    const { error } = await user.client.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(error).toBeNull();
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'pw-change@warcrow.test', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'pw-change@warcrow.test', password: NEW_PASSWORD })).error).toBeNull();
    expect((await lastMail('pw-change@warcrow.test'))?.kind).toBe('password_changed');
  });

  it('a session opened by a recovery link sets a new password without the old one', async () => {
    await signIn(backend, 'pw-recover@warcrow.test', PASSWORD);
    expect((await makeClient(backend).auth.resetPasswordForEmail('pw-recover@warcrow.test')).error).toBeNull();
    const link = new URL((await lastMail('pw-recover@warcrow.test'))?.link ?? '');
    const recovering = makeClient(backend);
    const verified = await recovering.auth.verifyOtp({ type: 'recovery', token_hash: link.searchParams.get('token') ?? '' });
    expect(verified.error).toBeNull();
    // The recovery session keeps its kind through a refresh.
    expect((await recovering.auth.refreshSession()).error).toBeNull();
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'pw-recover@warcrow.test', password: NEW_PASSWORD })).error).toBeNull();
  });
});

describe('email change', () => {
  it('mails a link to the new address and changes nothing until it is followed', async () => {
    const user = await signIn(backend, 'old-address@warcrow.test', PASSWORD);
    const { data, error } = await user.client.auth.updateUser(
      { email: 'New-Address@warcrow.test' },
      { emailRedirectTo: 'http://localhost:4173/profile' },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe('old-address@warcrow.test');
    expect(data.user?.new_email).toBe('new-address@warcrow.test');

    // Not yet: the old address still signs in, the new one does not.
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'new-address@warcrow.test', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await lastMail('old-address@warcrow.test'))?.kind).toBe('email_change_notice');
    const mail = await lastMail('new-address@warcrow.test');
    expect(mail?.kind).toBe('email_change');

    const followed = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost:4173/profile');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('email_change');
    expect(location.hash).not.toContain('access_token');

    expect((await makeClient(backend).auth.signInWithPassword({ email: 'new-address@warcrow.test', password: PASSWORD })).error).toBeNull();
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'old-address@warcrow.test', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    // The link works once.
    const again = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('refuses an address another account has, when asked and when the link is followed', async () => {
    await signIn(backend, 'taken@warcrow.test', PASSWORD);
    const user = await signIn(backend, 'wants-taken@warcrow.test', PASSWORD);
    const asked = await user.client.auth.updateUser({ email: 'taken@warcrow.test' });
    expect(asked.error?.code).toBe('email_exists');

    const racer = await signIn(backend, 'racer@warcrow.test', PASSWORD);
    expect((await racer.client.auth.updateUser({ email: 'late@warcrow.test' })).error).toBeNull();
    await signIn(backend, 'late@warcrow.test', PASSWORD);
    const mail = await lastMail('late@warcrow.test');
    expect(mail?.kind).toBe('email_change');
    const followed = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1)).get('error_code')).toBe('email_exists');
    expect((await makeClient(backend).auth.signInWithPassword({ email: 'racer@warcrow.test', password: PASSWORD })).error).toBeNull();
  });
});
