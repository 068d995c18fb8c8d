// The page's link to the sync engine and the engine behind it (sync/syncWorkerClient.ts,
// sync/engineHost.ts), over the same messages the worker gets: here on Node's own thread (the
// fallback where Worker is missing), against the real local backend.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { saveListLocally } from '../../../src/db/repositories/lists';
import type { WarcrowDB } from '../../../src/db/database';
import { requestSync } from '../../../sync/requestSync';
import { requestSeedGroup } from '../../../src/db/seed/seedRequests';
import { seedVersionKey } from '../../../src/db/seed/groups';
import { startSyncWorker, type SyncWorkerDeps, type SyncWorkerLink } from '../../../sync/syncWorkerClient';
import { captureLogs, freshDb } from './helpers';
import { resetStoredChanges, whenStoredChanges } from '../../../src/platform/storedChanges';

let backend: Backend;
let player: SignedIn;
let link: SyncWorkerLink | null = null;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
  resetStoredChanges();
});

afterEach(() => {
  link?.stop();
  link = null;
});

function start(db: WarcrowDB, deps: Partial<SyncWorkerDeps> = {}): SyncWorkerLink {
  link = startSyncWorker({
    dbName: db.name,
    watchPageWrites: (onWrite) => {
      db.outbox.hook('creating', onWrite);
      return () => db.outbox.hook('creating').unsubscribe(onWrite);
    },
    config: { url: backend.url, anonKey: backend.anonKey },
    accessToken: () => Promise.resolve(null),
    refreshSession: () => Promise.resolve(false),
    loadSanitiser: () => Promise.resolve((html: string) => html),
    requestBackgroundSync: () => undefined,
    createWorker: () => null,
    ...deps,
  });
  return link;
}

const serverLists = async (name: string) =>
  (await backend.query<{ user_id: string }>('select user_id::text from public.army_lists where name = $1', [name])).map((row) => row.user_id);

describe('the sync engine behind the page link', () => {
  it('seeds the bundled news, writes the catalogue when the page asks, and answers "Sync now" as a guest with the public key only', async () => {
    const db = freshDb();
    let tokenAsked = 0;
    const engine = start(db, {
      accessToken: () => {
        tokenAsked += 1;
        return Promise.resolve(null);
      },
    });
    await engine.seeded;
    expect(engine.where()).toBe('main-thread');
    expect(await db.news.count()).toBeGreaterThan(0);
    // The catalogue waits for a screen that reads it; the page's request goes to the engine.
    expect(await db.units.count()).toBe(0);
    await requestSeedGroup(db, 'core');
    expect(await db.factions.count()).toBeGreaterThan(0);
    expect(await db.units.count()).toBeGreaterThan(0);
    expect(await db.syncState.get(seedVersionKey('reference'))).toBeUndefined();

    const outcome = await requestSync();
    expect(outcome).toMatchObject({ status: 'synced' });
    expect(outcome && 'account' in outcome ? outcome.account : undefined).toBeUndefined();
    // Nobody is signed in: the page is never asked for a token.
    expect(tokenAsked).toBe(0);
  });

  it('says the database opened, and which stored groups a pull brought rows of, so a first visit\'s page reads them only then', async () => {
    const db = freshDb();
    const reports: boolean[] = [];
    const heard: string[] = [];
    for (const group of ['news', 'core'] as const) whenStoredChanges(group, () => heard.push(group));
    const engine = start(db, { onDatabase: (available) => reports.push(available) });
    await engine.seeded;
    expect(reports).toEqual([true]);
    // The first run finds nothing newer than the bundle: the page's bundled news stands.
    expect(await requestSync()).toMatchObject({ status: 'synced' });
    expect(heard).toEqual([]);
    // The server gets a newer news item: the next run brings it, and the page hears of it.
    const id = `signal-${Date.now()}`;
    await backend.query("insert into public.news_items (id, date, content_en, content_es, content_fr) values ($1, '2026-11-27', 'Fresh', 'Fresh', 'Fresh')", [id]);
    try {
      expect(await requestSync()).toMatchObject({ status: 'synced' });
      expect(await db.news.get(id)).toBeDefined();
      await expect.poll(() => heard).toEqual(['news']);
    } finally {
      await backend.query('delete from public.news_items where id = $1', [id]);
    }
  });

  it("writes the terms at its start on a device that holds the catalogue, and not on one that doesn't", async () => {
    const db = freshDb();
    const first = start(db);
    await first.seeded;
    // A first visit: no catalogue, so no terms either (the builder names them from the bundle).
    expect(await db.syncState.get(seedVersionKey('terms'))).toBeUndefined();
    await requestSeedGroup(db, 'core');
    expect(await db.specialRules.count()).toBe(0);
    link?.stop();

    // The next start on this device writes them, before it says it is seeded.
    const next = start(db);
    await next.seeded;
    expect(await db.syncState.get(seedVersionKey('terms'))).toBeDefined();
    expect(await db.specialRules.count()).toBeGreaterThan(0);
  });

  it('keeps the page\'s language where the engine names conflict copies, and follows its changes', async () => {
    const db = freshDb();
    let changed: (language: string) => void = () => undefined;
    const engine = start(db, {
      language: () => 'fr',
      watchLanguage: (onChange) => {
        changed = onChange;
        return () => undefined;
      },
    });
    await engine.seeded;
    await expect.poll(async () => (await db.settings.get('language'))?.value).toBe('fr');
    changed('es');
    await expect.poll(async () => (await db.settings.get('language'))?.value).toBe('es');
    // Anything else the page might say is kept as English.
    changed('<img src=x>');
    await expect.poll(async () => (await db.settings.get('language'))?.value).toBe('en');
  });

  it('a worker that fails before answering hands the waiting seed request to the engine on the page, which writes it', async () => {
    const db = freshDb();
    // Node has no browser Worker: this stands for one whose script fails to load after the page has posted to it.
    const posted: Array<{ type: string }> = [];
    const broken = Object.assign(new EventTarget(), {
      postMessage: (message: { type: string }) => void posted.push(message),
      terminate: () => undefined,
    });
    const engine = start(db, { createWorker: () => broken as unknown as Worker });
    const written = requestSeedGroup(db, 'core');
    await Promise.resolve();
    expect(posted.map((m) => m.type)).toEqual(['start', 'seed']);
    expect(engine.where()).toBe('worker');
    broken.dispatchEvent(new Event('error'));
    await written;
    expect(engine.where()).toBe('main-thread');
    expect(await db.units.count()).toBeGreaterThan(0);
    expect(await db.syncState.get(seedVersionKey('core'))).toBeDefined();
  });

  it("pushes a signed-in player's list with the token the page gives for each run, after the page's write", async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    let tokenAsked = 0;
    const engine = start(db, {
      accessToken: () => {
        tokenAsked += 1;
        return Promise.resolve(player.accessToken);
      },
    });
    await engine.seeded;
    const name = `Worker push ${crypto.randomUUID().slice(0, 8)}`;
    await saveListLocally({ name, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true }, db);
    // The write reaches the engine through the page (the outbox hook), and its debounced run pushes it.
    await expect.poll(() => serverLists(name), { timeout: 15_000, interval: 200 }).toEqual([player.userId]);
    await expect.poll(() => db.outbox.count(), { timeout: 5_000 }).toBe(0);
    expect(tokenAsked).toBeGreaterThan(0);
  });

  it('a refused token makes the engine ask the page to refresh, and the push goes through with the fresh one', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    let token = 'expired.token.value';
    let refreshes = 0;
    const engine = start(db, {
      accessToken: () => Promise.resolve(token),
      refreshSession: () => {
        refreshes += 1;
        token = player.accessToken;
        return Promise.resolve(true);
      },
    });
    await engine.seeded;
    const name = `Worker refresh ${crypto.randomUUID().slice(0, 8)}`;
    await saveListLocally({ name, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true }, db);
    // The write's own debounced run may push it before this one starts; either way one refresh
    // happened and nothing was refused.
    const outcome = await requestSync();
    expect(outcome).toMatchObject({ status: 'synced', account: { accountId: player.userId, push: { rejected: 0 } } });
    expect(refreshes).toBe(1);
    expect(await serverLists(name)).toEqual([player.userId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("with no token from the page, a signed-in player's list is never sent under the public key: it stays queued", async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    let tokenAsked = 0;
    const engine = start(db, {
      accessToken: () => {
        tokenAsked += 1;
        return Promise.resolve(null);
      },
    });
    await engine.seeded;
    const name = `Worker no token ${crypto.randomUUID().slice(0, 8)}`;
    await saveListLocally({ name, faction: 'syenann', units: pick('syenann') }, { syncToCloud: true }, db);
    await requestSync();
    expect(tokenAsked).toBeGreaterThan(0);
    expect((await db.outbox.toArray()).filter((entry) => entry.status === 'pending')).toHaveLength(1);
    expect(await serverLists(name)).toEqual([]);
  });
});
