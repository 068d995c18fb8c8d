/**
 * A `t` that asks i18next for each text once (issue 12). i18next resolves a key again on every
 * call (namespaces, fallbacks, interpolation, the missing-key check); a screen that re-renders
 * asks for the same few hundred texts each time, and a faction's grid asks for the same label
 * once per card with only the unit's name changing ("Add Alula", "Add Njord"). On a slow phone
 * that was a sizeable part of each render.
 *
 * - A key asked with the same parameters gets the text it got the first time.
 * - A key whose parameters are all strings (a name) is resolved once with markers in their
 *   place; later calls put the values into that template, which is what i18next does with them
 *   (the app sets `escapeValue: false`, and values are not interpolated again).
 * - Parameters i18next reads as options (`count`, `context`, `defaultValue`…) and numbers (which
 *   a `{{n, number}}` format turns into digits of the language) always go through i18next.
 * - A text i18next did not find (it returns the key) is not kept: its namespace may still be
 *   loading.
 *
 * A change of language or of loaded namespaces gives react-i18next's `t` a new identity, and
 * `useCachedText` a new cache with it.
 */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { I18NEXT_OPTIONS } from './i18nextOptions';

export type TextParams = Record<string, string | number>;
export type CachedText = (key: string, params?: TextParams) => string;

/** Private-use characters that no translation or name contains, around a parameter's index. */
const OPEN = '\u{F0000}';
const CLOSE = '\u{F0001}';
const MARKER = /\u{F0000}(\d+)\u{F0001}/gu;

/** A screen's distinct texts are a few hundred; past this many, start again rather than grow. */
const MAX_ENTRIES = 4000;

function isMissing(key: string, text: string): boolean {
  return text === key || text === key.slice(key.indexOf(':') + 1);
}

export function cachedText(t: TFunction): CachedText {
  const texts = new Map<string, string>();
  // null: i18next did not find the key (yet).
  const templates = new Map<string, string | null>();
  const call = t as unknown as (key: string, params?: TextParams) => unknown;

  const resolve = (key: string, params?: TextParams): string => {
    const out = call(key, params);
    return typeof out === 'string' ? out : String(out);
  };

  const remember = (map: Map<string, string>, id: string, key: string, text: string): string => {
    if (isMissing(key, text)) return text;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(id, text);
    return text;
  };

  const fromTemplate = (key: string, params: TextParams, names: string[]): string | null => {
    const id = `${key}\u0000${names.join('\u0000')}`;
    let template = templates.get(id);
    if (template === undefined) {
      const marked: TextParams = {};
      names.forEach((name, index) => {
        marked[name] = `${OPEN}${index}${CLOSE}`;
      });
      const text = resolve(key, marked);
      template = isMissing(key, text) ? null : text;
      if (templates.size >= MAX_ENTRIES) templates.clear();
      templates.set(id, template);
    }
    if (template === null) return null;
    return template.replace(MARKER, (_match, index: string) => String(params[names[Number(index)]!]));
  };

  return (key, params) => {
    if (params === undefined) {
      return texts.get(key) ?? remember(texts, key, key, resolve(key));
    }
    const names = Object.keys(params);
    if (names.length > 0 && names.every((name) => typeof params[name] === 'string' && !I18NEXT_OPTIONS.has(name))) {
      const text = fromTemplate(key, params, names);
      if (text !== null) return text;
    }
    const id = `${key}\u0000${JSON.stringify(params)}`;
    return texts.get(id) ?? remember(texts, id, key, resolve(key, params));
  };
}

/** `cachedText` for a component's `t`: a new cache whenever react-i18next gives a new `t`. */
export function useCachedText(t: TFunction): CachedText {
  return useMemo(() => cachedText(t), [t]);
}
