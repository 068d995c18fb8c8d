// Auth flows against /auth/v1 with the real supabase-js client: sign-up, duplicates, wrong
// password, weak passwords, refresh rotation, logout scopes, bad JWTs, mail outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, rawFetch, signIn, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

const post = (path: string, body: unknown, token?: string) =>
  rawFetch(backend, path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, token });

describe('sign-up and sign-in', () => {
  it('signs up with email and password and returns a session whose user has a profile', async () => {
    const client = makeClient(backend);
    const { data, error } = await client.auth.signUp({ email: 'New.Player@Warcrow.test', password: 'Sturdy-pass-1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('new.player@warcrow.test');
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    const profile = await client.from('profiles').select('wab_id, wab_admin, tester').eq('id', data.user?.id ?? '').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({ wab_admin: false, tester: false });
    expect(typeof (profile.data as { wab_id: string }).wab_id).toBe('string');
  });

  it('refuses a second sign-up with the same email', async () => {
    const client = makeClient(backend);
    await client.auth.signUp({ email: 'twice@warcrow.test', password: 'Sturdy-pass-1' });
    const { error } = await client.auth.signUp({ email: 'TWICE@warcrow.test', password: 'Sturdy-pass-2' });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
  });

  it('refuses a wrong password', async () => {
    await makeClient(backend).auth.signUp({ email: 'wrong@warcrow.test', password: 'Sturdy-pass-1' });
    const { data, error } = await makeClient(backend).auth.signInWithPassword({ email: 'wrong@warcrow.test', password: 'Sturdy-pass-2' });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('refuses an unknown email with the same message as a wrong password', async () => {
    const { error } = await makeClient(backend).auth.signInWithPassword({ email: 'nobody@warcrow.test', password: 'Sturdy-pass-1' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('gives weak_password with reasons', async () => {
    const short = await makeClient(backend).auth.signUp({ email: 'weak1@warcrow.test', password: 'abc' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const common = await makeClient(backend).auth.signUp({ email: 'weak2@warcrow.test', password: 'password123' });
    expect((common.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
    expect(common.error?.status).toBe(422);
  });

  it('requires an email or phone and a password', async () => {
    for (const body of [{ password: 'Sturdy-pass-1' }, { email: 'x@warcrow.test' }, {}]) {
      const response = await post('/auth/v1/signup', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'validation_failed',
        msg: 'You must provide either an email or phone number and a password',
      });
    }
  });

  it('refuses a malformed email and a malformed body', async () => {
    const bad = await post('/auth/v1/signup', { email: 'not-an-email', password: 'Sturdy-pass-1' });
    expect(bad.status).toBe(400);
    const garbage = await rawFetch(backend, '/auth/v1/signup', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('sessions and tokens', () => {
  it('rotates refresh tokens and refuses the old one after rotation', async () => {
    const user = await signIn(backend, 'rotate@warcrow.test', 'Sturdy-pass-1');
    const first = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: user.refreshToken });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string };
    expect(rotated.refresh_token).not.toBe(user.refreshToken);

    const reused = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: user.refreshToken });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // Reuse ends the session: the newer token is refused too.
    const after = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: rotated.refresh_token });
    expect(after.status).toBe(400);
  });

  it('refreshes through supabase-js', async () => {
    const user = await signIn(backend, 'refresh@warcrow.test', 'Sturdy-pass-1');
    const { data, error } = await user.client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(user.refreshToken);
    const me = await user.client.auth.getUser();
    expect(me.data.user?.id).toBe(user.userId);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'not-a-token' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('logs out with scope local, others and global', async () => {
    const email = 'scopes@warcrow.test';
    const one = await signIn(backend, email, 'Sturdy-pass-1');
    const two = await signIn(backend, email, 'Sturdy-pass-1');
    const three = await signIn(backend, email, 'Sturdy-pass-1');
    const userOk = async (token: string) => (await rawFetch(backend, '/auth/v1/user', { token })).status === 200;

    expect((await post('/auth/v1/logout?scope=local', {}, one.accessToken)).status).toBe(204);
    expect(await userOk(one.accessToken)).toBe(false);
    expect(await userOk(two.accessToken)).toBe(true);

    expect((await post('/auth/v1/logout?scope=others', {}, two.accessToken)).status).toBe(204);
    expect(await userOk(two.accessToken)).toBe(true);
    expect(await userOk(three.accessToken)).toBe(false);

    const four = await signIn(backend, email, 'Sturdy-pass-1');
    expect((await post('/auth/v1/logout?scope=global', {}, four.accessToken)).status).toBe(204);
    expect(await userOk(two.accessToken)).toBe(false);
    expect(await userOk(four.accessToken)).toBe(false);
    const refresh = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: four.refreshToken });
    expect(refresh.status).toBe(400);

    const bad = await post('/auth/v1/logout?scope=everyone', {}, (await signIn(backend, email, 'Sturdy-pass-1')).accessToken);
    expect(bad.status).toBe(400);
  });

  it('signs out through supabase-js', async () => {
    const user = await signIn(backend, 'signout@warcrow.test', 'Sturdy-pass-1');
    expect((await user.client.auth.signOut()).error).toBeNull();
    expect((await rawFetch(backend, '/auth/v1/user', { token: user.accessToken })).status).toBe(403);
  });

  it('updates the user: metadata and password', async () => {
    const user = await signIn(backend, 'update@warcrow.test', 'Sturdy-pass-1');
    const weak = await user.client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const { data, error } = await user.client.auth.updateUser({ password: 'Sturdy-pass-2', current_password: 'Sturdy-pass-1', data: { nickname: 'Crow' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ nickname: 'Crow' });
    const again = await makeClient(backend).auth.signInWithPassword({ email: 'update@warcrow.test', password: 'Sturdy-pass-2' });
    expect(again.error).toBeNull();
  });
});

describe('JWT checks', () => {
  const secretOf = (value: string) => new TextEncoder().encode(value);

  it('refuses an expired JWT', async () => {
    const user = await signIn(backend, 'expired@warcrow.test', 'Sturdy-pass-1');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ sub: user.userId, role: 'authenticated', session_id: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secretOf(backend.jwtSecret));
    const rest = await rawFetch(backend, '/rest/v1/army_lists?select=*', { token: expired });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const auth = await rawFetch(backend, '/auth/v1/user', { token: expired });
    expect(auth.status).toBe(403);
  });

  it('refuses a tampered JWT (payload changed, signature kept)', async () => {
    const user = await signIn(backend, 'tamper@warcrow.test', 'Sturdy-pass-1');
    const [head, payload, signature] = user.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    const rest = await rawFetch(backend, '/rest/v1/army_lists?select=*', { token: forged });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('refuses a JWT signed with another key, as bearer and as apikey', async () => {
    const foreign = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secretOf('some-other-project-secret-that-is-long-enough'));
    const asBearer = await rawFetch(backend, '/rest/v1/notifications?select=*', { token: foreign });
    expect(asBearer.status).toBe(401);
    const asKey = await rawFetch(backend, '/rest/v1/units?select=id', { headers: { apikey: foreign } });
    expect(asKey.status).toBe(401);
    expect(await asKey.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses garbage tokens and requests without an apikey', async () => {
    const garbage = await rawFetch(backend, '/rest/v1/units?select=id', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(401);
    const noKey = await fetch(`${backend.url}/rest/v1/units?select=id`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('mail outbox, recovery, resend and confirmation', () => {
  it('writes recovery mail to the local outbox and its link signs the user in', async () => {
    await makeClient(backend).auth.signUp({ email: 'forgot@warcrow.test', password: 'Sturdy-pass-1' });
    const { error } = await makeClient(backend).auth.resetPasswordForEmail('forgot@warcrow.test');
    expect(error).toBeNull();
    const [mail] = await backend.query<{ kind: string; link: string }>(
      "select kind, link from local.mail where to_email = 'forgot@warcrow.test' order by id desc limit 1",
    );
    expect(mail?.kind).toBe('recovery');
    const link = new URL(mail?.link ?? '');
    const verified = await post('/auth/v1/verify', { type: 'recovery', token_hash: link.searchParams.get('token') });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toHaveProperty('access_token');
    const replay = await post('/auth/v1/verify', { type: 'recovery', token_hash: link.searchParams.get('token') });
    expect(replay.status).toBe(403);
  });

  it('answers recovery for unknown emails the same way, without sending mail', async () => {
    const response = await post('/auth/v1/recover', { email: 'ghost@warcrow.test' });
    expect(response.status).toBe(200);
    const rows = await backend.query("select 1 from local.mail where to_email = 'ghost@warcrow.test'");
    expect(rows).toHaveLength(0);
  });

  it('with confirmations on: sign-up mails a link, sign-in waits for it, resend mails again', async () => {
    const confirming = await startTestBackend({ autoConfirm: false });
    try {
      const client = makeClient(confirming);
      const signUp = await client.auth.signUp({ email: 'confirm@warcrow.test', password: 'Sturdy-pass-1' });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      const early = await client.auth.signInWithPassword({ email: 'confirm@warcrow.test', password: 'Sturdy-pass-1' });
      expect(early.error?.code).toBe('email_not_confirmed');
      expect((await client.auth.resend({ type: 'signup', email: 'confirm@warcrow.test' })).error).toBeNull();
      const mails = await confirming.query<{ kind: string; link: string }>("select kind, link from local.mail order by id");
      expect(mails.map((m) => m.kind)).toEqual(['confirmation', 'confirmation']);
      const link = await fetch(mails[1]?.link ?? '', { redirect: 'manual' });
      expect(link.status).toBe(303);
      expect(link.headers.get('location')).toContain('access_token=');
      const later = await client.auth.signInWithPassword({ email: 'confirm@warcrow.test', password: 'Sturdy-pass-1' });
      expect(later.error).toBeNull();
    } finally {
      await confirming.stop();
    }
  });

  it('refuses banned players at sign-in', async () => {
    const user = await signIn(backend, 'banned@warcrow.test', 'Sturdy-pass-1');
    await backend.query('update public.profiles set banned = true where id = $1', [user.userId]);
    const { error } = await makeClient(backend).auth.signInWithPassword({ email: 'banned@warcrow.test', password: 'Sturdy-pass-1' });
    expect(error?.code).toBe('user_banned');
  });

  it('serves settings and health', async () => {
    const settings = await rawFetch(backend, '/auth/v1/settings');
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
    expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
  });
});
