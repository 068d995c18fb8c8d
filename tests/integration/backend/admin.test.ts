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
let openDeploymentId: string;
let postId: string;

const owner = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => backend.query(sql, params) as Promise<T[]>;

/** The one row a query returns (fails the test when there is none). */
async function ownerOne<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await owner<T>(sql, params);
  if (!row) throw new Error(`No row for ${sql}`);
  return row;
}

interface AuditRow {
  action: string;
  target_id: string | null;
  target_label: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_email: string | null;
}

async function auditFor(targetId: string): Promise<AuditRow[]> {
  return owner<AuditRow>('select action, target_id, target_label, reason, actor_id, actor_email from public.audit_log where target_id = $1 order by id', [targetId]);
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
  await owner("insert into public.news_items (id, date, content_en, content_es, content_fr) values ('kept-news', '2026-11-20', 'Kept', 'Kept', 'Kept')");
  const [deployment] = await owner<{ id: string }>(
    "insert into public.deployments (state, site_name, deploy_url) values ('error', 'warcrow-companion', 'https://example.test/deploys/1') returning id",
  );
  openDeploymentId = (deployment as { id: string }).id;
  const [post] = await owner<{ id: string }>(
    "insert into public.shared_lists (user_id, name, faction, units) values ($1, 'Hostile post', 'syenann', '[]') returning id",
    [target.userId],
  );
  postId = (post as { id: string }).id;
});

afterAll(() => backend.stop());

/** Every admin RPC with arguments that an admin could use. */
function adminCalls(): Array<[string, Record<string, unknown>]> {
  return [
    ['admin_find_players', { p_query: 'target' }],
    ['admin_set_role', { p_user_id: target.userId, p_role: 'tester', p_granted: true, p_reason: 'x' }],
    ['admin_set_access', { p_user_id: target.userId, p_kind: 'banned', p_blocked: true, p_reason: 'x' }],
    ['admin_save_news', { p_id: 'refused-news', p_date: '2026-11-24', p_translation_key: null, p_content_en: 'a', p_content_es: 'b', p_content_fr: 'c' }],
    ['admin_delete_news', { p_id: 'kept-news' }],
    ['admin_add_changelog_entry', { p_release: '9.9.9', p_released_on: '2026-11-24', p_body: 'refused' }],
    ['admin_acknowledge_alert', { p_kind: 'deployment', p_id: openDeploymentId }],
    ['admin_set_feature_switch', { p_key: 'community_posting', p_value: 'off' }],
    ['admin_dashboard', {}],
    ['admin_mail_log', { p_limit: 10 }],
    ['admin_confirmation_recipient', { p_user_id: target.userId }],
    ['admin_retire_post', { p_id: postId, p_reason: 'refused' }],
    ['admin_delete_changelog_entry', { p_id: crypto.randomUUID() }],
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
    expect(await owner("select id from public.news_items where id = 'refused-news' or (id = 'kept-news' and deleted_at is not null)")).toEqual([]);
    expect(await owner("select id from public.changelog_entries")).toEqual([]);
    expect(await owner('select id from public.deployments where acknowledged_at is not null')).toEqual([]);
    expect(await owner("select value from public.feature_switches where key = 'community_posting'")).toEqual([{ value: 'on' }]);
    expect(await owner('select id from public.shared_lists where id = $1 and is_active', [postId])).toHaveLength(1);
    expect(await owner("select id from public.audit_log where action <> 'probe'")).toEqual([]);
  });

  it('refuses direct writes to the admin tables for a guest, a player, a tester and a banned admin (and an admin too: functions only)', async () => {
    const outcomes: string[] = [];
    const actors: Array<[string, SupabaseClient]> = [
      ['anon', anon],
      ['player', player.client],
      ['tester', tester.client],
      ['banned admin', bannedAdmin.client],
      ['admin', admin.client],
    ];
    const rows: Record<string, Record<string, unknown>> = {
      audit_log: { action: 'forged', target_type: 'test' },
      changelog_entries: { release: '9.9.9', body: 'forged' },
      feature_switches: { key: 'play_mode', value: 'everyone' },
    };
    for (const [table, row] of Object.entries(rows)) {
      for (const [actor, client] of actors) {
        const insert = await client.from(table).insert(row);
        const update = await client.from(table).update({ [Object.keys(row)[1] as string]: 'x' }).neq('version', -1);
        outcomes.push(`${table} ${actor}: insert ${insert.error?.code ?? 'ok'}, update ${update.error?.code ?? 'ok'}`);
      }
    }
    for (const line of outcomes) expect(line).toMatch(/: insert 42501, update 42501$/);
    expect(await owner("select value from public.feature_switches where key = 'play_mode'")).toEqual([{ value: 'testers' }]);
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
    const { wab_id: wabId } = await ownerOne<{ wab_id: string }>('select wab_id from public.profiles where id = $1', [target.userId]);
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

describe('news, changelog, alerts, switches, dashboard and mail', () => {
  it('publishes, edits and deletes news (a tombstone the pull removes), refusing a missing language, each audited', async () => {
    const missing = await admin.client.rpc('admin_save_news', { p_id: null, p_date: '2026-11-24', p_translation_key: null, p_content_en: 'News 24/11/26: hi', p_content_es: ' ', p_content_fr: 'Salut' });
    expect(missing.error?.code).toBe('22023');
    const saved = await admin.client.rpc('admin_save_news', { p_id: null, p_date: '2026-11-24', p_translation_key: 'news.release', p_content_en: 'News 24/11/26: hi', p_content_es: 'Noticias 24/11/26: hola', p_content_fr: 'Salut' });
    expect(saved.error).toBeNull();
    const id = (saved.data as { id: string }).id;
    // Every player reads it through the table (the content pull).
    const read = await anon.from('news_items').select('id, content_es').eq('id', id);
    expect(read.data).toEqual([{ id, content_es: 'Noticias 24/11/26: hola' }]);
    await admin.client.rpc('admin_save_news', { p_id: id, p_date: '2026-11-25', p_translation_key: null, p_content_en: 'Edited', p_content_es: 'Editado', p_content_fr: 'Modifié' });
    const deleted = await admin.client.rpc('admin_delete_news', { p_id: id, p_reason: 'Posted twice' });
    expect(deleted.error).toBeNull();
    const tombstone = await anon.from('news_items').select('id, deleted_at, content_en').eq('id', id);
    expect(tombstone.data?.[0]?.deleted_at).toEqual(expect.any(String));
    expect(tombstone.data?.[0]?.content_en).toBeNull();
    expect((await auditFor(id)).map((a) => [a.action, a.reason])).toEqual([
      ['publish_news', null],
      ['edit_news', null],
      ['delete_news', 'Posted twice'],
    ]);
  });

  it('adds a changelog entry for an x.y.z version that everyone reads, refusing another format', async () => {
    const bad = await admin.client.rpc('admin_add_changelog_entry', { p_release: '0.7', p_released_on: '2026-11-24', p_body: 'x' });
    expect(bad.error?.code).toBe('22023');
    const added = await admin.client.rpc('admin_add_changelog_entry', { p_release: '0.7.0', p_released_on: '2026-11-24', p_body: 'Admin screens' });
    expect(added.error).toBeNull();
    const read = await anon.from('changelog_entries').select('release, body');
    expect(read.data).toEqual([{ release: '0.7.0', body: 'Admin screens' }]);
    const forged = await admin.client.from('changelog_entries').insert({ release: '0.7.1', body: 'direct' });
    expect(forged.error?.code).toBe('42501');
    const entryId = (added.data as { id: string }).id;
    const removed = await admin.client.rpc('admin_delete_changelog_entry', { p_id: entryId });
    expect(removed.error).toBeNull();
    expect((await anon.from('changelog_entries').select('release')).data).toEqual([]);
    expect((await auditFor(entryId)).map((a) => a.action)).toEqual(['add_changelog', 'delete_changelog']);
  });

  it('acknowledges an alert once, for everyone, with who did it', async () => {
    const ack = await admin.client.rpc('admin_acknowledge_alert', { p_kind: 'deployment', p_id: openDeploymentId, p_reason: 'Fixed by redeploy' });
    expect(ack.error).toBeNull();
    const again = await admin.client.rpc('admin_acknowledge_alert', { p_kind: 'deployment', p_id: openDeploymentId });
    expect(again.error?.code).toBe('P0002');
    const [row] = await owner<{ acknowledged_by: string }>('select acknowledged_by from public.deployments where id = $1', [openDeploymentId]);
    expect(row?.acknowledged_by).toBe(admin.userId);
    expect((await auditFor(openDeploymentId)).map((a) => [a.action, a.reason])).toEqual([['acknowledge_alert', 'Fixed by redeploy']]);
  });

  it('turns community posting off on the server: a player cannot post until it is on again', async () => {
    const off = await admin.client.rpc('admin_set_feature_switch', { p_key: 'community_posting', p_value: 'off', p_reason: 'Spam wave' });
    expect(off.error).toBeNull();
    const bad = await admin.client.rpc('admin_set_feature_switch', { p_key: 'community_posting', p_value: 'maybe' });
    expect(bad.error?.code).toBe('22023');
    const post = { user_id: tester.userId, name: 'Paused post', faction: 'syenann', units: [] };
    const refused = await tester.client.from('shared_lists').insert(post);
    expect(refused.error?.code).toBe('42501');
    await admin.client.rpc('admin_set_feature_switch', { p_key: 'community_posting', p_value: 'on' });
    const accepted = await tester.client.from('shared_lists').insert(post);
    expect(accepted.error).toBeNull();
    const switches = await anon.from('feature_switches').select('key, value').order('key');
    expect(switches.data).toEqual([
      { key: 'community_posting', value: 'on' },
      { key: 'play_mode', value: 'testers' },
    ]);
    expect((await auditFor('community_posting')).map((a) => [a.action, a.target_label, a.reason])).toEqual([
      ['set_switch', 'off', 'Spam wave'],
      ['set_switch', 'on', null],
    ]);
  });

  it('reads the dashboard figures', async () => {
    const { data, error } = await admin.client.rpc('admin_dashboard');
    expect(error).toBeNull();
    const figures = data as Record<string, unknown>;
    const { n: players } = await ownerOne<{ n: number }>('select count(*)::int as n from public.profiles where not banned and not deactivated');
    expect(figures.registered_players).toBe(players);
    const { n: active } = await ownerOne<{ n: number }>('select count(*)::int as n from public.shared_lists where is_active');
    expect(active).toBeGreaterThan(0);
    expect(figures.posts_active).toBe(active);
    expect(figures.latest_deployment).toMatchObject({ state: 'error', site_name: 'warcrow-companion' });
    expect(figures.open_alerts).toBe(0);
  });

  it('lists the sent mail and picks a resend recipient only among players waiting for confirmation', async () => {
    const { id: waiting } = await ownerOne<{ id: string }>(
      "insert into auth.users (email, encrypted_password) values ('waiting@admin.test', 'x') returning id",
    );
    await owner("insert into local.mail (user_id, to_email, kind, subject, body) values ($1, 'waiting@admin.test', 'confirmation', 'Confirm your signup', 'link')", [waiting]);
    const log = await admin.client.rpc('admin_mail_log', { p_limit: 10 });
    expect(log.error).toBeNull();
    const body = log.data as { messages: Array<{ to_email: string; kind: string; confirmed: boolean }>; unconfirmed: Array<{ email: string }> };
    expect(body.messages[0]).toMatchObject({ to_email: 'waiting@admin.test', kind: 'confirmation', confirmed: false });
    expect(body.unconfirmed.map((u) => u.email)).toEqual(['waiting@admin.test']);
    const recipient = await admin.client.rpc('admin_confirmation_recipient', { p_user_id: waiting });
    expect(recipient.data).toBe('waiting@admin.test');
    // The resend itself is the auth service's: it mails the waiting player again.
    const resent = await admin.client.auth.resend({ type: 'signup', email: recipient.data as string });
    expect(resent.error).toBeNull();
    const mails = await owner<{ kind: string }>("select kind from local.mail where to_email = 'waiting@admin.test' order by id");
    expect(mails.map((m) => m.kind)).toEqual(['confirmation', 'confirmation']);
    const confirmed = await admin.client.rpc('admin_confirmation_recipient', { p_user_id: player.userId });
    expect(confirmed.error?.code).toBe('P0002');
    expect((await auditFor(waiting)).map((a) => a.action)).toEqual(['resend_confirmation']);
  });
});

describe('moderation', () => {
  it('retires any post with a reason: gone for guests, the owner reads why, the audit log says who', async () => {
    const noReason = await admin.client.rpc('admin_retire_post', { p_id: postId, p_reason: '' });
    expect(noReason.error?.code).toBe('22023');
    const retired = await admin.client.rpc('admin_retire_post', { p_id: postId, p_reason: 'Insults in the description' });
    expect(retired.error).toBeNull();
    const guest = await anon.from('shared_lists').select('id').eq('id', postId);
    expect(guest.data).toEqual([]);
    const own = await target.client.from('shared_lists').select('is_active, retired_reason').eq('id', postId);
    expect(own.data).toEqual([{ is_active: false, retired_reason: 'Insults in the description' }]);
    expect((await auditFor(postId)).map((a) => [a.action, a.target_label, a.reason, a.actor_id])).toEqual([
      ['retire_post', 'Hostile post', 'Insults in the description', admin.userId],
    ]);
  });
});
