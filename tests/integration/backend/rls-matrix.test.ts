// The RLS attack matrix: guest, player A, player B, tester and admin × every table ×
// select / insert / update / delete, each attempt checked against the database afterwards,
// plus the targeted attacks (self-escalation, other players' lists, RPCs for someone else).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, signIn, startTestBackend } from './helpers';

type Actor = 'anon' | 'playerA' | 'playerB' | 'tester' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';
const ACTORS: Actor[] = ['anon', 'playerA', 'playerB', 'tester', 'admin'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];
const SIGNED_IN: Actor[] = ['playerA', 'playerB', 'tester', 'admin'];

interface TableCase {
  table: string;
  key: string;
  /** Column changed by the update attempt. */
  patchColumn: string;
  /** Who may do what. */
  allowed: Record<Op, Actor[]>;
  /** (Re)creates the victim row as the database owner; returns its key. */
  victim: (ids: Ids) => Promise<string>;
  /** A new row for an insert attempt. */
  newRow: (n: number) => Record<string, unknown>;
  /** Columns the select attempt asks for (default every one). */
  columns?: string;
}

interface Ids {
  playerA: string;
}

const everyone = ACTORS;
const adminOnly: Actor[] = ['admin'];
const nobody: Actor[] = [];

let backend: Backend;
const clients = {} as Record<Actor, SupabaseClient>;
const userIds = {} as Record<Exclude<Actor, 'anon'>, string>;

const owner = (sql: string, params: unknown[] = []) => backend.query(sql, params);

function contentCase(table: string, key: string, patchColumn: string, base: Record<string, unknown>): TableCase {
  return {
    table,
    key,
    patchColumn,
    allowed: { select: everyone, insert: adminOnly, update: adminOnly, delete: adminOnly },
    victim: async () => {
      const row = { ...base, [key]: `victim-${table}` };
      await owner(`delete from public.${table} where ${key} = $1`, [row[key]]);
      const cols = Object.keys(row);
      await owner(
        `insert into public.${table} (${cols.join(', ')}) select ${cols.join(', ')} from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
        [JSON.stringify(row)],
      );
      return row[key] as string;
    },
    newRow: (n) => ({ ...base, [key]: `new-${table}-${n}` }),
  };
}

function operationsCase(table: string, patchColumn: string, base: Record<string, unknown>): TableCase {
  return {
    table,
    key: 'id',
    patchColumn,
    allowed: { select: adminOnly, insert: nobody, update: nobody, delete: nobody },
    victim: async () => {
      const [row] = await owner(
        `insert into public.${table} select * from jsonb_populate_record(null::public.${table}, $1::jsonb || jsonb_build_object('id', gen_random_uuid(), 'created_at', now(), 'updated_at', now(), 'version', 1)) returning id`,
        [JSON.stringify(base)],
      );
      return (row as { id: string }).id;
    },
    newRow: () => ({ id: crypto.randomUUID(), ...base }),
  };
}

const CASES: TableCase[] = [
  contentCase('factions', 'id', 'name', { name: 'Faction' }),
  contentCase('units', 'id', 'name', { name: 'Unit', faction_id: 'syenann' }),
  contentCase('unit_translations', 'name', 'en', { en: 'Unit' }),
  contentCase('special_rules', 'name', 'description', { description: 'Rule' }),
  contentCase('rules_chapters', 'id', 'title', { title: 'Chapter' }),
  contentCase('rules_sections', 'id', 'title', { title: 'Section', chapter_id: 'matrix-chapter' }),
  contentCase('faq_sections', 'id', 'section', { section: 'FAQ' }),
  contentCase('missions', 'id', 'name', { name: 'Mission' }),
  contentCase('news_items', 'id', 'content_en', { content_en: 'News' }),
  operationsCase('builds', 'branch', { site_name: 'warcrow-companion', branch: 'main' }),
  operationsCase('deployments', 'state', { site_name: 'warcrow-companion', state: 'error' }),
  operationsCase('notifications', 'type', { type: 'build_failure', content: { site_name: 'warcrow-companion' } }),
  {
    table: 'army_lists',
    key: 'id',
    patchColumn: 'name',
    allowed: { select: ['playerA'], insert: SIGNED_IN, update: ['playerA'], delete: ['playerA'] },
    victim: async (ids) => {
      const [row] = await owner(
        "insert into public.army_lists (user_id, name, faction, units) values ($1, 'Victim list', 'syenann', '[]') returning id",
        [ids.playerA],
      );
      return (row as { id: string }).id;
    },
    newRow: (n) => ({ id: crypto.randomUUID(), name: `New list ${n}`, faction: 'syenann', units: [] }),
  },
  {
    table: 'shared_lists',
    key: 'id',
    patchColumn: 'name',
    allowed: { select: everyone, insert: SIGNED_IN, update: ['playerA'], delete: ['playerA'] },
    victim: async (ids) => {
      const name = `Victim post ${crypto.randomUUID()}`;
      const [row] = await owner(
        "insert into public.shared_lists (user_id, name, faction, units) values ($1, $2, 'syenann', '[]') returning id",
        [ids.playerA, name],
      );
      return (row as { id: string }).id;
    },
    newRow: (n) => ({ id: crypto.randomUUID(), name: `New post ${n}`, faction: 'syenann', units: [] }),
    // What a guest may read: every column but user_id (hardening.test.ts checks that one).
    columns: 'id, wab_id, name, faction, units, is_active',
  },
  {
    table: 'short_links',
    key: 'hash',
    patchColumn: 'list_name',
    allowed: { select: everyone, insert: SIGNED_IN, update: ['playerA'], delete: ['playerA'] },
    victim: async (ids) => {
      const hash = `victim${crypto.randomUUID().slice(0, 8)}`;
      await owner("insert into public.short_links (hash, code, list_name, created_by) values ($1, 'code', 'Victim', $2)", [hash, ids.playerA]);
      return hash;
    },
    newRow: (n) => ({ hash: `new${n}${crypto.randomUUID().slice(0, 8)}`, code: 'encoded-list', list_name: 'Link' }),
  },
  {
    table: 'profiles',
    key: 'id',
    patchColumn: 'username',
    allowed: { select: ['playerA', 'admin'], insert: nobody, update: ['playerA', 'admin'], delete: nobody },
    victim: async (ids) => {
      await owner("update public.profiles set username = 'victim' where id = $1", [ids.playerA]);
      return ids.playerA;
    },
    newRow: () => ({ id: crypto.randomUUID(), username: 'intruder' }),
  },
];

async function rowState(table: string, key: string, value: string) {
  const rows = await owner(`select to_jsonb(t) as row from public.${table} t where ${key}::text = $1`, [value]);
  return (rows[0] as { row: Record<string, unknown> } | undefined)?.row ?? null;
}

/** Performs one attempt and reports whether it took effect, judged from the database. */
async function attempt(c: TableCase, actor: Actor, op: Op, n: number): Promise<boolean> {
  const client = clients[actor];
  const victim = await c.victim({ playerA: userIds.playerA });
  switch (op) {
    case 'select': {
      const { data } = await client.from(c.table).select(c.columns ?? '*').eq(c.key, victim);
      const rows: unknown = data;
      return Array.isArray(rows) && rows.some((r: Record<string, unknown>) => String(r[c.key]) === victim);
    }
    case 'insert': {
      const row = c.newRow(n);
      const { error } = await client.from(c.table).insert(row);
      const stored = await rowState(c.table, c.key, String(row[c.key]));
      return !error && stored !== null;
    }
    case 'update': {
      const value = `patched-${n}`;
      await client.from(c.table).update({ [c.patchColumn]: value }).eq(c.key, victim);
      const stored = await rowState(c.table, c.key, victim);
      return stored?.[c.patchColumn] === value;
    }
    case 'delete': {
      await client.from(c.table).delete().eq(c.key, victim);
      const stored = await rowState(c.table, c.key, victim);
      return stored === null || stored.deleted_at != null;
    }
  }
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  clients.anon = makeClient(backend);
  const a = await signIn(backend, 'player-a@warcrow.test', 'Player-A-pass1');
  const b = await signIn(backend, 'player-b@warcrow.test', 'Player-B-pass1');
  const tester = await signIn(backend, 'tester@warcrow.local', 'WarcrowTester1!');
  const admin = await signIn(backend, 'admin@warcrow.local', 'WarcrowAdmin1!');
  Object.assign(clients, { playerA: a.client, playerB: b.client, tester: tester.client, admin: admin.client });
  Object.assign(userIds, { playerA: a.userId, playerB: b.userId, tester: tester.userId, admin: admin.userId });
  await owner("insert into public.rules_chapters (id, title) values ('matrix-chapter', 'Matrix') on conflict do nothing");
});

afterAll(() => backend.stop());

describe('RLS attack matrix', () => {
  it('allows exactly what each role may do, table by table', async () => {
    const mismatches: string[] = [];
    const lines: string[] = [];
    const head = ['table'.padEnd(18), ...ACTORS.map((a) => a.padEnd(9))].join(' | ');
    lines.push(`${head}\n${''.padEnd(18)} | ${ACTORS.map(() => 'S I U D  ').join(' | ')}`);
    let n = 0;
    for (const c of CASES) {
      const cells: string[] = [];
      for (const actor of ACTORS) {
        let cell = '';
        for (const op of OPS) {
          const happened = await attempt(c, actor, op, n++);
          const expected = c.allowed[op].includes(actor);
          if (happened !== expected) mismatches.push(`${c.table} ${actor} ${op}: ${happened ? 'succeeded' : 'failed'}, expected ${expected ? 'success' : 'refusal'}`);
          cell += `${happened ? '✓' : '·'}${happened === expected ? ' ' : '!'}`;
        }
        cells.push(cell.padEnd(9));
      }
      lines.push([c.table.padEnd(18), ...cells].join(' | '));
    }
    console.log(`RLS matrix (S select, I insert, U update, D delete; ✓ took effect, · refused, ! unexpected):\n${lines.join('\n')}`);
    expect(mismatches).toEqual([]);
  });
});

describe('targeted attacks', () => {
  it.each([
    ['wab_admin', true],
    ['tester', true],
    ['banned', true],
    ['deactivated', true],
    ['wab_id', 'chosen-by-me'],
  ])('a player cannot set their own %s', async (column, value) => {
    const { error, status } = await clients.playerA.from('profiles').update({ [column]: value }).eq('id', userIds.playerA);
    expect(error?.code).toBe('42501');
    expect(status).toBe(403);
    const stored = await rowState('profiles', 'id', userIds.playerA);
    expect(stored?.[column]).not.toBe(value);
  });

  it('an admin cannot change their own flags, but can change another player\'s', async () => {
    const own = await clients.admin.from('profiles').update({ wab_admin: false }).eq('id', userIds.admin);
    expect(own.error?.code).toBe('42501');
    expect((await rowState('profiles', 'id', userIds.admin))?.wab_admin).toBe(true);

    const other = await clients.admin.from('profiles').update({ tester: true }).eq('id', userIds.playerB).select('tester');
    expect(other.error).toBeNull();
    expect(other.data).toEqual([{ tester: true }]);
    const wabId = await clients.admin.from('profiles').update({ wab_id: 'x' }).eq('id', userIds.playerB);
    expect(wabId.error?.code).toBe('42501');
    await owner('update public.profiles set tester = false where id = $1', [userIds.playerB]);
  });

  it('a tester cannot promote themselves to admin', async () => {
    const { error } = await clients.tester.from('profiles').update({ wab_admin: true }).eq('id', userIds.tester);
    expect(error?.code).toBe('42501');
  });

  it('a player cannot read another player\'s army lists', async () => {
    await owner("insert into public.army_lists (user_id, name, units) values ($1, 'Secret', '[]')", [userIds.playerA]);
    const { data, error } = await clients.playerB.from('army_lists').select('*').eq('user_id', userIds.playerA);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('a player cannot write another player\'s shared list, by update or by upsert', async () => {
    const [row] = await owner(
      "insert into public.shared_lists (user_id, name, units) values ($1, 'A post', '[]') returning id, version",
      [userIds.playerA],
    );
    const id = (row as { id: string }).id;
    const updated = await clients.playerB.from('shared_lists').update({ description: 'hijacked' }).eq('id', id).select();
    expect(updated.data).toEqual([]);
    const upserted = await clients.playerB.from('shared_lists').upsert({ id, name: 'A post', description: 'hijacked', units: [] });
    expect(upserted.error).not.toBeNull();
    const stored = await rowState('shared_lists', 'id', id);
    expect(stored?.description).toBeNull();
    expect(stored?.user_id).toBe(userIds.playerA);
  });

  it('owner columns come from the session, never from the body', async () => {
    const id = crypto.randomUUID();
    const { error } = await clients.playerB
      .from('shared_lists')
      .insert({ id, user_id: userIds.playerA, wab_id: 'forged', name: 'Posted as A?', units: [] });
    expect(error).toBeNull();
    const stored = await rowState('shared_lists', 'id', id);
    expect(stored?.user_id).toBe(userIds.playerB);
    expect(stored?.wab_id).not.toBe('forged');

    const listId = crypto.randomUUID();
    await clients.playerB.from('army_lists').insert({ id: listId, user_id: userIds.playerA, name: 'Mine', units: [] });
    expect((await rowState('army_lists', 'id', listId))?.user_id).toBe(userIds.playerB);
  });

  it('save_army_list cannot overwrite another player\'s list', async () => {
    const [row] = await owner(
      "insert into public.army_lists (user_id, name, units) values ($1, 'A keeps this', '[]') returning id",
      [userIds.playerA],
    );
    const id = (row as { id: string }).id;
    const { data, error, status } = await clients.playerB.rpc('save_army_list', {
      p_id: id,
      p_name: 'Stolen',
      p_faction: 'syenann',
      p_units: [],
    });
    // The id is another account's: nothing is written, and the answer says so (issue 13
    // item 5: the device then saves its list under a new id instead of giving up on it).
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ status: 'taken', list: null, replaced_ids: [] });
    const stored = await rowState('army_lists', 'id', id);
    expect(stored).toMatchObject({ name: 'A keeps this', user_id: userIds.playerA, version: 1 });
  });

  it('post_shared_list only ever posts as the caller', async () => {
    await clients.playerA.rpc('post_shared_list', { p_name: 'Same name', p_faction: 'syenann', p_units: [] });
    const { data, error } = await clients.playerB.rpc('post_shared_list', {
      p_name: 'Same name',
      p_faction: 'feudom',
      p_units: [],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'created', list: { user_id: userIds.playerB } });
    const rows = await owner("select user_id, faction from public.shared_lists where name = 'Same name' and is_active order by faction");
    expect(rows).toEqual([
      { user_id: userIds.playerB, faction: 'feudom' },
      { user_id: userIds.playerA, faction: 'syenann' },
    ]);
  });

  it('guests cannot call the write RPCs', async () => {
    const save = await clients.anon.rpc('save_army_list', { p_id: crypto.randomUUID(), p_name: 'x', p_faction: 'x', p_units: [] });
    expect(save.status).toBe(401);
    const post = await clients.anon.rpc('post_shared_list', { p_name: 'x', p_faction: 'x', p_units: [] });
    expect(post.status).toBe(401);
  });

  it('non-admins cannot read the deployments function or the mail outbox', async () => {
    const asPlayer = await clients.playerA.functions.invoke('deployments');
    expect(asPlayer.error).not.toBeNull();
    const asAdmin = await clients.admin.functions.invoke('deployments');
    expect(asAdmin.error).toBeNull();
    expect((asAdmin.data as { deployments: { state: string; site_name: string }[] }).deployments[0]).toMatchObject({
      state: 'error',
      site_name: 'warcrow-companion',
    });
    const mailAsPlayer = await clients.playerA.schema('local').from('mail').select('*');
    expect(mailAsPlayer.data).toEqual([]);
  });

  it('the service role reads every table', async () => {
    const service = makeClient(backend, backend.serviceRoleKey);
    const { data, error } = await service.from('army_lists').select('user_id');
    expect(error).toBeNull();
    expect(new Set((data ?? []).map((r: { user_id: string }) => r.user_id)).size).toBeGreaterThan(1);
  });
});
