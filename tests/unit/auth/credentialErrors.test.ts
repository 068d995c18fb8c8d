import { describe, expect, it } from 'vitest';
import { toAuthMessage } from '../../../src/auth/authErrors';

describe('password change refusals (issue 15 item 4)', () => {
  it('says the current password is needed, and that the new one must differ', () => {
    expect(toAuthMessage({ code: 'current_password_required', status: 400, message: 'Current password required when setting new password.' })).toEqual({
      key: 'errors.currentPasswordRequired',
    });
    expect(toAuthMessage({ code: 'same_password', status: 422, message: 'New password should be different from the old password.' })).toEqual({
      key: 'errors.samePassword',
    });
  });
});
