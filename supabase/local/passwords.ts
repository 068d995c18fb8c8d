/**
 * Password hashing (node:crypto scrypt, per-password salt) and the sign-up strength check:
 * at least MIN_PASSWORD_LENGTH characters (reason "length") and not a well-known password
 * (reason "pwned", the name hosted Supabase uses for leaked passwords).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 8;

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: the common interactive-login setting). */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

/** A short list of the most used passwords; enough to turn the obvious ones away locally. */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '11111111', '00000000', '87654321', '12341234',
  'password', 'password1', 'password123', 'passw0rd', 'qwerty123', 'qwertyuiop', 'qwerty12',
  'iloveyou', 'abc12345', 'abcd1234', 'letmein1', 'welcome1', 'welcome123', 'sunshine',
  'princess', 'football', 'baseball', 'superman', 'trustno1', 'monkey123', 'dragon123',
  'admin123', 'administrator', 'changeme', '1q2w3e4r', 'zaq12wsx', 'asdfghjk', 'warcrow1',
]);

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scryptAsync(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), derived.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const derived = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

/** Reasons a password is too weak (empty when it is acceptable). */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}
