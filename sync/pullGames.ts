/**
 * The pull of the signed-in account's games (issue 11 "Across devices"): `games` rows changed
 * since the account's watermark, paged in (updated_at, id) order, each page applied with the
 * watermark in one Dexie transaction (applyPulledGames decides what a row does locally).
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { applyPulledGames, type PulledGamesResult } from '../src/db/repositories/gamesSync';
import { getPullWatermark, setPullWatermark } from '../src/db/repositories/syncState';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapGame, type RemoteGame } from './accountMappers';
import type { RemoteRow } from './rowValues';
import { cursorFilter, parseCursor, PULL_PAGE_SIZE, type PullCursor } from './pullContent';

export function gamesWatermarkName(accountId: string): string {
  return `games:${accountId}`;
}

export interface GamesPullResult extends PulledGamesResult {
  received: number;
}

export async function pullGames(
  client: RestClient,
  db: WarcrowDB,
  accountId: string,
  { pageSize = PULL_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<GamesPullResult> {
  const name = gamesWatermarkName(accountId);
  let cursor = parseCursor(await getPullWatermark(name, db));
  const result: GamesPullResult = { received: 0, applied: 0, removed: 0, kept: 0, unreadable: 0 };
  for (;;) {
    let query = client.from('games').select('*').eq('user_id', accountId);
    if (cursor) query = query.or(cursorFilter(cursor, 'id'));
    const { data, error, status } = await query.order('updated_at', { ascending: true }).order('id', { ascending: true }).limit(pageSize);
    if (error) throw classifyFailure('pull games', { status, error });
    if (!Array.isArray(data)) throw unexpectedResponse('pull games', status);
    const rows = (data as RemoteRow[]).map(mapGame);
    if (rows.some((row) => row === null)) throw unexpectedResponse('pull games', status);
    const games = rows as RemoteGame[];
    if (games.length === 0) break;
    const last = games[games.length - 1] as RemoteGame;
    const next: PullCursor = { ts: last.updated_at, key: last.id };
    if (cursor && next.ts === cursor.ts && next.key === cursor.key) throw unexpectedResponse('pull games (no progress)', status);
    await db.transaction('rw', [db.games, db.outbox, db.syncState], async () => {
      const applied = await applyPulledGames(games, db);
      result.applied += applied.applied;
      result.removed += applied.removed;
      result.kept += applied.kept;
      result.unreadable += applied.unreadable;
      await setPullWatermark(name, JSON.stringify(next), db);
    });
    if (result.unreadable > 0) logger.warn('Skipped pulled games that do not replay', { unreadable: result.unreadable });
    cursor = next;
    result.received += games.length;
    if (games.length < pageSize) break;
  }
  return result;
}
