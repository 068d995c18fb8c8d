/**
 * Raw auth failures → what the player reads (STYLE.md: one toUserMessage at the UI edge).
 * Returns i18n keys in the `auth` namespace, plus the weak-password reasons when the server
 * sent them, so the form can list them.
 */
export interface AuthMessage {
  key: string;
  /** For weak_password: auth:errors.weakReasons.<reason> keys. */
  reasons?: string[];
  /** For a banned or deactivated account: the reason an admin gave, in their words. */
  blockReason?: string;
}

/** The local auth service names why an account is blocked: "User is banned. Reason: …". */
const BLOCKED = /^User is (banned|deactivated)(?:\. Reason: ([\s\S]+))?$/;

const KNOWN_REASONS = ['length', 'characters', 'pwned'];

interface AuthErrorLike {
  name?: unknown;
  code?: unknown;
  status?: unknown;
  message?: unknown;
  reasons?: unknown;
}

export function toAuthMessage(error: unknown, { online = true }: { online?: boolean } = {}): AuthMessage {
  const e = (error && typeof error === 'object' ? error : {}) as AuthErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  const status = typeof e.status === 'number' ? e.status : -1;
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === 'weak_password' || e.name === 'AuthWeakPasswordError') {
    const raw = Array.isArray(e.reasons) ? e.reasons.filter((r): r is string => typeof r === 'string') : [];
    const reasons = raw.filter((r) => KNOWN_REASONS.includes(r)).map((r) => `errors.weakReasons.${r}`);
    return { key: 'errors.weakPassword', reasons: reasons.length > 0 ? reasons : ['errors.weakReasons.length'] };
  }
  if (code === 'user_banned') {
    const match = BLOCKED.exec(message);
    const key = match?.[1] === 'deactivated' ? 'errors.deactivated' : 'errors.banned';
    return match?.[2] ? { key, blockReason: match[2].trim() } : { key };
  }
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) return { key: 'errors.invalidCredentials' };
  if (code === 'email_not_confirmed') return { key: 'errors.emailNotConfirmed' };
  if (code === 'user_already_exists' || code === 'email_exists') return { key: 'errors.userExists' };
  if (code === 'validation_failed' && /email/i.test(message)) return { key: 'errors.invalidEmail' };
  if (code === 'email_address_invalid') return { key: 'errors.invalidEmail' };
  // A password change outside a reset link needs the current password (the profile asks for it).
  if (code === 'current_password_required') return { key: 'errors.currentPasswordRequired' };
  if (code === 'same_password') return { key: 'errors.samePassword' };
  if (code === 'otp_expired' || code === 'flow_state_expired' || code === 'bad_code_verifier') return { key: 'errors.linkExpired' };
  if (code.startsWith('over_') || status === 429) return { key: 'errors.rateLimited' };
  if (e.name === 'AuthRetryableFetchError' || status === 0 || (status >= 500 && status < 600)) {
    return { key: online ? 'errors.network' : 'errors.offline' };
  }
  if (!online) return { key: 'errors.offline' };
  return { key: 'errors.unknown' };
}
