// Cloud lists and community posts record the catalogue dataVersion that priced them
// (migration 20261124030000_list_data_version.sql), through the same RPCs the sync engine calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { signIn, startTestBackend } from './helpers';
import type { SignedIn } from './helpers';

let backend: Backend;
let player: SignedIn;

const units = [{ id: 'orc-hunters', name: 'Orc Hunters', pointsCost: 30, quantity: 2, keywords: [], highCommand: false, command: 0, tournamentLegal: true }];

beforeAll(async () => {
  backend = await startTestBackend();
  player = await signIn(backend, 'data-version@warcrow.test', 'Sturdy-pass-1');
});
afterAll(() => backend.stop());

describe('army_lists.data_version', () => {
  it('is stored by save_army_list, changed by a later save, and a retry with another version is not a no-op', async () => {
    const id = crypto.randomUUID();
    const first = await player.client.rpc('save_army_list', { p_id: id, p_name: 'Priced', p_faction: 'northern-tribes', p_units: units, p_data_version: 'f30964111ea1f60c' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'saved', list: { id, data_version: 'f30964111ea1f60c', version: 1 } });
    const repriced = await player.client.rpc('save_army_list', { p_id: id, p_name: 'Priced', p_faction: 'northern-tribes', p_units: units, p_base_version: 1, p_data_version: 'a66ada94bc766da2' });
    expect(repriced.data).toMatchObject({ status: 'saved', list: { data_version: 'a66ada94bc766da2', version: 2 } });
    const rows = await backend.query<{ data_version: string | null }>('select data_version from public.army_lists where id = $1', [id]);
    expect(rows).toEqual([{ data_version: 'a66ada94bc766da2' }]);
  });

  it('is null when the caller does not send one (older clients keep working)', async () => {
    const id = crypto.randomUUID();
    const saved = await player.client.rpc('save_army_list', { p_id: id, p_name: 'Old client', p_faction: 'syenann', p_units: units });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ list: { data_version: null } });
  });

  it('refuses an over-long version', async () => {
    const { error } = await player.client.rpc('save_army_list', { p_id: crypto.randomUUID(), p_name: 'Long', p_faction: 'syenann', p_units: units, p_data_version: 'x'.repeat(129) });
    expect(error).not.toBeNull();
  });
});

describe('shared_lists.data_version', () => {
  it('is stored by post_shared_list and updated with the post', async () => {
    const first = await player.client.rpc('post_shared_list', { p_name: 'Posted', p_faction: 'northern-tribes', p_units: units, p_data_version: 'f30964111ea1f60c' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'created', list: { data_version: 'f30964111ea1f60c' } });
    const again = await player.client.rpc('post_shared_list', { p_name: 'Posted', p_faction: 'northern-tribes', p_units: units, p_data_version: 'a66ada94bc766da2' });
    expect(again.data).toMatchObject({ status: 'updated', list: { data_version: 'a66ada94bc766da2' } });
  });
});
