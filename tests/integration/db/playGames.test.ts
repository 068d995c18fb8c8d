import { describe, expect, it } from 'vitest';
import {
  createPlayGame,
  deletePlayGame,
  exportPlayGame,
  readPlayGame,
  readPlayGames,
  recordPlayAction,
} from '../../../src/db/repositories/playGames';
import { openAppDatabase } from '../../../src/db/database';
import { activePlayer } from '../../../src/domain/play/rules';
import type { PlayAction } from '../../../src/domain/play/types';
import { STARTED, createAction, fullRound } from '../../fixtures/play';
import { T0, freshDb } from './helpers';

const create = STARTED[0] as Extract<PlayAction, { type: 'create' }>;

async function playAll(gameId: string, actions: PlayAction[], start = T0 + 1000): Promise<void> {
  for (const [i, action] of actions.entries()) await recordPlayAction(gameId, action, { now: start + i * 1000 });
}

describe('play games (event log + derived state in one row)', () => {
  it('writes the log and the state together, and a new connection resumes exactly there', async () => {
    const db = freshDb();
    await createPlayGame(create, { now: T0 });
    await playAll('g1', [...STARTED.slice(1), { type: 'activate', playerId: 'p1', unitId: 'p1-u2' }]);
    const row = await db.games.get('g1');
    expect(row?.events).toHaveLength(STARTED.length + 1);
    expect(row).toMatchObject({ owner_id: null, finished: false, updated_at: new Date(T0 + 5000).toISOString() });

    // Another connection to the same database: what a reload or a new tab sees.
    const reopened = openAppDatabase(db.name);
    const read = await readPlayGame(reopened, 'g1');
    reopened.close();
    expect(read?.status).toBe('ok');
    if (read?.status !== 'ok') return;
    expect(activePlayer(read.game.state)).toBe('p2');
    expect(read.game.state.units.find((u) => u.id === 'p1-u2')?.activated).toBe(true);
    expect(read.game.canUndo).toBe(true);
  });

  it('a refused action leaves the row as it was', async () => {
    const db = freshDb();
    await createPlayGame(create, { now: T0 });
    await playAll('g1', STARTED.slice(1));
    const before = await db.games.get('g1');
    await expect(recordPlayAction('g1', { type: 'activate', playerId: 'p2', unitId: 'p2-u1' }, { now: T0 + 9000 })).rejects.toMatchObject({
      code: 'play.actionRefused',
      params: { reason: 'play/not-your-activation' },
    });
    expect(await db.games.get('g1')).toEqual(before);
  });

  it('undo after a reload cancels the last action and keeps it in the log', async () => {
    const db = freshDb();
    await createPlayGame(create, { now: T0 });
    await playAll('g1', [...STARTED.slice(1), ...fullRound(1)]);
    const undone = await recordPlayAction('g1', { type: 'undo' }, { now: T0 + 60_000 });
    expect(activePlayer(undone.state)).toBe('p2');
    const row = await db.games.get('g1');
    expect(row?.events?.at(-1)?.action).toEqual({ type: 'undo' });
    expect(row?.events?.at(-2)?.action).toEqual({ type: 'activate', playerId: 'p2', unitId: 'p2-u1' });
  });

  it('keeps several games, newest first', async () => {
    freshDb();
    await createPlayGame(create, { now: T0 });
    await createPlayGame({ ...createAction(), gameId: 'g2' } as Extract<PlayAction, { type: 'create' }>, { now: T0 + 10 });
    const games = await readPlayGames((await import('../../../src/db/database')).getDb());
    expect(games.map((g) => (g.status === 'ok' ? g.game.id : g.id))).toEqual(['g2', 'g1']);
    await expect(createPlayGame(create, { now: T0 + 20 })).rejects.toMatchObject({ code: 'play.actionRefused' });
  });

  it('an unreadable saved game is kept aside, exportable, and only goes when discarded', async () => {
    const db = freshDb();
    await createPlayGame(create, { now: T0 });
    await db.games.put({ id: 'broken', state: {} as never, saved_at: new Date(T0).toISOString(), events: [{ seq: 1, at: T0, action: { type: 'activate' } }] as never });
    await db.games.put({ id: 'garbled', state: {} as never, saved_at: new Date(T0).toISOString(), events: 'not a log' as never });
    const games = await readPlayGames(db);
    expect(games.filter((g) => g.status === 'unreadable').map((g) => (g.status === 'unreadable' ? g.id : '')).sort()).toEqual(['broken', 'garbled']);
    expect(await db.games.count()).toBe(3);
    expect(JSON.parse((await exportPlayGame('broken'))!)).toMatchObject({ id: 'broken' });
    await expect(recordPlayAction('broken', { type: 'startGame' })).rejects.toMatchObject({ code: 'play.gameNotFound' });
    expect(await db.games.count()).toBe(3);
    await deletePlayGame('broken');
    expect(await db.games.get('broken')).toBeUndefined();
    expect(await db.games.count()).toBe(2);
  });

  it('marks a finished game and its owner for a later push', async () => {
    const db = freshDb();
    await createPlayGame({ ...create, ownerId: 'user-1' }, { now: T0 });
    const score = { mission: 1, feat: 0, lines: {} };
    const round = (r: number): PlayAction[] => [
      { type: 'chooseFirstPlayer', playerId: 'p1' },
      ...fullRound(5),
      { type: 'completeEndOfRoundStep', step: 1 },
      { type: 'scoreRound', round: r, scores: { p1: score, p2: score } },
      ...(r < 3 ? [3, 4, 5, 6, 7, 8].map((step) => ({ type: 'completeEndOfRoundStep', step }) as PlayAction) : []),
    ];
    await playAll('g1', [...STARTED.slice(1, 4), ...round(1), ...round(2), ...round(3)]);
    expect(await db.games.get('g1')).toMatchObject({ owner_id: 'user-1', finished: true });
  });
});
