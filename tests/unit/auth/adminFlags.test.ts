import { describe, expect, it } from 'vitest';
import { toAuthMessage } from '../../../src/auth/authErrors';
import { deriveAuthView, type AuthFlags } from '../../../src/auth/authStore';
import { parseSwitches } from '../../../src/auth/featureSwitches';

describe('a blocked account signing in (issue 17)', () => {
  it('reads the admin\'s reason from the auth service\'s refusal', () => {
    expect(toAuthMessage({ code: 'user_banned', status: 400, message: 'User is banned. Reason: Hostile posts' })).toEqual({
      key: 'errors.banned',
      blockReason: 'Hostile posts',
    });
    expect(toAuthMessage({ code: 'user_banned', status: 400, message: 'User is deactivated. Reason: Asked to leave' })).toEqual({
      key: 'errors.deactivated',
      blockReason: 'Asked to leave',
    });
  });

  it('says the account is banned without a reason when the service gives none (hosted Supabase)', () => {
    expect(toAuthMessage({ code: 'user_banned', status: 400, message: 'User is banned' })).toEqual({ key: 'errors.banned' });
  });
});

describe('the play-mode switch', () => {
  const player: AuthFlags = {
    isAuthenticated: true, isAdmin: false, isWabAdmin: false, isTester: false, userId: 'u1', email: 'p@x.test', wabId: 'w',
    isLoading: false, isSigningOut: false, isPreviewUser: false,
  };

  it('opens play to every signed-in player only when an admin chose everyone', () => {
    expect(deriveAuthView(player).canPlay).toBe(false);
    expect(deriveAuthView(player, true).canPlay).toBe(true);
    expect(deriveAuthView({ ...player, isAuthenticated: false }, true).canPlay).toBe(false);
  });

  it('reads the switches, keeping the defaults for anything unknown', () => {
    expect(parseSwitches([{ key: 'play_mode', value: 'everyone' }, { key: 'community_posting', value: 'off' }])).toEqual({ playMode: 'everyone', communityPosting: 'off' });
    expect(parseSwitches([{ key: 'play_mode', value: 'nobody' }, { key: 'other', value: 'x' }])).toEqual({ playMode: 'testers', communityPosting: 'on' });
    expect(parseSwitches('not rows')).toEqual({ playMode: 'testers', communityPosting: 'on' });
  });
});
