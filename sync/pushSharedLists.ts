/**
 * The push of the player's community posts (ARCHITECTURE.md sync rules 6, 11, 12), with the
 * rules of the list push (sync/pushLists.ts):
 *
 * - Only the signed-in account's entries are sent; another account's wait for it.
 * - Each entry → rpc post_shared_list with the client-made id. The server decides whether it
 *   creates a post or updates the player's active one of that name, and its row is kept.
 * - 401: refresh the session once and retry. Other 4xx (validation, RLS): the entry is marked
 *   rejected with its reason and the ones behind it go on. Network, 5xx, 429, a captive
 *   portal's page: the entry stays, the attempt is recorded and the error thrown for backoff.
 *
 * It runs before the list push, so the list push never meets a pending community post.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { logger } from '../src/app/logger';
import type { WarcrowDB } from '../src/db/database';
import { recordOutboxFailure } from '../src/db/repositories/outbox';
import { confirmSharedListPush, pendingSharedListEntries, type SharedListOutboxEntry } from '../src/db/repositories/sharedLists';
import { asSyncError, classifyFailure, unexpectedResponse, type SyncError } from './errors';
import { mapSharedList, toPostSharedListArgs, type RemoteRow } from './mappers';

export interface SharedPushDeps {
  client: SupabaseClient;
  db: WarcrowDB;
  accountId: string;
  refreshSession: () => Promise<boolean>;
}

export interface SharedPushResult {
  created: number;
  updated: number;
  rejected: number;
}

function checkedPostResult(data: unknown, status: number): { status: 'created' | 'updated'; list: RemoteRow } {
  const value = data as { status?: unknown; list?: unknown } | null;
  if (!value || typeof value !== 'object' || (value.status !== 'created' && value.status !== 'updated') || !value.list || typeof value.list !== 'object') {
    throw unexpectedResponse('post_shared_list', status);
  }
  return { status: value.status, list: value.list as RemoteRow };
}

async function pushEntry(client: SupabaseClient, db: WarcrowDB, entry: SharedListOutboxEntry): Promise<'created' | 'updated'> {
  const { data, error, status } = await client.rpc('post_shared_list', toPostSharedListArgs(entry.payload));
  if (error) throw classifyFailure('post_shared_list', { status, error });
  const result = checkedPostResult(data, status);
  const serverRow = mapSharedList(result.list);
  if (!serverRow) throw unexpectedResponse('post_shared_list', status);
  await confirmSharedListPush(entry, serverRow, db);
  return result.status;
}

/** Push this account's pending community posts, oldest first. */
export async function pushSharedLists({ client, db, accountId, refreshSession }: SharedPushDeps): Promise<SharedPushResult> {
  const result: SharedPushResult = { created: 0, updated: 0, rejected: 0 };
  let refreshed = false;
  for (const entry of await pendingSharedListEntries(accountId, db)) {
    for (;;) {
      try {
        result[await pushEntry(client, db, entry)] += 1;
        break;
      } catch (caught) {
        const error: SyncError = asSyncError(caught);
        if (error.kind === 'auth' && !refreshed) {
          refreshed = true;
          if (await refreshSession()) continue;
        }
        if (error.kind === 'rejected') {
          logger.warn('The server refused a community post for good', { rowId: entry.rowId, status: error.status, code: error.code });
          await recordOutboxFailure(entry.seq, error.message, { rejected: true }, db);
          result.rejected += 1;
          break;
        }
        await recordOutboxFailure(entry.seq, error.message, {}, db);
        throw error;
      }
    }
  }
  return result;
}
