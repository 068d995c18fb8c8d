// Hostile input to /rest/v1: SQL in filter values, column names, order and select; bad
// paths and functions; huge and malformed bodies. Every answer is a clean PostgREST-style
// 4xx — never a 500, never a stack, never SQL — and the data is intact afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { rawFetch, signIn, startTestBackend } from './helpers';
import type { SignedIn } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startTestBackend();
  player = await signIn(backend, 'hostile@warcrow.test', 'Sturdy-pass-1');
  await backend.query("insert into public.factions (id, name) values ('syenann', 'Syenann'), ('feudom', 'Feudom')");
});
afterAll(() => backend.stop());

async function expectCleanError(response: Response, status: number | number[]) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `status ${response.status}`).toContain(response.status);
  const text = await response.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|node_modules|jsonb_populate|select coalesce|\$\d/);
  return body;
}

const get = (path: string, token?: string) => rawFetch(backend, path, { token: token ?? player.accessToken });

describe('SQL where values belong', () => {
  it('treats SQL in a filter value as a value', async () => {
    const response = await get(`/rest/v1/factions?select=id&name=eq.${encodeURIComponent("x' or '1'='1")}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('refuses SQL in a typed filter value with 400', async () => {
    const body = await expectCleanError(await get(`/rest/v1/army_lists?id=eq.${encodeURIComponent('1; drop table army_lists')}`), 400);
    expect(body.code).toBe('22P02');
  });

  it('refuses SQL in an in-list, an ilike pattern and an is value', async () => {
    await expectCleanError(await get(`/rest/v1/factions?id=in.(${encodeURIComponent("syenann') or (1=1")})`), 400);
    const inList = await get(`/rest/v1/factions?id=in.(${encodeURIComponent('"syenann\' or \'1\'=\'1",feudom')})`);
    expect(inList.status).toBe(200);
    expect(await inList.json()).toEqual([{ id: 'feudom', name: 'Feudom', name_es: null, name_fr: null, created_at: expect.any(String), updated_at: expect.any(String), version: 1 }]);
    const ilike = await get(`/rest/v1/factions?name=ilike.${encodeURIComponent("%'; delete from factions; --")}`);
    expect(ilike.status).toBe(200);
    await expectCleanError(await get('/rest/v1/factions?name=is.null;drop'), 400);
  });

  it('refuses SQL in column names, order and select', async () => {
    await expectCleanError(await get(`/rest/v1/factions?${encodeURIComponent('id;drop table factions--')}=eq.1`), 400);
    await expectCleanError(await get(`/rest/v1/factions?${encodeURIComponent('"id"')}=eq.1`), 400);
    await expectCleanError(await get(`/rest/v1/factions?order=${encodeURIComponent('id;drop table factions')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?order=${encodeURIComponent('id.desc,(select 1)')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?select=${encodeURIComponent('id,(select password from auth.users)')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?select=${encodeURIComponent('*,pg_sleep(1)')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?select=${encodeURIComponent('id::text; drop')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?select=${encodeURIComponent('x:"id"')}`), 400);
  });

  it('refuses unknown operators, bad logic trees and bad paging', async () => {
    await expectCleanError(await get('/rest/v1/factions?id=sql.1'), 400);
    await expectCleanError(await get('/rest/v1/factions?id=eq'), 400);
    await expectCleanError(await get(`/rest/v1/factions?or=${encodeURIComponent('(id.eq.a,name.eq.b')}`), 400);
    await expectCleanError(await get(`/rest/v1/factions?or=${encodeURIComponent(`${'or('.repeat(20)}id.eq.a${')'.repeat(20)}`)}`), 400);
    await expectCleanError(await get('/rest/v1/factions?limit=-1'), 400);
    await expectCleanError(await get('/rest/v1/factions?limit=1;drop'), 400);
    await expectCleanError(await get('/rest/v1/factions?offset=abc'), 400);
  });

  it('refuses unknown columns in a body', async () => {
    const response = await rawFetch(backend, '/rest/v1/army_lists', {
      method: 'POST',
      token: player.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', 'units) values (1); --': 1 }),
    });
    const body = await expectCleanError(response, 400);
    expect(body.code).toBe('PGRST204');
  });
});

describe('paths, functions and schemas', () => {
  it('answers 404 for tables and functions that are not exposed', async () => {
    await expectCleanError(await get(`/rest/v1/${encodeURIComponent('factions"; drop table factions; --')}`), 404);
    await expectCleanError(await get('/rest/v1/pg_user'), 404);
    const sleep = await rawFetch(backend, '/rest/v1/rpc/pg_sleep', {
      method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' }, body: '{"seconds":5}',
    });
    await expectCleanError(sleep, 404);
    const injected = await rawFetch(backend, `/rest/v1/rpc/${encodeURIComponent('registered_user_count();drop table factions;--')}`, {
      method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' }, body: '{}',
    });
    await expectCleanError(injected, 404);
    const unknownArg = await rawFetch(backend, '/rest/v1/rpc/registered_user_count', {
      method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' }, body: '{"x; drop":1}',
    });
    await expectCleanError(unknownArg, 404);
  });

  it('refuses schemas that are not exposed', async () => {
    const response = await rawFetch(backend, '/rest/v1/users?select=*', { token: player.accessToken, headers: { 'accept-profile': 'auth' } });
    expect((await expectCleanError(response, 406)).code).toBe('PGRST106');
  });

  it('refuses unsupported methods', async () => {
    const response = await rawFetch(backend, '/rest/v1/factions', { method: 'PUT', token: player.accessToken, body: '{}' });
    await expectCleanError(response, 405);
  });
});

describe('bodies', () => {
  it('answers 413 for a body over 1 MB', async () => {
    const huge = JSON.stringify({ name: 'x', units: 'y'.repeat(1024 * 1024 + 10) });
    const response = await rawFetch(backend, '/rest/v1/army_lists', {
      method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' }, body: huge,
    });
    await expectCleanError(response, 413);
  });

  it('answers 400 for malformed JSON and wrong shapes', async () => {
    for (const body of ['{"name":', 'not json', '[1,2,3]', '"a string"', 'null']) {
      const response = await rawFetch(backend, '/rest/v1/army_lists', {
        method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' }, body,
      });
      expect((await expectCleanError(response, 400)).code).toMatch(/^PGRST10[02]$/);
    }
    const patch = await rawFetch(backend, '/rest/v1/army_lists?id=eq.00000000-0000-0000-0000-000000000000', {
      method: 'PATCH', token: player.accessToken, headers: { 'content-type': 'application/json' }, body: '[{"name":"x"}]',
    });
    await expectCleanError(patch, 400);
  });

  it('answers 400 for values of the wrong type', async () => {
    const response = await rawFetch(backend, '/rest/v1/army_lists', {
      method: 'POST', token: player.accessToken, headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'not-a-uuid', name: 'x', units: [] }),
    });
    expect((await expectCleanError(response, 400)).code).toBe('22P02');
  });

  it('left the data intact', async () => {
    const rows = await backend.query<{ id: string }>('select id from public.factions order by id');
    expect(rows.map((r) => r.id)).toEqual(['feudom', 'syenann']);
  });
});

describe('CORS', () => {
  it('reflects a localhost origin on preflight and allows the supabase-js headers', async () => {
    const response = await fetch(`${backend.url}/rest/v1/army_lists`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, prefer' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['authorization', 'apikey', 'content-type', 'x-client-info', 'prefer', 'range', 'accept-profile', 'content-profile', 'x-supabase-api-version']) {
      expect(allowed).toContain(name);
    }
  });

  it('does not allow other origins', async () => {
    const response = await get('/rest/v1/factions?select=id');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const evil = await fetch(`${backend.url}/rest/v1/factions`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
