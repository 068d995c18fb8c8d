// The migrations apply to a fresh PGlite, once each, and keep the security rules that the
// hosted project relies on (pinned search_path, no EXECUTE for PUBLIC, no user_metadata).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../../supabase/local/db';
import { listMigrations, migrate } from '../../../supabase/local/migrate';
import { EXPECTED_TABLES } from './helpers';

describe('migrations on a fresh PGlite', () => {
  let db: Database;
  let firstRun: string[];

  beforeAll(async () => {
    db = await Database.open('memory');
    firstRun = await migrate(db);
  });
  afterAll(() => db.close());

  it('applies every migration file in order and records each one', async () => {
    const files = listMigrations().map((m) => m.version);
    expect(firstRun).toEqual(files);
    const recorded = await db.query<{ version: string }>('select version from local.schema_migrations order by version');
    expect(recorded.map((r) => r.version)).toEqual(files);
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('names migration files <yyyymmddhhmmss>_<what>.sql', () => {
    for (const m of listMigrations()) expect(m.path).toMatch(/\/\d{14}_[a-z0-9_]+\.sql$/);
  });

  it('creates the tables of the spec, each with version and updated_at', async () => {
    const tables = await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by 1");
    expect(tables.map((t) => t.tablename)).toEqual(EXPECTED_TABLES);
    for (const table of EXPECTED_TABLES) {
      const columns = await db.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
        [table],
      );
      const names = columns.map((c) => c.column_name);
      expect(names, table).toContain('version');
      expect(names, table).toContain('updated_at');
    }
  });

  it('indexes updated_at on every table for incremental pulls', async () => {
    const rows = await db.query<{ tablename: string }>(
      "select distinct tablename from pg_indexes where schemaname = 'public' and indexdef like '%updated_at%'",
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual(EXPECTED_TABLES);
  });

  it('pins search_path on every SECURITY DEFINER function and grants it to nobody by default', async () => {
    const rows = await db.query<{ name: string; config: string[] | null; public_exec: boolean }>(
      `select p.proname as name, p.proconfig as config,
              has_function_privilege('public', p.oid, 'execute') as public_exec
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.config?.some((c) => c.startsWith('search_path=')), row.name).toBe(true);
      expect(row.public_exec, row.name).toBe(false);
    }
  });

  it('lets anon execute only the public count among the RPCs', async () => {
    const rows = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname in ('registered_user_count', 'save_army_list', 'post_shared_list', 'save_game', 'is_admin')`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName.registered_user_count).toMatchObject({ anon: true, authenticated: true });
    expect(byName.save_army_list).toMatchObject({ anon: false, authenticated: true });
    expect(byName.post_shared_list).toMatchObject({ anon: false, authenticated: true });
    expect(byName.save_game).toMatchObject({ anon: false, authenticated: true });
    expect(byName.is_admin).toMatchObject({ anon: false });
  });

  it('has no policy that reads user-editable metadata', async () => {
    const rows = await db.query<{ policyname: string; qual: string | null; with_check: string | null }>(
      "select policyname, qual, with_check from pg_policies where schemaname in ('public', 'local')",
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(`${row.qual ?? ''} ${row.with_check ?? ''}`, row.policyname).not.toMatch(/user_metadata|raw_user_meta_data/);
      expect(row.policyname, 'policy names are sentences').toMatch(/^[A-Z][a-z]+( [A-Za-z]+)+$/);
    }
  });

  it('creates a profile with a wab_id for every new auth user', async () => {
    const [user] = await db.query<{ id: string }>(
      "insert into auth.users (email, encrypted_password) values ('new@warcrow.test', 'x') returning id",
    );
    const [profile] = await db.query<{ wab_id: string; wab_admin: boolean; tester: boolean }>(
      'select wab_id, wab_admin, tester from public.profiles where id = $1',
      [user?.id],
    );
    expect(profile?.wab_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profile).toMatchObject({ wab_admin: false, tester: false });
  });
});
