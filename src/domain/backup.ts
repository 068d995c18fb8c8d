/**
 * Backup reminders (issue 16): which lists exist only on this device, and when a guest is
 * offered to export them (more than a handful of lists, at most once a week, and not when
 * they exported in the last week anyway). Pure.
 */
import { isCloudList } from './lists';
import type { ArmyList } from './types';

/** "More than a handful": a guest with more lists than this is offered an export. */
export const BACKUP_OFFER_MIN_LISTS = 5;
export const BACKUP_OFFER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** Lists not kept in the cloud: lost with the device or its site data. */
export function deviceOnlyLists<T extends Pick<ArmyList, 'source' | 'user_id' | 'syncToCloud'>>(lists: readonly T[]): T[] {
  return lists.filter((l) => l.syncToCloud !== true && !isCloudList(l));
}

function since(iso: string | null | undefined, now: number): number {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) ? now - at : Number.POSITIVE_INFINITY;
}

export function shouldOfferBackup(input: { isGuest: boolean; deviceOnlyCount: number; lastOfferedAt?: string | null; lastExportAt?: string | null; now: number }): boolean {
  return (
    input.isGuest &&
    input.deviceOnlyCount > BACKUP_OFFER_MIN_LISTS &&
    since(input.lastOfferedAt, input.now) >= BACKUP_OFFER_INTERVAL_MS &&
    since(input.lastExportAt, input.now) >= BACKUP_OFFER_INTERVAL_MS
  );
}
