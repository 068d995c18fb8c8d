/**
 * Local seed — development and tests only. Production never runs this file: hosted
 * Supabase gets the migrations alone, and its content is loaded by an administrator.
 *
 * Loads, when present:
 * - supabase/seed/catalogue.json ({ factions, units }; unit fields are camelCase in the file
 *   and snake_case in Postgres),
 * - supabase/seed/content/*.json (rules chapters and sections, FAQ, missions, special rules,
 *   news, unit translations): arrays of rows shaped like src/domain/types.ts,
 * - three demo accounts (admin, tester, player),
 * - a failed deployment, a build and a build_failure notification, so the admin banner shows.
 *
 * Every step is an idempotent upsert: restarting with a persisted data folder refreshes the
 * content without bumping rows that did not change. Content rows carry updated_at =
 * BUNDLED_CONTENT_AT (they are what the app bundles), so a seeded device never fetches them again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue, TableInfo } from './catalogue';
import { qualified, quoteIdent } from './catalogue';
import type { Database } from './db';
import { createUser } from './auth';
import { BUNDLED_CONTENT_AT } from '../../src/domain/constants';

export const SEED_DIR = fileURLToPath(new URL('../seed', import.meta.url));

export const DEMO_ACCOUNTS = [
  { email: 'admin@warcrow.local', password: 'WarcrowAdmin1!', wab_admin: true, tester: false },
  { email: 'tester@warcrow.local', password: 'WarcrowTester1!', wab_admin: false, tester: true },
  { email: 'player@warcrow.local', password: 'WarcrowPlayer1!', wab_admin: false, tester: false },
] as const;

/** The product's site name, as the build-failure banner expects it. */
export const DEMO_SITE_NAME = 'warcrow-companion';

/** Content files and their tables, parents before children. */
const CONTENT_FILES: [file: string, table: string][] = [
  ['rules-chapters.json', 'rules_chapters'],
  ['rules-sections.json', 'rules_sections'],
  ['faq-sections.json', 'faq_sections'],
  ['missions.json', 'missions'],
  ['special-rules.json', 'special_rules'],
  ['news.json', 'news_items'],
  ['unit-translations.json', 'unit_translations'],
];

/** Columns the server owns; never taken from seed files. */
const SERVER_COLUMNS = new Set(['created_at', 'updated_at', 'version']);

export interface SeedReport {
  tables: Record<string, number>;
  skipped: string[];
  accounts: number;
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Renames keys to snake_case, keeps only the table's columns, and reads 'true'/'false' text as booleans. */
function toRow(table: TableInfo, source: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const name = table.columns.has(key) ? key : snakeCase(key);
    const column = table.columns.get(name);
    if (!column || SERVER_COLUMNS.has(name)) continue;
    row[name] = column.type === 'boolean' && typeof value === 'string' ? value.trim().toLowerCase() !== 'false' : value;
  }
  return row;
}

/** Upserts rows by primary key, grouped by key set so that absent keys keep column defaults. */
async function upsertRows(db: Database, table: TableInfo, rows: Record<string, unknown>[]): Promise<void> {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = JSON.stringify(Object.keys(row).sort());
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const target = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const conflict = table.primaryKey.map(quoteIdent).join(', ');
  await db.transaction(async (tx) => {
    for (const [key, group] of groups) {
      const names = JSON.parse(key) as string[];
      const list = names.map(quoteIdent).join(', ');
      const updates = names.filter((n) => !table.primaryKey.includes(n));
      const onConflict =
        updates.length === 0
          ? 'do nothing'
          : `do update set ${updates.map((n) => `${quoteIdent(n)} = excluded.${quoteIdent(n)}`).join(', ')}
             where (${updates.map((n) => `_t.${quoteIdent(n)}`).join(', ')}) is distinct from
                   (${updates.map((n) => `excluded.${quoteIdent(n)}`).join(', ')})`;
      await tx.query(
        `insert into ${target} as _t (${list})
         select ${list} from jsonb_populate_recordset(null::${target}, $1::jsonb)
         on conflict (${conflict}) ${onConflict}`,
        [JSON.stringify(group)],
      );
    }
  });
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

async function seedTable(
  db: Database,
  catalogue: Catalogue,
  tableName: string,
  source: unknown,
  label: string,
  report: SeedReport,
): Promise<void> {
  const table = catalogue.tables.get(qualified('public', tableName));
  if (!table) throw new Error(`Seed: table public.${tableName} does not exist`);
  if (!Array.isArray(source)) {
    report.skipped.push(`${label}: expected an array of rows`);
    return;
  }
  const rows = source
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r))
    .map((r) => toRow(table, tableName === 'news_items' && r.id === undefined ? { ...r, id: r.news_id } : r))
    // The rows are as the app bundles them: stamped so a seeded device does not fetch them again.
    .map((row) => (table.columns.has('updated_at') ? { ...row, updated_at: BUNDLED_CONTENT_AT } : row));
  try {
    await upsertRows(db, table, rows);
  } catch (error) {
    throw new Error(`Seed: loading ${label} into ${tableName} failed: ${(error as Error).message}`, { cause: error });
  }
  report.tables[tableName] = rows.length;
}

async function seedAccounts(db: Database): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.query<{ id: string }>('select id from auth.users where email = $1', [account.email]);
    let id = existing[0]?.id;
    if (!id) {
      id = (await createUser(db, { email: account.email, password: account.password, confirmed: true })).id;
      created++;
    }
    await db.query(
      `update public.profiles set wab_admin = $2, tester = $3
        where id = $1 and (wab_admin, tester) is distinct from ($2::boolean, $3::boolean)`,
      [id, account.wab_admin, account.tester],
    );
  }
  return created;
}

/** A failed deployment, a build and a build_failure notification from the last day. */
async function seedOperations(db: Database): Promise<void> {
  const recent = await db.query<{ n: number }>(
    `select count(*)::int as n from public.deployments
      where site_name = $1 and state = 'error' and created_at > now() - interval '24 hours'`,
    [DEMO_SITE_NAME],
  );
  if ((recent[0]?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.deployments (state, site_name, deploy_url) values ('error', $1, 'https://app.netlify.com/sites/warcrow-companion/deploys')`,
      [DEMO_SITE_NAME],
    );
    await tx.query(
      `insert into public.builds (site_name, branch, deploy_url) values ($1, 'main', 'https://app.netlify.com/sites/warcrow-companion/deploys')`,
      [DEMO_SITE_NAME],
    );
    await tx.query(`insert into public.notifications (type, content) values ('build_failure', $1::jsonb)`, [
      JSON.stringify({ site_name: DEMO_SITE_NAME }),
    ]);
  });
}

export async function seedDatabase(db: Database, catalogue: Catalogue, seedDir = SEED_DIR): Promise<SeedReport> {
  const report: SeedReport = { tables: {}, skipped: [], accounts: 0 };

  const cataloguePath = join(seedDir, 'catalogue.json');
  if (existsSync(cataloguePath)) {
    const data = readJson(cataloguePath) as { factions?: unknown; units?: unknown };
    await seedTable(db, catalogue, 'factions', data.factions, 'catalogue.json factions', report);
    await seedTable(db, catalogue, 'units', data.units, 'catalogue.json units', report);
  } else {
    report.skipped.push('catalogue.json (not generated yet)');
  }

  for (const [file, table] of CONTENT_FILES) {
    const path = join(seedDir, 'content', file);
    if (existsSync(path)) {
      await seedTable(db, catalogue, table, readJson(path), `content/${file}`, report);
    } else {
      report.skipped.push(`content/${file}`);
    }
  }

  report.accounts = await seedAccounts(db);
  await seedOperations(db);
  return report;
}
