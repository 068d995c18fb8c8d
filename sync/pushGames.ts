/**
 * Push one queued game (sync/pushLists.ts sends the whole outbox in write order). upsert →
 * rpc save_game, which keeps the longest log it has seen, so a retry is a no-op; delete →
 * DELETE by id, which the server turns into a tombstone for the player's other devices.
 */
import type { RestClient } from '../src/backend/rest';
import type { WarcrowDB } from '../src/db/database';
import { confirmGamePush } from '../src/db/repositories/gamesSync';
import type { GameOutboxEntry } from '../src/db/types';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapGame, toSaveGameArgs } from './accountMappers';

export async function pushGameEntry(client: RestClient, db: WarcrowDB, entry: GameOutboxEntry): Promise<void> {
  if (entry.op === 'delete') {
    const { data, error, status } = await client.from('games').delete().eq('id', entry.rowId).select('id');
    if (error) throw classifyFailure('delete games', { status, error });
    if (!Array.isArray(data)) throw unexpectedResponse('delete games', status);
  } else {
    const { data, error, status } = await client.rpc('save_game', toSaveGameArgs(entry.payload));
    if (error) throw classifyFailure('save_game', { status, error });
    const row = data && typeof data === 'object' && !Array.isArray(data) ? mapGame(data as Record<string, unknown>) : null;
    if (!row || row.id !== entry.rowId) throw unexpectedResponse('save_game', status);
  }
  await db.transaction('rw', db.outbox, () => confirmGamePush(entry.seq, db));
}
