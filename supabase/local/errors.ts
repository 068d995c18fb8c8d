/**
 * PostgREST's error shape ({ code, message, details, hint }) and its mapping from Postgres
 * SQLSTATE codes to HTTP statuses. Nothing else ever leaves the server: no SQL text, no
 * parameters, no stack.
 */
import type { ApiRole } from './db';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody() {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** HTTP status for a SQLSTATE, as PostgREST maps them. */
export function statusForSqlState(code: string, role: ApiRole): number {
  switch (code) {
    case '42501':
      return role === 'anon' ? 401 : 403;
    case '42P01':
    case '42883':
      return 404;
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case 'P0001':
      return 400;
    case '42P17':
      return 500;
    default:
      break;
  }
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (['09', '0L', '0P', '28'].includes(klass)) return 403;
  if (['25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'XX', 'P0'].includes(klass)) return 500;
  if (klass === '54') return 413;
  return 400;
}

/** Turns anything thrown while serving a request into a PostgREST-style error. */
export function toApiError(error: unknown, role: ApiRole): ApiError {
  if (error instanceof ApiError) return error;
  if (isPgError(error)) {
    return new ApiError(
      statusForSqlState(error.code, role),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    );
  }
  return new ApiError(500, 'PGRST000', 'Internal server error');
}
