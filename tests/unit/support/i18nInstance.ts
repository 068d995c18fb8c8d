/** An i18next instance set up as the app's (src/i18n/index.ts) over every translation file, for the i18n tests. */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { formatNumber } from '../../../src/domain/format';
import { LANGUAGES, loadLocale, namespaces } from './locales';

/** Every namespace of every language, as loaded from the files. */
export function allResources(): Resource {
  return Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, loadLocale(l, ns)]))]));
}

export async function appI18nInstance(language: string, resources: Resource = allResources()): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    resources,
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, lng ?? language) : String(value),
  );
  return i18n;
}
