// The names the sync engine gives conflict copies (without i18next) and the notices it keeps
// (src/db/repositories/keptEdits.ts).
import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { conflictCopyName, readKeptEdits, readLanguage } from '../../../src/db/repositories/keptEdits';
import { LANGUAGES, loadLocale } from '../support/locales';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['listNames'],
    defaultNS: 'listNames',
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { listNames: loadLocale(l, 'listNames') }])),
  });
});

describe('conflict copy names', () => {
  it('say what i18next says for the same texts, in every language (the name without trailing spaces)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (language, typed, n) => {
        const name = typed.trimEnd();
        const expected = n === 1 ? i18n.t('conflictCopy', { lng: language, name }) : i18n.t('conflictCopyNumbered', { lng: language, name, n });
        expect(conflictCopyName(typed, n, language, 200)).toBe(expected);
      }),
    );
  });

  it('are in the language asked for', () => {
    expect(conflictCopyName('Vanguardia', 1, 'es', 80)).toBe('Vanguardia (copia en conflicto)');
    expect(conflictCopyName('Avant-garde', 2, 'fr', 80)).toBe('Avant-garde (copie en conflit 2)');
    expect(conflictCopyName('Vanguard', 1, 'en', 80)).toBe('Vanguard (conflict copy)');
  });

  it('fit the server\'s 80 characters by shortening the player\'s name, never the words that say it is a copy', () => {
    const long = 'L'.repeat(80);
    for (const language of LANGUAGES) {
      for (const n of [1, 2, 10]) {
        const name = conflictCopyName(long, n, language, 80);
        expect(name.length).toBeLessThanOrEqual(80);
        expect(name.endsWith(conflictCopyName('', n, language, 80).trim())).toBe(true);
      }
    }
  });
});

describe('stored notices and language', () => {
  it('keep only well-formed notices from storage', () => {
    const good = { copyId: 'c1', kind: 'conflict', name: 'A', copyName: 'A (conflict copy)', accountId: 'u1', at: '2026-11-28T10:00:00.000Z' };
    expect(readKeptEdits([good, { ...good, kind: 'other' }, { ...good, copyId: 3 }, null, 'x', { ...good, accountId: null, copyId: 'c2' }])).toEqual([
      good,
      { ...good, accountId: null, copyId: 'c2' },
    ]);
    expect(readKeptEdits({ not: 'a list' })).toEqual([]);
  });

  it('a language the app does not have is English', () => {
    expect(readLanguage('es')).toBe('es');
    expect(readLanguage('de')).toBe('en');
    expect(readLanguage(undefined)).toBe('en');
  });
});
