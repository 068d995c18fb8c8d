/**
 * Search-term highlighting as data: the UI renders segments (marking matches), so no HTML is
 * built from user input. Matching is plain folded-text search, no RegExp of the term.
 */
import { foldText } from './fold';

export interface HighlightSegment {
  text: string;
  match: boolean;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Splits text into plain and matching segments, ignoring case and accents ("embusque" marks
 * "Embusqué"). Several terms may be given (a query and the term names it stands for);
 * overlapping matches merge. A blank term gives one plain segment.
 */
export function highlightSegments(text: string, term: string | readonly string[]): HighlightSegment[] {
  if (text === '') return [];
  const needles = [...new Set((typeof term === 'string' ? [term] : term).map((t) => foldText(t.trim())).filter((t) => t !== ''))];
  if (needles.length === 0) return [{ text, match: false }];
  const source = text.normalize('NFC');
  const folded = foldText(source);
  const ranges: Array<[number, number]> = [];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: HighlightSegment[] = [];
  let last = 0;
  for (const [from, to] of ranges) {
    if (to <= last) continue;
    const start = Math.max(from, last);
    if (start > last) out.push({ text: source.slice(last, start), match: false });
    const previous = out[out.length - 1];
    if (previous?.match && start === last) previous.text += source.slice(start, to);
    else out.push({ text: source.slice(start, to), match: true });
    last = to;
  }
  if (last < source.length) out.push({ text: source.slice(last), match: false });
  return out;
}
