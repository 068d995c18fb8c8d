import { describe, expect, it } from 'vitest';
import { checkDisplayName } from '../../../src/domain/displayName';

describe('checkDisplayName', () => {
  it('trims the name and keeps 2 to 40 characters as the player typed them', () => {
    expect(checkDisplayName('  Crow Lord  ')).toEqual({ ok: true, value: 'Crow Lord' });
    expect(checkDisplayName('Jo')).toEqual({ ok: true, value: 'Jo' });
    expect(checkDisplayName('x'.repeat(40))).toEqual({ ok: true, value: 'x'.repeat(40) });
    expect(checkDisplayName('Ñandú Ørn 🐦')).toEqual({ ok: true, value: 'Ñandú Ørn 🐦' });
  });

  it('refuses 1 character, 41 characters and control characters', () => {
    expect(checkDisplayName(' J ')).toEqual({ ok: false, problem: 'tooShort' });
    expect(checkDisplayName('x'.repeat(41))).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkDisplayName('Crow\u0000Lord')).toEqual({ ok: false, problem: 'control' });
    expect(checkDisplayName('Crow\nLord')).toEqual({ ok: false, problem: 'control' });
  });

  it('counts an emoji as one character, as the database does', () => {
    expect(checkDisplayName('🐦🐦')).toEqual({ ok: true, value: '🐦🐦' });
    expect(checkDisplayName('🐦'.repeat(41))).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('reads an empty or blank field as no display name', () => {
    expect(checkDisplayName('')).toEqual({ ok: true, value: null });
    expect(checkDisplayName('   ')).toEqual({ ok: true, value: null });
  });
});
