/**
 * i18next set-up. English `common` is bundled (the shell needs it for first paint and it is
 * the fallback); other languages' `common` and every feature namespace load on demand as
 * small chunks, which the service worker precaches, so every language works offline.
 *
 * Language: kept in browser storage; any other stored value becomes en. A missing
 * translation falls back to English, then to the key (SPEC.md 1).
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../platform/environment';
import { logger } from '../platform/logger';
import { formatNumber } from '../domain/format';
import enCommon from './locales/en/common.json';

import { SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';

export { SUPPORTED_LANGUAGES, type SupportedLanguage };

export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function normaliseLanguage(value: unknown): SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
    ? (value as SupportedLanguage)
    : 'en';
}

// English `common` is bundled (first paint and the fallback language); everything else,
// including es/fr `common`, is its own small chunk, loaded before the first render when
// that language is chosen.
const lazyNamespaces = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = lazyNamespaces[`./locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => {
        logger.error('Translation error', { language, namespace, error: String(error) });
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  },
};

export const i18n = i18next.createInstance();

export function initialLanguage(): SupportedLanguage {
  const stored = readStorage('language');
  const lng = normaliseLanguage(stored);
  if (stored !== lng) writeStorage('language', lng);
  return lng;
}

export async function initI18n(language: SupportedLanguage = initialLanguage()): Promise<typeof i18n> {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon } },
      // i18next's own defaults, set explicitly: every key is a path (never a sentence), so
      // i18next skips testing each key for "looks like natural language", which it otherwise does
      // on every t() call.
      keySeparator: '.',
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      saveMissing: true,
      missingKeyHandler: (_lngs, ns, key) => {
        logger.warn(`Missing translation: ${ns}:${key}`);
      },
    });
  // `{{count, number}}` in a translation formats as the rest of the app does (domain/format.ts):
  // whole numbers without Intl, whose first number formatter costs a slow phone a long task.
  i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, lng ?? i18n.language) : String(value),
  );
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return i18n;
}

export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  writeStorage('language', language);
  await i18n.changeLanguage(language);
}
