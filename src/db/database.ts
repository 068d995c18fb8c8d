/**
 * The one Dexie database of the app. Its name carries the environment
 * (`warcrow-local`, `warcrow-preview`, `warcrow-production`) so builds on the same origin
 * never read each other's data. The app opens it once at start-up and registers it with
 * setDb(); repositories and hooks reach it through getDb(). Tests open fresh names.
 */
import Dexie, { type EntityTable } from 'dexie';
import type {
  ArmyList,
  Faction,
  FaqSection,
  Mission,
  NewsItem,
  RulesChapter,
  RulesSection,
  SharedList,
  ShortLinkRecord,
  SpecialRuleText,
  Unit,
} from '../domain/types';
import { SCHEMA_HISTORY, type SchemaStep } from './schema';
import { configuredDatabaseName, notePageDatabase } from './dbName';
import type { DraftRow, GameRow, ListVersionRow, OutboxEntry, SettingRow, SyncStateRow } from './types';

export type AppEnvironment = 'local' | 'preview' | 'production';

export const DB_NAME_PREFIX = 'warcrow-';

export function databaseNameFor(environment: AppEnvironment): string {
  return `${DB_NAME_PREFIX}${environment}`;
}

export class WarcrowDB extends Dexie {
  factions!: EntityTable<Faction, 'id'>;
  units!: EntityTable<Unit, 'id'>;
  specialRules!: EntityTable<SpecialRuleText, 'name'>;
  rulesChapters!: EntityTable<RulesChapter, 'id'>;
  rulesSections!: EntityTable<RulesSection, 'id'>;
  faqSections!: EntityTable<FaqSection, 'id'>;
  news!: EntityTable<NewsItem, 'id'>;
  missions!: EntityTable<Mission, 'id'>;
  lists!: EntityTable<ArmyList, 'id'>;
  sharedLists!: EntityTable<SharedList, 'id'>;
  games!: EntityTable<GameRow, 'id'>;
  settings!: EntityTable<SettingRow, 'key'>;
  drafts!: EntityTable<DraftRow, 'key'>;
  shortLinks!: EntityTable<ShortLinkRecord, 'hash'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  syncState!: EntityTable<SyncStateRow, 'key'>;
  listVersions!: EntityTable<ListVersionRow, 'id'>;

  /** `history` is for tests that rehearse a future upgrade; the app uses SCHEMA_HISTORY. */
  constructor(name: string, history: readonly SchemaStep[] = SCHEMA_HISTORY) {
    super(name);
    for (const step of history) {
      const version = this.version(step.version).stores(step.stores);
      if (step.upgrade) version.upgrade(step.upgrade);
    }
  }
}

export function openAppDatabase(name: string): WarcrowDB {
  return new WarcrowDB(name);
}

let current: WarcrowDB | null = null;

/** The database registered at start-up. Throws if none is: a wiring bug, not a user error. */
export function getDb(): WarcrowDB {
  if (!current) {
    // The app configures only the name at start-up (src/db/dbName.ts) and opens on first use.
    const name = configuredDatabaseName();
    if (!name) throw new Error('No database registered: call setDb(openAppDatabase(name)) at start-up');
    current = openAppDatabase(name);
    notePageDatabase(current);
  }
  return current;
}

export function setDb(db: WarcrowDB | null): void {
  const changed = db !== current;
  current = db;
  if (changed) notePageDatabase(db);
}

/** For code that may run before start-up wiring (hooks in isolated tests). */
export function hasDb(): boolean {
  return current !== null;
}
