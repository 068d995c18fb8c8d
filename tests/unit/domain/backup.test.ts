import { describe, expect, it } from 'vitest';
import { BACKUP_OFFER_INTERVAL_MS, deviceOnlyLists, shouldOfferBackup } from '../../../src/domain/backup';

const NOW = Date.UTC(2026, 10, 24, 12);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe('deviceOnlyLists', () => {
  it('leaves out lists kept in the cloud or pulled from it', () => {
    const lists = [
      { id: 'a', source: 'local' as const },
      { id: 'b', source: 'local' as const, syncToCloud: true },
      { id: 'c', source: 'cloud' as const },
      { id: 'd', user_id: 'u1' },
      { id: 'e' },
    ];
    expect(deviceOnlyLists(lists).map((l) => l.id)).toEqual(['a', 'e']);
  });
});

describe('shouldOfferBackup', () => {
  const base = { isGuest: true, deviceOnlyCount: 6, now: NOW };
  it('offers a guest with more than a handful of lists, never offered and never exported', () => {
    expect(shouldOfferBackup(base)).toBe(true);
  });
  it('not with five lists or fewer, nor to a signed-in player', () => {
    expect(shouldOfferBackup({ ...base, deviceOnlyCount: 5 })).toBe(false);
    expect(shouldOfferBackup({ ...base, isGuest: false })).toBe(false);
  });
  it('at most once a week, and not within a week of an export', () => {
    expect(shouldOfferBackup({ ...base, lastOfferedAt: ago(6 * DAY) })).toBe(false);
    expect(shouldOfferBackup({ ...base, lastOfferedAt: ago(BACKUP_OFFER_INTERVAL_MS) })).toBe(true);
    expect(shouldOfferBackup({ ...base, lastExportAt: ago(2 * DAY) })).toBe(false);
    expect(shouldOfferBackup({ ...base, lastExportAt: ago(8 * DAY), lastOfferedAt: ago(8 * DAY) })).toBe(true);
    expect(shouldOfferBackup({ ...base, lastOfferedAt: 'not a date' })).toBe(true);
  });
});
