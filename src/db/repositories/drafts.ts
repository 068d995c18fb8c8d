/**
 * Work in progress that must survive a reload: the community post form and the editing copy
 * of one of the player's shared lists. Both are cleared when the post succeeds.
 */
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import type { DraftKey, DraftsMap } from '../types';

export async function keepDraft<K extends DraftKey>(
  key: K,
  value: DraftsMap[K],
  { now = Date.now() }: { now?: number } = {},
  db: WarcrowDB = getDb(),
): Promise<void> {
  await runWrite(() => db.drafts.put({ key, value, updated_at: new Date(now).toISOString() }));
}

export async function getDraft<K extends DraftKey>(key: K, db: WarcrowDB = getDb()): Promise<DraftsMap[K] | null> {
  const row = await db.drafts.get(key);
  return (row?.value as DraftsMap[K] | undefined) ?? null;
}

export async function discardDraft(key: DraftKey, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.drafts.delete(key));
}

/** After a successful post: the form draft and the editing copy go together. */
export async function discardPostDrafts(db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.drafts.bulkDelete(['postForm', 'sharedListEdit']));
}
