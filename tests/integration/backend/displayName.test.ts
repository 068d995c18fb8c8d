// Issue 15 item 4: the display name (profiles.username) through the players' own update path:
// RLS lets a player change only their own, and the database's CHECK holds the same rule as the
// form (src/domain/displayName.ts) for anyone who writes without the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, signIn, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.stop());

const usernameOf = async (id: string) =>
  (await backend.query<{ username: string | null }>('select username from public.profiles where id = $1', [id]))[0]?.username;

describe('display name', () => {
  it('a player sets, reads and clears their own display name', async () => {
    const me = await signIn(backend, 'named@warcrow.test', 'Sturdy-pass-1');
    const set = await me.client.from('profiles').update({ username: 'Crow Lord' }).eq('id', me.userId).select('username').single();
    expect(set.error).toBeNull();
    expect(set.data).toEqual({ username: 'Crow Lord' });
    expect(await usernameOf(me.userId)).toBe('Crow Lord');
    expect((await me.client.from('profiles').update({ username: null }).eq('id', me.userId)).error).toBeNull();
    expect(await usernameOf(me.userId)).toBeNull();
  });

  it('the database refuses a name too short, too long, with spaces around it or a control character', async () => {
    const me = await signIn(backend, 'rules@warcrow.test', 'Sturdy-pass-1');
    for (const username of ['J', 'x'.repeat(41), ' Crow', 'Crow ', 'Crow\u0007Lord']) {
      const { error } = await me.client.from('profiles').update({ username }).eq('id', me.userId);
      expect(error?.code, username).toBe('23514');
    }
    expect(await usernameOf(me.userId)).toBeNull();
    expect((await me.client.from('profiles').update({ username: 'x'.repeat(40) }).eq('id', me.userId)).error).toBeNull();
  });

  it("another player cannot change someone's display name, and a guest cannot either", async () => {
    const owner = await signIn(backend, 'owner-name@warcrow.test', 'Sturdy-pass-1');
    await owner.client.from('profiles').update({ username: 'Owner' }).eq('id', owner.userId);
    const other = await signIn(backend, 'other-name@warcrow.test', 'Sturdy-pass-1');
    const byOther = await other.client.from('profiles').update({ username: 'Hijacked' }).eq('id', owner.userId).select('id');
    expect(byOther.data ?? []).toEqual([]);
    const byGuest = await makeClient(backend).from('profiles').update({ username: 'Hijacked' }).eq('id', owner.userId).select('id');
    expect(byGuest.data ?? []).toEqual([]);
    expect(await usernameOf(owner.userId)).toBe('Owner');
  });
});
