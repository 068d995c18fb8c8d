/**
 * Words for a list's violations in the reader's language (issue 14): unit names as the list or
 * the catalogue spell them, names joined the way the language joins them (Intl.ListFormat).
 */
import { unitName } from '../../domain/catalogue';
import type { CompanyCatalogue } from '../../domain/companies';
import { joinNames } from '../../domain/format';
import type { Language, SelectedUnit } from '../../domain/types';

export function nameLookup(units: readonly SelectedUnit[], company: CompanyCatalogue | null, language: Language): (id: string) => string {
  return (id) => {
    const entry = units.find((u) => u.id === id);
    if (entry) return unitName(entry, language);
    const profile = company?.byId.get(id);
    return profile ? unitName(profile, language) : id;
  };
}

/**
 * Joins names as the language does ("A, B and C"). The list formatter is made when a message
 * first joins names, not with the joiner: a list with nothing to report (most of them) never
 * makes one, and a phone's first Intl formatter loads the locale's data (a long task of a
 * shared list's first render at 4x CPU slowdown, issue 12).
 */
export function listJoiner(language: Language): (names: string[]) => string {
  return (names) => joinNames(names, language);
}

/** Numbers in violation texts in the reader's language; `count` stays a number for plurals. */
export function formatParams(params: Record<string, string | number> | undefined, n: (value: number) => string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) out[key] = typeof value === 'number' && key !== 'count' ? n(value) : value;
  return out;
}
