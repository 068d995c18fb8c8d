// The backend on a real Postgres server (DATABASE_URL): this file starts a throwaway server
// of its own, applies the migrations to a fresh database, restarts without applying anything
// twice, and runs a compact RLS and auth smoke over HTTP with the real supabase-js.
// Without the Postgres binaries it fails and says how to install them; it is never skipped.
// The whole backend suite also runs against a server: BACKEND_TEST_POSTGRES_URL (helpers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../../supabase/local/db';
import { listMigrations, migrate } from '../../../supabase/local/migrate';
import { DEMO_ACCOUNTS } from '../../../supabase/local/seed';
import { startBackend } from '../../../supabase/local/server';
import type { Backend } from '../../../supabase/local/server';
import { EXPECTED_TABLES, makeClient, signIn } from './helpers';
import type { SignedIn } from './helpers';
import { startPostgresServer } from './postgres-server';
import type { PostgresServer } from './postgres-server';

const PLAYER = DEMO_ACCOUNTS.find((a) => a.email === 'player@warcrow.local');

let server: PostgresServer | undefined;
let databaseUrl: string;
let backend: Backend | undefined;
const previousDatabaseUrl = process.env.DATABASE_URL;

function live(): Backend {
  if (!backend) throw new Error('The backend is not running');
  return backend;
}

beforeAll(async () => {
  server = await startPostgresServer();
  databaseUrl = (await server.createDatabase('warcrow_backend')).url;
  // The environment variable a developer would set; no dataDir, so startBackend uses it.
  process.env.DATABASE_URL = databaseUrl;
  backend = await startBackend({ port: 0, quiet: true, seed: true });
}, 60_000);

afterAll(async () => {
  if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousDatabaseUrl;
  try {
    await backend?.stop();
  } finally {
    await server?.stop();
  }
}, 30_000);

describe('migrations on a fresh Postgres server', () => {
  it('runs on the server named by DATABASE_URL, not on PGlite', async () => {
    const [row] = await live().query<{ port: number | null; db: string; superuser: string }>(
      "select inet_server_port() as port, current_database() as db, current_setting('is_superuser') as superuser",
    );
    expect(row).toEqual({ port: server?.port, db: 'warcrow_backend', superuser: 'on' });
  });

  it('applies every migration file once, in order, and records it', async () => {
    const rows = await live().query<{ version: string }>('select version from local.schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it('creates every table of the spec', async () => {
    const rows = await live().query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by 1");
    expect(rows.map((r) => r.tablename)).toEqual(EXPECTED_TABLES);
  });

  it('enables row level security on every table in public', async () => {
    const rows = await live().query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(EXPECTED_TABLES);
    expect(rows.filter((r) => !r.rls).map((r) => r.name)).toEqual([]);
  });

  it('creates the API roles; only service_role bypasses RLS and none can log in', async () => {
    const rows = await live().query<{ rolname: string; rolbypassrls: boolean; rolcanlogin: boolean }>(
      "select rolname, rolbypassrls, rolcanlogin from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1",
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
    ]);
  });
});

describe('restarting on the same database', () => {
  const snapshot = async (b: Backend) => ({
    migrations: await b.query('select version, applied_at::text as at from local.schema_migrations order by version'),
    users: await b.query('select email, id from auth.users order by email'),
    units: await b.query('select count(*)::int as n, coalesce(sum(version), 0)::int as versions from public.units'),
    deployments: await b.query('select count(*)::int as n from public.deployments'),
  });

  it('applies nothing twice and the seed changes nothing', async () => {
    const before = await snapshot(live());
    expect(before.users.map((u) => u.email)).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((a) => a.email)));
    await live().stop();
    backend = undefined;
    // This time through the explicit option rather than the environment.
    backend = await startBackend({ port: 0, quiet: true, seed: true, databaseUrl });
    expect(await snapshot(live())).toEqual(before);

    const direct = await Database.connect(databaseUrl);
    try {
      expect(direct.kind).toBe('postgres');
      expect(await migrate(direct)).toEqual([]);
    } finally {
      await direct.close();
    }
  }, 30_000);
});

describe('RLS and auth over HTTP on Postgres', () => {
  let player: SignedIn;
  let other: SignedIn;
  const listId = crypto.randomUUID();

  beforeAll(async () => {
    if (!PLAYER) throw new Error('The seed has no demo player');
    player = await signIn(live(), PLAYER.email, PLAYER.password);
    other = await signIn(live(), 'pg-other@warcrow.test', 'Sturdy-pass-1');
  });

  it('signs in the seeded demo player', async () => {
    const [row] = await live().query<{ id: string }>('select id from auth.users where email = $1', [PLAYER?.email]);
    expect(player.userId).toBe(row?.id);
    const { data, error } = await player.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(PLAYER?.email);
  });

  it('lets the player insert and read their own army list', async () => {
    const inserted = await player.client
      .from('army_lists')
      .insert({ id: listId, name: 'Postgres list', faction: 'syenann', units: [] })
      .select('id, user_id, version');
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual([{ id: listId, user_id: player.userId, version: 1 }]);
    const read = await player.client.from('army_lists').select('id, name').eq('id', listId);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([{ id: listId, name: 'Postgres list' }]);
  });

  it('hides the list from another player, who cannot change it either', async () => {
    const read = await other.client.from('army_lists').select('id').eq('id', listId);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const updated = await other.client.from('army_lists').update({ name: 'Taken' }).eq('id', listId).select();
    expect(updated.data).toEqual([]);
    const [row] = await live().query<{ name: string }>('select name from public.army_lists where id = $1', [listId]);
    expect(row?.name).toBe('Postgres list');
  });

  it('refuses every insert from a guest, table by table', async () => {
    const anon = makeClient(live());
    const outcomes: Record<string, string> = {};
    for (const table of EXPECTED_TABLES) {
      const before = await live().query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      const { error, status } = await anon.from(table).insert({});
      const after = await live().query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      outcomes[table] = `${status} ${error?.code ?? 'no error'} ${after[0]?.n === before[0]?.n ? 'unchanged' : 'CHANGED'}`;
    }
    expect(outcomes).toEqual(Object.fromEntries(EXPECTED_TABLES.map((t) => [t, '401 42501 unchanged'])));
  });

  it('saves through the save_army_list RPC as the signed-in player only', async () => {
    const id = crypto.randomUUID();
    const args = { p_id: id, p_name: 'RPC list', p_faction: 'syenann', p_units: [] };
    const saved = await player.client.rpc('save_army_list', args);
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ status: 'saved', list: { id, name: 'RPC list', version: 1, user_id: player.userId }, replaced_ids: [] });
    const guest = await makeClient(live()).rpc('save_army_list', { ...args, p_id: crypto.randomUUID() });
    expect(guest.error?.code).toBe('42501');
    expect(guest.status).toBe(401);
  });
});
