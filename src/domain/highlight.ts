/**
 * Search-term highlighting as data: the UI renders segments (marking matches), so no HTML is
 * built from user input, and the term is escaped before it becomes a RegExp.
 */

export interface HighlightSegment {
  text: string;
  match: boolean;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Splits text into plain and matching segments (case-insensitive); a blank term gives one plain segment. */
export function highlightSegments(text: string, term: string): HighlightSegment[] {
  const q = term.trim();
  if (text === '') return [];
  if (q === '') return [{ text, match: false }];
  const re = new RegExp(escapeRegExp(q), 'gi');
  const out: HighlightSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const at = m.index;
    if (at > last) out.push({ text: text.slice(last, at), match: false });
    out.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), match: false });
  return out;
}
