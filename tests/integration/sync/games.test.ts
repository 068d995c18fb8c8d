// Play-mode games across a player's devices, against the real local backend with real
// supabase-js clients: one coalesced outbox entry per game, rpc save_game keeping the longest
// log, the pull onto a second device, tombstones, guests and other players kept out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { signIn, type SignedIn } from '../backend/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { createPlayGame, deletePlayGame, readPlayGame, recordPlayAction } from '../../../src/db/repositories/playGames';
import { outboxRows } from '../../../src/db/queries';
import type { WarcrowDB } from '../../../src/db/database';
import { activePlayer } from '../../../src/domain/play/rules';
import type { PlayAction } from '../../../src/domain/play/types';
import { pushOutbox } from '../../../sync/pushLists';
import { pullGames } from '../../../sync/pullGames';
import { runSync } from '../../../sync/runSync';
import { createAction, fullRound, STARTED, T0 } from '../../fixtures/play';
import { captureLogs, freshDb } from './helpers';

let backend: Backend;
let player: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
  player = await signIn(backend, 'player@warcrow.local', 'WarcrowPlayer1!');
  other = await signIn(backend, `games-${Date.now()}@example.com`, 'Games-Player-77!');
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

interface ServerGame {
  id: string;
  user_id: string;
  event_count: number;
  finished: boolean;
  deleted_at: string | null;
}

const serverGame = async (id: string) =>
  (await backend.query<ServerGame>('select id::text, user_id::text, event_count, finished, deleted_at::text from public.games where id = $1', [id]))[0];

/** STARTED with the game's id and owner replaced (the server's ids are UUIDs). */
function startedActions(gameId: string, ownerId: string | null): PlayAction[] {
  const create = { ...(createAction() as Extract<PlayAction, { type: 'create' }>), gameId, ownerId };
  return [create, ...STARTED.slice(1)];
}

async function playGame(db: WarcrowDB, gameId: string, actions: PlayAction[], ownerId: string | null): Promise<void> {
  const [create, ...rest] = startedActions(gameId, ownerId);
  await createPlayGame(create as Extract<PlayAction, { type: 'create' }>, { now: T0 }, db);
  for (const [i, action] of [...rest, ...actions].entries()) await recordPlayAction(gameId, action, { now: T0 + (i + 1) * 1000 }, db);
}

const push = (db: WarcrowDB, who: SignedIn = player) => pushOutbox({ client: who.client, db, accountId: who.userId, refreshSession: async () => false });

const gameEntries = async (db: WarcrowDB) => (await outboxRows(db).toArray()).filter((e) => e.table === 'games');

describe('games across devices', () => {
  it('a signed-in game is one queued entry, reaches the account, and opens on a second device where it stopped', async () => {
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const id = crypto.randomUUID();
    await playGame(phone, id, fullRound(1), player.userId);
    const log = (await phone.games.get(id))?.events ?? [];
    expect(log.length).toBeGreaterThan(STARTED.length);
    // Every action replaced the game's earlier pending entry: one push for the whole game.
    expect(await gameEntries(phone)).toHaveLength(1);

    const outcome = await runSync({ db: phone, getClient: async () => player.client, getAccountId: () => player.userId, isOnline: () => true });
    expect(outcome.status).toBe('synced');
    expect(await gameEntries(phone)).toHaveLength(0);
    expect(await serverGame(id)).toMatchObject({ user_id: player.userId, event_count: log.length, finished: false, deleted_at: null });

    const tablet = freshDb();
    const pulled = await pullGames(player.client, tablet, player.userId);
    expect(pulled).toMatchObject({ applied: 1, unreadable: 0 });
    const there = await readPlayGame(tablet, id);
    const here = await readPlayGame(phone, id);
    expect(there?.status).toBe('ok');
    if (there?.status !== 'ok' || here?.status !== 'ok') return;
    expect(there.game.events).toEqual(here.game.events);
    expect(activePlayer(there.game.state)).toBe(activePlayer(here.game.state));
    expect(there.game.state.round).toBe(here.game.state.round);

    // Nothing new on the server: a second pull applies nothing.
    expect((await pullGames(player.client, tablet, player.userId)).applied).toBe(0);
  });

  it('the server keeps the longest log: a late or repeated push of an older copy changes nothing', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const id = crypto.randomUUID();
    await playGame(db, id, fullRound(1), player.userId);
    const events = (await db.games.get(id))?.events ?? [];
    await push(db);
    const before = await serverGame(id);

    const older = await player.client.rpc('save_game', { p_id: id, p_events: events.slice(0, 3), p_finished: false, p_mission: 'take-positions' });
    expect(older.error).toBeNull();
    const again = await player.client.rpc('save_game', { p_id: id, p_events: events, p_finished: false, p_mission: 'take-positions' });
    expect(again.error).toBeNull();
    expect(await serverGame(id)).toEqual(before);
  });

  it('another player can neither read nor overwrite the game', async () => {
    const db = freshDb();
    setOutboxAccount(player.userId);
    const id = crypto.randomUUID();
    await playGame(db, id, [], player.userId);
    await push(db);

    const read = await other.client.from('games').select('*').eq('id', id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const events = (await db.games.get(id))?.events ?? [];
    const overwrite = await other.client.rpc('save_game', { p_id: id, p_events: [...events, ...events], p_finished: true, p_mission: null });
    expect(overwrite.error).not.toBeNull();
    expect(await serverGame(id)).toMatchObject({ user_id: player.userId, event_count: events.length, finished: false });
    const anon = await backend.query<{ n: number }>('select count(*)::int as n from public.games where id = $1', [id]);
    expect(anon[0]?.n).toBe(1);
  });

  it('a guest game stays on the device: nothing queued, nothing pushed', async () => {
    const db = freshDb();
    setOutboxAccount(null);
    const id = crypto.randomUUID();
    await playGame(db, id, [], null);
    expect(await gameEntries(db)).toHaveLength(0);
    expect(await serverGame(id)).toBeUndefined();
  });

  it('a delete becomes a tombstone that removes the game from the other device', async () => {
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const id = crypto.randomUUID();
    await playGame(phone, id, [], player.userId);
    await push(phone);
    const tablet = freshDb();
    await pullGames(player.client, tablet, player.userId);
    expect(await tablet.games.get(id)).toBeDefined();

    await deletePlayGame(id, phone);
    await push(phone);
    expect((await serverGame(id))?.deleted_at).not.toBeNull();
    const pulled = await pullGames(player.client, tablet, player.userId);
    expect(pulled.removed).toBe(1);
    expect(await tablet.games.get(id)).toBeUndefined();
  });

  it('a pull never replaces a local game with a write still waiting', async () => {
    const phone = freshDb();
    setOutboxAccount(player.userId);
    const id = crypto.randomUUID();
    await playGame(phone, id, fullRound(1), player.userId);
    await push(phone);

    // The tablet has the game and plays on offline (a pending entry); the phone plays two more
    // actions and pushes them: the server's log is now longer than the tablet's.
    const tablet = freshDb();
    await pullGames(player.client, tablet, player.userId);
    const tabletLog = (await tablet.games.get(id))?.events?.length ?? 0;
    await recordPlayAction(id, { type: 'undo' }, { now: T0 + 500_000 }, tablet);
    await recordPlayAction(id, { type: 'undo' }, { now: T0 + 600_000 }, phone);
    await recordPlayAction(id, { type: 'undo' }, { now: T0 + 601_000 }, phone);
    await push(phone);
    expect((await serverGame(id))?.event_count).toBe(tabletLog + 2);

    const pulled = await pullGames(player.client, tablet, player.userId);
    expect(pulled.kept).toBe(1);
    expect((await tablet.games.get(id))?.events?.length).toBe(tabletLog + 1);
    expect(await gameEntries(tablet)).toHaveLength(1);
  });
});
