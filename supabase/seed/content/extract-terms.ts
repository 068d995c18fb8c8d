/**
 * Lists every distinct characteristic, keyword and special-rule name used by the unit sheets
 * (reference data units/*.csv), so that the glossary in special-rules.json misses none.
 *
 *   npx tsx supabase/seed/content/extract-terms.ts [csv-dir]
 *
 * The directory defaults to $UNITS_CSV_DIR, else ../shared/data/units next to the repo root.
 * Names are normalised the way the glossary spells them: the parenthesised value is dropped
 * ("Join (Infantry Orc)" → "Join"), whitespace is collapsed and the sheets' known spelling
 * slips are corrected ("Beserker Rage" → "Berserker Rage", "Calvary" → "Cavalry").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCsv, splitBracketCells } from '../../../src/domain/catalogueSource';

export interface TermSets {
  characteristics: string[];
  keywords: string[];
  specialRules: string[];
  /** Names that appear at least once with a parenthesised value, e.g. Join, Dispel, Shove. */
  valued: string[];
}

/** Known slips in the source sheets, corrected word by word. */
export const SPELLING_FIXES: ReadonlyArray<{ wrong: RegExp; right: string }> = [
  { wrong: /\bBeserker\b/g, right: 'Berserker' },
  { wrong: /\bCalvary\b/g, right: 'Cavalry' },
];

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CSV_DIR = process.env.UNITS_CSV_DIR ?? resolve(HERE, '../../../../shared/data/units');

// The CSV and bracket-list parsing is the catalogue build's own (src/domain/catalogueSource.ts).
export { parseCsv };

/** "[A, B (x, y), C]" → ["A", "B (x, y)", "C"]; commas inside parentheses do not split. */
export function splitBracketList(cell: string): string[] {
  return splitBracketCells(cell)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function cleanText(raw: string): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  for (const fix of SPELLING_FIXES) text = text.replace(fix.wrong, fix.right);
  return text;
}

/** The glossary name of a list entry: cleaned, without its parenthesised value. */
export function termName(raw: string): string {
  return cleanText(raw.replace(/\([^)]*\)/g, ' '));
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Distinct term names across the given CSV texts (one text per faction sheet). */
export function extractTerms(csvTexts: readonly string[]): TermSets {
  const characteristics = new Set<string>();
  const keywords = new Set<string>();
  const specialRules = new Set<string>();
  const valued = new Set<string>();

  for (const text of csvTexts) {
    const [header, ...rows] = parseCsv(text);
    if (!header) continue;
    const col = (name: string) => header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    const columns: Array<[number, Set<string>]> = [
      [col('Characteristics'), characteristics],
      [col('Keywords'), keywords],
      [col('Special Rules'), specialRules],
    ];
    for (const row of rows) {
      for (const [index, target] of columns) {
        if (index < 0) continue;
        for (const entry of splitBracketList(row[index] ?? '')) {
          const name = termName(entry);
          if (name === '') continue;
          target.add(name);
          if (/\([^)]*\S[^)]*\)/.test(entry)) valued.add(name);
        }
      }
    }
  }

  return {
    characteristics: sortedUnique(characteristics),
    keywords: sortedUnique(keywords),
    specialRules: sortedUnique(specialRules),
    valued: sortedUnique(valued),
  };
}

/** Reads every *.csv in a directory and extracts its terms. */
export function extractTermsFromDir(dir: string = DEFAULT_CSV_DIR): TermSets {
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.csv'))
    .sort();
  return extractTerms(files.map((f) => readFileSync(join(dir, f), 'utf8')));
}

/** Every distinct name across the three sets. */
export function allTermNames(sets: TermSets): string[] {
  return sortedUnique([...sets.characteristics, ...sets.keywords, ...sets.specialRules]);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const sets = extractTermsFromDir(process.argv[2] ?? DEFAULT_CSV_DIR);
  const out = process.stdout;
  out.write(`Characteristics (${sets.characteristics.length}): ${sets.characteristics.join(', ')}\n`);
  out.write(`Keywords (${sets.keywords.length}): ${sets.keywords.join(', ')}\n`);
  out.write(`Special rules (${sets.specialRules.length}): ${sets.specialRules.join(', ')}\n`);
  out.write(`Taking a value (${sets.valued.length}): ${sets.valued.join(', ')}\n`);
  out.write(`All distinct names (${allTermNames(sets).length}): ${allTermNames(sets).join(', ')}\n`);
}
