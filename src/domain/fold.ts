/**
 * Accent- and case-insensitive text for matching ("Embusqué" and "EMBUSQUE" both fold to
 * "embusque"). The folded text keeps the length of its source wherever it can, so that a
 * position found in the folded text is the same position in the text shown to the player.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

function foldChar(char: string): string {
  const folded = char.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
  // A character that folds to nothing or to several characters keeps its lower-case self.
  return folded.length === 1 ? folded : char.toLowerCase().length === 1 ? char.toLowerCase() : char;
}

/** Lower case, accents removed; the same length as `text` (taken as NFC). */
export function foldText(text: string): string {
  const source = text.normalize('NFC');
  const quick = source.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
  if (quick.length === source.length) return quick;
  let out = '';
  for (const char of source) out += foldChar(char);
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** True when text[at, at + length) is not part of a longer word on either side. */
export function isWholeWord(text: string, at: number, length: number): boolean {
  const before = at > 0 ? text[at - 1] : '';
  const after = at + length < text.length ? text[at + length] : '';
  return !(before && WORD_CHAR.test(before)) && !(after && WORD_CHAR.test(after));
}

/** The first whole-word occurrence of `needle` in `haystack` (both folded), else the first one inside a word; null when absent. */
export function occurrence(haystack: string, needle: string): { at: number; whole: boolean } | null {
  if (needle === '') return null;
  let at = haystack.indexOf(needle);
  if (at < 0) return null;
  const first = at;
  while (at >= 0) {
    if (isWholeWord(haystack, at, needle.length)) return { at, whole: true };
    at = haystack.indexOf(needle, at + 1);
  }
  return { at: first, whole: false };
}
