/**
 * A keyword's value in the chosen language ("Join (Infantry Dead Flesh)" → "Unirse (Infantería
 * Carne muerta)"): the unit sheets give values in English only. Each run of words the glossary
 * knows is said by its name in the language, the longest run first ("Dead Flesh" is one term,
 * not two words); separators (spaces, commas) stay; the sheets' joining words ("Rugged or
 * Forest") are said in the language; any other word stays as the sheet has it.
 */
import type { Language } from './types';

/** The most words a glossary term has ("Preferred Terrain", "Dead Flesh"). */
export const MAX_TERM_WORDS = 4;

/** The joining words the unit sheets use inside a value. */
const CONNECTIVES: Record<string, Partial<Record<Language, string>>> = { or: { es: 'o', fr: 'ou' }, and: { es: 'y', fr: 'et' } };

/**
 * `value` said in `language`, with the terms `lookup` found in it (by their English name; the
 * lookup ignores case). `say` gives a found term's name in the language.
 */
export function sayTermValue<T>(value: string, language: Language, lookup: (english: string) => T | undefined, say: (term: T) => string): { text: string; terms: T[] } {
  const whole = lookup(value);
  if (whole !== undefined) return { text: say(whole), terms: [whole] };
  const terms: T[] = [];
  // Words at even places, their separators (spaces, commas) at odd ones: "Infantry, Syenann".
  const parts = value.split(/([\s,]+)/);
  let text = '';
  for (let at = 0; at < parts.length; ) {
    const word = parts[at]!;
    if (at % 2 === 1 || word === '') {
      text += word;
      at += 1;
      continue;
    }
    let term: T | undefined;
    let end = at;
    // The longest run of words joined by spaces alone that the lookup knows.
    for (let last = Math.min(parts.length - 1, at + 2 * (MAX_TERM_WORDS - 1)); last >= at && term === undefined; last -= 2) {
      const between = parts.slice(at + 1, last).filter((_, i) => i % 2 === 0);
      if (!between.every((separator) => /^\s+$/.test(separator))) continue;
      term = lookup(parts.slice(at, last + 1).filter((_, i) => i % 2 === 0).join(' '));
      end = last;
    }
    if (term !== undefined) {
      terms.push(term);
      text += say(term);
    } else {
      text += CONNECTIVES[word.toLowerCase()]?.[language] ?? word;
    }
    at = end + 1;
  }
  return { text, terms };
}
