// @vitest-environment jsdom
/**
 * The app's own `useTranslation` (src/i18n/useTranslation.ts).
 *
 * - Its `t` says exactly what i18next's says, for every text of every namespace in en, es and fr.
 *   That holds with any values for the parameters (names with "$&", "{{x}}" or "$t(…)" in them,
 *   numbers, which `{{n, number}}` formats with the app's formatter), with counts, asked by key or by "namespace:key", and from a language missing texts
 *   that its fallback has.
 * - The hook renders the texts, renders again in the new language when the language changes,
 *   and shows the Suspense fallback until the component's namespace has loaded.
 */
import fc from 'fast-check';
import i18next, { type BackendModule, type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { Suspense } from 'react';
import { act } from 'preact/test-utils';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { fastT, useTranslation } from '../../../src/i18n/useTranslation';
import { mountPointPerTest } from '../support/mountPoint';
import { LANGUAGES, flattenLocale as flatten, loadLocale as load, namespaces } from '../support/locales';
import { allResources, appI18nInstance } from '../support/i18nInstance';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every key of each namespace as the app asks for it (plural suffixes dropped), with the parameters its texts name. */
const keysOf = new Map<string, Map<string, Set<string>>>();
for (const ns of namespaces) {
  const keys = new Map<string, Set<string>>();
  for (const [key, value] of flatten(load('en', ns))) {
    const id = key.replace(/_(zero|one|two|few|many|other)$/, '');
    const names = keys.get(id) ?? new Set<string>();
    for (const m of value.matchAll(/\{\{\s*([a-zA-Z]+)/g)) names.add(m[1]!);
    keys.set(id, names);
  }
  keysOf.set(ns, keys);
}

const instance = (language: string, resources?: Resource): Promise<I18n> => appI18nInstance(language, resources);

const value = fc.oneof(
  fc.string(),
  fc.constantFrom('Alula', 'Njord the Merciless', '$&', '$1', '{{name}}', '$t(common:app.name)', '', 'Ç’est « ça »'),
  fc.integer({ min: -5, max: 2_000_000 }),
);

type Params = Record<string, string | number>;
const call = (t: TFunction, key: string, params?: Params) => (t as unknown as (k: string, p?: Params) => string)(key, params);

/** For each namespace, every key asked of `ours` and of i18next's `t` for the same namespaces gives the same text. */
function sameTexts(i18n: I18n, language: string, runs: number) {
  for (const [ns, keys] of keysOf) {
    const list = ns === 'common' ? ['common'] : [ns, 'common'];
    const ours = fastT(i18n, list, language);
    const theirs = i18n.getFixedT(language, list);
    for (const [key, names] of keys) {
      const params = fc.record(Object.fromEntries([...names].map((n) => [n, value])) as Record<string, fc.Arbitrary<string | number>>);
      fc.assert(
        fc.property(params, fc.integer({ min: 0, max: 12 }), (given, count) => {
          const p = names.size ? (given as Params) : undefined;
          expect(call(ours, key, p)).toBe(call(theirs, key, p));
          expect(call(ours, `${ns}:${key}`, p)).toBe(call(theirs, `${ns}:${key}`, p));
          expect(call(ours, key, { ...p, count })).toBe(call(theirs, key, { ...p, count }));
        }),
        { numRuns: runs },
      );
    }
  }
}

describe("the app's t", () => {
  const instances = new Map<string, I18n>();
  beforeAll(async () => {
    for (const language of LANGUAGES) instances.set(language, await instance(language));
  });

  it.each(LANGUAGES)('gives what i18next gives for every text in %s, whatever the values', (language) => {
    sameTexts(instances.get(language)!, language, 4);
  });

  it('falls back to English where a language lacks a text, as i18next does', async () => {
    const resources = allResources();
    // Spanish without half of each namespace's top-level groups.
    for (const ns of namespaces) {
      const tree = resources.es![ns] as Record<string, unknown>;
      Object.keys(tree).forEach((group, index) => {
        if (index % 2 === 0) delete tree[group];
      });
    }
    const i18n = await instance('es', resources);
    sameTexts(i18n, 'es', 1);
    const t = fastT(i18n, ['builder', 'common'], 'es');
    expect(call(t, 'unit.add', { name: 'Alula' })).toBe(i18n.t('builder:unit.add', { name: 'Alula' }));
  });

  it("looks in each namespace in turn, in the language and then its fallback, as i18next does", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'es',
      fallbackLng: 'en',
      ns: ['first', 'second'],
      defaultNS: 'first',
      resources: { en: { first: { x: 'first, English' }, second: { x: 'second, English' } }, es: { second: { x: 'second, Spanish' } } },
    });
    expect(call(fastT(i18n, ['first', 'second'], 'es'), 'x')).toBe('first, English');
    expect(call(fastT(i18n, ['first', 'second'], 'es'), 'x')).toBe(i18n.getFixedT('es', ['first', 'second'])('x'));
  });

  it('picks the plural form of the count, and a zero form for 0 where a text has one, as i18next does', async () => {
    const i18n = i18next.createInstance();
    const items = { items_zero: 'no items', items_one: '{{count}} item', items_other: '{{count}} items', units_one: 'one unit', units_other: '{{count}} units' };
    await i18n.init({ lng: 'fr', fallbackLng: 'en', ns: ['x'], defaultNS: 'x', resources: { en: { x: items }, fr: { x: { units_one: '{{count}} unité', units_other: '{{count}} unités' } } } });
    const t = fastT(i18n, ['x'], 'fr');
    const theirs = i18n.getFixedT('fr', ['x']);
    for (const count of [0, 1, 2, 5]) {
      for (const key of ['items', 'units']) expect(call(t, key, { count })).toBe(theirs(key, { count }));
    }
    expect(call(t, 'items', { count: 0 })).toBe('no items');
    expect(call(t, 'units', { count: 0 })).toBe('0 unité');
    expect(call(t, 'units', { count: 3 })).toBe('3 unités');
  });

  it('fills the names a text asks for: "Add Alula"', () => {
    const en = instances.get('en')!;
    expect(call(fastT(en, ['builder'], 'en'), 'unit.add', { name: 'Alula' })).toBe('Add Alula');
    const es = instances.get('es')!;
    expect(call(fastT(es, ['builder'], 'es'), 'unit.add', { name: 'Njord' })).toBe(es.t('builder:unit.add', { name: 'Njord' }));
  });

  it('gives the key of a text no namespace holds, as i18next does', () => {
    const en = instances.get('en')!;
    expect(call(fastT(en, ['builder'], 'en'), 'no.such.text')).toBe('no.such.text');
    expect(call(fastT(en, ['builder'], 'en'), 'nowhere:text')).toBe(en.t('nowhere:text'));
  });
});

describe('useTranslation', () => {
  const mount = mountPointPerTest();

  function Greeting() {
    const { t } = useTranslation(['greet', 'common']);
    return <p>{call(t, 'hello', { name: 'Alula' })}</p>;
  }

  /**
   * An instance whose namespaces each load in a language when the test opens that read
   * (`open('es|greet')`, before or after it is asked for). English "common" comes bundled.
   */
  async function gatedInstance() {
    const gates = new Map<string, { opened: Promise<void>; open: () => void }>();
    const gate = (key: string) => {
      let entry = gates.get(key);
      if (!entry) {
        let open!: () => void;
        const opened = new Promise<void>((resolve) => (open = resolve));
        gates.set(key, (entry = { opened, open }));
      }
      return entry;
    };
    const texts: Record<string, Record<string, string>> = { en: { hello: 'Hello {{name}}' }, es: { hello: 'Hola {{name}}' } };
    const backend: BackendModule = {
      type: 'backend',
      init() {},
      read(language, ns, callback) {
        void gate(`${language}|${ns}`).opened.then(() => callback(null, ns === 'greet' ? (texts[language] ?? {}) : { title: language }));
      },
    };
    const i18n = i18next.createInstance();
    await i18n.use(backend).init({ lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', partialBundledLanguages: true, resources: { en: { common: {} } }, interpolation: { escapeValue: false } });
    const open = (key: string) => gate(key).open();
    /** "greet" arrives in `language`, and the screen has drawn what follows. */
    const greetArrives = (language: string) =>
      act(async () => {
        open(`${language}|greet`);
        await i18n.loadNamespaces('greet');
      });
    return { i18n, open, greetArrives, asked: (key: string) => gates.has(key) };
  }

  const showGreeting = (i18n: I18n) =>
    act(async () =>
      mount.root.render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>loading</p>}>
            <Greeting />
          </Suspense>
        </I18nextProvider>,
      ),
    );

  it('shows the fallback until the namespace loads, then the text; a change of language renders it again', async () => {
    const { i18n, open, greetArrives } = await gatedInstance();
    await showGreeting(i18n);
    expect(mount.host.textContent).toBe('loading');
    await greetArrives('en');
    expect(mount.host.textContent).toBe('Hello Alula');
    await act(async () => {
      open('es|common');
      open('es|greet');
      await i18n.changeLanguage('es');
    });
    expect(mount.host.textContent).toBe('Hola Alula');
  });

  it('suspends again when the language changes to one its namespace is still loading in, and shows the text once it loads', async () => {
    // The landing's race (issue 12): a part mounts while the language is changing, so its
    // namespace is loaded in the old language only. When the change lands, the shown part
    // suspends; once its namespace loads in the new language it must render the text, not
    // suspend again and again on what it found before.
    const { i18n, open, greetArrives, asked } = await gatedInstance();
    const changing = i18n.changeLanguage('es');
    await showGreeting(i18n);
    expect(mount.host.textContent).toBe('loading');
    await greetArrives('en');
    expect(mount.host.textContent).toBe('Hello Alula');
    expect(asked('es|greet')).toBe(false);
    await act(async () => {
      open('es|common');
      await changing;
    });
    expect(i18n.language).toBe('es');
    expect(mount.host.textContent).toBe('loading');
    await greetArrives('es');
    expect(mount.host.textContent).toBe('Hola Alula');
  });
});
