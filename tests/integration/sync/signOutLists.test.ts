// Issue 13 item 2 on the local backend: signing out on a shared device with "Also remove my
// lists from this device". The player's cloud lists leave the device and come back at the next
// sign-in; lists only on this device are named and kept unless confirmed twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { listsForSignOut, removeListsFromDevice } from '../../../src/db/repositories/signOutLists';
import { readArmyLists } from '../../../src/db/queries';
import { readKeptEdits } from '../../../src/db/repositories/keptEdits';
import { getDraft, keepDraft } from '../../../src/db/repositories/drafts';
import type { BuilderDraft } from '../../../src/domain/builderDraft';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { captureLogs, freshDb } from './helpers';

let backend: Backend;
let player: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, `shared-device-${Date.now()}@example.com`, 'Shared-Device-2026!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

async function sharedDevice() {
  const db = freshDb();
  setOutboxAccount(player.userId);
  const cloud = await saveListLocally({ name: 'In my cloud', faction: 'syenann', units: pick('syenann', 2) }, { syncToCloud: true }, db);
  await pushOutbox({ client: player.client, db, accountId: player.userId, refreshSession: async () => false });
  const waiting = await saveListLocally({ name: 'Not uploaded yet', faction: 'syenann', units: pick('syenann', 1) }, { syncToCloud: true }, db);
  const local = await saveListLocally({ name: 'Only on this phone', faction: 'syenann', units: pick('syenann', 3) }, {}, db);
  return { db, cloud, waiting, local };
}

describe('sign-out on a shared device (issue 13 item 2)', () => {
  it('removes the cloud lists and keeps, by name, the lists only on this device; the next sign-in brings the cloud back', async () => {
    const { db, cloud, waiting, local } = await sharedDevice();
    // A notice about the cloud list (kept as a copy when it changed on two devices) names it: it goes with the list.
    const notice = (copyId: string, name: string) => ({ copyId, kind: 'conflict' as const, name, copyName: name, accountId: player.userId, at: '2026-11-28T10:00:00.000Z' });
    await db.settings.put({ key: 'keptEdits', value: [notice(cloud.id, cloud.name), notice(local.id, local.name)] });
    const found = await listsForSignOut(player.userId, db);
    expect(found.inCloud.map((l) => l.name)).toEqual(['In my cloud']);
    expect(found.onlyHere.map((l) => l.name)).toEqual(['Not uploaded yet', 'Only on this phone']);

    expect(await removeListsFromDevice(player.userId, {}, db)).toBe(1);
    setOutboxAccount(null);
    // A guest on the device sees none of the removed lists; the kept ones stay.
    const guestSees = (await readArmyLists(db, null)).map((l) => l.id);
    expect(guestSees).not.toContain(cloud.id);
    expect(guestSees).toContain(local.id);
    expect(await db.lists.get(waiting.id)).toBeDefined();
    expect(readKeptEdits((await db.settings.get('keptEdits'))?.value).map((n) => n.copyId)).toEqual([local.id]);
    // Nothing was queued for the server: the list is still in the cloud.
    expect(await backend.query('select id from public.army_lists where id = $1 and deleted_at is null', [cloud.id])).toHaveLength(1);

    // Back as the player: the next pull brings the cloud list back.
    setOutboxAccount(player.userId);
    await pullLists(player.client, db, player.userId);
    expect((await readArmyLists(db, player.userId)).map((l) => l.id)).toContain(cloud.id);
  });

  it('with the second confirmation, the lists only on this device go too', async () => {
    const { db, cloud, waiting, local } = await sharedDevice();
    expect(await removeListsFromDevice(player.userId, { alsoOnlyHere: true }, db)).toBe(3);
    for (const id of [cloud.id, waiting.id, local.id]) expect(await db.lists.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('the list left on the builder goes with the lists only on this device, and never another account’s', async () => {
    const draftOf = (accountId: string | null): BuilderDraft => ({
      faction: 'syenann', id: null, dataVersion: null, name: 'Half built', currentName: '', units: pick('syenann', 1), note: '', budget: null, accountId, base: null,
    });
    const { db } = await sharedDevice();
    await keepDraft('builderList', draftOf(player.userId), {}, db);
    await removeListsFromDevice(player.userId, {}, db);
    expect((await getDraft('builderList', db))?.name).toBe('Half built');
    await removeListsFromDevice(player.userId, { alsoOnlyHere: true }, db);
    expect(await getDraft('builderList', db)).toBeNull();

    await keepDraft('builderList', draftOf('someone-else'), {}, db);
    await removeListsFromDevice(player.userId, { alsoOnlyHere: true }, db);
    expect((await getDraft('builderList', db))?.accountId).toBe('someone-else');
  });
});
