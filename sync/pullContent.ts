/**
 * Incremental pull of the content the app only reads (ARCHITECTURE.md sync rule 5): for each
 * table, rows with updated_at past the stored watermark, ordered by (updated_at, key), 500 a
 * page. Each page and the watermark it reaches are written in ONE Dexie transaction, so a
 * pull cut off halfway resumes where it stopped and never skips a row.
 *
 * The watermark is a cursor (updated_at, key): rows sharing a timestamp are split across pages
 * without being lost or fetched twice. Rows with deleted_at set are removed locally.
 * Anything that is not what the API returns (an HTML page, a body without the columns we
 * ordered by) fails the table as retryable and writes nothing.
 *
 * News is sanitised before it is stored (sync/newsIngest.ts); a context with no sanitiser
 * (no DOM) leaves the news table for a later run rather than store it unsanitised.
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { upsertContentRows, type ContentRows, type SeededTable } from '../src/db/repositories/content';
import { getPullWatermark, setPullWatermark } from '../src/db/repositories/syncState';
import { SEED_GROUP_NAMES, seedGroupOf, seedVersionKey, type SeedGroup } from '../src/db/seed/groups';
import { classifyFailure, unexpectedResponse } from './errors';
import {
  mapFaction,
  mapFaqSection,
  mapMission,
  mapNewsItem,
  mapRulesChapter,
  mapRulesSection,
  mapSpecialRule,
  mapUnit,
  type RemoteRow,
} from './mappers';
import { loadHtmlSanitiser, sanitiseNewsItem, type HtmlSanitiser } from './newsIngest';

/** Rows per request (hosted PostgREST caps at 1000). */
export const PULL_PAGE_SIZE = 500;

export interface ContentTableSpec<T extends SeededTable = SeededTable> {
  /** Postgres table. */
  remote: string;
  /** Dexie table (also the watermark's name, which a newer seed resets). */
  local: T;
  /** Primary key column, the same name on both sides. */
  key: string;
  map: (row: RemoteRow) => ContentRows[T] | null;
  /** Local-only fields kept when a pulled row replaces the stored one. */
  keepLocal?: readonly string[];
}

const spec = <T extends SeededTable>(s: ContentTableSpec<T>): ContentTableSpec => s as unknown as ContentTableSpec;

/** Pulled in this order: the catalogue first, so the builder is current soonest. */
export const CONTENT_TABLE_SPECS: readonly ContentTableSpec[] = [
  spec({ remote: 'factions', local: 'factions', key: 'id', map: mapFaction, keepLocal: ['hasOwnUnits'] }),
  spec({ remote: 'units', local: 'units', key: 'id', map: mapUnit }),
  spec({ remote: 'special_rules', local: 'specialRules', key: 'name', map: mapSpecialRule }),
  spec({ remote: 'rules_chapters', local: 'rulesChapters', key: 'id', map: mapRulesChapter }),
  spec({ remote: 'rules_sections', local: 'rulesSections', key: 'id', map: mapRulesSection }),
  spec({ remote: 'faq_sections', local: 'faqSections', key: 'id', map: mapFaqSection }),
  spec({ remote: 'missions', local: 'missions', key: 'id', map: mapMission }),
  spec({ remote: 'news_items', local: 'news', key: 'id', map: mapNewsItem }),
];

export interface PullCursor {
  ts: string;
  key: string;
}

export function parseCursor(raw: string | null): PullCursor | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PullCursor>;
    return typeof value.ts === 'string' && typeof value.key === 'string' ? { ts: value.ts, key: value.key } : null;
  } catch {
    return null;
  }
}

/** A value inside a PostgREST logic tree: quoted, so commas, dots and colons are literal. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function cursorFilter(cursor: PullCursor, key: string): string {
  const ts = quote(cursor.ts);
  return `updated_at.gt.${ts},and(updated_at.eq.${ts},${key}.gt.${quote(cursor.key)})`;
}

/**
 * The count queries' options: an exact count on a GET for no rows, not `head: true`. Chromium
 * sends a dedicated worker's requests through the service worker's fetch event, and in a
 * minimal reproduction a HEAD request from a worker, in flight there when a new version was
 * asked to take over, held the takeover until the page was closed; a GET did not. (Update Now
 * also stops the sync worker first: src/platform/beforeUpdate.ts.)
 */
export const COUNT_ONLY = { count: 'exact' } as const;

export interface PullProgress {
  table: string;
  rows: number;
}

/**
 * How many rows of the table are past its watermark: one GET for no rows (`limit=0`) whose
 * Content-Range carries the count. Never a HEAD request (see COUNT_ONLY).
 */
export async function countPending(client: RestClient, db: WarcrowDB, table: ContentTableSpec): Promise<number> {
  const cursor = parseCursor(await getPullWatermark(table.local, db));
  let query = client.from(table.remote).select(table.key, COUNT_ONLY);
  if (cursor) query = query.or(cursorFilter(cursor, table.key));
  const { count, error, status } = await query.limit(0);
  if (error) throw classifyFailure(`count ${table.remote}`, { status, error });
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) throw unexpectedResponse(`count ${table.remote}`, status);
  return count;
}

function checkedRows(data: unknown, table: ContentTableSpec, status: number): RemoteRow[] {
  if (!Array.isArray(data)) throw unexpectedResponse(`pull ${table.remote}`, status);
  for (const row of data as unknown[]) {
    if (!row || typeof row !== 'object') throw unexpectedResponse(`pull ${table.remote}`, status);
    const { updated_at: updatedAt } = row as RemoteRow;
    const key = (row as RemoteRow)[table.key];
    if (typeof updatedAt !== 'string' || typeof key !== 'string') throw unexpectedResponse(`pull ${table.remote}`, status);
  }
  return data as RemoteRow[];
}

async function applyPage(db: WarcrowDB, table: ContentTableSpec, rows: RemoteRow[], next: PullCursor, sanitise: HtmlSanitiser | null): Promise<void> {
  const mapped: ContentRows[SeededTable][] = [];
  let skipped = 0;
  for (const row of rows) {
    if (row.deleted_at !== undefined && row.deleted_at !== null) {
      mapped.push({ [table.key]: row[table.key], deleted_at: row.deleted_at } as unknown as ContentRows[SeededTable]);
      continue;
    }
    const local = table.map(row);
    if (local && sanitise && table.local === 'news') mapped.push((await sanitiseNewsItem(local as ContentRows['news'], sanitise)) as unknown as ContentRows[SeededTable]);
    else if (local) mapped.push(local);
    else skipped += 1;
  }
  if (skipped > 0) logger.warn('Skipped pulled rows the app cannot read', { table: table.remote, skipped });
  const target = db.table(table.local);
  await db.transaction('rw', [target, db.syncState], async () => {
    if (table.keepLocal?.length) {
      const keys = mapped.map((row) => (row as unknown as RemoteRow)[table.key] as string);
      const existing = (await target.bulkGet(keys)) as Array<RemoteRow | undefined>;
      mapped.forEach((row, i) => {
        const before = existing[i];
        if (!before) return;
        for (const field of table.keepLocal ?? []) {
          if (before[field] !== undefined && (row as unknown as RemoteRow)[field] === undefined) {
            (row as unknown as RemoteRow)[field] = before[field];
          }
        }
      });
    }
    await upsertContentRows(table.local, mapped, db);
    await setPullWatermark(table.local, JSON.stringify(next), db);
  });
}

/**
 * Pull one table to the end. Returns the number of rows received. Throws a SyncError
 * (retryable for network, 5xx and unexpected bodies); pages applied before a failure stay.
 */
export async function pullTable(
  client: RestClient,
  db: WarcrowDB,
  table: ContentTableSpec,
  {
    pageSize = PULL_PAGE_SIZE,
    onPage,
    sanitiseHtml,
  }: { pageSize?: number; onPage?: (progress: PullProgress) => void | Promise<void>; sanitiseHtml?: HtmlSanitiser | null } = {},
): Promise<number> {
  const sanitise = table.local === 'news' ? (sanitiseHtml === undefined ? await loadHtmlSanitiser() : sanitiseHtml) : null;
  if (table.local === 'news' && !sanitise) return 0;
  let cursor = parseCursor(await getPullWatermark(table.local, db));
  let received = 0;
  for (;;) {
    let query = client.from(table.remote).select('*');
    if (cursor) query = query.or(cursorFilter(cursor, table.key));
    const { data, error, status } = await query
      .order('updated_at', { ascending: true })
      .order(table.key, { ascending: true })
      .limit(pageSize);
    if (error) throw classifyFailure(`pull ${table.remote}`, { status, error });
    const rows = checkedRows(data, table, status);
    if (rows.length === 0) break;
    const last = rows[rows.length - 1] as RemoteRow;
    const next: PullCursor = { ts: last.updated_at as string, key: last[table.key] as string };
    if (cursor && next.ts === cursor.ts && next.key === cursor.key) throw unexpectedResponse(`pull ${table.remote} (no progress)`, status);
    await applyPage(db, table, rows, next, sanitise);
    cursor = next;
    received += rows.length;
    await onPage?.({ table: table.remote, rows: rows.length });
    if (rows.length < pageSize) break;
  }
  return received;
}

export interface ContentPullResult {
  /** Rows received per Postgres table (only tables that had changes). */
  tables: Record<string, number>;
  total: number;
}

/** The seed groups whose tables a pull brought rows of (the community's lists are no group). */
export function pulledGroups(result: ContentPullResult, specs: readonly ContentTableSpec[] = CONTENT_TABLE_SPECS): SeedGroup[] {
  const groups = new Set<SeedGroup>();
  for (const spec of specs) if ((result.tables[spec.remote] ?? 0) > 0) groups.add(seedGroupOf(spec.local));
  return [...groups];
}

/**
 * The tables this device pulls now. A device seeded from the bundle writes each seed group
 * (news; the catalogue and its terms; rules, FAQ and missions) only when something first reads
 * it; until then that group's tables are left out of the pull, which would otherwise fetch what
 * the bundle already holds. A device with no group seeded at all pulls everything.
 */
async function tablesToPull(db: WarcrowDB, specs: readonly ContentTableSpec[]): Promise<ContentTableSpec[]> {
  const versions = await Promise.all(SEED_GROUP_NAMES.map((group) => db.syncState.get(seedVersionKey(group))));
  const seeded = new Set(SEED_GROUP_NAMES.filter((_, index) => versions[index] !== undefined));
  if (seeded.size === 0) return [...specs];
  return specs.filter((spec) => seeded.has(seedGroupOf(spec.local)));
}

/**
 * Pull every content table. First one count per table, a GET for no rows (the total for the
 * progress the UI shows), then only the tables with changes are paged.
 */
export async function pullContent(
  client: RestClient,
  db: WarcrowDB,
  {
    specs = CONTENT_TABLE_SPECS,
    pageSize = PULL_PAGE_SIZE,
    onProgress,
    sanitiseHtml,
  }: {
    specs?: readonly ContentTableSpec[];
    pageSize?: number;
    onProgress?: (done: number, total: number) => void | Promise<void>;
    /** Sanitiser for news; by default this context's, and news waits when it has none. */
    sanitiseHtml?: HtmlSanitiser | null;
  } = {},
): Promise<ContentPullResult> {
  const wanted = await tablesToPull(db, specs);
  if (wanted.length === 0) return { tables: {}, total: 0 };
  // One request first: a server that is down costs one request per run, not one per table.
  const [first, ...rest] = wanted;
  const firstCount = await countPending(client, db, first!);
  const counts = [firstCount, ...(await Promise.all(rest.map((table) => countPending(client, db, table))))];
  const news = wanted.findIndex((table) => table.local === 'news');
  const sanitise = news >= 0 && (counts[news] ?? 0) > 0 ? (sanitiseHtml === undefined ? await loadHtmlSanitiser() : sanitiseHtml) : null;
  if (news >= 0 && !sanitise) counts[news] = 0;
  let total = counts.reduce((sum, n) => sum + n, 0);
  const result: ContentPullResult = { tables: {}, total: 0 };
  if (total === 0) return result;
  let done = 0;
  await onProgress?.(done, total);
  for (const [i, table] of wanted.entries()) {
    if ((counts[i] ?? 0) === 0) continue;
    const received = await pullTable(client, db, table, {
      pageSize,
      sanitiseHtml: sanitise,
      onPage: async ({ rows }) => {
        done += rows;
        total = Math.max(total, done);
        await onProgress?.(done, total);
      },
    });
    result.tables[table.remote] = received;
    result.total += received;
  }
  return result;
}
