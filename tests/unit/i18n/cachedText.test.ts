/**
 * The cached `t` (src/i18n/cachedText.ts) says exactly what i18next says: for every text of
 * every namespace in en, es and fr, with any values for its parameters (names with "$&", "{{x}}"
 * or the cache's own marker characters in them, numbers, counts), asked first with one set of
 * values and then with another, so the second answer comes from the cache or the template.
 */
import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedText, type TextParams } from '../../../src/i18n/cachedText';
import { LANGUAGES, flattenLocale as flatten, loadLocale as load, namespaces } from '../support/locales';
import { appI18nInstance } from '../support/i18nInstance';

/** Every key as the app asks for it (plural suffixes dropped), with the parameters its texts name. */
const keys = new Map<string, Set<string>>();
for (const ns of namespaces) {
  for (const [key, value] of flatten(load('en', ns))) {
    const id = `${ns}:${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    const names = keys.get(id) ?? new Set<string>();
    for (const m of value.matchAll(/\{\{\s*([a-zA-Z]+)/g)) names.add(m[1]!);
    keys.set(id, names);
  }
}

const instance = (language: string): Promise<I18n> => appI18nInstance(language);

const value = fc.oneof(
  fc.string(),
  fc.constantFrom('Alula', 'Njord the Merciless', '$&', '$1', '{{name}}', '\u{F0000}0\u{F0001}', '', 'Ç’est « ça »'),
  fc.integer({ min: -5, max: 2_000_000 }),
);

describe('cachedText', () => {
  const instances = new Map<string, I18n>();
  beforeAll(async () => {
    for (const language of LANGUAGES) instances.set(language, await instance(language));
  });

  it.each(LANGUAGES)('gives what i18next gives for every text in %s, whatever the values', (language) => {
    const i18n = instances.get(language)!;
    const cached = cachedText(i18n.t);
    for (const [key, names] of keys) {
      const params = fc.record(Object.fromEntries([...names].map((n) => [n, value])) as Record<string, fc.Arbitrary<string | number>>);
      fc.assert(
        fc.property(params, params, (first, second) => {
          const p1 = names.size ? (first as TextParams) : undefined;
          const p2 = names.size ? (second as TextParams) : undefined;
          expect(cached(key, p1)).toBe(i18n.t(key, p1 as never));
          expect(cached(key, p2)).toBe(i18n.t(key, p2 as never));
          expect(cached(key, p1)).toBe(i18n.t(key, p1 as never));
        }),
        { numRuns: 8 },
      );
    }
  });

  it('fills a name into the text of its language: "Add Alula", "Añadir Alula"', () => {
    expect(cachedText(instances.get('en')!.t)('builder:unit.add', { name: 'Alula' })).toBe('Add Alula');
    const es = cachedText(instances.get('es')!.t);
    expect(es('builder:unit.add', { name: 'Alula' })).toBe(instances.get('es')!.t('builder:unit.add', { name: 'Alula' }));
    expect(es('builder:unit.add', { name: 'Njord' })).toContain('Njord');
    expect(es('builder:unit.add', { name: 'Njord' })).not.toContain('Alula');
  });

  it('does not keep a text i18next has not found yet: it is asked again once its namespace is loaded', async () => {
    const i18n = await instance('en');
    const cached = cachedText(i18n.t);
    expect(cached('later:greeting', { name: 'Alula' })).toBe('greeting');
    expect(cached('later:title')).toBe('title');
    i18n.addResourceBundle('en', 'later', { greeting: 'Hello {{name}}', title: 'Later' });
    expect(cached('later:greeting', { name: 'Alula' })).toBe('Hello Alula');
    expect(cached('later:title')).toBe('Later');
  });
});
