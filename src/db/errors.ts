/**
 * Errors the local database hands to the UI. An AppError's `code` is a key in the `errors`
 * i18n namespace; the feature maps it to text at the edge (STYLE.md "Errors").
 *
 * Storage failures are classified here once: a full disk (quota) becomes `storage.full`
 * whatever shape the browser or Dexie wrapped it in, anything else `storage.failed`.
 */
import Dexie from 'dexie';
import type { DomainIssue } from '../domain/lists';

export type AppErrorParams = Record<string, string | number>;

export class AppError extends Error {
  readonly code: string;
  readonly params?: AppErrorParams;
  /** Optional second line (toast description), also an `errors` key. */
  readonly descriptionCode?: string;

  constructor(code: string, params?: AppErrorParams, options?: { cause?: unknown; descriptionCode?: string }) {
    super(code, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    if (params !== undefined) this.params = params;
    if (options?.descriptionCode !== undefined) this.descriptionCode = options.descriptionCode;
  }

  /** The error for a domain validation issue (same code, params and description). */
  static fromIssue(issue: DomainIssue): AppError {
    return new AppError(issue.code, issue.params, issue.descriptionCode === undefined ? undefined : { descriptionCode: issue.descriptionCode });
  }
}

export const STORAGE_FULL = 'storage.full';
export const STORAGE_FAILED = 'storage.failed';
/** The browser refuses the local database altogether (some private modes): nothing can be kept (issue 13 item 12). */
export const STORAGE_UNAVAILABLE = 'storage.unavailable';

/** Dexie's errors for a database that could not be opened at all. */
function isUnopenable(err: unknown): boolean {
  const name = err && typeof err === 'object' ? (err as { name?: unknown }).name : undefined;
  return name === 'OpenFailedError' || name === 'MissingAPIError' || name === 'DatabaseClosedError';
}

/** How deep to follow `inner` / `cause` chains (Dexie wraps, AbortError wraps, …). */
const MAX_ERROR_DEPTH = 5;

/** Legacy numeric code of QuotaExceededError on DOMException (old WebKit/Blink). */
const LEGACY_QUOTA_CODE = 22;

function isQuotaLike(err: unknown): boolean {
  if (err instanceof Dexie.QuotaExceededError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const { name, code } = err as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    (code === LEGACY_QUOTA_CODE && name !== 'AppError')
  );
}

/** True for a quota error, also when it sits inside an AbortError / DexieError chain. */
export function isQuotaError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < MAX_ERROR_DEPTH && current != null; depth += 1) {
    if (isQuotaLike(current)) return true;
    if (typeof current !== 'object') return false;
    const { inner, cause } = current as { inner?: unknown; cause?: unknown };
    current = inner ?? cause;
  }
  return false;
}

/** Turn whatever a Dexie write threw into an AppError (AppErrors pass through unchanged). */
export function toStorageError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (isQuotaError(err)) return new AppError(STORAGE_FULL, undefined, { cause: err });
  if (isUnopenable(err)) return new AppError(STORAGE_UNAVAILABLE, undefined, { cause: err });
  const message = err instanceof Error ? err.message : String(err);
  return new AppError(STORAGE_FAILED, { message }, { cause: err });
}

/** Run a write and classify its failure; the transaction inside has already rolled back. */
export async function runWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw toStorageError(err);
  }
}
