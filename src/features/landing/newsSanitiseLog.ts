/**
 * Issue 13 item 4: news is sanitised as it is pulled and again when shown. An item whose
 * stored HTML still changes when it is sanitised for the screen (stored before the pull
 * sanitised it, or written to the device some other way) is logged once per item and
 * version, not on every render.
 */
import { logger } from '../../platform/logger';
import type { NewsItem } from '../../domain/types';

const reported = new Set<string>();

/** Log that the item's stored HTML changed on sanitising; true when this call logged it. */
export function reportStoredNewsChanged(item: Pick<NewsItem, 'id' | 'updated_at'>, language: string): boolean {
  const key = `${item.id}@${item.updated_at ?? ''}`;
  if (reported.has(key)) return false;
  reported.add(key);
  logger.warn('A stored news item changed when it was sanitised for the screen', { id: item.id, language });
  return true;
}
