/**
 * The unit grid's texts (issue 12): a faction's grid asks i18next for a few hundred texts in
 * its first render (each card's labels, each chip's "What is …?"), most of them the same ones
 * again ("View Card", "Troop", "What is Elite?"). Each is translated once per language here and
 * reused; a change of language brings a new `t`, and a new cache with it.
 */
import type { TFunction } from 'i18next';

export type CardText = (key: string, params?: Record<string, string | number>) => string;

export function cachedCardText(t: TFunction): CardText {
  const cache = new Map<string, string>();
  return (key, params) => {
    const id = params ? `${key}\u0000${JSON.stringify(params)}` : key;
    let text = cache.get(id);
    if (text === undefined) {
      text = params ? t(key, params) : t(key);
      cache.set(id, text);
    }
    return text;
  };
}
