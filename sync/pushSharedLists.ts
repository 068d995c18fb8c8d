/**
 * The push of one community post (ARCHITECTURE.md sync rules 6, 11, 12). Posts share the
 * outbox with lists and short links: pushOutbox (sync/pushLists.ts) sends the signed-in
 * account's entries of every kind in write order and hands each post here.
 *
 * - The entry → rpc post_shared_list with the client-made id. The server decides whether it
 *   creates a post or updates the player's active one of that name, and its row is kept.
 * - Failures are thrown as SyncErrors and handled by pushOutbox like any entry's: 401 refreshes
 *   the session once and retries; other 4xx (validation, RLS) mark the entry rejected with its
 *   reason and the entries behind it go on; network, 5xx, 429 or a captive portal's page keep
 *   the entry, record the attempt and stop the push for backoff.
 */
import type { RestClient } from '../src/backend/rest';
import type { WarcrowDB } from '../src/db/database';
import { confirmSharedListPush, confirmSharedListRetired } from '../src/db/repositories/sharedLists';
import type { SharedListOutboxEntry } from '../src/db/types';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapSharedList, type RemoteRow } from './mappers';
import { toPostSharedListArgs } from './accountMappers';

/** What the server did with a post: a new one, or the player's active post of that name updated. */
export type SharedPushOutcome = 'created' | 'updated';

function checkedPostResult(data: unknown, status: number): { status: SharedPushOutcome; list: RemoteRow } {
  const value = data as { status?: unknown; list?: unknown } | null;
  if (!value || typeof value !== 'object' || (value.status !== 'created' && value.status !== 'updated') || !value.list || typeof value.list !== 'object') {
    throw unexpectedResponse('post_shared_list', status);
  }
  return { status: value.status, list: value.list as RemoteRow };
}

/**
 * Publish one queued post and keep the server's row; throws a SyncError when the server did
 * not take it (the entry stays queued).
 */
export async function pushSharedListEntry(client: RestClient, db: WarcrowDB, entry: SharedListOutboxEntry): Promise<SharedPushOutcome> {
  if (entry.op === 'delete') return retireOnServer(client, db, entry);
  const { data, error, status } = await client.rpc('post_shared_list', toPostSharedListArgs(entry.payload));
  if (error) throw classifyFailure('post_shared_list', { status, error });
  const result = checkedPostResult(data, status);
  const serverRow = mapSharedList(result.list);
  if (!serverRow) throw unexpectedResponse('post_shared_list', status);
  await confirmSharedListPush(entry, serverRow, db);
  return result.status;
}

/**
 * The player retired a post (issue 15): the server makes it a tombstone nobody else reads. A
 * post already retired or gone answers no row, which is the same outcome.
 */
async function retireOnServer(client: RestClient, db: WarcrowDB, entry: SharedListOutboxEntry): Promise<SharedPushOutcome> {
  const { error, status } = await client.from('shared_lists').update({ is_active: false }).eq('id', entry.rowId).select('id');
  if (error) throw classifyFailure('retire shared_lists', { status, error });
  await confirmSharedListRetired(entry, db);
  return 'updated';
}
