/**
 * The app's `useTranslation` (issue 12): react-i18next's contract (a `t` for the component's
 * namespaces, the i18n instance, a render again when the language changes, Suspense while a
 * namespace loads) at a fraction of its cost per render.
 *
 * react-i18next's hook builds a copy of the whole i18n instance for each component that mounts
 * and an options object on each render, and i18next's `translate` walks its resolution machinery
 * (language hierarchy, plural and context variants, interpolation, post-processing) for every
 * text. A first render asks for a few hundred texts; on a slow phone that was about a quarter
 * of the builder's first render.
 *
 * The `t` here reads a text straight from i18next's store when the call is plain: no option
 * i18next reads but a numeric `count` (no `context`, `defaultValue`…), no nesting (`$t(…)`),
 * and only `{{name}}` and `{{name, number}}` placeholders that the call fills. The lookup order
 * is i18next's: each namespace in turn, and in each the language then its fallbacks
 * (`i18n.languages`), with a count's plural forms before the key. The app sets
 * `escapeValue: false`, so values go in as they are. Anything else, and a key the store does
 * not hold, goes to i18next's own `t`, which also reports a missing key.
 */
import { useContext, useEffect, useMemo, useState } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18NEXT_OPTIONS } from './i18nextOptions';

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
/** The name in a placeholder this fast path fills: a plain name (no path `a.b`, no unescape `- name`). */
const PLAIN_NAME = /^\s*[A-Za-z_$][\w$]*\s*$/;

type Resources = Record<string, Record<string, unknown> | undefined>;

/** The text at `path` in one language's namespace, if it is a text. */
function textAt(resources: Resources | undefined, namespace: string, path: readonly string[]): string | undefined {
  let node: unknown = resources?.[namespace];
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Whether every parameter is a value to put in the text (strings and numbers) and none an option
 * of i18next's, but for a numeric `count`.
 */
function plainParams(params: unknown): params is Record<string, string | number> {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) return false;
  for (const [name, value] of Object.entries(params)) {
    if (name === 'count' ? typeof value !== 'number' : I18NEXT_OPTIONS.has(name)) return false;
    if (typeof value !== 'string' && typeof value !== 'number') return false;
  }
  return true;
}

/** Plural rules per language, made once (i18next makes its own the same way). */
const pluralRules = new Map<string, Intl.PluralRules | null>();

/** The plural form `count` takes in `language` ("one", "other"…), or null if it has no rules. */
function pluralForm(language: string, count: number): string | null {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language, { type: 'cardinal' });
    } catch {
      rules = null;
    }
    pluralRules.set(language, rules);
  }
  return rules ? rules.select(count) : null;
}

/** Formats a value as the instance's formatter does (i18next's `{{name, format}}`). */
type Format = (value: unknown, format: string, language: string, options: Record<string, unknown>) => unknown;

/**
 * `template` with its placeholders filled from `params`, or null if one is not a plain name, a
 * plain name with the `number` format, or not given. A number format goes through the
 * instance's formatter (the app's is src/domain/format.ts's formatNumber), as i18next does.
 */
function fill(template: string, params: Record<string, string | number> | undefined, format: Format | null, language: string): string | null {
  if (!template.includes('{{')) return template;
  if (params === undefined) return null;
  let complete = true;
  const text = template.replace(PLACEHOLDER, (match, inner: string) => {
    const comma = inner.indexOf(',');
    const name = comma < 0 ? inner : inner.slice(0, comma);
    const formatName = comma < 0 ? null : inner.slice(comma + 1).trim();
    const value = PLAIN_NAME.test(name) ? params[name.trim()] : undefined;
    if (value === undefined || (formatName !== null && (formatName !== 'number' || format === null))) {
      complete = false;
      return match;
    }
    if (formatName === null) return String(value);
    const formatted = format!(value, formatName, language, { ...params, interpolationkey: name.trim() });
    if (typeof formatted !== 'string') {
      complete = false;
      return match;
    }
    return formatted;
  });
  return complete ? text : null;
}

/**
 * A `t` for `namespaces` in `language` (the instance's current language).
 * Exported for the unit tests, which compare it with i18next's on every text the app holds.
 */
export function fastT(i18n: I18n, namespaces: readonly string[], language: string): TFunction {
  const fixed = i18n.getFixedT(language, [...namespaces]);
  const formatter = (i18n.services as { formatter?: { format: Format } } | undefined)?.formatter;
  const format: Format | null = formatter ? formatter.format.bind(formatter) : null;
  // The language and its fallbacks, as i18next resolves them (set with the language).
  const languages = i18n.language === language ? [...i18n.languages] : [language];
  const data = i18n.store.data as Record<string, Resources | undefined>;
  const nsSeparator = ':';
  const keySeparator = '.';
  /**
   * The text for `key`, searched as i18next does. With a count, each language is asked first for
   * the zero form (a count of 0), then the count's plural form ("_one", "_other"…), then the key.
   */
  const lookup = (key: string, count: number | undefined): string | undefined => {
    let search: readonly string[] = namespaces;
    let rest = key;
    const at = key.indexOf(nsSeparator);
    if (at >= 0) {
      if (key.indexOf(nsSeparator, at + 1) >= 0) return undefined;
      search = [key.slice(0, at)];
      rest = key.slice(at + 1);
    }
    const path = rest.split(keySeparator);
    const last = path.length - 1;
    const withSuffix = (suffix: string) => [...path.slice(0, last), `${path[last]}_${suffix}`];
    for (const namespace of search) {
      for (const language of languages) {
        const resources = data[language];
        if (count !== undefined) {
          const form = pluralForm(language, count);
          if (form === null) return undefined;
          const text = (count === 0 ? textAt(resources, namespace, withSuffix('zero')) : undefined) ?? textAt(resources, namespace, withSuffix(form));
          if (text !== undefined) return text;
        }
        const text = textAt(resources, namespace, path);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  };
  const t = (key: unknown, params?: unknown): string => {
    if (typeof key === 'string' && (params === undefined || plainParams(params))) {
      const count = params?.count;
      const template = lookup(key, typeof count === 'number' ? count : undefined);
      if (template !== undefined && !template.includes('$t(')) {
        const text = fill(template, params, format, language);
        if (text !== null) return text;
      }
    }
    return (fixed as unknown as (key: unknown, params?: unknown) => string)(key, params);
  };
  return t as unknown as TFunction;
}

/** Namespaces known to be loaded, per instance, as `language\nnamespace` (never unloaded). */
const loaded = new WeakMap<I18n, Set<string>>();

/** Whether every namespace is loaded in `language` (and its fallbacks), asking i18next once. */
function loadedIn(i18n: I18n, language: string, namespaces: readonly string[]): boolean {
  let known = loaded.get(i18n);
  if (!known) loaded.set(i18n, (known = new Set()));
  for (const namespace of namespaces) {
    const id = `${language}\n${namespace}`;
    if (known.has(id)) continue;
    if (!i18n.hasLoadedNamespace(namespace)) return false;
    known.add(id);
  }
  return true;
}

function namespaceList(ns: string | readonly string[] | undefined, i18n: I18n): readonly string[] {
  if (ns === undefined) {
    const fallback = i18n.options.defaultNS;
    return typeof fallback === 'string' ? [fallback] : Array.isArray(fallback) ? fallback : ['translation'];
  }
  return typeof ns === 'string' ? [ns] : ns;
}

/**
 * The component's `t` and the i18n instance (from the nearest `I18nextProvider`, else the one
 * `initReactI18next` registered). Suspends until every namespace is loaded in the current
 * language; renders again with a new `t` when the language changes.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = (useContext(I18nContext) as { i18n?: I18n } | undefined)?.i18n ?? (getI18n() as I18n | undefined);
  if (!i18n) throw new Error('useTranslation needs an i18next instance: initI18n() registers it');
  const namespaces = namespaceList(ns, i18n);
  const nsKey = namespaces.join('\n');
  const [, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const changed = (next: string) => setLanguage(next);
    i18n.on('languageChanged', changed);
    // A change between this render and this effect.
    setLanguage(i18n.language);
    return () => i18n.off('languageChanged', changed);
  }, [i18n]);
  const language = i18n.language;
  // Asked on every render, never memoised: a component that suspends while already shown keeps
  // its hooks (Preact), so a remembered "not loaded" would suspend it again and again once the
  // namespace has loaded. A namespace found loaded is remembered per language (loadedIn).
  if (!loadedIn(i18n, language, namespaces)) {
    throw new Promise<void>((resolve) => {
      void i18n.loadNamespaces([...namespaces], () => resolve());
    });
  }
  const t = useMemo(() => fastT(i18n, nsKey.split('\n'), language), [i18n, nsKey, language]);
  return { t, i18n };
}
