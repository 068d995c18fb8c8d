/**
 * The unit catalogue as the app reads it: validation of catalogue.json, faction-name
 * normalisation, per-faction views, and the builder's filters and sorts.
 *
 * catalogue.json is produced by supabase/seed/build-catalogue.ts (see catalogueSource.ts);
 * loadCatalogue re-checks its shape so a corrupt seed or cached copy fails loudly at the edge
 * instead of producing NaN totals deep inside the builder.
 */
import * as v from 'valibot';
import { FACTION_IDS } from './types';
import type { Faction, FactionId, Language, Unit } from './types';
import {
  MAX_AVAILABILITY,
  MAX_COMMAND,
  MAX_POINTS_COST,
  MIN_AVAILABILITY,
  MIN_COMMAND,
  MIN_POINTS_COST,
} from './constants';

export type Catalogue = {
  /** Content hash of the catalogue; share codes carry it so a reader can tell points changed. */
  dataVersion: string;
  factions: Faction[];
  units: Unit[];
  notes: string[];
};

export class CatalogueError extends Error {
  readonly code = 'catalogue.invalid';
  constructor(readonly details: string) {
    super(`Invalid catalogue: ${details}`);
    this.name = 'CatalogueError';
  }
}

const UNIT_TYPES = ['Troop', 'Character', 'Named Character', 'Support Character', 'Companion'] as const;

const NamedValueSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  value: v.optional(v.string()),
});

const UnitSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  name: v.pipe(v.string(), v.minLength(1)),
  name_es: v.string(),
  name_fr: v.string(),
  faction: v.string(),
  faction_id: v.picklist(FACTION_IDS),
  type: v.picklist(UNIT_TYPES),
  pointsCost: v.pipe(v.number(), v.integer(), v.minValue(MIN_POINTS_COST), v.maxValue(MAX_POINTS_COST)),
  availability: v.pipe(v.number(), v.integer(), v.minValue(MIN_AVAILABILITY), v.maxValue(MAX_AVAILABILITY)),
  command: v.pipe(v.number(), v.integer(), v.minValue(MIN_COMMAND), v.maxValue(MAX_COMMAND)),
  characteristics: v.array(v.string()),
  keywords: v.array(NamedValueSchema),
  specialRules: v.array(NamedValueSchema),
  highCommand: v.boolean(),
  tournamentLegal: v.boolean(),
  companion: v.optional(v.string()),
  slug: v.pipe(v.string(), v.minLength(1)),
  imageUrl: v.string(),
});

const FactionSchema = v.object({
  id: v.picklist(FACTION_IDS),
  name: v.pipe(v.string(), v.minLength(1)),
  name_es: v.string(),
  name_fr: v.string(),
  hasOwnUnits: v.optional(v.boolean()),
});

const CatalogueSchema = v.object({
  dataVersion: v.pipe(v.string(), v.minLength(1)),
  factions: v.array(FactionSchema),
  units: v.array(UnitSchema),
  notes: v.array(v.string()),
});

/** Validates catalogue.json (already parsed, or as text). Throws CatalogueError when it does not fit. */
export function loadCatalogue(json: unknown): Catalogue {
  let input = json;
  if (typeof json === 'string') {
    try {
      input = JSON.parse(json) as unknown;
    } catch {
      throw new CatalogueError('not JSON');
    }
  }
  const result = v.safeParse(CatalogueSchema, input);
  if (!result.success) {
    const first = result.issues[0];
    const path = first.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new CatalogueError(`${path || '(root)'}: ${first.message}`);
  }
  const cat = result.output as Catalogue;
  const seen = new Set<string>();
  for (const unit of cat.units) {
    if (seen.has(unit.id)) throw new CatalogueError(`duplicate unit id ${unit.id}`);
    seen.add(unit.id);
  }
  return cat;
}

// ----- Factions -----

/** Lower-case, accents dropped, every run of non-alphanumerics turned into one hyphen. */
function factionKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Names (en, es, fr), short forms and older spellings that mean one of the five factions. */
const FACTION_ALIASES: Readonly<Record<string, FactionId>> = (() => {
  const table: Record<string, FactionId> = {};
  const add = (id: FactionId, ...names: string[]) => {
    for (const name of [id, ...names]) table[factionKey(name)] = id;
  };
  add('syenann', 'Syenann', 'The Syenann', 'Syenann Elves', 'Los Syenann', 'Les Syenann');
  add('northern-tribes', 'Northern Tribes', 'The Northern Tribes', 'Tribes', 'Northern', 'Tribus del Norte', 'Tribus du Nord', 'NT');
  add(
    'hegemony-of-embersig',
    'Hegemony of Embersig',
    'The Hegemony of Embersig',
    'Hegemony',
    'Embersig',
    'Hegemonía de Embersig',
    'La Hegemonía de Embersig',
    "Hégémonie d'Embersig",
    "L'Hégémonie d'Embersig",
  );
  add(
    'scions-of-yaldabaoth',
    'Scions of Yaldabaoth',
    'The Scions of Yaldabaoth',
    'Scions',
    'Yaldabaoth',
    'Vástagos de Yaldabaoth',
    'Los Vástagos de Yaldabaoth',
    'Rejetons de Yaldabaoth',
    'Les Rejetons de Yaldabaoth',
  );
  add('feudom', 'Feudom', 'The Feudom', 'El Feudom', 'Le Feudom');
  return table;
})();

/** Maps free text (a name in any of the three languages, an id, an alias) to a faction id. */
export function normaliseFactionId(text: string): FactionId | 'unknown' {
  if (typeof text !== 'string') return 'unknown';
  const key = factionKey(text);
  if (key === '') return 'unknown';
  return FACTION_ALIASES[key] ?? 'unknown';
}

export function isFactionId(value: unknown): value is FactionId {
  return typeof value === 'string' && (FACTION_IDS as readonly string[]).includes(value);
}

export function findFaction(cat: Catalogue, factionId: string): Faction | undefined {
  return cat.factions.find((f) => f.id === factionId);
}

export function factionName(faction: Faction, language: Language): string {
  if (language === 'es') return faction.name_es || faction.name;
  if (language === 'fr') return faction.name_fr || faction.name;
  return faction.name;
}

/** True when the catalogue holds the faction's own units (false for Feudom today: mercenaries only). */
export function factionHasOwnUnits(cat: Catalogue, factionId: string): boolean {
  const faction = findFaction(cat, factionId);
  if (faction?.hasOwnUnits === false) return false;
  return cat.units.some((u) => u.faction_id === factionId && !isMercenary(u));
}

export function isMercenary(unit: Pick<Unit, 'characteristics'>): boolean {
  return unit.characteristics.some((c) => c.toLowerCase() === 'mercenary');
}

// ----- Units -----

/** Keeps the first unit of each id, in order. */
export function dedupeUnits<T extends { id: string }>(units: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const unit of units) {
    if (seen.has(unit.id)) continue;
    seen.add(unit.id);
    out.push(unit);
  }
  return out;
}

export function unitsForFaction(cat: Catalogue, factionId: string): Unit[] {
  return dedupeUnits(cat.units.filter((u) => u.faction_id === factionId));
}

export function findUnitById(cat: Catalogue, id: string): Unit | undefined {
  return cat.units.find((u) => u.id === id);
}

export function unitName(unit: Pick<Unit, 'name'> & Partial<Pick<Unit, 'name_es' | 'name_fr'>>, language: Language): string {
  if (language === 'es') return unit.name_es || unit.name;
  if (language === 'fr') return unit.name_fr || unit.name;
  return unit.name;
}

/**
 * The language of the name unitName shows: 'en' where the page is in another language and the
 * unit sheets give no name of its own there (the sheets have no French names, and some no
 * Spanish one), so a screen reader says it as English; undefined where it is the page's.
 */
export function unitNameLang(unit: Pick<Unit, 'name'> & Partial<Pick<Unit, 'name_es' | 'name_fr'>>, language: Language): 'en' | undefined {
  return language !== 'en' && unitName(unit, language) === unit.name ? 'en' : undefined;
}

/** "Join (Infantry Orc)" — the label a chip shows and a filter matches. */
export function keywordLabel(keyword: { name: string; value?: string }): string {
  return keyword.value ? `${keyword.name} (${keyword.value})` : keyword.name;
}

export interface UnitFilter {
  search?: string;
  /** Every selected characteristic must be present. */
  characteristics?: readonly string[];
  /** Every selected keyword must be present (matched by name or by full "Name (value)" label). */
  keywords?: readonly string[];
  /** Hide units that are not tournament legal. */
  legalOnly?: boolean;
  language?: Language;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export function filterUnits<T extends Unit>(units: readonly T[], filter: UnitFilter): T[] {
  const search = fold(filter.search ?? '');
  const language = filter.language ?? 'en';
  const wantedChars = (filter.characteristics ?? []).map(fold).filter((c) => c !== '');
  const wantedKeywords = (filter.keywords ?? []).map(fold).filter((k) => k !== '');
  return units.filter((unit) => {
    if (filter.legalOnly && !unit.tournamentLegal) return false;
    if (search !== '') {
      const names = [unit.name, unitName(unit, language)].map(fold);
      if (!names.some((n) => n.includes(search))) return false;
    }
    if (wantedChars.length > 0) {
      const have = new Set(unit.characteristics.map(fold));
      if (!wantedChars.every((c) => have.has(c))) return false;
    }
    if (wantedKeywords.length > 0) {
      const have = new Set<string>();
      for (const k of unit.keywords) {
        have.add(fold(k.name));
        have.add(fold(keywordLabel(k)));
      }
      if (!wantedKeywords.every((k) => have.has(k))) return false;
    }
    return true;
  });
}

export type UnitSort = 'points-asc' | 'points-desc' | 'name-asc' | 'name-desc';
export const UNIT_SORTS: readonly UnitSort[] = ['points-asc', 'points-desc', 'name-asc', 'name-desc'];
export const DEFAULT_UNIT_SORT: UnitSort = 'points-asc';

/**
 * Unit names compared as a player reads a list, without a collator: accents and case set
 * aside ("Énfasis" sorts with "enfasis"), then, for names equal that way, the names as they
 * are. A page's first Intl.Collator loads the browser's collation data, one long task of 25–50 ms
 * on the development machine and four times that on a mid-range phone (issue 12), and the
 * builder sorts its units in its first render; for the names of a catalogue (Latin letters,
 * spaces, commas, hyphens and apostrophes) this reads in the same order.
 */
const nameKeys = new Map<string, string>();
function nameKey(name: string): string {
  let key = nameKeys.get(name);
  if (key === undefined) {
    key = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    nameKeys.set(name, key);
  }
  return key;
}

export function compareNames(a: string, b: string): number {
  const [ka, kb] = [nameKey(a), nameKey(b)];
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Stable sort; ties on points are broken by name A–Z. Returns a new array. */
export function sortUnits<T extends Unit>(units: readonly T[], sort: UnitSort = DEFAULT_UNIT_SORT, language: Language = 'en'): T[] {
  const byName = (a: T, b: T) => compareNames(unitName(a, language), unitName(b, language));
  const copy = [...units];
  switch (sort) {
    case 'points-desc':
      return copy.sort((a, b) => b.pointsCost - a.pointsCost || byName(a, b));
    case 'name-asc':
      return copy.sort(byName);
    case 'name-desc':
      return copy.sort((a, b) => byName(b, a));
    case 'points-asc':
    default:
      return copy.sort((a, b) => a.pointsCost - b.pointsCost || byName(a, b));
  }
}

/** The distinct characteristics and keyword names of some units, sorted, for the filter panel. */
export function filterOptions(units: readonly Unit[]): { characteristics: string[]; keywords: string[] } {
  const chars = new Set<string>();
  const keywords = new Set<string>();
  for (const u of units) {
    for (const c of u.characteristics) chars.add(c);
    for (const k of u.keywords) keywords.add(k.name);
  }
  return { characteristics: [...chars].sort(), keywords: [...keywords].sort() };
}
