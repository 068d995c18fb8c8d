/**
 * The local stand-in for Supabase Auth (`/auth/v1`): sign-up, password and refresh-token
 * grants, user get/update, logout with scopes, recover, resend, verify, settings, health.
 *
 * - Passwords are scrypt hashes; refresh tokens are stored as SHA-256 hashes and rotate:
 *   each refresh revokes the token it used, and presenting a revoked token ends the whole
 *   session (the reuse looks like a stolen token).
 * - Access tokens are HS256 JWTs with the claims hosted Supabase puts in them (sub, role,
 *   email, session_id, aal, amr, app_metadata, user_metadata).
 * - Mail is never sent: confirmation, recovery and email-change messages go to local.mail.
 * - Like GoTrue with "require current password" and secure email change: PUT /user with a new
 *   password needs current_password unless the session came from a mailed link (recovery);
 *   a new email is only stored as pending and a link goes to the new address; the address
 *   changes when that link is followed (verify type email_change).
 * - Errors use the 2024-01-01 API shape: { code, msg } plus the X-Supabase-Api-Version
 *   header, so supabase-js raises the same typed errors it would against hosted Supabase.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Tx } from './db';
import { ACCESS_TOKEN_TTL_S } from './keys';
import { signToken, verifyToken } from './jwt';
import { hashPassword, MIN_PASSWORD_LENGTH, passwordWeaknesses, verifyPassword } from './passwords';

export const AUTH_API_VERSION = '2024-01-01';
const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
/**
 * The format hosted Supabase Auth checks an email against (GoTrue's validateEmail, through
 * the checkmail format rule): a local part of the characters RFC 5322 allows unquoted, then
 * a host of dot-separated labels of letters, digits and inner hyphens. At most 255 characters.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_EMAIL_LENGTH = 255;
const MAX_PASSWORD_LENGTH = 72;
/** How a session began: a password sign-in, or a mailed link (GoTrue's OTP / recovery AMR methods). */
type SessionMethod = 'password' | 'otp' | 'recovery';
/** Sessions that may set a new password without the current one (GoTrue's Session.IsRecovery). */
const RECOVERY_METHODS: readonly string[] = ['otp', 'recovery'];

export interface AuthRequest {
  method: string;
  /** Path below /auth/v1/, e.g. "token". */
  path: string;
  query: URLSearchParams;
  /** Bearer token from the Authorization header, if any. */
  bearer: string | null;
  body: unknown;
}

export interface AuthResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export interface AuthOptions {
  /** Public URL of the backend (for issuer and mail links). */
  url: string;
  /** Confirm emails at sign-up (true, like the Supabase CLI's local default) or by mail link. */
  autoConfirm: boolean;
  /** Where verification links land when no allowed redirect_to is given. */
  siteUrl: string;
}

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

class Redirect {
  constructor(readonly location: string) {}
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  email_change: string | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new AuthError(400, 'validation_failed', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

const stringField = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email === '') throw new AuthError(400, 'validation_failed', 'An email address is required');
  if (email.length > MAX_EMAIL_LENGTH) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

function checkPassword(password: string) {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const reasons = passwordWeaknesses(password);
  if (reasons.length > 0) {
    const message = reasons.includes('length')
      ? `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`
      : reasons.includes('characters')
        ? 'Password should not be one character repeated.'
        : 'Password is known to be weak and easy to guess, please choose a different one.';
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}

/** Creates a user (and, through the profiles trigger, their profile). Used by sign-up and the seed. */
export async function createUser(
  db: Database,
  input: { email: string; password: string; confirmed: boolean; metadata?: Record<string, unknown> },
): Promise<UserRow> {
  const hash = await hashPassword(input.password);
  const rows = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, case when $3::boolean then now() end, $4::jsonb)
     returning *`,
    [input.email, hash, String(input.confirmed), JSON.stringify(input.metadata ?? {})],
  );
  return rows[0] as UserRow;
}

export class AuthServer {
  constructor(
    private readonly db: Database,
    private readonly options: AuthOptions,
  ) {}

  async handle(req: AuthRequest): Promise<AuthResponse> {
    try {
      const result = await this.route(req);
      if (result instanceof Redirect) {
        return { status: 303, headers: { location: result.location, 'x-supabase-api-version': AUTH_API_VERSION }, body: null };
      }
      return this.respond(result === null ? 204 : 200, result);
    } catch (error) {
      if (error instanceof AuthError) {
        return this.respond(error.status, {
          code: error.code,
          error_code: error.code,
          msg: error.message,
          ...error.extra,
        });
      }
      throw error;
    }
  }

  private respond(status: number, body: unknown): AuthResponse {
    return {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-supabase-api-version': AUTH_API_VERSION },
      body: status === 204 ? null : JSON.stringify(body),
    };
  }

  private async route(req: AuthRequest): Promise<unknown> {
    const key = `${req.method} ${req.path.replace(/\/+$/, '')}`;
    switch (key) {
      case 'GET health':
        return { version: 'local', name: 'GoTrue', description: 'Warcrow local auth (supabase/local)' };
      case 'GET settings':
        return {
          external: { email: true, phone: false, anonymous_users: false },
          disable_signup: false,
          mailer_autoconfirm: this.options.autoConfirm,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        };
      case 'POST signup':
        return this.signUp(objectBody(req.body));
      case 'POST token':
        return this.token(req.query.get('grant_type') ?? '', objectBody(req.body));
      case 'GET user':
        return userJson((await this.authenticate(req.bearer)).user);
      case 'PUT user':
        return this.updateUser(req.bearer, objectBody(req.body), req.query.get('redirect_to'));
      case 'POST logout':
        return this.logout(req.bearer, req.query.get('scope') ?? 'global');
      case 'POST recover':
        return this.recover(objectBody(req.body), req.query.get('redirect_to'));
      case 'POST resend':
        return this.resend(objectBody(req.body), req.query.get('redirect_to'));
      case 'POST verify': {
        const body = objectBody(req.body);
        const token = stringField(body, 'token_hash') || stringField(body, 'token');
        const type = stringField(body, 'type');
        return type === 'email_change' && token ? this.verifyEmailChange(token) : this.verify(token, type);
      }
      case 'GET verify':
        return this.verifyLink(req.query);
      default:
        throw new AuthError(404, 'not_found', 'Not found');
    }
  }

  // ----- sessions -----

  private async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const rows = await this.db.query<UserRow>('select * from auth.users where email = $1', [email]);
    return rows[0];
  }

  /** `method` is how a new session began (ignored on a refresh, which keeps the session's). */
  private async issueSession(tx: Tx, user: UserRow, sessionId: string | null, parentId: number | null, method: SessionMethod = 'password') {
    let session = sessionId;
    let amr: string = method;
    if (!session) {
      const created = await tx.query<{ id: string }>('insert into auth.sessions (user_id, amr) values ($1, $2) returning id', [user.id, method]);
      session = (created.rows[0] as { id: string }).id;
    } else {
      const touched = await tx.query<{ amr: string }>('update auth.sessions set refreshed_at = now() where id = $1 returning amr', [session]);
      amr = touched.rows[0]?.amr ?? 'password';
    }
    const refreshToken = newSecret();
    await tx.query(
      'insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id) values ($1, $2, $3, $4)',
      [sha256(refreshToken), user.id, session, parentId],
    );
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await signToken(
      {
        iss: `${this.options.url}/auth/v1`,
        aud: 'authenticated',
        sub: user.id,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: amr, timestamp: now }],
        session_id: session,
        is_anonymous: false,
      },
      ACCESS_TOKEN_TTL_S,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      expires_at: now + ACCESS_TOKEN_TTL_S,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  /** The user and session behind a bearer access token. */
  private async authenticate(bearer: string | null): Promise<{ user: UserRow; sessionId: string; sessionAmr: string }> {
    if (!bearer) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    const verified = await verifyToken(bearer);
    if (!verified.ok) {
      const why =
        verified.reason === 'expired'
          ? 'token has invalid claims: token is expired'
          : verified.reason === 'malformed'
            ? 'token is malformed'
            : 'signature is invalid';
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    const { sub, session_id: sessionId } = verified.claims;
    if (typeof sub !== 'string' || typeof sessionId !== 'string') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const rows = await this.db.query<UserRow & { session_amr: string | null }>(
      `select u.*, (select s.amr from auth.sessions s where s.id::text = $2 and s.user_id = u.id) as session_amr
         from auth.users u where u.id::text = $1`,
      [sub, sessionId],
    );
    const row = rows[0];
    if (!row) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (row.session_amr === null) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user: row, sessionId, sessionAmr: row.session_amr };
  }

  /**
   * Null when the account may sign in; otherwise the refusal. Its message names the admin's
   * reason ("User is banned. Reason: …"), given only after the password was checked, so the
   * player sees why and nobody else can read it.
   */
  private async blockedRefusal(userId: string): Promise<AuthError | null> {
    const rows = await this.db.query<{ banned: boolean; deactivated: boolean; ban_reason: string | null; deactivation_reason: string | null }>(
      'select banned, deactivated, ban_reason, deactivation_reason from public.profiles where id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row || (!row.banned && !row.deactivated)) return null;
    const [state, reason] = row.banned ? ['banned', row.ban_reason] : ['deactivated', row.deactivation_reason];
    return new AuthError(400, 'user_banned', reason ? `User is ${state}. Reason: ${reason}` : `User is ${state}`);
  }

  // ----- endpoints -----

  private async signUp(body: Record<string, unknown>) {
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    if ((!rawEmail.trim() && !phone.trim()) || !password) {
      throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
    }
    if (!rawEmail.trim()) {
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    }
    const email = normaliseEmail(rawEmail);
    checkPassword(password);
    if (await this.findUserByEmail(email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    const metadata = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : {};
    let user: UserRow;
    try {
      user = await createUser(this.db, {
        email,
        password,
        confirmed: this.options.autoConfirm,
        metadata: metadata as Record<string, unknown>,
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      throw error;
    }
    if (!this.options.autoConfirm) {
      await this.sendLink(user, 'signup', 'Confirm your signup', null);
      return userJson(user);
    }
    return this.db.transaction(async (tx) => {
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      return this.issueSession(tx, user, null, null);
    });
  }

  private async token(grantType: string, body: Record<string, unknown>) {
    if (grantType === 'password') return this.passwordGrant(body);
    if (grantType === 'refresh_token') return this.refreshGrant(stringField(body, 'refresh_token'));
    throw new AuthError(400, 'validation_failed', `Unsupported grant type: ${grantType.slice(0, 32)}`);
  }

  private async passwordGrant(body: Record<string, unknown>) {
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const password = stringField(body, 'password');
    if ((!rawEmail.trim() && !phone.trim()) || !password) {
      throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password');
    }
    // A lookup only: an address that could never have signed up (a NUL byte, say) is simply unknown.
    const lookup = rawEmail.trim().toLowerCase();
    const user = lookup && EMAIL_PATTERN.test(lookup) ? await this.findUserByEmail(lookup) : undefined;
    const matches = user ? await verifyPassword(password, user.encrypted_password) : false;
    if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    const refusal = await this.blockedRefusal(user.id);
    if (refusal) throw refusal;
    return this.db.transaction(async (tx) => {
      const updated = await tx.query<UserRow>(
        'update auth.users set last_sign_in_at = now() where id = $1 returning *',
        [user.id],
      );
      return this.issueSession(tx, updated.rows[0] as UserRow, null, null);
    });
  }

  private async refreshGrant(refreshToken: string) {
    if (!refreshToken) throw new AuthError(400, 'validation_failed', 'A refresh_token is required');
    const result = await this.db.transaction(async (tx) => {
      const found = await tx.query<{ id: number; user_id: string; session_id: string; revoked: boolean }>(
        'select id, user_id, session_id, revoked from auth.refresh_tokens where token_hash = $1 for update',
        [sha256(refreshToken)],
      );
      const token = found.rows[0];
      if (!token) return { error: 'not_found' as const };
      if (token.revoked) {
        // Reuse of a rotated token: end the session it belonged to.
        await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
        return { error: 'reused' as const };
      }
      await tx.query('update auth.refresh_tokens set revoked = true where id = $1', [token.id]);
      const users = await tx.query<UserRow>('select * from auth.users where id = $1', [token.user_id]);
      return { session: await this.issueSession(tx, users.rows[0] as UserRow, token.session_id, token.id) };
    });
    if ('error' in result) {
      if (result.error === 'reused') {
        throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const refusal = await this.blockedRefusal(result.session.user.id);
    if (refusal) throw refusal;
    return result.session;
  }

  private async updateUser(bearer: string | null, body: Record<string, unknown>, redirectTo: string | null) {
    const { user, sessionAmr } = await this.authenticate(bearer);
    const password = typeof body.password === 'string' ? body.password : null;
    const email = typeof body.email === 'string' && body.email.trim() ? normaliseEmail(body.email) : null;
    const data = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : null;
    if (password !== null) checkPassword(password);
    const newEmail = email !== null && email !== user.email ? email : null;
    if (newEmail && (await this.findUserByEmail(newEmail))) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (password !== null) {
      // GoTrue's UpdatePasswordRequireCurrentPassword: a session a mailed link opened is exempt.
      if (!RECOVERY_METHODS.includes(sessionAmr)) {
        const current = typeof body.current_password === 'string' ? body.current_password : '';
        if (!current) throw new AuthError(400, 'current_password_required', 'Current password required when setting new password.');
        if (!(await verifyPassword(current, user.encrypted_password))) {
          throw new AuthError(400, 'current_password_mismatch', 'Current password required when setting new password.');
        }
      }
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
    }
    const hash = password !== null ? await hashPassword(password) : null;
    const rows = await this.db.query<UserRow>(
      `update auth.users
          set encrypted_password = coalesce($2, encrypted_password),
              email_change = coalesce($3, email_change),
              raw_user_meta_data = raw_user_meta_data || coalesce($4::jsonb, '{}'::jsonb),
              updated_at = now()
        where id = $1
       returning *`,
      [user.id, hash, newEmail, data ? JSON.stringify(data) : null],
    );
    const updated = rows[0] as UserRow;
    if (newEmail) await this.sendEmailChange(updated, newEmail, redirectTo);
    if (password !== null) {
      await this.mail(updated, 'password_changed', 'Your password was changed', 'The password of your account was changed.', null);
    }
    return userJson(updated);
  }

  private async logout(bearer: string | null, scope: string) {
    if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
      throw new AuthError(400, 'validation_failed', 'Unsupported logout scope: expected one of global, local, others');
    }
    const { user, sessionId } = await this.authenticate(bearer);
    if (scope === 'local') {
      await this.db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else if (scope === 'global') {
      await this.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else {
      await this.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
    return null;
  }

  private async recover(body: Record<string, unknown>, redirectTo: string | null) {
    const email = normaliseEmail(stringField(body, 'email'));
    const user = await this.findUserByEmail(email);
    if (user) await this.sendLink(user, 'recovery', 'Reset your password', redirectTo);
    return {};
  }

  private async resend(body: Record<string, unknown>, redirectTo: string | null) {
    const type = stringField(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      throw new AuthError(400, 'validation_failed', 'Unsupported resend type: expected signup or email_change');
    }
    const email = normaliseEmail(stringField(body, 'email'));
    const user = await this.findUserByEmail(email);
    if (user && !user.email_confirmed_at) await this.sendLink(user, 'signup', 'Confirm your signup', redirectTo);
    return {};
  }

  private async verify(token: string, type: string) {
    if (!token || !['signup', 'recovery', 'email', 'magiclink', 'invite'].includes(type)) {
      throw new AuthError(400, 'validation_failed', 'Verify requires a token and a type');
    }
    const tokenType = type === 'recovery' ? 'recovery' : 'signup';
    const session = await this.db.transaction(async (tx) => {
      const found = await tx.query<{ user_id: string }>(
        'delete from auth.one_time_tokens where token_hash = $1 and token_type = $2 returning user_id',
        [sha256(token), tokenType],
      );
      const userId = found.rows[0]?.user_id;
      if (!userId) return null;
      const users = await tx.query<UserRow>(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
          where id = $1 returning *`,
        [userId],
      );
      return this.issueSession(tx, users.rows[0] as UserRow, null, null, tokenType === 'recovery' ? 'recovery' : 'otp');
    });
    if (!session) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return session;
  }

  /** The link mailed to the new address: the pending address becomes the account's. */
  private async verifyEmailChange(token: string) {
    const changed = await this.db.transaction(async (tx) => {
      const found = await tx.query<{ user_id: string }>(
        "delete from auth.one_time_tokens where token_hash = $1 and token_type = 'email_change' returning user_id",
        [sha256(token)],
      );
      const userId = found.rows[0]?.user_id;
      if (!userId) return null;
      const taken = await tx.query(
        'select 1 from auth.users other, auth.users me where me.id = $1 and other.email = me.email_change and other.id <> me.id',
        [userId],
      );
      if (taken.rows.length > 0) return 'taken' as const;
      const users = await tx.query<UserRow>(
        `update auth.users set email = email_change, email_change = null, email_confirmed_at = now(), updated_at = now()
          where id = $1 and email_change is not null returning *`,
        [userId],
      );
      return users.rows[0] ?? null;
    });
    if (changed === 'taken') throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (!changed) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    return userJson(changed);
  }

  private async verifyLink(query: URLSearchParams) {
    const type = query.get('type') ?? '';
    const target = this.safeRedirect(query.get('redirect_to'));
    try {
      if (type === 'email_change') {
        await this.verifyEmailChange(query.get('token') ?? '');
        const done = new URLSearchParams({ type, message: 'Email change confirmed' });
        return new Redirect(`${target}#${done.toString()}`);
      }
      const session = await this.verify(query.get('token') ?? '', type);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
      return new Redirect(`${target}#${fragment.toString()}`);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const fragment = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: error.message });
      return new Redirect(`${target}#${fragment.toString()}`);
    }
  }

  /** Only local origins may receive tokens in a redirect. */
  private safeRedirect(value: string | null): string {
    if (value) {
      try {
        const url = new URL(value);
        if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol)) {
          return url.toString().split('#')[0] as string;
        }
      } catch {
        // not a URL: fall back to the site URL
      }
    }
    return this.options.siteUrl;
  }

  // ----- mail -----

  private async sendLink(user: UserRow, type: 'signup' | 'recovery', subject: string, redirectTo: string | null) {
    const token = newSecret();
    await this.db.query('insert into auth.one_time_tokens (user_id, token_type, token_hash) values ($1, $2, $3)', [
      user.id,
      type,
      sha256(token),
    ]);
    const link = new URL(`${this.options.url}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', type);
    link.searchParams.set('redirect_to', this.safeRedirect(redirectTo));
    const text =
      type === 'signup'
        ? `Follow this link to confirm your account: ${link.toString()}`
        : `Follow this link to reset the password for your account: ${link.toString()}`;
    await this.mail(user, type === 'signup' ? 'confirmation' : 'recovery', subject, text, link.toString());
  }

  /** The confirmation link goes to the new address; the current one is told a change was asked for. */
  private async sendEmailChange(user: UserRow, newEmail: string, redirectTo: string | null) {
    await this.db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change'", [user.id]);
    const token = newSecret();
    await this.db.query("insert into auth.one_time_tokens (user_id, token_type, token_hash) values ($1, 'email_change', $2)", [user.id, sha256(token)]);
    const link = new URL(`${this.options.url}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'email_change');
    link.searchParams.set('redirect_to', this.safeRedirect(redirectTo));
    await this.mail({ ...user, email: newEmail }, 'email_change', 'Confirm your new email address', `Follow this link to make ${newEmail} the sign-in email of your account: ${link.toString()}`, link.toString());
    await this.mail(user, 'email_change_notice', 'A change of your email address was asked for', `Someone signed in to your account asked to change its email to ${newEmail}. Nothing changes unless the link sent there is followed.`, null);
  }

  private async mail(user: UserRow, kind: string, subject: string, body: string, link: string | null) {
    await this.db.query(
      'insert into local.mail (user_id, to_email, kind, subject, body, link) values ($1, $2, $3, $4, $5, $6)',
      [user.id, user.email ?? '', kind, subject, body, link],
    );
  }
}
