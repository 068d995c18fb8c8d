import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordWeaknesses } from '../../../src/domain/passwordStrength';

describe('passwordWeaknesses (the sign-up form and the local auth server)', () => {
  it('asks for at least 10 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    expect(passwordWeaknesses('Tabl3-top')).toEqual(['length']);
    expect(passwordWeaknesses('')).toEqual(['length']);
  });

  it('refuses one character repeated, spaces included', () => {
    expect(passwordWeaknesses('aaaaaaaaaaaa')).toEqual(['characters']);
    expect(passwordWeaknesses(' '.repeat(12))).toEqual(['characters']);
    expect(passwordWeaknesses('aaaaaaaa')).toEqual(['length', 'characters']);
  });

  it('refuses common passwords, keyboard walks and sequences', () => {
    for (const password of ['password1234', 'qwertyuiop', '1234567890', 'abcdefghij', 'iloveyou12']) {
      expect(passwordWeaknesses(password), password).toEqual(['pwned']);
    }
  });

  it('accepts a password of several words, digits and symbols', () => {
    for (const password of ['Tabletop-Venue-42', 'Sturdy-pass-1', 'WarcrowPlayer1!', 'crow feather lantern']) {
      expect(passwordWeaknesses(password), password).toEqual([]);
    }
  });
});
