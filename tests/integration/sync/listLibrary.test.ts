// Issue 16 through the real local backend: a list's note reaches the player's cloud and their
// other device; a change pulled from the cloud keeps the device's content in the list's
// history; a delete made on one device removes the list and its history on the other.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { deleteListsByName, getList, saveListLocally } from '../../../src/db/repositories/lists';
import { readListVersions } from '../../../src/db/repositories/listVersions';
import type { WarcrowDB } from '../../../src/db/database';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { pullListVersions } from '../../../sync/listVersions';
import { captureLogs, freshDb } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

const push = (db: WarcrowDB) => pushOutbox({ client: player.client, db, accountId: player.userId, refreshSession: async () => false });
const pull = async (db: WarcrowDB) => {
  await pullLists(player.client, db, player.userId);
  await pullListVersions(player.client, db, player.userId);
};

describe('the list library across two devices', () => {
  it('the note travels with the list; a pulled change keeps the history; a delete removes it everywhere', async () => {
    const name = `Library ${crypto.randomUUID().slice(0, 8)}`;
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const saved = await saveListLocally({ name, faction: 'syenann', units: pick('syenann', 1), note: 'Line one\nvs shooting' }, { syncToCloud: true }, phone);
    await push(phone);
    const [row] = await backend.query<{ note: string | null }>('select note from public.army_lists where id = $1', [saved.id]);
    expect(row?.note).toBe('Line one\nvs shooting');

    // The tablet brings it down with its note, then both change it.
    const tablet = freshDb();
    await pull(tablet);
    expect(await getList(saved.id, tablet)).toMatchObject({ name, note: 'Line one\nvs shooting' });
    await saveListLocally({ id: saved.id, name, faction: 'syenann', units: pick('syenann', 2), note: 'vs melee' }, { syncToCloud: true }, tablet);
    await push(tablet);

    await pull(phone);
    const onPhone = await getList(saved.id, phone);
    expect(onPhone?.note).toBe('vs melee');
    expect(onPhone?.units).toHaveLength(2);
    const history = await readListVersions(saved.id, phone);
    expect(history.map((v) => [v.reason, v.units.length, v.note])).toEqual([['pulled', 1, 'Line one\nvs shooting']]);

    // Deleted on the tablet: gone from the phone with its history.
    await deleteListsByName(name, {}, tablet);
    await push(tablet);
    await pull(phone);
    expect(await getList(saved.id, phone)).toBeNull();
    expect(await readListVersions(saved.id, phone)).toEqual([]);
  });
});

describe('versions in the cloud', () => {
  it('a list saved three times on the phone brings its two earlier versions to the tablet; a delete removes them on the server', async () => {
    const name = `History ${crypto.randomUUID().slice(0, 8)}`;
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const first = await saveListLocally({ name, faction: 'syenann', units: pick('syenann', 1), note: 'first' }, { syncToCloud: true }, phone);
    await saveListLocally({ id: first.id, name, faction: 'syenann', units: pick('syenann', 2) }, { syncToCloud: true }, phone);
    await saveListLocally({ id: first.id, name, faction: 'syenann', units: pick('syenann', 3) }, { syncToCloud: true }, phone);
    await push(phone);
    const onServer = await backend.query<{ n: number }>('select count(*)::int as n from public.army_list_versions where list_id = $1', [first.id]);
    expect(onServer[0]?.n).toBe(2);
    expect((await readListVersions(first.id, phone)).every((v) => v.uploaded === true)).toBe(true);

    const tablet = freshDb();
    await pull(tablet);
    const history = await readListVersions(first.id, tablet);
    expect(history.map((v) => [v.reason, v.units.length, v.note])).toEqual([
      ['saved', 1, 'first'],
      ['saved', 2, 'first'],
    ]);
    // Pulling again adds nothing twice.
    await pull(tablet);
    expect(await readListVersions(first.id, tablet)).toHaveLength(2);

    await deleteListsByName(name, {}, phone);
    await push(phone);
    const after = await backend.query<{ n: number }>('select count(*)::int as n from public.army_list_versions where list_id = $1', [first.id]);
    expect(after[0]?.n).toBe(0);
  });
});
