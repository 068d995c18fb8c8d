/**
 * Plural forms: every string that counts ("{{count}}") has each plural form its language needs
 * (English one/other; Spanish and French also "many", for millions: "1 000 000 de résultats";
 * French "one" covers 0 and 1), and i18next picks them: "1 result", "1 resultado", "1 résultat".
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, flattenLocale as flatten, loadLocale as load, namespaces } from '../support/locales';

const SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = /\{\{\s*count\s*(,[^}]*)?\}\}/;

const categories = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** Per language: "ns:base" of every string that counts, with the plural forms present. */
function countingKeys(language: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const ns of namespaces) {
    for (const [key, value] of flatten(load(language, ns))) {
      const suffix = SUFFIX.exec(key);
      if (!COUNTS.test(value) && !suffix) continue;
      const base = `${ns}:${suffix ? key.slice(0, -suffix[0].length) : key}`;
      const forms = out.get(base) ?? new Set<string>();
      forms.add(suffix ? suffix[1]! : '(none)');
      out.set(base, forms);
    }
  }
  return out;
}

describe('plural forms', () => {
  it('the languages need what CLDR says (English one/other, Spanish and French one/many/other)', () => {
    expect(categories('en')).toEqual(expect.arrayContaining(['one', 'other']));
    expect(categories('es')).toEqual(expect.arrayContaining(['one', 'many', 'other']));
    expect(categories('fr')).toEqual(expect.arrayContaining(['one', 'many', 'other']));
  });

  it.each(LANGUAGES)('every {{count}} string in %s has each plural form of the language, and none is left without a suffix', (language) => {
    const needed = categories(language);
    const incomplete = [...countingKeys(language)]
      .map(([base, forms]) => ({ base, missing: needed.filter((c) => !forms.has(c)), unsuffixed: forms.has('(none)') }))
      .filter((k) => k.missing.length > 0 || k.unsuffixed);
    expect(incomplete).toEqual([]);
  });

  it('counting strings are the same keys in every language', () => {
    const bases = (language: string) => [...countingKeys(language).keys()].sort();
    expect(bases('es')).toEqual(bases('en'));
    expect(bases('fr')).toEqual(bases('en'));
  });

  it('i18next picks the forms: "1 result", "1 resultado", "1 résultat", French 0 singular, millions with "de"', async () => {
    const instance = i18next.createInstance();
    const resources = Object.fromEntries(LANGUAGES.map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, load(l, ns)]))]));
    await instance.init({ lng: 'en', fallbackLng: 'en', resources, interpolation: { escapeValue: false } });
    const title = (lng: string, count: number) => instance.t('rules:results.title', { lng, count, term: 'x' });
    expect(title('en', 1)).toBe('1 result for “x”');
    expect(title('en', 2)).toBe('2 results for “x”');
    expect(title('en', 0)).toBe('0 results for “x”');
    expect(title('es', 1)).toBe('1 resultado para «x»');
    expect(title('es', 3)).toBe('3 resultados para «x»');
    expect(title('es', 1_000_000)).toBe('1000000 de resultados para «x»');
    expect(title('fr', 1)).toBe('1 résultat pour « x »');
    expect(title('fr', 0)).toBe('0 résultat pour « x »');
    expect(title('fr', 2)).toBe('2 résultats pour « x »');
    expect(title('fr', 1_000_000)).toBe('1000000 de résultats pour « x »');
    // Formatted counts follow the language's number format.
    expect(instance.t('landing:hero.users', { lng: 'en', count: 1 })).toBe('1 registered player');
    expect(instance.t('landing:hero.users', { lng: 'en', count: 1234 })).toBe('1,234 registered players');
    expect(instance.t('landing:hero.users', { lng: 'es', count: 12345 })).toBe('12.345 jugadores registrados');
    expect(instance.t('landing:hero.users', { lng: 'fr', count: 1234 }).replace(/\s/g, ' ')).toBe('1 234 joueurs inscrits');
    // Every counting key resolves to a real string for 0, 1, 2 and a million in every language.
    for (const language of LANGUAGES) {
      for (const base of countingKeys(language).keys()) {
        for (const count of [0, 1, 2, 1_000_000]) {
          // i18next answers with the key itself when no form fits.
          const text = instance.t(base, { lng: language, count });
          expect({ base, language, count, resolved: text !== base.split(':')[1] }).toEqual({ base, language, count, resolved: true });
        }
      }
    }
  });
});
