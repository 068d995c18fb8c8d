/**
 * Brings along the lists that earlier versions of the app kept in localStorage: the
 * `armyLists` JSON array and one `armyList_<…>` key per list, each with or without the
 * environment prefix (`prod_`, `preview_`). Runs once per device (recorded in settings);
 * the old keys are left in place, untouched.
 *
 * Nothing here throws on bad data: unreadable JSON counts as no lists, an unreadable entry is
 * skipped with a warning. Lists keep a UUID id; older ids get a fresh UUID (sync rule 1).
 * Each imported list gets an outbox entry so it reaches the cloud once the player signs in.
 */
import { DEFAULT_LIST_NAME } from '../../domain/constants';
import { parseStoredList } from '../../domain/lists';
import type { ArmyList } from '../../domain/types';
import { logger } from '../../platform/logger';
import { LEGACY_LIST_ARRAY_KEY, LEGACY_PREFIXES, LEGACY_SINGLE_LIST_KEY } from '../../platform/legacyLists';
import type { WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { listOutboxEntry } from '../outbox';
import { readListRow } from '../queries';

/** The part of the Web Storage API we read; tests pass a fake. */
export type LegacyStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

export interface LegacyImportResult {
  /** False when the import had already run on this device. */
  ran: boolean;
  imported: number;
}

export interface LegacyImportOptions {
  now?: number;
  /** Makes ids for lists whose old id is not a UUID (tests pin them). */
  makeId?: () => string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readItem(storage: LegacyStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch (err) {
    logger.warn('Could not read an old saved list key', { key, error: String(err) });
    return null;
  }
}

function parseJson(text: string | null, key: string): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    logger.warn('Old saved lists are not valid JSON; treated as empty', { key });
    return undefined;
  }
}

function safeLength(storage: LegacyStorage): number {
  try {
    return storage.length;
  } catch {
    return 0;
  }
}

function safeKey(storage: LegacyStorage, index: number): string | null {
  try {
    return storage.key(index);
  } catch {
    return null;
  }
}

/** Every raw list entry found in storage, in the order found. */
function collectRawLists(storage: LegacyStorage): unknown[] {
  const found: unknown[] = [];
  for (const prefix of LEGACY_PREFIXES) {
    const key = `${prefix}${LEGACY_LIST_ARRAY_KEY}`;
    const value = parseJson(readItem(storage, key), key);
    if (Array.isArray(value)) found.push(...(value as unknown[]));
    else if (value !== undefined) logger.warn('Old saved lists are not an array; treated as empty', { key });
  }
  for (let i = 0; i < safeLength(storage); i += 1) {
    const key = safeKey(storage, i);
    if (key === null || !LEGACY_SINGLE_LIST_KEY.test(key)) continue;
    const value = parseJson(readItem(storage, key), key);
    if (value !== undefined) found.push(value);
  }
  return found;
}

function timeOf(list: ArmyList): number {
  const t = Date.parse(list.updated_at || list.created_at);
  return Number.isFinite(t) ? t : 0;
}

/** Parsed, live, de-duplicated by id and by name+faction (the newest kept, as a local save does). */
function readableLists(raw: readonly unknown[], now: number, makeId: () => string): ArmyList[] {
  const iso = new Date(now).toISOString();
  const byKey = new Map<string, ArmyList>();
  const seenIds = new Map<string, string>();
  for (const entry of raw) {
    const parsed = parseStoredList(entry);
    if (!parsed) {
      logger.warn('Skipped an unreadable old saved list');
      continue;
    }
    if (parsed.deleted_at) continue;
    const name = parsed.name.trim() || DEFAULT_LIST_NAME;
    const id = UUID.test(parsed.id) ? parsed.id.toLowerCase() : (seenIds.get(parsed.id) ?? makeId());
    seenIds.set(parsed.id, id);
    const created = Number.isFinite(Date.parse(parsed.created_at)) ? parsed.created_at : iso;
    const updated = Number.isFinite(Date.parse(parsed.updated_at)) ? parsed.updated_at : created;
    const list: ArmyList = { ...parsed, id, name, created_at: created, updated_at: updated, source: parsed.source ?? 'local' };
    for (const [key, other] of byKey) {
      if (other.id === id) byKey.delete(key);
    }
    const key = JSON.stringify([name, list.faction]);
    const previous = byKey.get(key);
    if (!previous || timeOf(list) >= timeOf(previous)) byKey.set(key, list);
  }
  return [...byKey.values()];
}

function isLiveRow(row: unknown): boolean {
  const list = readListRow(row);
  return list !== null && !list.deleted_at;
}

export async function importLegacyLists(
  db: WarcrowDB,
  storage: LegacyStorage,
  { now = Date.now(), makeId = () => crypto.randomUUID() }: LegacyImportOptions = {},
): Promise<LegacyImportResult> {
  if (await db.settings.get('legacyImport')) return { ran: false, imported: 0 };
  const lists = readableLists(collectRawLists(storage), now, makeId);

  return runWrite(() =>
    db.transaction('rw', db.lists, db.outbox, db.settings, async () => {
      if (await db.settings.get('legacyImport')) return { ran: false, imported: 0 };
      let imported = 0;
      for (const list of lists) {
        if (await db.lists.get(list.id)) continue;
        const sameNamed = await db.lists.where('[name+faction]').equals([list.name, list.faction]).toArray();
        if (sameNamed.some(isLiveRow)) continue;
        await db.lists.add(list);
        await db.outbox.add(listOutboxEntry('upsert', list, now));
        imported += 1;
      }
      await db.settings.put({ key: 'legacyImport', value: { ranAt: new Date(now).toISOString(), imported } });
      if (imported > 0) logger.info('Imported lists saved by an earlier version', { imported });
      return { ran: true, imported };
    }),
  );
}
