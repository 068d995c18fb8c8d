/**
 * First-run content: writes the bundled seed (catalogue + rules, FAQ, missions, special
 * rules, news) into the content tables in ONE transaction, so a device that has never been
 * online since install still has everything it needs.
 *
 * Idempotent: the seed's version (the catalogue's dataVersion plus a hash of the content
 * files) is stored in syncState; a start-up with the same bundle writes nothing. A newer
 * bundle replaces the content tables it carries (never the player's lists, games, settings,
 * drafts or outbox) and sets their pull watermarks to just after the bundled content
 * (BUNDLED_CONTENT_AT), so the next online pull fetches only rows edited on the server since.
 * Tables whose seed file is missing or unreadable are left as they are.
 */
import { loadCatalogue } from '../../domain/catalogue';
import { AFTER_EVERY_KEY, BUNDLED_CONTENT_AT } from '../../domain/constants';
import { logger } from '../../platform/logger';
import type { WarcrowDB } from '../database';
import { runWrite } from '../errors';
import type { SeededTable } from '../repositories/content';
import { SEED_VERSION_KEY, watermarkKey } from '../repositories/syncState';
import { loadBundledSeed, SEED_CONTENT_FILES, type RawSeedBundle, type SeedContentKey } from './bundle';
import { seedVersionKey, type SeedGroup } from './groups';

export { seedVersionKey } from './groups';

export interface SeedResult {
  /** The version of the bundle that was checked. */
  version: string;
  /** True when this call wrote the content tables. */
  applied: boolean;
  /** Tables the bundle carried. */
  tables: SeededTable[];
  /** Seed files this build does not have. */
  missing: string[];
}

type SeedRows = Partial<Record<SeededTable, Record<string, unknown>[]>>;

const KEY_FIELD: Readonly<Record<SeededTable, string>> = {
  factions: 'id',
  units: 'id',
  specialRules: 'name',
  rulesChapters: 'id',
  rulesSections: 'id',
  faqSections: 'id',
  news: 'id',
  missions: 'id',
};

/** Rows of an array that are objects with a non-empty key; anything else is logged and skipped. */
function keyedRows(table: SeededTable, value: unknown): Record<string, unknown>[] | null {
  if (!Array.isArray(value)) {
    logger.warn('Seed file is not an array; keeping the current table', { table });
    return null;
  }
  const keyField = KEY_FIELD[table];
  const rows: Record<string, unknown>[] = [];
  for (const row of value as unknown[]) {
    const key = row && typeof row === 'object' ? (row as Record<string, unknown>)[keyField] : undefined;
    if (typeof key === 'string' && key !== '') rows.push(row as Record<string, unknown>);
    else logger.warn('Skipped a seed row without its key', { table, keyField });
  }
  return rows;
}

/** A short, stable fingerprint of a string (two 32-bit FNV-1a style hashes plus the length). */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}

function readBundle(raw: RawSeedBundle): { rows: SeedRows; version: string } {
  const rows: SeedRows = {};
  let dataVersion = 'none';
  if (raw.catalogue !== undefined) {
    try {
      const catalogue = loadCatalogue(raw.catalogue);
      rows.factions = catalogue.factions as unknown as Record<string, unknown>[];
      rows.units = catalogue.units as unknown as Record<string, unknown>[];
      dataVersion = catalogue.dataVersion;
    } catch (err) {
      logger.error('Bundled catalogue is invalid; keeping the stored one', { error: String(err) });
    }
  }
  for (const key of Object.keys(SEED_CONTENT_FILES) as SeedContentKey[]) {
    if (raw[key] === undefined) continue;
    const table = keyedRows(key, raw[key]);
    if (table) rows[key] = table;
  }
  const contentKeys = (Object.keys(rows) as SeededTable[]).filter((t) => t !== 'factions' && t !== 'units').sort();
  const contentText = JSON.stringify(contentKeys.map((key) => [key, rows[key]]));
  return { rows, version: `${dataVersion}:${fingerprint(contentText)}` };
}

/**
 * Make sure the content tables hold the bundled seed. Safe to call at every start-up and
 * from several tabs at once. `load` is for tests (fixtures instead of the real bundle).
 */
export async function ensureSeeded(
  db: WarcrowDB,
  load: () => Promise<RawSeedBundle> = () => loadBundledSeed(),
  { versionKey = SEED_VERSION_KEY }: { versionKey?: string } = {},
): Promise<SeedResult> {
  const raw = await load();
  if (raw.missing.length > 0) logger.warn('Seed files missing from this build', { missing: raw.missing });
  const { rows, version } = readBundle(raw);
  const tables = Object.keys(rows) as SeededTable[];
  const result: SeedResult = { version, applied: false, tables, missing: raw.missing };
  if (tables.length === 0) return result;

  await runWrite(() =>
    db.transaction('rw', [...tables.map((t) => db.table(t)), db.syncState], async () => {
      const stored = await db.syncState.get(versionKey);
      if (stored?.value === version) return;
      for (const table of tables) {
        await db.table(table).clear();
        await db.table(table).bulkPut(rows[table] ?? []);
      }
      // The server's rows that are as bundled carry BUNDLED_CONTENT_AT: pull only what changed after.
      const afterBundle = JSON.stringify({ ts: BUNDLED_CONTENT_AT, key: AFTER_EVERY_KEY });
      await db.syncState.bulkPut(tables.map((table) => ({ key: watermarkKey(table), value: afterBundle })));
      await db.syncState.put({ key: versionKey, value: version });
      result.applied = true;
    }),
  );
  if (result.applied) logger.info('Seeded content tables', { version, tables });
  return result;
}

/**
 * A device seeded before the news and the terms had groups of their own holds them under the
 * core key, with one version for all: the catalogue with its terms (and, earlier still, the
 * news too). When that version is the one this bundle would have written then, the tables
 * already hold this bundle (and whatever the pull brought since): each group's key is written
 * as it is now, and nothing is cleared, so an update of the app does not send the pull back to
 * the bundle's date. Any other stored version is an older bundle, which each group's seed
 * replaces as usual.
 */
async function adoptCombinedSeed(db: WarcrowDB): Promise<void> {
  const [core, news, terms] = await Promise.all((['core', 'news', 'terms'] as const).map((group) => db.syncState.get(seedVersionKey(group))));
  if (!core || terms || !isCombinedSeedVersion(core.value)) return;
  const groups: SeedGroup[] = news ? ['core', 'terms'] : ['core', 'terms', 'news'];
  const files = await Promise.all(groups.map((group) => loadBundledSeed(group)));
  const merged: RawSeedBundle = { missing: [] };
  for (const file of files) {
    for (const [key, value] of Object.entries(file) as Array<[keyof RawSeedBundle, unknown]>) {
      if (key === 'missing') merged.missing.push(...(value as string[]));
      else if (value !== undefined) merged[key] = value;
    }
  }
  const combined = readBundle(merged).version;
  if (core.value !== combined) return;
  const versions = groups.map((group, index) => ({ key: seedVersionKey(group), value: readBundle(files[index]!).version }));
  await runWrite(() =>
    db.transaction('rw', db.syncState, async () => {
      if ((await db.syncState.get(seedVersionKey('core')))?.value !== combined) return;
      await db.syncState.bulkPut(versions);
    }),
  );
  logger.info('Kept the stored seed as its groups', { groups });
}

/**
 * Whether a core version was written by a seed that held content too (an app from before the
 * groups). The core group's own seed holds no content, so its version always ends with the
 * fingerprint of none: a first visit that has just written the catalogue is told from an old
 * device without loading the other groups' files to compare (the terms file is the largest
 * after the rules, and the home page's start would otherwise download it).
 */
export function isCombinedSeedVersion(version: unknown): boolean {
  return typeof version === 'string' && !version.endsWith(`:${fingerprint(JSON.stringify([]))}`);
}

const seeding = new WeakMap<WarcrowDB, Map<SeedGroup, Promise<SeedResult>>>();

/**
 * Seed one group of the bundle (groups.ts SEED_GROUPS), once per context and database: news at
 * the sync engine's start, the others the first time a screen reads them (seedRequests.ts sends
 * a screen's request to the sync worker). Never rejects (a failure is logged; the next call
 * tries again).
 */
export function ensureSeedGroup(db: WarcrowDB, group: SeedGroup): Promise<SeedResult | null> {
  const running = seeding.get(db) ?? new Map<SeedGroup, Promise<SeedResult>>();
  seeding.set(db, running);
  let pending = running.get(group);
  if (!pending) {
    pending = (group === 'reference' ? Promise.resolve() : adoptCombinedSeed(db)).then(() =>
      ensureSeeded(db, () => loadBundledSeed(group), { versionKey: seedVersionKey(group) }),
    );
    running.set(group, pending);
    pending.catch(() => running.delete(group));
  }
  return pending.catch((error: unknown) => {
    logger.error('Seeding content failed', { group, error: String(error) });
    return null;
  });
}
