/**
 * Writers for the tables the app only reads (catalogue and content) and for the community
 * lists it pulls. Used by the bundled seed and by the sync pull; never touches the player's
 * lists, games, settings, drafts or outbox.
 *
 * replaceContent swaps a whole table (a newer bundle, a full refresh); upsertContentRows
 * applies one pulled page, deleting rows the server reports as tombstones (`deleted_at`).
 */
import type { Table } from 'dexie';
import type {
  Faction,
  FaqSection,
  Mission,
  NewsItem,
  RulesChapter,
  RulesSection,
  SharedList,
  SpecialRuleText,
  Unit,
} from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { logger } from '../../platform/logger';

export interface ContentRows {
  factions: Faction;
  units: Unit;
  specialRules: SpecialRuleText;
  rulesChapters: RulesChapter;
  rulesSections: RulesSection;
  faqSections: FaqSection;
  news: NewsItem;
  missions: Mission;
  sharedLists: SharedList;
}

export type ContentTable = keyof ContentRows;

/** Tables filled from the bundled seed (sharedLists is pulled only). */
export const SEEDED_TABLES = [
  'factions',
  'units',
  'specialRules',
  'rulesChapters',
  'rulesSections',
  'faqSections',
  'news',
  'missions',
] as const satisfies readonly ContentTable[];

export type SeededTable = (typeof SEEDED_TABLES)[number];

export const CONTENT_TABLES = [...SEEDED_TABLES, 'sharedLists'] as const satisfies readonly ContentTable[];

function tableOf<T extends ContentTable>(db: WarcrowDB, table: T): Table<ContentRows[T], string> {
  return db.table(table);
}

/** Keep rows that carry their primary key; log the rest (a bad row never blocks a page). */
function withKeys<T extends ContentTable>(db: WarcrowDB, table: T, rows: readonly ContentRows[T][]): ContentRows[T][] {
  const keyPath = db.table(table).schema.primKey.keyPath;
  const kept: ContentRows[T][] = [];
  for (const row of rows) {
    const key = typeof keyPath === 'string' && row && typeof row === 'object' ? (row as unknown as Record<string, unknown>)[keyPath] : undefined;
    if (typeof key === 'string' && key !== '') kept.push(row);
    else logger.warn('Skipped a content row without its key', { table, keyPath });
  }
  return kept;
}

function isTombstone(row: unknown): boolean {
  const deletedAt = (row as { deleted_at?: unknown }).deleted_at;
  return deletedAt !== undefined && deletedAt !== null;
}

export async function replaceContent<T extends ContentTable>(
  table: T,
  rows: readonly ContentRows[T][],
  db: WarcrowDB = getDb(),
): Promise<void> {
  const live = withKeys(db, table, rows).filter((row) => !isTombstone(row));
  const target = tableOf(db, table);
  await runWrite(() =>
    db.transaction('rw', target, async () => {
      await target.clear();
      await target.bulkPut(live);
    }),
  );
}

export async function upsertContentRows<T extends ContentTable>(
  table: T,
  rows: readonly ContentRows[T][],
  db: WarcrowDB = getDb(),
): Promise<void> {
  const keyed = withKeys(db, table, rows);
  const keyPath = db.table(table).schema.primKey.keyPath as string;
  const gone = keyed.filter(isTombstone).map((row) => (row as unknown as Record<string, string>)[keyPath] as string);
  const live = keyed.filter((row) => !isTombstone(row));
  const target = tableOf(db, table);
  await runWrite(() =>
    db.transaction('rw', target, async () => {
      if (live.length > 0) await target.bulkPut(live);
      if (gone.length > 0) await target.bulkDelete(gone);
    }),
  );
}
