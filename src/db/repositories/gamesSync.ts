/**
 * Games beyond this device (issue 11 "Across devices"). A signed-in player's play-mode games
 * are queued for the account in the same transaction as the action that changed them, and the
 * account's games are pulled onto the player's other devices.
 *
 * - One pending entry per game: a new write replaces the game's earlier pending entry, so a
 *   game of 300 taps is one push, not 300. The payload is the whole log (it only grows; an
 *   undo is an event), so the server keeps the longest log it has seen (rpc save_game).
 * - A guest's games stay on the device (sync rule 11): no entry is queued without an account.
 * - A pulled game replaces the local copy only when its log is longer; a local game with a
 *   write still waiting is never replaced or deleted by a pull. A tombstone removes the game.
 */
import { gameOutboxEntry } from '../outbox';
import { getDb, type WarcrowDB } from '../database';
import { outboxRows } from '../queries';
import type { GameRow, GamePushPayload, OutboxOp } from '../types';
import { readPlayRow } from './playGames';
import { addOutboxEntry } from './outbox';

/** The payload a game row is pushed as. */
export function gamePushPayload(row: GameRow): GamePushPayload {
  const mission = (row.state as { mission?: unknown }).mission;
  return { id: row.id, events: row.events ?? [], finished: row.finished === true, mission: typeof mission === 'string' ? mission.slice(0, 64) : null };
}

async function dropPendingGameEntries(gameId: string, db: WarcrowDB): Promise<void> {
  const stale = await outboxRows(db)
    .where('rowId')
    .equals(gameId)
    .filter((entry) => entry.table === 'games' && entry.status === 'pending')
    .primaryKeys();
  await db.outbox.bulkDelete(stale);
}

/**
 * Queue a game's push (or delete) for the signed-in account. Call it inside the transaction
 * that writes the game (it must include `db.outbox`); does nothing for a guest.
 */
export async function queueGameSync(op: OutboxOp, row: GameRow, now: number, db: WarcrowDB = getDb()): Promise<void> {
  const entry = gameOutboxEntry(op, gamePushPayload(row), now);
  if (!entry) return;
  await dropPendingGameEntries(row.id, db);
  await addOutboxEntry(entry, db);
}

/** The server has the game: its entry leaves the queue (one transaction). */
export async function confirmGamePush(seq: number, db: WarcrowDB = getDb()): Promise<void> {
  await db.outbox.delete(seq);
}

/** A game as the pull brings it: the fields applyPulledGames needs. */
export interface PulledGame {
  id: string;
  events: unknown[];
  finished: boolean;
  updated_at: string;
  deleted_at: string | null;
}

export interface PulledGamesResult {
  applied: number;
  removed: number;
  /** Local copies kept: longer or equal logs, or a write still waiting. */
  kept: number;
  /** Rows whose log does not replay to a game (skipped, never stored). */
  unreadable: number;
}

/** Apply one page of pulled games. Call inside a transaction over games and outbox. */
export async function applyPulledGames(rows: readonly PulledGame[], db: WarcrowDB = getDb()): Promise<PulledGamesResult> {
  const result: PulledGamesResult = { applied: 0, removed: 0, kept: 0, unreadable: 0 };
  for (const remote of rows) {
    const waiting = await outboxRows(db)
      .where('rowId')
      .equals(remote.id)
      .filter((entry) => entry.table === 'games' && entry.status === 'pending')
      .count();
    const local = await db.games.get(remote.id);
    if (waiting > 0) {
      result.kept += 1;
      continue;
    }
    if (remote.deleted_at !== null) {
      if (local) {
        await db.games.delete(remote.id);
        result.removed += 1;
      }
      continue;
    }
    if (local && (local.events?.length ?? 0) >= remote.events.length) {
      result.kept += 1;
      continue;
    }
    const candidate: GameRow = {
      id: remote.id,
      state: undefined as unknown as GameRow['state'],
      events: remote.events as GameRow['events'],
      saved_at: remote.updated_at,
      updated_at: remote.updated_at,
      finished: remote.finished,
    };
    const game = readPlayRow(candidate);
    if (!game) {
      result.unreadable += 1;
      continue;
    }
    await db.games.put({ ...candidate, state: game.state, owner_id: game.state.ownerId, finished: game.state.finished });
    result.applied += 1;
  }
  return result;
}
