/**
 * One backoff for the whole sync engine of this context (ARCHITECTURE.md sync rule 6; issue 13
 * "One backoff for the whole engine"). Every backend call a sync run makes — pulls, pushes,
 * short links, posts — goes through runs that this gate admits: after a failed run, no
 * automatic trigger (a write, the tab coming back, the timer, a sign-in) starts another before
 * the gate opens, so a failing server sees about one run per backoff step, not one per trigger.
 *
 * - Delays: 200 ms doubled per consecutive failure, capped at 5 minutes, with ±20 % jitter so
 *   a venue full of phones does not retry in step.
 * - A 429 or 503 with Retry-After (seconds or an HTTP date) closes the gate at least that long
 *   (every backend request's fetch reports it: src/backend/fetch.ts).
 * - A failure of the network itself (offline, a dropped connection) is lifted by the `online`
 *   event, so a device that comes back retries at once; a server failure is not.
 * - A success opens the gate and resets the count.
 */
import { onServerPause } from '../src/backend/fetch';
import { REFRESH_RETRY_BACKOFF_FACTOR, REFRESH_RETRY_BASE_MS } from '../src/domain/constants';

/** The longest wait between two attempts. */
export const SYNC_BACKOFF_CAP_MS = 5 * 60 * 1000;
/** ± this share of each delay, at random. */
export const SYNC_BACKOFF_JITTER = 0.2;
/** Longest Retry-After honoured (a server asking for more is asked again after this). */
export const RETRY_AFTER_CAP_MS = 15 * 60 * 1000;

/** Delay before retry number `failures` (1 = after the first failure), without jitter. */
export function backoffDelay(failures: number, { baseMs = REFRESH_RETRY_BASE_MS, capMs = SYNC_BACKOFF_CAP_MS } = {}): number {
  if (failures <= 0) return 0;
  const delay = baseMs * REFRESH_RETRY_BACKOFF_FACTOR ** (failures - 1);
  return Math.min(delay, capMs);
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, RETRY_AFTER_CAP_MS);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_CAP_MS);
}

export interface SyncGateOptions {
  baseMs?: number;
  capMs?: number;
  jitter?: number;
  random?: () => number;
}

/** The gate's state; one per context (the page, the service worker). */
export class SyncGate {
  private failures = 0;
  private notBefore = 0;
  private networkOnly = false;

  constructor(private readonly options: SyncGateOptions = {}) {}

  /** How long an automatic trigger must wait from `now` (0: it may run). */
  delay(now: number): number {
    return Math.max(0, this.notBefore - now);
  }

  /** A run failed: close the gate for the next backoff step; returns the wait. */
  recordFailure(now: number, { network = false }: { network?: boolean } = {}): number {
    this.failures += 1;
    const { baseMs, capMs, jitter = SYNC_BACKOFF_JITTER, random = Math.random } = this.options;
    const base = backoffDelay(this.failures, { ...(baseMs !== undefined ? { baseMs } : {}), ...(capMs !== undefined ? { capMs } : {}) });
    const wait = Math.round(base * (1 - jitter + 2 * jitter * random()));
    this.notBefore = Math.max(this.notBefore, now + wait);
    // True while every failure since the last success was the network's own.
    this.networkOnly = this.failures === 1 ? network : this.networkOnly && network;
    return this.delay(now);
  }

  /** The server asked for a pause (429/503 with Retry-After). */
  recordRetryAfter(now: number, waitMs: number): void {
    this.notBefore = Math.max(this.notBefore, now + waitMs);
    this.networkOnly = false;
  }

  /** The device is online again: a wait caused only by the network is lifted. */
  recordOnline(): void {
    if (this.networkOnly) this.notBefore = 0;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.notBefore = 0;
    this.networkOnly = false;
  }

  get consecutiveFailures(): number {
    return this.failures;
  }
}

/** This context's gate: the sync triggers and the client's fetch share it. */
export const syncGate = new SyncGate();

/** Called by the client's fetch for every answer: a 429 or 503 with Retry-After closes the gate. */
export function noteServerAnswer(status: number, retryAfter: string | null, now: number = Date.now(), gate: SyncGate = syncGate): void {
  if (status !== 429 && status !== 503) return;
  const wait = parseRetryAfter(retryAfter, now);
  if (wait !== null) gate.recordRetryAfter(now, wait);
}

// Every backend request of this context reports its 429s and 503s to this gate.
onServerPause((status, retryAfter, at) => noteServerAnswer(status, retryAfter, at));
