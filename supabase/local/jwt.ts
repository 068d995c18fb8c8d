/**
 * HS256 JSON Web Tokens with jose: the access tokens the local auth server issues and the
 * verification every request goes through (REST, auth, functions).
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';
import { DEV_JWT_SECRET } from './keys';

const key = new TextEncoder().encode(DEV_JWT_SECRET);

export type VerifyResult =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'invalid' | 'malformed' };

export async function signToken(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

export async function verifyToken(token: string): Promise<VerifyResult> {
  if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return { ok: false, reason: 'malformed' };
    return { ok: false, reason: 'invalid' };
  }
}
