// What a first visit's start-up reads to know it has nothing stored (issue 12: a content page
// then loads no database code), and the signal that brings the stored copy in when the sync
// engine pulls something newer than the bundle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLegacyListKeys, type LegacyKeyStorage } from '../../../src/platform/legacyLists';
import { deviceHoldsContent, noteSeed } from '../../../src/platform/seedMark';
import { noteStoredChange, resetStoredChanges, whenStoredChanges } from '../../../src/platform/storedChanges';
import { pulledGroups } from '../../../sync/pullContent';

function fakeStorage(entries: Record<string, string>): LegacyKeyStorage & { setItem(key: string, value: string): void; removeItem(key: string): void } {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  resetStoredChanges();
});

describe('lists of the earliest versions', () => {
  it('are found under the array key or a per-list key, with or without the environment prefix', () => {
    expect(hasLegacyListKeys(fakeStorage({}))).toBe(false);
    expect(hasLegacyListKeys(fakeStorage({ prod_language: 'es', 'prod_contentSeeded:news': '1' }))).toBe(false);
    expect(hasLegacyListKeys(fakeStorage({ armyLists: '[]' }))).toBe(true);
    expect(hasLegacyListKeys(fakeStorage({ preview_armyLists: '[]' }))).toBe(true);
    expect(hasLegacyListKeys(fakeStorage({ armyList_abc: '{}' }))).toBe(true);
    expect(hasLegacyListKeys(fakeStorage({ prod_armyList_abc: '{}' }))).toBe(true);
    // A key that only looks alike is not one.
    expect(hasLegacyListKeys(fakeStorage({ myarmyList_abc: '{}' }))).toBe(false);
  });

  it('a storage that throws, or none at all, holds none', () => {
    const throwing: LegacyKeyStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      key: () => null,
      length: 0,
    };
    expect(hasLegacyListKeys(throwing)).toBe(false);
    expect(hasLegacyListKeys(null)).toBe(false);
  });
});

describe('a device that has held content', () => {
  it('is one with any seed group marked; a first visit has none', () => {
    (globalThis as { localStorage?: unknown }).localStorage = fakeStorage({});
    expect(deviceHoldsContent()).toBe(false);
    noteSeed('terms', true);
    expect(deviceHoldsContent()).toBe(true);
    noteSeed('terms', false);
    noteSeed('news', true);
    expect(deviceHoldsContent()).toBe(true);
  });
});

describe('changes to the stored content', () => {
  it('call a waiting screen once, for its group only, and at once when already heard', () => {
    const news = vi.fn();
    const catalogue = vi.fn();
    whenStoredChanges('news', news);
    const cancelled = vi.fn();
    whenStoredChanges('news', cancelled)();
    whenStoredChanges('core', catalogue);
    noteStoredChange('terms');
    expect(news).not.toHaveBeenCalled();
    noteStoredChange('news');
    noteStoredChange('news');
    expect(news).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(catalogue).not.toHaveBeenCalled();
    const late = vi.fn();
    whenStoredChanges('news', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('are read off a pull by the seed group of each table that brought rows', () => {
    expect(pulledGroups({ tables: {}, total: 0 })).toEqual([]);
    expect(pulledGroups({ tables: { news_items: 2 }, total: 2 })).toEqual(['news']);
    expect(new Set(pulledGroups({ tables: { units: 1, special_rules: 3, faq_sections: 0 }, total: 4 }))).toEqual(new Set(['core', 'terms']));
    // The community's lists are no seed group.
    expect(pulledGroups({ tables: { shared_lists: 5 }, total: 5 })).toEqual([]);
  });
});
