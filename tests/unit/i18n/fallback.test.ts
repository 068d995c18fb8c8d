import { describe, expect, it } from 'vitest';
import { i18n, initI18n, normaliseLanguage } from '../../../src/i18n';

describe('language selection and fallback', () => {
  it('any stored value other than en, es or fr becomes en', () => {
    expect(normaliseLanguage('es')).toBe('es');
    expect(normaliseLanguage('fr')).toBe('fr');
    expect(normaliseLanguage('de')).toBe('en');
    expect(normaliseLanguage('')).toBe('en');
    expect(normaliseLanguage(null)).toBe('en');
    expect(normaliseLanguage('{"lang":"es"}')).toBe('en');
  });

  it('a missing translation falls back to English, then to the key', async () => {
    await initI18n('es');
    i18n.addResource('en', 'common', 'testOnly.englishOnly', 'Only in English');
    expect(i18n.t('nav.build')).toBe('Crear');
    expect(i18n.t('testOnly.englishOnly')).toBe('Only in English');
    expect(i18n.t('testOnly.nowhere')).toBe('testOnly.nowhere');
  });
});
