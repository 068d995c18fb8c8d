/**
 * Cache health (SPEC.md 4 "Cache health", 9): poor when local storage holds more than 5 MB,
 * more than 100 keys, or more than 5 auth keys. The caller lists the keys and their sizes.
 */
import {
  BYTES_PER_MB,
  CACHE_CLEANUP_KEY_PATTERNS,
  CACHE_CLEANUP_MAX_MATCHING_KEYS,
  CACHE_CLEANUP_STORAGE_BYTES,
  CACHE_POOR_AUTH_KEY_COUNT,
  CACHE_POOR_KEY_COUNT,
  CACHE_POOR_STORAGE_BYTES,
} from './constants';
import type { DomainIssue } from './lists';

export interface StorageEntry {
  key: string;
  /** Size in bytes (the caller may count UTF-16 code units × 2 of key plus value). */
  size: number;
}

export interface CacheHealth {
  status: 'good' | 'poor';
  totalBytes: number;
  keyCount: number;
  authKeyCount: number;
  issues: DomainIssue[];
}

/** Keys that hold sign-in state (supabase-js "sb-…-auth-token", our auth keys). */
export function isAuthKey(key: string): boolean {
  return /auth|^sb-|supabase|session|token/i.test(key);
}

export function evaluateCacheHealth(entries: readonly StorageEntry[]): CacheHealth {
  const totalBytes = entries.reduce((sum, e) => sum + (Number.isFinite(e.size) && e.size > 0 ? e.size : 0), 0);
  const keyCount = entries.length;
  const authKeyCount = entries.filter((e) => isAuthKey(e.key)).length;
  const issues: DomainIssue[] = [];
  if (totalBytes > CACHE_POOR_STORAGE_BYTES) {
    issues.push({ code: 'cache.tooLarge', params: { n: CACHE_POOR_STORAGE_BYTES / BYTES_PER_MB }, severity: 'warning' });
  }
  if (keyCount > CACHE_POOR_KEY_COUNT) issues.push({ code: 'cache.tooManyKeys', params: { n: CACHE_POOR_KEY_COUNT }, severity: 'warning' });
  if (authKeyCount > CACHE_POOR_AUTH_KEY_COUNT) {
    issues.push({ code: 'cache.tooManyAuthKeys', params: { n: CACHE_POOR_AUTH_KEY_COUNT }, severity: 'warning' });
  }
  return { status: issues.length > 0 ? 'poor' : 'good', totalBytes, keyCount, authKeyCount, issues };
}

/**
 * Keys to remove in the routine clean-up: when storage exceeds about 3 MB, the temp, cache or
 * query keys, provided fewer than 20 match (more suggests something else is going on).
 */
export function cleanupCandidates(entries: readonly StorageEntry[]): string[] {
  const total = entries.reduce((sum, e) => sum + (Number.isFinite(e.size) && e.size > 0 ? e.size : 0), 0);
  if (total <= CACHE_CLEANUP_STORAGE_BYTES) return [];
  const matching = entries.filter((e) => CACHE_CLEANUP_KEY_PATTERNS.some((p) => e.key.toLowerCase().includes(p))).map((e) => e.key);
  return matching.length < CACHE_CLEANUP_MAX_MATCHING_KEYS ? matching : [];
}
