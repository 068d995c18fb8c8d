/**
 * Short-link hashes (SPEC.md: /s/{id}): the first SHORT_HASH_LENGTH base64url characters of
 * SHA-256 of the share code. Apart from the share codec (shareCode.ts, with its compression
 * library), so the sync engine, which checks a hash the server returns, loads neither.
 */
import { SHORT_HASH_LENGTH } from './constants';

const SHORT_HASH = new RegExp(`^[A-Za-z0-9_-]{${SHORT_HASH_LENGTH}}$`);

function bytesToBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Deterministic, URL-safe: the first SHORT_HASH_LENGTH base64url characters of SHA-256(code). */
export async function shortLinkHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return bytesToBase64Url(new Uint8Array(digest)).slice(0, SHORT_HASH_LENGTH);
}

/** Strict check for a hash read from a URL (/s/{hash}). */
export function isValidShortHash(s: unknown): s is string {
  return typeof s === 'string' && SHORT_HASH.test(s);
}
