/**
 * Short links (/s/{hash}): the record keeps the full share code under its hash. They resolve
 * from this device first (SPEC.md 7 "Share links"); a signed-in player's new link is also
 * queued in the outbox (table 'shortLinks', same transaction) so the sync engine publishes
 * it to `short_links` and other devices can resolve it. A guest cannot publish (the server
 * takes short links from signed-in players only), so a guest's link stays on the device.
 */
import type { ShortLinkRecord } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import { getOutboxAccount, shortLinkOutboxEntry } from '../outbox';
import { outboxRows } from '../queries';

export interface NewShortLink {
  hash: string;
  code: string;
  listName: string;
  faction: string;
}

/** Keep a short link; `created` defaults to `now` (a record from the domain keeps its own). */
export async function saveShortLink(
  link: NewShortLink & { created?: string; publishedAt?: string },
  { now = Date.now(), publish = true }: { now?: number; /** false: a record read from the server, nothing to send. */ publish?: boolean } = {},
  db: WarcrowDB = getDb(),
): Promise<ShortLinkRecord> {
  let record: ShortLinkRecord = { ...link, created: link.created ?? new Date(now).toISOString() };
  const queue = publish && getOutboxAccount() !== null;
  await runWrite(() =>
    db.transaction('rw', db.shortLinks, db.outbox, async () => {
      // A link already published stays published when it is made again (the same list shared twice).
      const earlier = await db.shortLinks.get(record.hash);
      const publishedAt = record.publishedAt ?? (earlier?.code === record.code ? earlier.publishedAt : undefined);
      if (publishedAt) record = { ...record, publishedAt };
      await db.shortLinks.put(record);
      if (!queue || publishedAt) return;
      // The same link made twice is published once (the server treats a repeat as a no-op anyway).
      const waiting = await outboxRows(db)
        .where('rowId')
        .equals(record.hash)
        .filter((e) => e.table === 'shortLinks' && e.status === 'pending' && e.accountId === getOutboxAccount())
        .count();
      if (waiting === 0) await outboxRows(db).add(shortLinkOutboxEntry(record, now));
    }),
  );
  return record;
}

/** The record for a hash, or null when this device never made it (or it is unreadable). */
export async function resolveShortLink(hash: string, db: WarcrowDB = getDb()): Promise<ShortLinkRecord | null> {
  if (hash.trim() === '') return null;
  const record = await db.shortLinks.get(hash);
  if (!record || typeof record.code !== 'string' || record.code === '') return null;
  return record;
}

/**
 * The server has the short link: its outbox entry leaves the queue and the record notes when it
 * was published, in one transaction, so the share dialog can say the short link opens anywhere.
 */
export async function confirmShortLinkPublished(seq: number, hash: string, { now = Date.now() }: { now?: number } = {}, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.shortLinks, db.outbox, async () => {
      await db.outbox.delete(seq);
      const record = await db.shortLinks.get(hash);
      if (record && !record.publishedAt) await db.shortLinks.put({ ...record, publishedAt: new Date(now).toISOString() });
    }),
  );
}
