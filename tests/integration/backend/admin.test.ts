// Running the app (issue 17): every admin function on the real local backend with the real
// supabase-js client. Each admin RPC is refused (42501 / 403) for a guest with the anon key,
// a player, a tester and a banned admin; each change an admin makes is in the audit log;
// the last admin cannot demote themself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, signIn, startTestBackend } from './helpers';

let backend: Backend;
let anon: SupabaseClient;
let player: { client: SupabaseClient; userId: string };
let tester: { client: SupabaseClient; userId: string };
let admin: { client: SupabaseClient; userId: string };
let bannedAdmin: { client: SupabaseClient; userId: string };
let target: { client: SupabaseClient; userId: string };

const owner = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => backend.query(sql, params) as Promise<T[]>;

interface AuditRow {
  action: string;
  target_id: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_email: string | null;
}

async function auditFor(targetId: string): Promise<AuditRow[]> {
  return owner<AuditRow>('select action, target_id, reason, actor_id, actor_email from public.audit_log where target_id = $1 order by id', [targetId]);
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = makeClient(backend);
  player = await signIn(backend, 'player@admin.test', 'Player-pass-1');
  tester = await signIn(backend, 'tester@admin.test', 'Tester-pass-1');
  admin = await signIn(backend, 'admin@admin.test', 'Admin-pass-1');
  bannedAdmin = await signIn(backend, 'banned-admin@admin.test', 'Banned-pass-1');
  target = await signIn(backend, 'target@admin.test', 'Target-pass-1');
  await owner('update public.profiles set tester = true where id = $1', [tester.userId]);
  await owner('update public.profiles set wab_admin = true where id = any($1::uuid[])', [[admin.userId, bannedAdmin.userId]]);
  // Banned after signing in: its access token is still a valid JWT, so the server must refuse it.
  await owner('update public.profiles set banned = true, ban_reason = $2 where id = $1', [bannedAdmin.userId, 'Test ban']);
});

afterAll(() => backend.stop());

/** Every admin RPC with arguments that an admin could use. */
function adminCalls(): Array<[string, Record<string, unknown>]> {
  return [
    ['admin_find_players', { p_query: 'target' }],
    ['admin_set_role', { p_user_id: target.userId, p_role: 'tester', p_granted: true, p_reason: 'x' }],
    ['admin_set_access', { p_user_id: target.userId, p_kind: 'banned', p_blocked: true, p_reason: 'x' }],
  ];
}

describe('admin functions refuse everyone but an active admin', () => {
  it('refuses each admin RPC for a guest, a player, a tester and a banned admin', async () => {
    const refusals: string[] = [];
    const actors: Array<[string, SupabaseClient]> = [
      ['anon', anon],
      ['player', player.client],
      ['tester', tester.client],
      ['banned admin', bannedAdmin.client],
    ];
    for (const [name, args] of adminCalls()) {
      for (const [actor, client] of actors) {
        const { error, status } = await client.rpc(name, args);
        refusals.push(`${name} ${actor}: ${status} ${error?.code ?? 'ok'}`);
      }
    }
    for (const line of refusals) expect(line).toMatch(/: (401|403) 42501$/);
    const [row] = await owner<{ tester: boolean; banned: boolean }>('select tester, banned from public.profiles where id = $1', [target.userId]);
    expect(row).toEqual({ tester: false, banned: false });
  });

  it('lets nobody but admins read the audit log, and nobody write it', async () => {
    await owner("insert into public.audit_log (action, target_type) values ('probe', 'test')");
    for (const client of [anon, player.client, tester.client, bannedAdmin.client]) {
      const { data } = await client.from('audit_log').select('id');
      expect(data ?? []).toEqual([]);
    }
    const read = await admin.client.from('audit_log').select('action').eq('action', 'probe');
    expect(read.data).toEqual([{ action: 'probe' }]);
    for (const client of [player.client, admin.client]) {
      const insert = await client.from('audit_log').insert({ action: 'forged', target_type: 'test' });
      expect(insert.error?.code).toBe('42501');
      await client.from('audit_log').delete().eq('action', 'probe');
    }
    expect(await owner("select 1 from public.audit_log where action = 'probe'")).toHaveLength(1);
  });
});

describe('players and roles', () => {
  it('finds a player by email or by public id', async () => {
    const byEmail = await admin.client.rpc('admin_find_players', { p_query: 'TARGET@admin' });
    expect(byEmail.error).toBeNull();
    expect((byEmail.data as Array<{ id: string }>).map((p) => p.id)).toEqual([target.userId]);
    const [{ wab_id: wabId }] = await owner<{ wab_id: string }>('select wab_id from public.profiles where id = $1', [target.userId]);
    const byId = await admin.client.rpc('admin_find_players', { p_query: wabId.slice(0, 8) });
    expect((byId.data as Array<{ id: string; email: string }>).map((p) => p.email)).toEqual(['target@admin.test']);
  });

  it('grants and revokes tester and admin, each written to the audit log with who and why', async () => {
    const grant = await admin.client.rpc('admin_set_role', { p_user_id: target.userId, p_role: 'tester', p_granted: true, p_reason: 'Joins the test group' });
    expect(grant.error).toBeNull();
    expect((grant.data as { tester: boolean }).tester).toBe(true);
    await admin.client.rpc('admin_set_role', { p_user_id: target.userId, p_role: 'admin', p_granted: true });
    await admin.client.rpc('admin_set_role', { p_user_id: target.userId, p_role: 'admin', p_granted: false, p_reason: 'Trial over' });
    await admin.client.rpc('admin_set_role', { p_user_id: target.userId, p_role: 'tester', p_granted: false });
    const audit = await auditFor(target.userId);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['grant_tester', 'Joins the test group'],
      ['grant_admin', null],
      ['revoke_admin', 'Trial over'],
      ['revoke_tester', null],
    ]);
    expect(audit.every((a) => a.actor_id === admin.userId && a.actor_email === 'admin@admin.test')).toBe(true);
  });

  it('bans with a reason, which the player reads when signing in; lifting it lets them in again', async () => {
    const noReason = await admin.client.rpc('admin_set_access', { p_user_id: player.userId, p_kind: 'banned', p_blocked: true, p_reason: '  ' });
    expect(noReason.error?.code).toBe('22023');
    const ban = await admin.client.rpc('admin_set_access', { p_user_id: player.userId, p_kind: 'banned', p_blocked: true, p_reason: 'Hostile posts' });
    expect(ban.error).toBeNull();
    const refused = await makeClient(backend).auth.signInWithPassword({ email: 'player@admin.test', password: 'Player-pass-1' });
    expect(refused.error?.code).toBe('user_banned');
    expect(refused.error?.message).toBe('User is banned. Reason: Hostile posts');
    await admin.client.rpc('admin_set_access', { p_user_id: player.userId, p_kind: 'banned', p_blocked: false });
    await admin.client.rpc('admin_set_access', { p_user_id: player.userId, p_kind: 'deactivated', p_blocked: true, p_reason: 'Asked to close the account' });
    const deactivated = await makeClient(backend).auth.signInWithPassword({ email: 'player@admin.test', password: 'Player-pass-1' });
    expect(deactivated.error?.message).toBe('User is deactivated. Reason: Asked to close the account');
    await admin.client.rpc('admin_set_access', { p_user_id: player.userId, p_kind: 'deactivated', p_blocked: false });
    const back = await makeClient(backend).auth.signInWithPassword({ email: 'player@admin.test', password: 'Player-pass-1' });
    expect(back.error).toBeNull();
    expect((await auditFor(player.userId)).map((a) => [a.action, a.reason])).toEqual([
      ['ban', 'Hostile posts'],
      ['unban', null],
      ['deactivate', 'Asked to close the account'],
      ['reactivate', null],
    ]);
  });

  it('never lets an admin block their own account', async () => {
    const { error } = await admin.client.rpc('admin_set_access', { p_user_id: admin.userId, p_kind: 'banned', p_blocked: true, p_reason: 'oops' });
    expect(error?.code).toBe('42501');
  });

  it('keeps the last admin: they cannot demote themself, through the RPC or the table', async () => {
    const second = await signIn(backend, 'second-admin@admin.test', 'Second-pass-1');
    await owner('update public.profiles set wab_admin = true where id = $1', [second.userId]);
    // Two active admins: the second may step down.
    const stepDown = await second.client.rpc('admin_set_role', { p_user_id: second.userId, p_role: 'admin', p_granted: false });
    expect(stepDown.error).toBeNull();
    // Now the only active admin (the other one is banned).
    const last = await admin.client.rpc('admin_set_role', { p_user_id: admin.userId, p_role: 'admin', p_granted: false });
    expect(last.error?.message).toBe('The last admin cannot lose the admin role');
    const direct = await admin.client.from('profiles').update({ wab_admin: false }).eq('id', admin.userId).select();
    expect(direct.error).not.toBeNull();
    const [row] = await owner<{ wab_admin: boolean }>('select wab_admin from public.profiles where id = $1', [admin.userId]);
    expect(row?.wab_admin).toBe(true);
  });
});

describe('no admin function is reachable with the anon key', () => {
  it('grants execute on every admin_* function to signed-in users only (each checks is_admin itself)', async () => {
    const rows = await owner<{ name: string; anon: boolean; public: boolean; definer: boolean }>(
      `select p.proname as name, has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('public', p.oid, 'execute') as public, p.prosecdef as definer
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'admin\\_%'`,
    );
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(adminCalls().map(([name]) => name)));
    for (const row of rows) expect(row, row.name).toMatchObject({ anon: false, public: false, definer: true });
  });
});
