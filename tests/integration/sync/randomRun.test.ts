// Issue 13 items 10 and 13: a seeded random run of two devices of one player, 40 operations
// each (create, edit, rename, delete, going offline and back, syncing), against the real
// local backend. At the end both devices and the server hold the same lists, and every edit
// the app acknowledged (a save that resolved) is still there, or was replaced by a later
// edit or delete made by someone who had seen it.
//
// CI runs fixed seeds, 332953929 among them (the run that once lost two saved edits). Run by
// hand with SYNC_RANDOM_SEED=<n> for one seed, or SYNC_RANDOM_SEED=random for a fresh one;
// the seed is in the test's name and in every failure message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { unitsOf } from '../db/helpers';
import { toSelectedUnit } from '../../../src/domain/lists';
import type { WarcrowDB } from '../../../src/db/database';
import { setOutboxAccount } from '../../../src/db/outbox';
import { deleteListsByName, saveListLocally } from '../../../src/db/repositories/lists';
import { readArmyLists } from '../../../src/db/queries';
import { createRestClient, type RestClient } from '../../../src/backend/rest';
import { pushOutbox } from '../../../sync/pushLists';
import { pullLists } from '../../../sync/pullLists';
import { captureLogs, freshDb } from './helpers';

const OPERATIONS_PER_DEVICE = 40;

function seeds(): number[] {
  const asked = process.env.SYNC_RANDOM_SEED;
  if (asked === 'random') return [Math.floor(Math.random() * 2 ** 31)];
  if (asked && /^\d+$/.test(asked)) return [Number(asked)];
  return [332953929, 20261124, 7];
}

/** mulberry32: a small, well-known seeded generator, so a seed replays the same run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

interface Device {
  label: string;
  db: WarcrowDB;
  online: boolean;
  /** Index of the operation at which this device last finished a whole sync (push and pull). */
  lastSync: number;
}

/** An edit the app acknowledged: its note is unique, so its content can be found anywhere. */
interface Edit {
  note: string;
  listId: string;
  device: Device;
  at: number;
}


describe.each(seeds())('a random run of two devices × 40 operations, seed %i', (seed) => {
  it('converges, and every acknowledged edit is present or knowingly replaced', async () => {
    const random = generator(seed);
    const player: SignedIn = await signIn(backend, `random-${seed}-${Date.now()}@example.com`, 'Random-Run-2026!');
    setOutboxAccount(player.userId);
    const client: RestClient = createRestClient({ url: backend.url, anonKey: backend.anonKey }, () => player.accessToken, 'random-run');
    const pool = unitsOf('syenann');
    const devices: Device[] = [
      { label: 'phone', db: freshDb(), online: true, lastSync: -1 },
      { label: 'tablet', db: freshDb(), online: true, lastSync: -1 },
    ];
    const edits: Edit[] = [];
    /** Notes of content a device had in front of it when it saved over it or deleted it. */
    const replaced = new Set<string>();
    const trace: string[] = [];
    let nameCount = 0;
    let noteCount = 0;

    const someUnits = () => {
      const count = 1 + Math.floor(random() * 4);
      const start = Math.floor(random() * (pool.length - count));
      return pool.slice(start, start + count).map((u) => toSelectedUnit(u, 1));
    };
    const sync = async (device: Device, at: number) => {
      await pushOutbox({ client, db: device.db, accountId: player.userId, refreshSession: async () => false });
      await pullLists(client, device.db, player.userId);
      device.lastSync = at;
    };
    const record = (device: Device, list: { id: string }, note: string, at: number) => {
      edits.push({ note, listId: list.id, device, at });
    };

    for (let at = 0; at < OPERATIONS_PER_DEVICE * 2; at += 1) {
      const device = devices[Math.floor(random() * 2)] as Device;
      const lists = (await readArmyLists(device.db)).filter((l) => l.user_id === player.userId || l.syncToCloud === true);
      const roll = random();
      const target = lists.length > 0 ? lists[Math.floor(random() * lists.length)] : undefined;
      const note = `edit ${seed}-${(noteCount += 1)}`;
      if (roll < 0.12) {
        device.online = !device.online;
        trace.push(`${at} ${device.label} ${device.online ? 'online' : 'offline'}`);
      } else if (roll < 0.3 || !target) {
        const saved = await saveListLocally({ name: `Random ${seed} ${(nameCount += 1)}`, faction: 'syenann', units: someUnits(), note }, { syncToCloud: true }, device.db);
        record(device, saved, note, at);
        trace.push(`${at} ${device.label} create ${saved.name}`);
      } else if (roll < 0.65) {
        const saved = await saveListLocally({ id: target.id, name: target.name, faction: target.faction, units: someUnits(), note }, { syncToCloud: true }, device.db);
        if (target.note) replaced.add(target.note);
        record(device, saved, note, at);
        trace.push(`${at} ${device.label} edit ${target.name}`);
      } else if (roll < 0.75) {
        const saved = await saveListLocally({ id: target.id, name: `Random ${seed} ${(nameCount += 1)}`, faction: target.faction, units: target.units, note }, { syncToCloud: true }, device.db);
        record(device, saved, note, at);
        trace.push(`${at} ${device.label} rename ${target.name} → ${saved.name}`);
      } else if (roll < 0.85) {
        await deleteListsByName(target.name, {}, device.db);
        if (target.note) replaced.add(target.note);
        trace.push(`${at} ${device.label} delete ${target.name}`);
      } else if (device.online) {
        await sync(device, at);
        trace.push(`${at} ${device.label} sync`);
      }
    }

    // Everyone back online; sync until nothing moves.
    let at = OPERATIONS_PER_DEVICE * 2;
    for (let round = 0; round < 3; round += 1) {
      for (const device of devices) {
        device.online = true;
        await sync(device, (at += 1));
      }
    }
    const context = `seed ${seed}\n${trace.join('\n')}`;

    // Converged: the same live lists, with the same content, everywhere.
    const server = await backend.query<{ id: string; name: string; note: string | null }>(
      'select id, name, note from public.army_lists where user_id = $1 and deleted_at is null order by id',
      [player.userId],
    );
    for (const device of devices) {
      expect(await device.db.outbox.count(), `${device.label} outbox, ${context}`).toBe(0);
      const local = (await readArmyLists(device.db)).map((l) => ({ id: l.id, name: l.name, note: l.note ?? null })).sort((a, b) => a.id.localeCompare(b.id));
      expect(local, `${device.label} vs server, ${context}`).toEqual(server);
    }

    // Every acknowledged edit is present (as its list, a restored or a conflict copy), or the
    // player replaced it knowingly: a device had that very content in front of it (by its
    // unique note) when it saved over it or deleted it.
    const present = new Set(server.map((row) => row.note));
    const lost = edits.filter((edit) => !present.has(edit.note) && !replaced.has(edit.note));
    expect(lost.map((e) => `${e.note} (${e.device.label} at ${e.at})`), `lost edits, ${context}`).toEqual([]);
  }, 120_000);
});
