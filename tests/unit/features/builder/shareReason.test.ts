// The line under the share dialog's link type (issue 14): the link shown first always opens on
// any device, and the line says what is true for the player's case.
import { describe, expect, it } from 'vitest';
import { shareReason } from '../../../../src/features/builder/shareReason';

describe('shareReason', () => {
  it.each([
    // kind, short link, publication, signed in, online → reason
    ['full', 'ready', 'local', false, true, 'guest'],
    ['full', 'ready', 'local', false, false, 'guest'],
    ['full', 'ready', 'queued', true, false, 'offline'],
    ['full', 'ready', 'queued', true, true, 'publishing'],
    ['full', 'ready', 'rejected', true, true, 'publishFailed'],
    ['full', 'failed', undefined, true, true, 'shortFailed'],
    ['full', 'ready', 'published', true, true, 'full'],
    ['full', 'ready', 'published', false, false, 'full'],
    ['short', 'ready', 'published', false, false, 'shortPublished'],
    ['short', 'ready', 'local', false, true, 'shortLocal'],
    ['short', 'ready', 'queued', true, true, 'shortLocal'],
  ] as const)('%s link, short %s, %s, signed in %s, online %s → %s', (kind, short, publication, isSignedIn, isOnline, expected) => {
    expect(shareReason(kind, short, publication, isSignedIn, isOnline)).toBe(expected);
  });

  it('never tells a guest the link is being published', () => {
    for (const online of [true, false]) expect(shareReason('full', 'ready', 'queued', false, online)).toBe('guest');
  });
});
