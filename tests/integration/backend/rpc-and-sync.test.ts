// The two multi-row RPCs, server-side limits, short links, incremental pulls with
// tombstones, and the PostgREST features the sync engine and the app use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, rawFetch, signIn, startTestBackend } from './helpers';
import type { SignedIn } from './helpers';

interface SaveResult {
  status: 'saved' | 'conflict';
  list: { id: string; name: string; version: number; units: unknown[]; deleted_at: string | null; user_id: string };
  replaced_ids: string[];
}

let backend: Backend;
let player: SignedIn;
let other: SignedIn;
let anon: SupabaseClient;

const unit = (id: string, quantity = 1) => ({ id, name: id, pointsCost: 10, quantity, keywords: [], highCommand: false, command: 0, tournamentLegal: true });

async function save(client: SupabaseClient, args: { id: string; name: string; units: unknown[]; base?: number | null; faction?: string }) {
  const { data, error, status } = await client.rpc('save_army_list', {
    p_id: args.id,
    p_name: args.name,
    p_faction: args.faction ?? 'syenann',
    p_units: args.units,
    ...(args.base === undefined ? {} : { p_base_version: args.base }),
  });
  return { data: data as SaveResult | null, error, status };
}

beforeAll(async () => {
  backend = await startTestBackend();
  player = await signIn(backend, 'rpc@warcrow.test', 'Sturdy-pass-1');
  other = await signIn(backend, 'rpc-other@warcrow.test', 'Sturdy-pass-1');
  anon = makeClient(backend);
});
afterAll(() => backend.stop());

describe('save_army_list', () => {
  it('creates the list with the client-made id and is idempotent on retry', async () => {
    const id = crypto.randomUUID();
    const first = await save(player.client, { id, name: 'Retry me', units: [unit('a')] });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'saved', list: { id, name: 'Retry me', version: 1, user_id: player.userId }, replaced_ids: [] });
    const retry = await save(player.client, { id, name: 'Retry me', units: [unit('a')] });
    expect(retry.data).toMatchObject({ status: 'saved', list: { id, version: 1 } });
    // A retry that still carries the old base version is the same save, not a conflict.
    const retryWithBase = await save(player.client, { id, name: 'Retry me', units: [unit('a')], base: 0 });
    expect(retryWithBase.data?.status).toBe('saved');
    const rows = await backend.query('select id from public.army_lists where id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('replaces the player\'s other lists of the same name with tombstones', async () => {
    const older = crypto.randomUUID();
    const newer = crypto.randomUUID();
    await save(player.client, { id: older, name: 'Same name', units: [unit('a')] });
    const otherPlayers = crypto.randomUUID();
    await save(other.client, { id: otherPlayers, name: 'Same name', units: [unit('a')] });
    const result = await save(player.client, { id: newer, name: 'Same name', units: [unit('b')] });
    expect(result.data?.replaced_ids).toEqual([older]);
    const [gone] = await backend.query<{ deleted_at: string | null }>('select deleted_at from public.army_lists where id = $1', [older]);
    expect(gone?.deleted_at).not.toBeNull();
    const [kept] = await backend.query<{ deleted_at: string | null }>('select deleted_at from public.army_lists where id = $1', [otherPlayers]);
    expect(kept?.deleted_at).toBeNull();
  });

  it('reports a conflict, and writes nothing, when the base version is stale', async () => {
    const id = crypto.randomUUID();
    await save(player.client, { id, name: 'Contested', units: [unit('a')] });
    const fromDeviceOne = await save(player.client, { id, name: 'Contested', units: [unit('a', 2)], base: 1 });
    expect(fromDeviceOne.data).toMatchObject({ status: 'saved', list: { version: 2 } });
    const fromDeviceTwo = await save(player.client, { id, name: 'Contested', units: [unit('c')], base: 1 });
    expect(fromDeviceTwo.error).toBeNull();
    expect(fromDeviceTwo.data).toMatchObject({ status: 'conflict', list: { id, version: 2 }, replaced_ids: [] });
    expect(fromDeviceTwo.data?.list.units).toEqual([unit('a', 2)]);
    const [stored] = await backend.query<{ version: number }>('select version from public.army_lists where id = $1', [id]);
    expect(stored?.version).toBe(2);
  });

  it('enforces the list limits', async () => {
    const tooLongName = await save(player.client, { id: crypto.randomUUID(), name: 'n'.repeat(101), units: [] });
    expect(tooLongName.error?.code).toBe('23514');
    expect(tooLongName.status).toBe(400);
    const blank = await save(player.client, { id: crypto.randomUUID(), name: '   ', units: [] });
    expect(blank.error?.code).toBe('23514');
    const tooMany = await save(player.client, { id: crypto.randomUUID(), name: 'Horde', units: Array.from({ length: 101 }, (_, i) => unit(`u${i}`)) });
    expect(tooMany.error?.code).toBe('23514');
    const tooBig = await save(player.client, { id: crypto.randomUUID(), name: 'Heavy', units: [{ ...unit('big'), note: 'x'.repeat(70_000) }] });
    expect(tooBig.error?.code).toBe('23514');
    const notArray = await save(player.client, { id: crypto.randomUUID(), name: 'Odd', units: { a: 1 } as unknown as unknown[] });
    expect(notArray.error?.code).toBe('23514');
  });
});

describe('post_shared_list', () => {
  const post = (client: SupabaseClient, name: string, extra: Record<string, unknown> = {}) =>
    client.rpc('post_shared_list', { p_name: name, p_faction: 'feudom', p_units: [unit('a')], ...extra });

  it('leaves exactly one active post after a double tap', async () => {
    const [one, two] = await Promise.all([post(player.client, 'Double tap'), post(player.client, 'Double tap')]);
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    expect([(one.data as { status: string }).status, (two.data as { status: string }).status].sort()).toEqual(['created', 'updated']);
    const rows = await backend.query("select id from public.shared_lists where name = 'Double tap' and is_active");
    expect(rows).toHaveLength(1);
  });

  it('updates the active post of the same name, keeping the tournament name only for tournaments', async () => {
    await post(player.client, 'Evolving', { p_description: 'First', p_is_tournament_list: true, p_tournament_name: 'Open' });
    const updated = await post(player.client, 'Evolving', { p_description: '  ', p_tournament_name: 'Ignored' });
    expect(updated.data).toMatchObject({
      status: 'updated',
      list: { description: null, is_tournament_list: false, tournament_name: null, is_active: true },
    });
  });

  it('accepts https and app-relative images and refuses other schemes and long descriptions', async () => {
    expect((await post(player.client, 'Img ok', { p_image_url: 'https://images.example/crow.jpg' })).error).toBeNull();
    expect((await post(player.client, 'Img path', { p_image_url: '/art/portrait/alula_portrait.jpg' })).error).toBeNull();
    for (const url of ['http://images.example/crow.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      const { error } = await post(player.client, `Img ${url}`, { p_image_url: url });
      expect(error?.code, url).toBe('23514');
    }
    expect((await post(player.client, 'Wordy', { p_description: 'w'.repeat(2001) })).error?.code).toBe('23514');
  });

  it('turns a removed post into a tombstone: its content cleared, gone for guests, its id in the retirements everyone pulls', async () => {
    const created = await post(player.client, 'Short-lived', { p_description: 'Secret tactics' });
    const id = (created.data as { list: { id: string } }).list.id;
    const [mark] = await backend.query<{ w: string }>("select (now() - interval '1 second')::text as w");
    const removed = await player.client.from('shared_lists').delete().eq('id', id);
    expect(removed.error).toBeNull();
    const own = await player.client.from('shared_lists').select('id, is_active, deleted_at, retired_at, description, units').eq('id', id);
    expect(own.data).toEqual([{ id, is_active: false, deleted_at: expect.any(String), retired_at: expect.any(String), description: null, units: [] }]);
    const guest = await anon.from('shared_lists').select('id').eq('id', id);
    expect(guest.data).toEqual([]);
    const retired = await anon.from('shared_list_retirements').select('id, retired_at').gt('updated_at', mark?.w ?? '').eq('id', id);
    expect(retired.data).toEqual([{ id, retired_at: expect.any(String) }]);
    // Posting the same name again creates a new active post.
    const again = await post(player.client, 'Short-lived');
    expect((again.data as { status: string }).status).toBe('created');
  });
});

describe('incremental pulls', () => {
  it('returns changed rows and tombstones past the watermark, in order', async () => {
    const keep = crypto.randomUUID();
    const drop = crypto.randomUUID();
    await save(player.client, { id: keep, name: 'Keep', units: [] });
    await save(player.client, { id: drop, name: 'Drop', units: [] });
    const watermark = (await player.client.from('army_lists').select('updated_at').order('updated_at', { ascending: false }).limit(1).single()).data as { updated_at: string };

    await player.client.from('army_lists').delete().eq('id', drop);
    await save(player.client, { id: keep, name: 'Keep', units: [unit('x')] });

    const { data, error } = await player.client
      .from('army_lists')
      .select('id, version, deleted_at, updated_at')
      .gt('updated_at', watermark.updated_at)
      .order('updated_at', { ascending: true })
      .order('id', { ascending: true })
      .range(0, 99);
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([drop, keep]);
    expect(data?.[0]).toMatchObject({ deleted_at: expect.any(String), version: 2 });
    expect(data?.[1]).toMatchObject({ deleted_at: null, version: 2 });
  });

  it('ignores client-sent version, updated_at and created_at is kept on update', async () => {
    const id = crypto.randomUUID();
    await player.client.from('army_lists').insert({ id, name: 'Forge', units: [], version: 99, updated_at: '2000-01-01T00:00:00Z' });
    const { data } = await player.client.from('army_lists').update({ name: 'Forge 2', version: 1 }).eq('id', id).select('version, updated_at').single();
    expect((data as { version: number }).version).toBe(2);
    expect((data as { updated_at: string }).updated_at > '2020').toBe(true);
  });
});

describe('short links', () => {
  it('makes inserting the same hash and code idempotent and refuses a different code', async () => {
    const link = { hash: 'abcDEF12', code: 'N4Ig-encoded', list_name: 'Crows', faction: 'syenann' };
    expect((await player.client.from('short_links').insert(link)).error).toBeNull();
    expect((await player.client.from('short_links').insert(link)).error).toBeNull();
    expect((await other.client.from('short_links').insert(link)).error).toBeNull();
    const clash = await other.client.from('short_links').insert({ ...link, code: 'something-else' });
    expect(clash.status).toBe(409);
    const read = await anon.from('short_links').select('code, created_by').eq('hash', 'abcDEF12').single();
    expect(read.data).toEqual({ code: 'N4Ig-encoded', created_by: player.userId });
  });
});

describe('registered_user_count', () => {
  it('counts only players who are neither banned nor deactivated', async () => {
    const before = (await anon.rpc('registered_user_count')).data as number;
    const banned = await signIn(backend, 'count-banned@warcrow.test', 'Sturdy-pass-1');
    const gone = await signIn(backend, 'count-gone@warcrow.test', 'Sturdy-pass-1');
    await signIn(backend, 'count-ok@warcrow.test', 'Sturdy-pass-1');
    await backend.query('update public.profiles set banned = true where id = $1', [banned.userId]);
    await backend.query('update public.profiles set deactivated = true where id = $1', [gone.userId]);
    const after = await anon.rpc('registered_user_count');
    expect(after.error).toBeNull();
    expect(after.data).toBe(before + 1);
  });
});

describe('PostgREST features', () => {
  beforeAll(async () => {
    await backend.query(`insert into public.missions (id, name, kind, order_index) values
      ('m1', 'Take Positions', 'mission', 1), ('m2', 'Fog of Death', 'mission', 2), ('m3', 'Banner', 'feat', 3),
      ('m4', 'Loot', 'mission', 4), ('m5', 'Track', 'feat', 5)`);
  });

  it('counts exactly with a page, by offset/limit and by Range header', async () => {
    const page = await anon.from('missions').select('id', { count: 'exact' }).order('order_index').range(1, 2);
    expect(page.data).toEqual([{ id: 'm2' }, { id: 'm3' }]);
    expect(page.count).toBe(5);
    const ranged = await rawFetch(backend, '/rest/v1/missions?select=id&order=order_index.desc', { headers: { range: '0-1', prefer: 'count=exact' } });
    expect(await ranged.json()).toEqual([{ id: 'm5' }, { id: 'm4' }]);
    expect(ranged.headers.get('content-range')).toBe('0-1/5');
    const head = await anon.from('missions').select('*', { count: 'exact', head: true }).eq('kind', 'feat');
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });

  it('filters with in, ilike, neq, is, or and not', async () => {
    const ids = async (query: PromiseLike<{ data: unknown }>) => ((await query).data as { id: string }[]).map((r) => r.id);
    expect(await ids(anon.from('missions').select('id').in('id', ['m1', 'm4']).order('id'))).toEqual(['m1', 'm4']);
    expect(await ids(anon.from('missions').select('id').ilike('name', '%OF%'))).toEqual(['m2']);
    expect(await ids(anon.from('missions').select('id').neq('kind', 'mission').order('id'))).toEqual(['m3', 'm5']);
    expect(await ids(anon.from('missions').select('id').is('creator', null).lte('order_index', 1))).toEqual(['m1']);
    expect(await ids(anon.from('missions').select('id').or('id.eq.m1,and(kind.eq.feat,order_index.gt.4)').order('id'))).toEqual(['m1', 'm5']);
    expect(await ids(anon.from('missions').select('id').not('kind', 'eq', 'mission').order('id', { ascending: false }))).toEqual(['m5', 'm3']);
  });

  it('returns a single object or a 406 for zero or many rows', async () => {
    const one = await anon.from('missions').select('name').eq('id', 'm1').single();
    expect(one.data).toEqual({ name: 'Take Positions' });
    const none = await anon.from('missions').select('name').eq('id', 'missing').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await anon.from('missions').select('name').eq('id', 'missing').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('upserts with merge-duplicates and on_conflict, returning the representation', async () => {
    const service = makeClient(backend, backend.serviceRoleKey);
    const { data, error, status } = await service
      .from('missions')
      .upsert([{ id: 'm1', name: 'Take Positions (v2)' }, { id: 'm9', name: 'Quadrants' }], { onConflict: 'id' })
      .select('id, name, version')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 'm1', name: 'Take Positions (v2)', version: 2 },
      { id: 'm9', name: 'Quadrants', version: 1 },
    ]);
    const ignored = await service.from('missions').upsert({ id: 'm9', name: 'Changed?' }, { ignoreDuplicates: true });
    expect(ignored.error).toBeNull();
    expect((await anon.from('missions').select('name').eq('id', 'm9').single()).data).toEqual({ name: 'Quadrants' });
  });

  it('answers a missing column with 42703, which the app uses to fall back', async () => {
    const { error, status } = await anon.from('special_rules').select('name, name_de');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });
});
