/**
 * The raw changelog text (SPEC.md 7 "Plain HTTP"): GET /CHANGELOG.md with a timestamp query
 * and no-cache headers. Online it is fresh; offline the service worker answers with the
 * precached copy. One request per page visit is shared by the header and the dialog.
 */
import { logger } from '../../platform/logger';

export interface ChangelogText {
  ok: boolean;
  text: string;
}

export async function fetchChangelog(fetchImpl: typeof fetch = fetch, now: number = Date.now()): Promise<ChangelogText> {
  try {
    const response = await fetchImpl(`/CHANGELOG.md?t=${now}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ok: true, text: await response.text() };
  } catch (error) {
    logger.warn('Changelog could not be loaded', { error: String(error) });
    return { ok: false, text: '' };
  }
}

let shared: Promise<ChangelogText> | null = null;

/** The changelog for this page visit; a failed read is retried on the next call. */
export function loadChangelog(): Promise<ChangelogText> {
  shared ??= fetchChangelog().then((result) => {
    if (!result.ok) shared = null;
    return result;
  });
  return shared;
}
