/**
 * Short links (/s/{hash}) resolve only from this device (SPEC.md 7 "Share links"): the
 * record keeps the full share code under its hash.
 */
import type { ShortLinkRecord } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';

export interface NewShortLink {
  hash: string;
  code: string;
  listName: string;
  faction: string;
}

/** Keep a short link; `created` defaults to `now` (a record from the domain keeps its own). */
export async function saveShortLink(
  link: NewShortLink & { created?: string },
  { now = Date.now() }: { now?: number } = {},
  db: WarcrowDB = getDb(),
): Promise<ShortLinkRecord> {
  const record: ShortLinkRecord = { ...link, created: link.created ?? new Date(now).toISOString() };
  await runWrite(() => db.shortLinks.put(record));
  return record;
}

/** The record for a hash, or null when this device never made it (or it is unreadable). */
export async function resolveShortLink(hash: string, db: WarcrowDB = getDb()): Promise<ShortLinkRecord | null> {
  if (hash.trim() === '') return null;
  const record = await db.shortLinks.get(hash);
  if (!record || typeof record.code !== 'string' || record.code === '') return null;
  return record;
}
