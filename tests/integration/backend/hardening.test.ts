// Issue 15 item 5: what the backend must refuse, one test per rule, each against the real
// local backend (PGlite, or a Postgres server with BACKEND_TEST_POSTGRES_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, rawFetch, signIn, startTestBackend } from './helpers';
import type { SignedIn } from './helpers';

let backend: Backend;
let player: SignedIn;

const PASSWORD = 'Sturdy-pass-1';

/** One unit as the app stores it in a list's units (SelectedUnit). */
const unit = (n = 0) => ({
  id: `unit-${n}`,
  name: `Unit ${n}`,
  pointsCost: 20,
  quantity: 1,
  faction: 'Syenann',
  faction_id: 'syenann',
  keywords: [{ name: 'Join' }],
  highCommand: false,
  availability: 1,
  command: 0,
  tournamentLegal: true,
});

const json = (body: unknown, token?: string, extra: Record<string, string> = {}): RequestInit & { token?: string } => ({
  method: 'POST',
  token,
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  backend = await startTestBackend();
  player = await signIn(backend, 'hardening@warcrow.test', PASSWORD);
});
afterAll(() => backend.stop());

describe('blocked accounts', () => {
  for (const flag of ['banned', 'deactivated'] as const) {
    it(`refuses every write from a ${flag} player whose token is still valid`, async () => {
      const user = await signIn(backend, `${flag}-writer@warcrow.test`, PASSWORD);
      const listId = crypto.randomUUID();
      expect((await user.client.rpc('save_army_list', { p_id: listId, p_name: 'Before', p_faction: 'syenann', p_units: [unit()] })).error).toBeNull();
      await backend.query(`update public.profiles set ${flag} = true where id = $1`, [user.userId]);

      const attempts = {
        insertList: await user.client.from('army_lists').insert({ id: crypto.randomUUID(), name: 'Raw', faction: 'syenann', units: [] }),
        updateList: await user.client.from('army_lists').update({ name: 'Renamed' }).eq('id', listId).select(),
        deleteList: await user.client.from('army_lists').delete().eq('id', listId).select(),
        saveList: await user.client.rpc('save_army_list', { p_id: crypto.randomUUID(), p_name: 'After', p_faction: 'syenann', p_units: [] }),
        post: await user.client.rpc('post_shared_list', { p_name: 'Post', p_faction: 'syenann', p_units: [unit()] }),
        shortLink: await user.client.from('short_links').insert({ hash: `blocked${flag}`, code: 'encoded' }),
        game: await user.client.rpc('save_game', { p_id: crypto.randomUUID(), p_events: [{ type: 'start' }] }),
        version: await user.client.from('army_list_versions').insert({
          id: crypto.randomUUID(), list_id: listId, name: 'Old', faction: 'syenann', units: [],
          saved_at: new Date().toISOString(), replaced_at: new Date().toISOString(), reason: 'saved',
        }),
        profile: await user.client.from('profiles').update({ username: 'still here' }).eq('id', user.userId).select(),
      };
      for (const [name, result] of Object.entries(attempts)) {
        expect(result.error, `${name} should be refused`).not.toBeNull();
        expect(result.error?.code, name).toBe('42501');
        expect(result.error?.message, name).toMatch(/suspended/i);
      }
      const [list] = await backend.query<{ name: string; deleted_at: string | null }>('select name, deleted_at from public.army_lists where id = $1', [listId]);
      expect(list).toEqual({ name: 'Before', deleted_at: null });
      const counts = await backend.query<{ lists: number; posts: number; links: number; games: number }>(
        `select (select count(*)::int from public.army_lists where user_id = $1) as lists,
                (select count(*)::int from public.shared_lists where user_id = $1) as posts,
                (select count(*)::int from public.short_links where created_by = $1) as links,
                (select count(*)::int from public.games where user_id = $1) as games`,
        [user.userId],
      );
      expect(counts[0]).toEqual({ lists: 1, posts: 0, links: 0, games: 0 });
    });
  }
});

describe('sign-out', () => {
  it('refuses the access token of a signed-out session at once, for reads and writes', async () => {
    const user = await signIn(backend, 'signed-out@warcrow.test', PASSWORD);
    const token = user.accessToken;
    expect((await rawFetch(backend, '/rest/v1/army_lists?select=id', { token })).status).toBe(200);
    expect((await user.client.auth.signOut()).error).toBeNull();

    const read = await rawFetch(backend, '/rest/v1/army_lists?select=id', { token });
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: 'PGRST301', message: 'JWT session has ended' });
    const write = await rawFetch(backend, '/rest/v1/rpc/save_army_list', json({ p_id: crypto.randomUUID(), p_name: 'Ghost', p_faction: 'syenann', p_units: [] }, token));
    expect(write.status).toBe(401);
    const link = await rawFetch(backend, '/rest/v1/short_links', json({ hash: 'ghostlink1', code: 'x' }, token));
    expect(link.status).toBe(401);
    expect(await backend.query('select 1 from public.army_lists where user_id = $1', [user.userId])).toEqual([]);
    expect(await backend.query("select 1 from public.short_links where hash = 'ghostlink1'")).toEqual([]);
  });

  it('refuses, in the database itself, a write whose session is gone (hosted Supabase has no gateway check)', async () => {
    const user = await signIn(backend, 'session-db@warcrow.test', PASSWORD);
    const claims = Buffer.from(user.accessToken.split('.')[1] as string, 'base64url').toString();
    expect(claims).not.toContain("'");
    /** What caller_may_write() answers for this token, asked as the authenticated role. */
    const mayWrite = () =>
      backend
        .query(
          `do $$ begin
             perform set_config('request.jwt.claims', '${claims}', true);
             set local role authenticated;
             raise exception 'may write: %', public.caller_may_write();
           end $$`,
        )
        .catch((error: Error) => error.message);
    expect(await mayWrite()).toBe('may write: t');
    await backend.query('delete from auth.sessions where user_id = $1', [user.userId]);
    expect(await mayWrite()).toBe('may write: f');
  });
});

describe('community posts for guests', () => {
  it('shows guests only active posts, with the public wab_id and never the auth user id', async () => {
    const posted = await player.client.rpc('post_shared_list', { p_name: 'Guest view', p_faction: 'syenann', p_units: [unit()] });
    expect(posted.error).toBeNull();
    const retired = await player.client.rpc('post_shared_list', { p_name: 'Retired view', p_faction: 'syenann', p_units: [unit()] });
    const retiredId = (retired.data as { list: { id: string } }).list.id;
    expect((await player.client.from('shared_lists').update({ is_active: false }).eq('id', retiredId)).error).toBeNull();

    const guest = makeClient(backend);
    const { data, error } = await guest.from('shared_lists').select('id, name, wab_id, is_active, units');
    expect(error).toBeNull();
    const names = (data ?? []).map((row) => row.name);
    expect(names).toContain('Guest view');
    expect(names).not.toContain('Retired view');
    const [profile] = await backend.query<{ wab_id: string }>('select wab_id from public.profiles where id = $1', [player.userId]);
    expect(data?.find((row) => row.name === 'Guest view')?.wab_id).toBe(profile?.wab_id);

    const leaked = await guest.from('shared_lists').select('user_id');
    expect(leaked.error?.code).toBe('42501');
    const everything = await rawFetch(backend, '/rest/v1/shared_lists?select=*');
    expect(JSON.stringify(await everything.json())).not.toContain(player.userId);
  });
});

describe('server time', () => {
  it('sets created_at and updated_at itself, whatever the request says', async () => {
    const forged = '2001-01-01T00:00:00+00:00';
    const id = crypto.randomUUID();
    const inserted = await player.client
      .from('army_lists')
      .insert({ id, name: 'Forged time', faction: 'syenann', units: [], created_at: forged, updated_at: forged })
      .select('created_at, updated_at')
      .single();
    expect(inserted.error).toBeNull();
    expect(new Date(inserted.data?.created_at as string).getFullYear()).toBeGreaterThan(2020);
    expect(new Date(inserted.data?.updated_at as string).getFullYear()).toBeGreaterThan(2020);
    const link = await player.client.from('short_links').insert({ hash: 'forgedtime1', code: 'x', created_at: forged }).select('created_at').single();
    expect(new Date(link.data?.created_at as string).getFullYear()).toBeGreaterThan(2020);
  });
});

describe('units JSON and text limits', () => {
  const save = (units: unknown, name = 'Checked list') =>
    player.client.rpc('save_army_list', { p_id: crypto.randomUUID(), p_name: name, p_faction: 'syenann', p_units: units });
  const post = (units: unknown, extra: Record<string, unknown> = {}) =>
    player.client.rpc('post_shared_list', { p_name: `Checked post ${crypto.randomUUID()}`, p_faction: 'syenann', p_units: units, ...extra });

  it('refuses units that are not a list of at most 60 unit objects of the expected shape', async () => {
    const bad: Record<string, unknown> = {
      'a non-unit item': [unit(), 'just text'],
      'a number where a unit goes': [42],
      'a unit without an id': [{ name: 'Nameless id' }],
      'a points cost as text': [{ ...unit(), pointsCost: 'many' }],
      'a __proto__ key': [JSON.parse('{"id":"x","name":"X","__proto__":{"polluted":true}}')],
      'keywords nested as lists in lists': [{ ...unit(), keywords: [[[['Join']]]] }],
      '61 units': Array.from({ length: 61 }, (_, i) => unit(i)),
      '4 of a unit': [{ ...unit(), quantity: 4 }],
      '1,000 of a unit': [{ ...unit(), quantity: 1000 }],
      'a unit at 61 points': [{ ...unit(), pointsCost: 61 }],
      'a unit of command 4': [{ ...unit(), command: 4 }],
      'an availability of 4': [{ ...unit(), availability: 4 }],
      'a negative quantity': [{ ...unit(), quantity: -1 }],
      'an object instead of a list': { id: 'x' },
    };
    for (const [what, units] of Object.entries(bad)) {
      for (const [where, call] of [['list', save], ['post', post]] as const) {
        const { error } = await call(units);
        expect(error, `${what} in a ${where}`).not.toBeNull();
        expect(error?.code, `${what} in a ${where}`).toBe('23514');
      }
      const [checked] = await backend.query<{ ok: boolean }>('select public.units_valid($1::jsonb) as ok', [JSON.stringify(units)]);
      expect(checked?.ok, `${what}, checked by the database`).toBe(false);
    }
    // The ends of the spec's ranges are kept.
    const edges = [{ ...unit(), quantity: 3, availability: 3, pointsCost: 60, command: 3 }, { ...unit(1), pointsCost: 0, command: 0 }];
    expect(await backend.query('select public.units_valid($1::jsonb) as ok', [JSON.stringify(edges)])).toEqual([{ ok: true }]);
    expect((await save(edges)).error).toBeNull();
    expect((await post(edges)).error).toBeNull();
    // Arrays nested 4,000 deep (more than supabase-js can even encode): the local gateway
    // refuses the body (400 PGRST102) and the database's check refuses the value itself.
    const deep = `[{"id":"x","name":"X","keywords":${'['.repeat(4000)}${']'.repeat(4000)}}]`;
    const raw = await rawFetch(backend, '/rest/v1/rpc/post_shared_list', {
      method: 'POST',
      token: player.accessToken,
      headers: { 'content-type': 'application/json' },
      body: `{"p_name":"Deep post","p_faction":"syenann","p_units":${deep}}`,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: 'PGRST102' });
    expect(await backend.query('select public.units_valid($1::jsonb) as ok', [deep])).toEqual([{ ok: false }]);

    const good = Array.from({ length: 60 }, (_, i) => ({ ...unit(i), attachedTo: null, specialRules: [{ name: 'Dispel', value: 'D' }] }));
    expect((await save(good)).error).toBeNull();
    expect((await post(good)).error).toBeNull();
  });

  it('limits names to 80 characters and descriptions to 2,000', async () => {
    expect((await save([unit()], 'n'.repeat(81))).error?.code).toBe('23514');
    expect((await save([unit()], 'n'.repeat(80))).error).toBeNull();
    const longName = await player.client.rpc('post_shared_list', { p_name: 'p'.repeat(81), p_faction: 'syenann', p_units: [unit()] });
    expect(longName.error?.code).toBe('23514');
    expect((await post([unit()], { p_description: 'd'.repeat(2001) })).error?.code).toBe('23514');
    expect((await post([unit()], { p_description: 'd'.repeat(2000) })).error).toBeNull();
  });
});

describe('malformed requests', () => {
  async function expect400(response: Response) {
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(typeof (body.code ?? body.error_code)).toBe('string');
    return body;
  }

  it('answers 400, never 500, to a non-boolean filter value', async () => {
    const body = await expect400(await rawFetch(backend, '/rest/v1/shared_lists?select=id&is_active=eq.maybe'));
    expect(body.code).toBe('22P02');
  });

  it('answers 400, never 500, to JSON nested 5,000 deep', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const rest = await rawFetch(backend, '/rest/v1/rpc/save_army_list', {
      method: 'POST',
      token: player.accessToken,
      headers: { 'content-type': 'application/json' },
      body: `{"p_id":"${crypto.randomUUID()}","p_name":"Deep","p_faction":"syenann","p_units":${deep}}`,
    });
    expect((await expect400(rest)).code).toBe('PGRST102');
    const auth = await rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"deep@warcrow.test","password":"Sturdy-pass-1","data":${deep}}`,
    });
    expect((await expect400(auth)).code).toBe('bad_json');
  });

  it('answers 400, never 500, to a NUL byte in an email', async () => {
    for (const path of ['/auth/v1/signup', '/auth/v1/token?grant_type=password', '/auth/v1/recover']) {
      const response = await rawFetch(backend, path, json({ email: 'nul\u0000@warcrow.test', password: PASSWORD }));
      expect((await expect400(response)).code, path).toBe(path.includes('token') ? 'invalid_credentials' : 'validation_failed');
    }
  });
});

describe('passwords and emails', () => {
  it('refuses passwords under 10 characters, of one repeated character, or common', async () => {
    const cases: [string, string][] = [
      ['Short-p1', 'length'],
      ['aaaaaaaaaaaa', 'characters'],
      [' '.repeat(12), 'characters'],
      ['password1234', 'pwned'],
      ['qwertyuiop', 'pwned'],
      ['1234567890', 'pwned'],
    ];
    for (const [password, reason] of cases) {
      const { error } = await makeClient(backend).auth.signUp({ email: `weak-${crypto.randomUUID()}@warcrow.test`, password });
      expect(error?.code, password).toBe('weak_password');
      expect((error as { reasons?: string[] } | null)?.reasons, password).toContain(reason);
    }
    expect((await player.client.auth.updateUser({ password: 'aaaaaaaaaaaa' })).error?.code).toBe('weak_password');
    const strong = await makeClient(backend).auth.signUp({ email: 'strong@warcrow.test', password: 'Tabletop-Venue-42' });
    expect(strong.error).toBeNull();
  });

  it('validates emails the way the auth service documents them (its format check, 255 characters at most)', async () => {
    const tooLong = `${'a'.repeat(250)}@example.com`;
    for (const email of ['a@b..example', 'a@-example.com', 'a@example-.com', 'a b@example.com', 'a@exa_mple.com', 'a(b)@example.com', tooLong]) {
      const { error } = await makeClient(backend).auth.signUp({ email, password: 'Tabletop-Venue-42' });
      expect(error?.code, email).toBe('validation_failed');
      expect(error?.message, email).toMatch(/email/i);
    }
    const ok = await makeClient(backend).auth.signUp({ email: "o'neil+lists@sub.example.org", password: 'Tabletop-Venue-42' });
    expect(ok.error).toBeNull();
  });
});

describe('gateway', () => {
  it('refuses the service key in a query string', async () => {
    const response = await fetch(`${backend.url}/rest/v1/profiles?select=id&apikey=${backend.serviceRoleKey}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
    const anon = await fetch(`${backend.url}/rest/v1/factions?select=id&apikey=${backend.anonKey}`);
    expect(anon.status).toBe(200);
  });

  it('refuses a cross-site simple request (text/plain POST from another origin)', async () => {
    const hash = 'crosssite1';
    const response = await fetch(`${backend.url}/rest/v1/short_links?apikey=${backend.anonKey}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example', authorization: `Bearer ${player.accessToken}` },
      body: JSON.stringify({ hash, code: 'x' }),
    });
    expect(response.status).toBe(403);
    expect(await backend.query('select 1 from public.short_links where hash = $1', [hash])).toEqual([]);
    const plain = await rawFetch(backend, '/rest/v1/short_links', {
      method: 'POST',
      token: player.accessToken,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ hash, code: 'x' }),
    });
    expect(plain.status).toBe(415);
    expect(await backend.query('select 1 from public.short_links where hash = $1', [hash])).toEqual([]);
  });
});
