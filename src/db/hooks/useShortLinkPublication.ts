/**
 * Whether a short link opens beyond this device (issue 14 "Sharing that always works"), read
 * live so the share dialog follows the sync engine: 'published' once the server confirmed it,
 * 'queued' while its outbox entry waits (offline, or not pushed yet), 'rejected' when the server
 * refused it for good, 'local' when nothing will publish it (made as a guest). undefined while
 * reading or when there is no hash yet.
 */
import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { outboxRows } from '../queries';

export type ShortLinkPublication = 'published' | 'queued' | 'rejected' | 'local';

export function useShortLinkPublication(hash: string | null): ShortLinkPublication | undefined {
  return useLiveQuery(async (): Promise<ShortLinkPublication | undefined> => {
    if (!hash) return undefined;
    const db = getDb();
    const record = await db.shortLinks.get(hash);
    if (record?.publishedAt) return 'published';
    const entries = await outboxRows(db)
      .where('rowId')
      .equals(hash)
      .filter((e) => e.table === 'shortLinks')
      .toArray();
    if (entries.some((e) => e.status === 'pending')) return 'queued';
    if (entries.some((e) => e.status === 'rejected')) return 'rejected';
    return 'local';
  }, [hash]);
}
