/**
 * Short links beyond this device. A signed-in player's short link is queued in the outbox
 * (saveShortLink) and published here to `short_links`, whose hash is the primary key:
 * inserting a hash that already holds the same code is a no-op on the server, so a retried
 * publish is idempotent. A different code under the same hash (a collision) is refused for
 * good (409) and marked rejected like any other refusal.
 *
 * A device that does not have a hash asks the server (resolveRemoteShortLink). The code is
 * accepted only if it hashes to the link's hash (short hashes are SHA-256 of the code), so a
 * row planted under someone else's hash cannot swap the list; it is then kept on this device
 * without an outbox entry (nothing to publish).
 */
import type { RestClient } from '../src/backend/rest';
import { logger } from '../src/platform/logger';
import type { WarcrowDB } from '../src/db/database';
import { getDb } from '../src/db/database';
import { confirmShortLinkPublished, saveShortLink } from '../src/db/repositories/shortLinks';
import type { ShortLinkOutboxEntry } from '../src/db/types';
import { isValidShortHash, shortLinkHash } from '../src/domain/shortHash';
import { backendConfig } from '../src/backend/config';
import { publicRestClient } from '../src/backend/rest';
import { classifyFailure, unexpectedResponse } from './errors';
import { mapShortLink, toShortLinkRow } from './accountMappers';
import type { RemoteRow } from './rowValues';

/** Publish one queued short link; throws a SyncError when the server did not take it. */
export async function pushShortLinkEntry(client: RestClient, db: WarcrowDB, entry: ShortLinkOutboxEntry): Promise<void> {
  const { data, error, status } = await client.from('short_links').insert(toShortLinkRow(entry.payload)).select('hash');
  if (error) throw classifyFailure('insert short_links', { status, error });
  if (!Array.isArray(data)) throw unexpectedResponse('insert short_links', status);
  await confirmShortLinkPublished(entry.seq, entry.payload.hash, {}, db);
}

export interface RemoteShortLinkDeps {
  /** The client to ask (this context's public REST client by default: short links are public). */
  client?: RestClient | null;
  db?: WarcrowDB;
}

/**
 * The share code of a short link this device does not have, from the server; null when the
 * hash is malformed, unknown, or cannot be fetched (logged). Never throws.
 */
export async function resolveRemoteShortLink(hash: string, deps: RemoteShortLinkDeps = {}): Promise<string | null> {
  if (!isValidShortHash(hash)) return null;
  try {
    const client = deps.client === undefined ? publicRestClient(backendConfig()) : deps.client;
    if (!client) return null;
    const { data, error, status } = await client.from('short_links').select('hash, code, list_name, faction, created_at').eq('hash', hash).limit(1);
    if (error) throw classifyFailure('select short_links', { status, error });
    if (!Array.isArray(data)) throw unexpectedResponse('select short_links', status);
    const row = data[0] as RemoteRow | undefined;
    const record = row ? mapShortLink(row) : null;
    if (!record) return null;
    if (record.hash !== hash || (await shortLinkHash(record.code)) !== hash) {
      logger.warn('A short link from the server does not match its hash', { hash });
      return null;
    }
    // Found on the server: published, so it opens on any device.
    await saveShortLink({ ...record, publishedAt: record.created }, { publish: false }, deps.db ?? getDb());
    return record.code;
  } catch (error) {
    logger.warn('Could not resolve a short link from the server', { hash, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
