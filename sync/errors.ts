/**
 * How a sync failure is treated (ARCHITECTURE.md sync rules 6 and 12):
 * - retryable: the network, a 5xx, 408, 429, or a response that is not what the API returns
 *   (a venue's captive-portal page). Sync backs off and tries again; nothing is applied.
 * - auth: 401, the session needs a refresh first; retried after the refresher ran.
 * - rejected: any other 4xx, the server refuses for good (validation, RLS).
 */
export type SyncFailureKind = 'retryable' | 'auth' | 'rejected';

export class SyncError extends Error {
  readonly kind: SyncFailureKind;
  readonly status: number;
  readonly code: string | null;

  constructor(kind: SyncFailureKind, message: string, { status = 0, code = null }: { status?: number; code?: string | null } = {}) {
    super(message);
    this.name = 'SyncError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }

  get retryable(): boolean {
    return this.kind !== 'rejected';
  }
}

/** The server answered 2xx but not with what the API returns (HTML, empty, wrong shape). */
export function unexpectedResponse(what: string, status = 200): SyncError {
  return new SyncError('retryable', `Unexpected response for ${what}`, { status, code: 'unexpected_response' });
}

export interface ApiFailure {
  status: number;
  error: { message?: string; code?: string } | null;
}

/** Classify a supabase-js / PostgREST failure. A 2xx with an error means the body was not JSON. */
export function classifyFailure(what: string, { status, error }: ApiFailure): SyncError {
  const message = `${what}: ${error?.message?.slice(0, 200) ?? 'failed'}`;
  const code = typeof error?.code === 'string' && error.code !== '' ? error.code : null;
  if (status >= 200 && status < 300) return unexpectedResponse(what, status);
  if (status === 0 || status === 408 || status === 429 || status >= 500) return new SyncError('retryable', message, { status, code });
  if (status === 401) return new SyncError('auth', message, { status, code });
  return new SyncError('rejected', message, { status, code });
}

/** Anything thrown that is not a SyncError (a storage failure, a bug) is retried with backoff. */
export function asSyncError(error: unknown): SyncError {
  if (error instanceof SyncError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SyncError('retryable', message, { code: 'local_failure' });
}
