/**
 * The raw changelog text (SPEC.md 7 "Plain HTTP"): the changelog the admins keep
 * (/admin/changelog, table changelog_entries) when there is one, else GET /CHANGELOG.md with
 * a timestamp query and no-cache headers. Online it is fresh; offline (the admins' entries
 * cannot be read) the service worker answers with the precached file. One request per page
 * visit is shared by the header and the dialog.
 */
import { backendConfig } from '../../backend/config';
import { changelogText, type ChangelogEntryText } from '../../domain/admin';
import { logger } from '../../platform/logger';

export interface ChangelogText {
  ok: boolean;
  text: string;
}

/**
 * The admins' changelog as text, or '' when there is none or it cannot be read. A plain REST
 * read with the public key, so the landing never loads supabase-js for it.
 */
export async function fetchAdminChangelog(fetchImpl: typeof fetch = fetch): Promise<string> {
  const config = backendConfig();
  if (!config) return '';
  try {
    const response = await fetchImpl(
      `${config.url}/rest/v1/changelog_entries?select=release,released_on,body&order=released_on.desc`,
      { cache: 'no-store', headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Accept: 'application/json' } },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) throw new Error('Unexpected changelog body');
    const entries = rows.filter(
      (r): r is ChangelogEntryText =>
        !!r && typeof r === 'object' && typeof (r as ChangelogEntryText).release === 'string' && typeof (r as ChangelogEntryText).released_on === 'string' && typeof (r as ChangelogEntryText).body === 'string',
    );
    return changelogText(entries);
  } catch (error) {
    logger.info('Admin changelog could not be read', { error: String(error) });
    return '';
  }
}

export async function fetchChangelog(fetchImpl: typeof fetch = fetch, now: number = Date.now()): Promise<ChangelogText> {
  const kept = await fetchAdminChangelog(fetchImpl);
  if (kept) return { ok: true, text: kept };
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
