/**
 * Reads, shared by the live-query hooks, the repositories and the sync engine. Only Dexie is
 * called here (useLiveQuery's rule). Stored lists are never trusted as they are: each row goes
 * through the domain's parseStoredList, and a row it cannot read is skipped with a warning so
 * one bad record never breaks a panel.
 */
import { belongsTo, parseStoredList, sortSavedLists } from '../domain/lists';
import { FACTION_IDS } from '../domain/types';
import type {
  ArmyList,
  Faction,
  FaqSection,
  Mission,
  NewsItem,
  RulesChapter,
  RulesSection,
  SpecialRuleText,
  Unit,
} from '../domain/types';
import { logger } from '../platform/logger';
import type { WarcrowDB } from './database';
import { SEED_VERSION_KEY } from './repositories/syncState';
import type { Table } from 'dexie';
import type { AnyOutboxEntry, OutboxEntry, ShortLinkOutboxEntry } from './types';

type NewAnyOutboxEntry = Omit<OutboxEntry, 'seq'> | Omit<ShortLinkOutboxEntry, 'seq'>;

/**
 * Content rows for a screen, or undefined while the bundled seed has not been written yet
 * (the first visit, seeding just after first paint): the screen shows its loading state,
 * never "No units are available…" for content that is on its way.
 */
export async function seededRows<T>(db: WarcrowDB, rows: T[], versionKey: string = SEED_VERSION_KEY): Promise<T[] | undefined> {
  if (rows.length > 0) return rows;
  return (await db.syncState.get(versionKey)) ? rows : undefined;
}

/**
 * seededRows for a read it makes itself: the seed flag is read first, so "seeded, and none
 * stored" is never the answer of a row read that ran just before the seed committed (the seed
 * writes its flag and rows in one transaction; two reads outside one could straddle it and
 * show "No recent news available." for a moment on a first visit).
 */
export async function seededRead<T>(db: WarcrowDB, read: (db: WarcrowDB) => Promise<T[]>, versionKey: string = SEED_VERSION_KEY): Promise<T[] | undefined> {
  const seeded = (await db.syncState.get(versionKey)) !== undefined;
  const rows = await read(db);
  if (rows.length > 0) return rows;
  return seeded ? rows : undefined;
}

/** A list row as the screens see it, or null when it is unreadable (logged). */
export function readListRow(raw: unknown): ArmyList | null {
  const list = parseStoredList(raw);
  if (!list) {
    const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
    logger.warn('Skipped an unreadable saved list', { id: typeof id === 'string' ? id : null });
    return null;
  }
  // The domain's reader keeps the stored list's own fields; the cloud flag is the device's.
  if ((raw as { syncToCloud?: unknown }).syncToCloud === true) list.syncToCloud = true;
  return list;
}

function isLive(list: ArmyList): boolean {
  return list.deleted_at === undefined || list.deleted_at === null;
}

export async function readFactions(db: WarcrowDB): Promise<Faction[]> {
  const rows = await db.factions.toArray();
  const rank = (id: string) => {
    const i = (FACTION_IDS as readonly string[]).indexOf(id);
    return i === -1 ? FACTION_IDS.length : i;
  };
  return rows.sort((a, b) => rank(a.id) - rank(b.id));
}

export function readUnitsForFaction(db: WarcrowDB, factionId: string): Promise<Unit[]> {
  return db.units.where('faction_id').equals(factionId).toArray();
}

export interface LocalCatalogue {
  factions: Faction[];
  units: Unit[];
}

export async function readCatalogue(db: WarcrowDB): Promise<LocalCatalogue> {
  const [factions, units] = await Promise.all([readFactions(db), db.units.toArray()]);
  return { factions, units };
}

/**
 * Every live saved list, de-duplicated by name and ordered as SPEC.md 5 says. Given an
 * account (null for a guest), only the lists that account may see on this device.
 */
export async function readArmyLists(db: WarcrowDB, accountId?: string | null): Promise<ArmyList[]> {
  const [rows, othersWaiting] = await Promise.all([db.lists.toArray(), accountId === undefined ? new Set<string>() : listsWaitingForOthers(db, accountId)]);
  const lists: ArmyList[] = [];
  for (const row of rows) {
    const list = readListRow(row);
    if (list && isLive(list) && (accountId === undefined || (belongsTo(list, accountId) && !(isUnowned(list) && othersWaiting.has(list.id))))) lists.push(list);
  }
  return sortSavedLists(lists);
}

function isUnowned(list: ArmyList): boolean {
  return typeof list.user_id !== 'string' || list.user_id === '';
}

/**
 * Ids of lists whose writes wait for another account's cloud: a list saved for the cloud
 * before lists carried their account on the row (issue 13 item 5) is known as that account's
 * only by its outbox entries. Such a list without an owner on the row is kept out of sight
 * and reach of `accountId` (readArmyLists, the list repository's writes).
 */
export async function listsWaitingForOthers(db: WarcrowDB, accountId: string | null): Promise<Set<string>> {
  const waiting = new Set<string>();
  // The accountId index holds only entries with an account (IndexedDB does not index null):
  // a guest's queue, however long, is not read at all.
  const accounts = outboxRows(db).where('accountId');
  await (accountId === null ? accounts.aboveOrEqual('') : accounts.notEqual(accountId))
    .filter((e) => e.table === 'lists' && e.status === 'pending' && typeof e.accountId === 'string' && e.accountId !== accountId && e.payload.syncToCloud === true)
    .each((e) => {
      waiting.add(e.rowId);
    });
  return waiting;
}

/** The lists among `lists` that `accountId` may see; the outbox is read only when one has no account on it. */
export async function listsFor(db: WarcrowDB, lists: ArmyList[], accountId: string | null): Promise<ArmyList[]> {
  const othersWaiting = lists.some(isUnowned) ? await listsWaitingForOthers(db, accountId) : new Set<string>();
  return lists.filter((list) => isListFor(list, accountId, othersWaiting));
}

/** Whether `accountId` may see and change the list on this device. */
export function isListFor(list: ArmyList, accountId: string | null, othersWaiting: ReadonlySet<string>): boolean {
  return belongsTo(list, accountId) && !(isUnowned(list) && othersWaiting.has(list.id));
}

/** One list, or null when it does not exist, was deleted, or cannot be read. */
export async function readArmyList(db: WarcrowDB, id: string): Promise<ArmyList | null> {
  const row = await db.lists.get(id);
  if (!row) return null;
  const list = readListRow(row);
  return list && isLive(list) ? list : null;
}

/** A page of live lists, most recently updated first (the saved-lists panel's first paint). */
export async function readListsPage(db: WarcrowDB, { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<ArmyList[]> {
  const page: ArmyList[] = [];
  let skipped = 0;
  await db.lists
    .orderBy('updated_at')
    .reverse()
    .until(() => page.length >= limit)
    .each((row) => {
      const list = readListRow(row);
      if (!list || !isLive(list)) return;
      if (skipped < offset) skipped += 1;
      else page.push(list);
    });
  return page;
}

/** Live lists with this exact name (any faction), for the repositories. */
export async function readListsNamed(db: WarcrowDB, name: string): Promise<ArmyList[]> {
  const rows = await db.lists.where('name').equals(name).toArray();
  return rows.map(readListRow).filter((l): l is ArmyList => l !== null && isLive(l));
}

export const readRulesChapters = (db: WarcrowDB): Promise<RulesChapter[]> => db.rulesChapters.orderBy('order_index').toArray();
export const readRulesSections = (db: WarcrowDB): Promise<RulesSection[]> => db.rulesSections.orderBy('order_index').toArray();
export const readFaqSections = (db: WarcrowDB): Promise<FaqSection[]> => db.faqSections.orderBy('order_index').toArray();
export const readMissions = (db: WarcrowDB): Promise<Mission[]> => db.missions.orderBy('order_index').toArray();
export const readNews = (db: WarcrowDB): Promise<NewsItem[]> => db.news.orderBy('date').reverse().toArray();
export const readSpecialRules = (db: WarcrowDB): Promise<SpecialRuleText[]> => db.specialRules.orderBy('name').toArray();

/** Outbox entries still waiting for the server (rejected ones are shown separately). */
export const countPendingWrites = (db: WarcrowDB): Promise<number> => db.outbox.where('status').equals('pending').count();

/** The outbox with both kinds of entry (lists and short links). */
export function outboxRows(db: WarcrowDB): Table<AnyOutboxEntry, number, NewAnyOutboxEntry> {
  return db.table('outbox');
}

/** True when the entry has something for the server: a short link, or a list kept in the cloud. */
export function isCloudBound(entry: AnyOutboxEntry): boolean {
  // Short links and community posts always go to the server; a list only when kept in the cloud.
  return entry.table !== 'lists' || entry.payload.syncToCloud === true;
}

/** What the profile shows about one account's queue: pending cloud writes and refusals. */
export interface OutboxSummary {
  /** Writes of this account waiting for the server. */
  pending: number;
  /** Writes the server refused for good, oldest first. */
  rejected: AnyOutboxEntry[];
}

export async function readOutboxSummary(db: WarcrowDB, accountId: string | null): Promise<OutboxSummary> {
  const rows = await outboxRows(db).orderBy('seq').toArray();
  const mine = rows.filter((entry) => entry.accountId === accountId && isCloudBound(entry));
  return {
    pending: mine.filter((entry) => entry.status === 'pending').length,
    rejected: rows.filter((entry) => entry.status === 'rejected' && entry.accountId === accountId),
  };
}
