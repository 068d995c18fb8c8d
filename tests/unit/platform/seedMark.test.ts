// The seed marks (src/platform/seedMark.ts) tell a first render whether this device holds a
// seed group. The home page and a shared list read different groups, seeded at different
// times: one group's state must never stand for the other's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceHasSeed, noteSeed } from '../../../src/platform/seedMark';

const stored = new Map<string, string>();
const storage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

beforeEach(() => {
  stored.clear();
  (globalThis as { localStorage?: typeof storage }).localStorage = storage;
});
afterEach(() => {
  delete (globalThis as { localStorage?: typeof storage }).localStorage;
});

describe('seed marks', () => {
  it('are kept per group: the news seeded on the home page says nothing about the catalogue', () => {
    expect(deviceHasSeed('news')).toBe(false);
    expect(deviceHasSeed('core')).toBe(false);
    noteSeed('news', true);
    expect(deviceHasSeed('news')).toBe(true);
    expect(deviceHasSeed('core')).toBe(false);
    noteSeed('core', true);
    noteSeed('news', false);
    expect(deviceHasSeed('news')).toBe(false);
    expect(deviceHasSeed('core')).toBe(true);
  });

  it('a worker has no localStorage: nothing is marked, and noting does not throw', () => {
    delete (globalThis as { localStorage?: typeof storage }).localStorage;
    expect(deviceHasSeed('core')).toBe(false);
    expect(() => noteSeed('core', true)).not.toThrow();
  });
});
