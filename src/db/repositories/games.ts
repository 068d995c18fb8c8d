/**
 * The game in progress (SPEC.md 4 "Game persistence"). It is saved only once it has a mission
 * and at least one player; on load it is restored only if it still has both, otherwise (or if
 * it cannot be read) it is kept aside for the player to export or discard, never deleted.
 * Earlier games stay in `games` as history; the current one is the game named by the
 * `currentGameId` setting.
 */
import { isGameWorthSaving, parseSavedGame } from '../../domain/game';
import type { GameState } from '../../domain/types';
import { logger } from '../../platform/logger';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';

/** Save the game and make it the current one. Returns false (nothing written) when not worth saving. */
export async function saveCurrentGame(state: GameState, { now = Date.now() }: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<boolean> {
  if (!isGameWorthSaving(state)) return false;
  await runWrite(() =>
    db.transaction('rw', db.games, db.settings, async () => {
      await db.games.put({ id: state.id, state, saved_at: new Date(now).toISOString() });
      await db.settings.put({ key: 'currentGameId', value: state.id });
    }),
  );
  return true;
}

/** The current game without side effects (for live queries): null when none or unreadable. */
export async function readCurrentGame(db: WarcrowDB): Promise<GameState | null> {
  const pointer = await db.settings.get('currentGameId');
  if (typeof pointer?.value !== 'string') return null;
  const row = await db.games.get(pointer.value);
  return row ? parseSavedGame(row.state) : null;
}

/** Restore the current game; a saved copy that cannot be restored is kept aside (logged), never deleted. */
export async function loadCurrentGame(db: WarcrowDB = getDb()): Promise<GameState | null> {
  return runWrite(() =>
    db.transaction('rw', db.games, db.settings, async () => {
      const pointer = await db.settings.get('currentGameId');
      if (pointer === undefined) return null;
      const id = typeof pointer.value === 'string' ? pointer.value : null;
      const row = id === null ? undefined : await db.games.get(id);
      const state = row ? parseSavedGame(row.state) : null;
      if (state) return state;
      // Never deleted silently: the row stays (play mode's hub lists what it cannot read, with
      // Export and Discard); only the pointer to it is dropped.
      logger.warn('A saved game could not be restored; it is kept aside', { id });
      await db.settings.delete('currentGameId');
      return null;
    }),
  );
}

/** Forget the current game (reset): its saved copy is removed. */
export async function clearCurrentGame(db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.games, db.settings, async () => {
      const pointer = await db.settings.get('currentGameId');
      if (typeof pointer?.value === 'string') await db.games.delete(pointer.value);
      await db.settings.delete('currentGameId');
    }),
  );
}
