/**
 * Play-mode games in the `games` table: each row keeps the game's event log (the source of
 * truth) and the state derived from it. Every action is one Dexie transaction that appends to
 * the log and writes the new state, so a reload or a killed tab resumes exactly at the last
 * action. A row that cannot be read back is never deleted here: it is listed as unreadable so
 * the player can export it or discard it on purpose. Rows carry a client-made id, the owner's
 * user id, updated_at and a finished flag, ready to be pushed to the account later.
 */
import * as v from 'valibot';
import { logger } from '../../platform/logger';
import { PlayActionError, canUndo, nextState, replay } from '../../domain/play/reducer';
import type { PlayAction, PlayEvent, PlayState } from '../../domain/play/types';
import { getDb, type WarcrowDB } from '../database';
import { AppError, runWrite } from '../errors';
import type { GameRow } from '../types';
import { queueGameSync } from './gamesSync';

export const PLAY_ACTION_REFUSED = 'play.actionRefused';
export const PLAY_GAME_NOT_FOUND = 'play.gameNotFound';

const EventSchema = v.object({
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  at: v.pipe(v.number(), v.finite()),
  action: v.looseObject({ type: v.string() }),
});
const LogSchema = v.pipe(v.array(EventSchema), v.minLength(1));

export interface PlayGame {
  id: string;
  state: PlayState;
  events: PlayEvent[];
  canUndo: boolean;
}

export type PlayGameRead = { status: 'ok'; game: PlayGame } | { status: 'unreadable'; id: string; savedAt: string };

/** Play games are the rows with an event log (whatever shape it is in); SPEC's older single-state rows have none. */
function isPlayRow(row: GameRow): boolean {
  return 'events' in row;
}

/**
 * Games already replayed in this page, keyed by the row's last write (log length, last event,
 * updated_at): a tap then costs one reducer step instead of a replay of the whole log. A write
 * by another tab or a sync pull changes the key, and that row is replayed and checked again.
 */
const replayed = new Map<string, { key: string; game: PlayGame }>();
const MAX_REPLAYED = 8;

function cacheKey(row: Pick<GameRow, 'events' | 'updated_at' | 'saved_at' | 'owner_id'>): string | null {
  if (!Array.isArray(row.events) || row.events.length === 0) return null;
  const first = row.events[0] as unknown;
  const last = row.events[row.events.length - 1] as unknown;
  return JSON.stringify([row.events.length, row.updated_at ?? row.saved_at, row.owner_id ?? null, first, last]);
}

function remember(row: GameRow, game: PlayGame): void {
  const key = cacheKey(row);
  if (key === null) return;
  replayed.delete(row.id);
  replayed.set(row.id, { key, game });
  if (replayed.size > MAX_REPLAYED) replayed.delete(replayed.keys().next().value as string);
}

/** A row back to a game by replaying its log, or null when the log does not hold together. */
export function readPlayRow(row: GameRow): PlayGame | null {
  const cached = replayed.get(row.id);
  if (cached && cached.key === cacheKey(row)) return cached.game;
  const game = replayRow(row);
  if (game) remember(row, game);
  return game;
}

function replayRow(row: GameRow): PlayGame | null {
  const parsed = v.safeParse(LogSchema, row.events);
  if (!parsed.success) return null;
  const events = parsed.output as unknown as PlayEvent[];
  if (events[0]?.action.type !== 'create') return null;
  try {
    const state = replay(events);
    if (!state || state.id !== row.id) return null;
    return { id: row.id, state, events, canUndo: canUndo(events) };
  } catch (err) {
    logger.warn('A saved game could not be replayed', { id: row.id, error: String(err) });
    return null;
  }
}

function toRead(row: GameRow): PlayGameRead {
  const game = readPlayRow(row);
  return game ? { status: 'ok', game } : { status: 'unreadable', id: row.id, savedAt: row.saved_at };
}

function rowOf(state: PlayState, events: PlayEvent[], now: number): GameRow {
  const iso = new Date(now).toISOString();
  return { id: state.id, state, events, saved_at: iso, updated_at: iso, owner_id: state.ownerId, finished: state.finished };
}

function refused(err: unknown): never {
  if (err instanceof PlayActionError) throw new AppError(PLAY_ACTION_REFUSED, { reason: err.code });
  throw err;
}

/** Start a game from its `create` action (one transaction). */
export async function createPlayGame(action: Extract<PlayAction, { type: 'create' }>, { now = Date.now() }: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<PlayGame> {
  const events: PlayEvent[] = [{ seq: 1, at: now, action }];
  let state: PlayState;
  try {
    state = nextState(null, [], events[0]!);
  } catch (err) {
    refused(err);
  }
  await runWrite(() =>
    db.transaction('rw', db.games, db.outbox, async () => {
      if (await db.games.get(state.id)) throw new AppError(PLAY_ACTION_REFUSED, { reason: 'play/already-created' });
      const row = rowOf(state, events, now);
      await db.games.put(row);
      await queueGameSync('upsert', row, now, db);
    }),
  );
  return { id: state.id, state, events, canUndo: false };
}

/**
 * Record one action (or an undo) on a game: the log gains one event and the state follows, in
 * one transaction. Refused actions leave the row untouched and throw AppError play.actionRefused.
 */
export async function recordPlayAction(gameId: string, action: PlayAction, { now = Date.now() }: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<PlayGame> {
  return runWrite(() =>
    db.transaction('rw', db.games, db.outbox, async () => {
      const row = await db.games.get(gameId);
      const game = row ? readPlayRow(row) : null;
      if (!row || !game) throw new AppError(PLAY_GAME_NOT_FOUND);
      const last = game.events[game.events.length - 1]!;
      // A clock that went backwards (device time changed) must not reorder the log.
      const event: PlayEvent = { seq: last.seq + 1, at: Math.max(now, last.at), action };
      let state: PlayState;
      try {
        state = nextState(game.state, game.events, event);
      } catch (err) {
        refused(err);
      }
      const events = [...game.events, event];
      const next = rowOf(state, events, event.at);
      await db.games.put(next);
      await queueGameSync('upsert', next, event.at, db);
      const written = { id: gameId, state, events, canUndo: canUndo(events) };
      remember(next, written);
      return written;
    }),
  );
}

/** Remove a game on purpose (the player confirmed), readable or not. */
export async function deletePlayGame(id: string, db: WarcrowDB = getDb()): Promise<void> {
  replayed.delete(id);
  await runWrite(() =>
    db.transaction('rw', db.games, db.outbox, async () => {
      const row = await db.games.get(id);
      await db.games.delete(id);
      // A game that was readable goes as a tombstone to the account; an unreadable one has no log to send.
      if (row && Array.isArray(row.events)) await queueGameSync('delete', row, Date.now(), db);
    }),
  );
}

/** One game for a live query: undefined is left to the caller; null when there is no such play game. */
export async function readPlayGame(db: WarcrowDB, id: string): Promise<PlayGameRead | null> {
  const row = await db.games.get(id);
  if (!row || !isPlayRow(row)) return null;
  return toRead(row);
}

/** Every play game, newest change first; unreadable ones are listed too (never dropped). */
export async function readPlayGames(db: WarcrowDB): Promise<PlayGameRead[]> {
  const rows = (await db.games.toArray()).filter(isPlayRow);
  rows.sort((a, b) => (b.updated_at ?? b.saved_at).localeCompare(a.updated_at ?? a.saved_at));
  return rows.map(toRead);
}

/** The raw stored row, as JSON text, for exporting a game (readable or not). */
export async function exportPlayGame(id: string, db: WarcrowDB = getDb()): Promise<string | null> {
  const row = await db.games.get(id);
  return row ? JSON.stringify(row, null, 2) : null;
}
