/** Sorting and filtering of the unit-stats table (pure; the screen keeps the choices in the URL). */
import { filterUnits, isMercenary, unitName } from '../../domain/catalogue';
import type { Language, Unit } from '../../domain/types';

export type SortKey = 'name' | 'points' | 'command' | 'availability';
export type SortDir = 'asc' | 'desc';
export const SORT_KEYS: readonly SortKey[] = ['name', 'points', 'command', 'availability'];

export interface TableQuery {
  faction: string;
  search: string;
  sort: SortKey;
  dir: SortDir;
}

const NUMERIC: Record<Exclude<SortKey, 'name'>, (u: Unit) => number> = {
  points: (u) => u.pointsCost,
  command: (u) => u.command,
  availability: (u) => u.availability,
};

export function tableRows(units: readonly Unit[], query: TableQuery, language: Language): Unit[] {
  const inFaction = query.faction === 'all' ? units : units.filter((u) => u.faction_id === query.faction);
  const found = filterUnits(inFaction, { search: query.search, language });
  const byName = (a: Unit, b: Unit) => unitName(a, language).localeCompare(unitName(b, language), language, { sensitivity: 'base' });
  const sign = query.dir === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => {
    const primary = query.sort === 'name' ? byName(a, b) : NUMERIC[query.sort](a) - NUMERIC[query.sort](b);
    return sign * primary || byName(a, b) || a.faction_id.localeCompare(b.faction_id);
  });
}

/** True when a faction has units in the catalogue but none of its own (only mercenaries). */
export function hasOnlyMercenaries(units: readonly Unit[], faction: string): boolean {
  const mine = units.filter((u) => u.faction_id === faction);
  return mine.every((u) => isMercenary(u));
}
