/**
 * Retry delays after a failed sync (ARCHITECTURE.md sync rule 6): 200 ms, doubled per
 * consecutive failure, capped so a device that stays on a captive portal still retries
 * every few minutes without hammering anything.
 */
import { REFRESH_RETRY_BACKOFF_FACTOR, REFRESH_RETRY_BASE_MS } from '../src/domain/constants';

/** The longest wait between two attempts. */
export const SYNC_BACKOFF_CAP_MS = 5 * 60 * 1000;

/** Delay before retry number `failures` (1 = after the first failure). */
export function backoffDelay(failures: number, { baseMs = REFRESH_RETRY_BASE_MS, capMs = SYNC_BACKOFF_CAP_MS } = {}): number {
  if (failures <= 0) return 0;
  const delay = baseMs * REFRESH_RETRY_BACKOFF_FACTOR ** (failures - 1);
  return Math.min(delay, capMs);
}
