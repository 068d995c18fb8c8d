// Issue 14 through the real local backend: a list's points budget and the Characters attached
// to their units reach the player's cloud and their other device; a budget changed on one
// device reaches the other; a list saved before issue 14 (no budget, no attachment) keeps
// reading as "no budget" / "not attached" after the round trip.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { getList, saveListLocally } from '../../../src/db/repositories/lists';
import { toSelectedUnit } from '../../../src/domain/lists';
import type { WarcrowDB } from '../../../src/db/database';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { unitById } from '../../fixtures/domain';
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
const pull = (db: WarcrowDB) => pullLists(player.client, db, player.userId);

const hunters = toSelectedUnit(unitById('orc-hunters'));
const contender = { ...toSelectedUnit(unitById('contender')), attachedTo: 'orc-hunters' };

describe('game size and companies in the cloud', () => {
  it('the budget and the attachments survive a round trip to a second device, and a changed budget comes back', async () => {
    const name = `Budget ${crypto.randomUUID().slice(0, 8)}`;
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const saved = await saveListLocally({ name, faction: 'northern-tribes', units: [hunters, contender], budget: 300 }, { syncToCloud: true }, phone);
    await push(phone);
    const [row] = await backend.query<{ budget: number | null; units: { id: string; attachedTo?: string }[] }>('select budget, units from public.army_lists where id = $1', [saved.id]);
    expect(row?.budget).toBe(300);
    expect(row?.units.map((u) => [u.id, u.attachedTo ?? null])).toEqual([
      ['orc-hunters', null],
      ['contender', 'orc-hunters'],
    ]);

    const tablet = freshDb();
    await pull(tablet);
    const onTablet = await getList(saved.id, tablet);
    expect(onTablet?.budget).toBe(300);
    expect(onTablet?.units.find((u) => u.id === 'contender')?.attachedTo).toBe('orc-hunters');

    // The tablet moves to 200 points and detaches the Contender; the phone pulls both changes.
    await saveListLocally({ id: saved.id, name, faction: 'northern-tribes', units: [hunters, { ...contender, attachedTo: null }], budget: 200 }, { syncToCloud: true }, tablet);
    await push(tablet);
    await pull(phone);
    const onPhone = await getList(saved.id, phone);
    expect(onPhone?.budget).toBe(200);
    expect(onPhone?.units.find((u) => u.id === 'contender')?.attachedTo).toBeUndefined();

    // Clearing the budget clears it in the cloud too.
    await saveListLocally({ id: saved.id, name, faction: 'northern-tribes', units: [hunters, contender], budget: null }, { syncToCloud: true }, phone);
    await push(phone);
    const [cleared] = await backend.query<{ budget: number | null }>('select budget from public.army_lists where id = $1', [saved.id]);
    expect(cleared?.budget).toBeNull();
  });

  it('a list without a budget or attachments stays so: no budget, every Character unattached', async () => {
    const name = `Plain ${crypto.randomUUID().slice(0, 8)}`;
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const saved = await saveListLocally({ name, faction: 'northern-tribes', units: [hunters, toSelectedUnit(unitById('contender'))] }, { syncToCloud: true }, phone);
    await push(phone);
    const tablet = freshDb();
    await pull(tablet);
    const onTablet = await getList(saved.id, tablet);
    expect(onTablet?.budget).toBeUndefined();
    expect(onTablet?.units.map((u) => u.attachedTo ?? null)).toEqual([null, null]);
  });
});
