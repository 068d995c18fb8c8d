import { describe, expect, it } from 'vitest';
import { applyGameEvent, createGame } from '../../../src/domain/game';
import { clearCurrentGame, loadCurrentGame, readCurrentGame, saveCurrentGame } from '../../../src/db/repositories/games';
import { getSetting } from '../../../src/db/repositories/settings';
import type { GameState } from '../../../src/domain/types';
import { T0, captureLogs, freshDb, iso } from './helpers';

function playable(id = 'game-1'): GameState {
  let state = createGame(id);
  state = applyGameEvent(state, { type: 'setMission', mission: 'm-1' });
  state = applyGameEvent(state, { type: 'upsertPlayer', player: { id: 'p1', name: 'Ana' } });
  return state;
}

describe('games (SPEC.md 4 "Game persistence")', () => {
  it('saves only when a mission and at least one player exist', async () => {
    const db = freshDb();
    expect(await saveCurrentGame(createGame('empty'), { now: T0 })).toBe(false);
    expect(await saveCurrentGame(applyGameEvent(createGame('no-player'), { type: 'setMission', mission: 'm' }), { now: T0 })).toBe(false);
    expect(await saveCurrentGame(applyGameEvent(createGame('no-mission'), { type: 'upsertPlayer', player: { id: 'p' } }), { now: T0 })).toBe(false);
    expect(await db.games.count()).toBe(0);

    expect(await saveCurrentGame(playable(), { now: T0 })).toBe(true);
    expect(await db.games.get('game-1')).toMatchObject({ saved_at: iso(T0) });
    expect(await getSetting('currentGameId')).toBe('game-1');
    expect(await loadCurrentGame()).toEqual(playable());
    expect(await readCurrentGame(db)).toEqual(playable());
  });

  it('keeps a saved copy that cannot be restored aside (never deleted), drops the pointer, and logs it', async () => {
    const db = freshDb();
    const logs = captureLogs();
    await db.games.put({ id: 'broken', state: { id: 'broken', mission: null } as never, saved_at: iso(T0) });
    await db.settings.put({ key: 'currentGameId', value: 'broken' });
    expect(await readCurrentGame(db)).toBeNull();
    expect(await loadCurrentGame()).toBeNull();
    expect(await db.games.get('broken')).toBeDefined();
    expect(await getSetting('currentGameId')).toBeUndefined();
    expect(logs.some((l) => l.level === 'warn' && l.message.includes('saved game'))).toBe(true);

    await db.settings.put({ key: 'currentGameId', value: 'not-there' });
    expect(await loadCurrentGame()).toBeNull();
    expect(await getSetting('currentGameId')).toBeUndefined();
    expect(await loadCurrentGame()).toBeNull();
  });

  it('reads a game stored as JSON text', async () => {
    const db = freshDb();
    await db.games.put({ id: 'text', state: JSON.stringify(playable('text')) as never, saved_at: iso(T0) });
    await db.settings.put({ key: 'currentGameId', value: 'text' });
    expect((await loadCurrentGame())?.id).toBe('text');
  });

  it('clears the current game and keeps earlier ones', async () => {
    const db = freshDb();
    await saveCurrentGame(playable('old'), { now: T0 });
    await saveCurrentGame(playable('new'), { now: T0 + 1 });
    await clearCurrentGame();
    expect(await loadCurrentGame()).toBeNull();
    expect((await db.games.toArray()).map((g) => g.id)).toEqual(['old']);
  });
});
