/**
 * Turns the published unit sheets (shared/data/units/*.csv) into the project's catalogue.
 * Pure: the build script (supabase/seed/build-catalogue.ts) does the file IO and passes a hash
 * function in, so the whole transformation is unit-tested and reproducible (same input →
 * byte-identical output).
 *
 * What it does beyond copying: normalises the sheets' spelling slips, spacing, casing and line
 * endings (and reports each change), applies SPEC's companion rule (0 points, never legal),
 * adds the mercenary Vercana under every faction, marks Feudom as having no own units yet,
 * and refuses out-of-range values, duplicate ids and unknown factions.
 */
import type { Catalogue } from './catalogue';
import {
  COMPANION_POINTS_COST,
  MAX_AVAILABILITY,
  MAX_COMMAND,
  MAX_POINTS_COST,
  MIN_AVAILABILITY,
  MIN_COMMAND,
  MIN_POINTS_COST,
} from './constants';
import { imageSlug, portraitPath } from './images';
import { parseNamedValue } from './lists';
import { FACTION_IDS } from './types';
import type { Faction, FactionId, Keyword, Unit, UnitType } from './types';

export interface SourceFile {
  /** File name, e.g. northern-tribes.csv (used in reports only). */
  name: string;
  text: string;
}

export interface Normalisation {
  file: string;
  /** 1-based line of the row in the file (the header is line 1); 0 for whole-file changes. */
  line: number;
  column: string;
  rule:
    | 'line-endings'
    | 'spelling'
    | 'whitespace'
    | 'casing'
    | 'punctuation'
    | 'faction-name'
    | 'spanish-casing'
    | 'spanish-spelling'
    | 'spanish-name'
    | 'companion-rule';
  from: string;
  to: string;
}

export class CatalogueBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`Catalogue build failed:\n- ${problems.join('\n- ')}`);
    this.name = 'CatalogueBuildError';
  }
}

export const FACTIONS: readonly Faction[] = [
  { id: 'syenann', name: 'Syenann', name_es: 'Syenann', name_fr: 'Syenann' },
  { id: 'northern-tribes', name: 'Northern Tribes', name_es: 'Tribus del Norte', name_fr: 'Tribus du Nord' },
  { id: 'hegemony-of-embersig', name: 'Hegemony of Embersig', name_es: 'Hegemonía de Embersig', name_fr: "Hégémonie d'Embersig" },
  { id: 'scions-of-yaldabaoth', name: 'Scions of Yaldabaoth', name_es: 'Vástagos de Yaldabaoth', name_fr: 'Rejetons de Yaldabaoth' },
  { id: 'feudom', name: 'Feudom', name_es: 'Feudom', name_fr: 'Feudom' },
];

/** Known spelling slips in the sheets (word-bounded, case-sensitive). */
export const SPELLING_FIXES: readonly { from: string; to: string }[] = [
  { from: 'Beserker', to: 'Berserker' },
  { from: 'Calvary', to: 'Cavalry' },
  { from: 'Chracter', to: 'Character' },
  { from: 'Nemourous', to: 'Nemorous' },
  { from: 'Itimidating', to: 'Intimidating' },
  { from: 'Diplsace', to: 'Displace' },
  // Lotta's "Displaced (X), Placed (X)": the rules are Displace and Place everywhere else.
  { from: 'Displaced', to: 'Displace' },
  { from: 'Placed', to: 'Place' },
  // Nuada's "High Commander": the characteristic is High Command (its High Command column is Yes).
  { from: 'High Commander', to: 'High Command' },
];

/**
 * Spanish unit names: the sheets write them in English title case ("Oso De Hielo"). Spanish
 * capitalises the first word and the nouns of a proper name, not its articles, prepositions
 * and conjunctions ("Merodeadores de la Tundra").
 */
const SPANISH_MINOR_WORDS: ReadonlySet<string> = new Set([
  'a', 'al', 'con', 'de', 'del', 'e', 'el', 'en', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'sin', 'u', 'y',
]);

/** Accents the sheets' Spanish names drop, and one letter slip (Plaje for Pelaje, as in "Pelaje de Sabiduría"). */
export const SPANISH_SPELLING_FIXES: readonly { from: string; to: string }[] = [
  { from: 'Angeles', to: 'Ángeles' },
  { from: 'Legion', to: 'Legión' },
  { from: 'Gelido', to: 'Gélido' },
  { from: 'Capitan', to: 'Capitán' },
  { from: 'Tizon', to: 'Tizón' },
  { from: 'Sabiduria', to: 'Sabiduría' },
  { from: 'Cascaras', to: 'Cáscaras' },
  { from: 'Cascara', to: 'Cáscara' },
  { from: 'Cegaton', to: 'Cegatón' },
  { from: 'Plaje', to: 'Pelaje' },
];

/**
 * Spanish names the sheets leave in English, filled from the earlier copy of the same sheets
 * (which carried them). Recorded in the catalogue notes for a data maintainer to confirm.
 */
export const SPANISH_NAME_FILLS: Readonly<Record<string, string>> = {
  'Tundra Marauders': 'Merodeadores de la Tundra',
};

/** Oddities in the sheets that are not clear slips: kept as they are, noted for a data maintainer. */
export const SHEET_OBSERVATIONS: readonly string[] = [
  'Data check: Frostfire Herald (hegemony-of-embersig) lists Aestari, Character and Elf among its keywords as well as its characteristics; kept as in the sheet.',
  'Data check: Ynyr Dara Lainn (syenann) lists Syenann as a keyword, not a characteristic; kept as in the sheet.',
  'Data check: Stompers (scions-of-yaldabaoth) has "Favorable Terrain (Rugged)" where other units have "Preferred Terrain"; kept as in the sheet.',
];

/** Values the data README leaves for a data maintainer to check; written into the catalogue notes. */
export const OPEN_DATA_CHECKS: readonly string[] = [
  'Data check: Trabor Slepmund (hegemony-of-embersig) is tournament legal in the maintainers\' sheet, though an earlier hand edit had marked it not legal; the catalogue follows the sheet (legal).',
  'Data check: Nadezhda Lazard, Champion of Embersig costs 30 points in the sheet; the earlier builder\'s code gave 40. The catalogue follows the sheet (30).',
  'Data check: Marhael the Refused has command 1 in the sheet; the earlier builder\'s code gave 2. The catalogue follows the sheet (1).',
];

interface MercenaryDef {
  name: string;
  name_es: string;
  type: UnitType;
  pointsCost: number;
  availability: number;
  command: number;
  characteristics: string[];
  keywords: Keyword[];
  specialRules: Keyword[];
  tournamentLegal: boolean;
  serves: readonly FactionId[];
}

/** Mercenaries are not in the faction sheets (data/README.md); each is listed once per faction served. */
export const MERCENARIES: readonly MercenaryDef[] = [
  {
    name: 'Vercana',
    name_es: 'Vercana',
    type: 'Character',
    pointsCost: 30,
    availability: 1,
    command: 0,
    characteristics: ['Character', 'Human', 'Mercenary'],
    keywords: [{ name: 'Ambusher' }],
    specialRules: [{ name: 'Place', value: '5' }],
    tournamentLegal: false,
    serves: FACTION_IDS,
  },
];

// ----- CSV -----

/** RFC 4180 reading: quoted fields, doubled quotes, commas and newlines inside quotes, LF or CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

// ----- Ids -----

/** kebab-case of the English name, accents and punctuation dropped ("Ahlwardt, Ice Bear" → ahlwardt-ice-bear). */
export function unitIdFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ----- Cell normalisation -----

/** "Ahlwardt, Oso De Hielo" → "Ahlwardt, Oso de Hielo": minor words lower-case after the first word. */
export function spanishNameCase(name: string): string {
  return name
    .split(' ')
    .map((word, i) => (i > 0 && SPANISH_MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
}

interface CellContext {
  file: string;
  line: number;
  column: string;
  report: Normalisation[];
}

function fixText(value: string, ctx: CellContext): string {
  let out = value;
  const spaced = out.replace(/ {2,}/g, ' ').trim();
  if (spaced !== out) {
    ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'whitespace', from: out, to: spaced });
    out = spaced;
  }
  for (const fix of SPELLING_FIXES) {
    const re = new RegExp(`\\b${fix.from}\\b`, 'g');
    if (re.test(out)) {
      const next = out.replace(re, fix.to);
      ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'spelling', from: out, to: next });
      out = next;
    }
  }
  return out;
}

/** English names: an epithet after a comma reads "Njord, the Merciless", as "Eskold the Executioner" does. */
function fixEnglishName(value: string, ctx: CellContext): string {
  const out = fixText(value, ctx);
  const next = out.replace(/, The /g, ', the ');
  if (next !== out) ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'casing', from: out, to: next });
  return next;
}

/** Spanish names: the general fixes, then accents, then Spanish capitalisation; each change reported. */
function fixSpanishName(value: string, englishName: string, ctx: CellContext): string {
  let out = fixText(value, ctx);
  const fill = SPANISH_NAME_FILLS[englishName];
  if (fill !== undefined && (out === '' || out === englishName)) {
    ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'spanish-name', from: out, to: fill });
    return fill;
  }
  for (const fix of SPANISH_SPELLING_FIXES) {
    const re = new RegExp(`(?<![\\p{L}])${fix.from}(?![\\p{L}])`, 'gu');
    if (re.test(out)) {
      const next = out.replace(re, fix.to);
      ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'spanish-spelling', from: out, to: next });
      out = next;
    }
  }
  const cased = spanishNameCase(out);
  if (cased !== out) {
    ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'spanish-casing', from: out, to: cased });
    out = cased;
  }
  return out;
}

/**
 * "[a, b (x, y) ]" → ['a', ' b (x, y) ']: the raw cells of a bracketed list, untrimmed;
 * commas inside parentheses do not split.
 */
export function splitBracketCells(value: string): string[] {
  const inner = value.trim().replace(/^\[/, '').replace(/\]$/, '');
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of inner) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** "[a, b (c) ]" → ['a', 'b (c)'], each entry trimmed and fixed. */
function bracketList(value: string, ctx: CellContext): string[] {
  const parts = splitBracketCells(value);
  const out: string[] = [];
  parts.forEach((raw, i) => {
    if (raw.trim() === '') return;
    // One space after a comma is the separator; anything more (e.g. "Disarmed ]") is a slip.
    if (raw.replace(/^ /, '') !== raw.trim()) {
      ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'whitespace', from: raw, to: raw.trim() });
    } else if (i > 0 && !raw.startsWith(' ')) {
      // "Elf,Syenann": the space after the comma is missing.
      ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'whitespace', from: `,${raw}`, to: `, ${raw}` });
    }
    const entry = raw.trim();
    // "Dispel (BLU BLK) Elite": two entries with the comma between them missing.
    const joined = /^([^()]+\([^()]*\))\s+([^\s(][^()]*(?:\([^()]*\))?)$/.exec(entry);
    if (joined?.[1] !== undefined && joined[2] !== undefined) {
      ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'punctuation', from: entry, to: `${joined[1]}, ${joined[2]}` });
      out.push(fixText(joined[1], ctx), fixText(joined[2], ctx));
      return;
    }
    out.push(fixText(entry, ctx));
  });
  return out;
}

function yesNo(value: string, ctx: CellContext, problems: string[]): boolean {
  const v = value.trim();
  const lower = v.toLowerCase();
  const canonical = lower === 'yes' || lower === 'true' ? 'Yes' : lower === 'no' || lower === 'false' ? 'No' : null;
  if (canonical === null) {
    problems.push(`${ctx.file}:${ctx.line} ${ctx.column}: expected Yes or No, got "${value}"`);
    return false;
  }
  if (v !== canonical && lower !== 'true' && lower !== 'false') {
    ctx.report.push({ file: ctx.file, line: ctx.line, column: ctx.column, rule: 'casing', from: v, to: canonical });
  }
  return canonical === 'Yes';
}

function integerIn(value: string, min: number, max: number, ctx: CellContext, problems: string[]): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    problems.push(`${ctx.file}:${ctx.line} ${ctx.column}: "${value}" is not an integer from ${min} to ${max}`);
    return min;
  }
  return n;
}

const UNIT_TYPES: readonly UnitType[] = ['Troop', 'Character', 'Named Character', 'Support Character', 'Companion'];

const COLUMNS = [
  'faction_id',
  'Faction',
  'Unit Type',
  'Unit Name EN',
  'Unit Name SP',
  'Command',
  'AVB',
  'Characteristics',
  'Keywords',
  'High Command',
  'Points Cost',
  'Special Rules',
  'Companion',
  'Tournament Legal',
] as const;
type Column = (typeof COLUMNS)[number];

function makeUnit(fields: Omit<Unit, 'id' | 'slug' | 'imageUrl'> & { id?: string }): Unit {
  const slug = imageSlug(fields.name);
  const unit: Unit = {
    ...fields,
    id: fields.id ?? unitIdFromName(fields.name),
    slug,
    imageUrl: portraitPath(slug),
  };
  // Fixed key order keeps the JSON output stable however the object was assembled.
  const ordered: Unit = {
    id: unit.id,
    name: unit.name,
    name_es: unit.name_es,
    name_fr: unit.name_fr,
    faction: unit.faction,
    faction_id: unit.faction_id,
    type: unit.type,
    pointsCost: unit.pointsCost,
    availability: unit.availability,
    command: unit.command,
    characteristics: unit.characteristics,
    keywords: unit.keywords,
    specialRules: unit.specialRules,
    highCommand: unit.highCommand,
    tournamentLegal: unit.tournamentLegal,
    slug: unit.slug,
    imageUrl: unit.imageUrl,
  };
  if (unit.companion !== undefined) ordered.companion = unit.companion;
  return ordered;
}

export interface BuiltCatalogue {
  catalogue: Catalogue;
  normalisations: Normalisation[];
}

/** Builds the catalogue from the sheets. Throws CatalogueBuildError listing every problem. */
export function buildCatalogue(files: readonly SourceFile[], hash: (text: string) => string): BuiltCatalogue {
  const report: Normalisation[] = [];
  const problems: string[] = [];
  const notes: string[] = [];
  const units: Unit[] = [];
  const factionName = new Map(FACTIONS.map((f) => [f.id, f.name]));

  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const file of sorted) {
    if (/\r/.test(file.text)) {
      report.push({ file: file.name, line: 0, column: '*', rule: 'line-endings', from: 'CRLF', to: 'LF' });
    }
    const rows = parseCsv(file.text.replace(/\r\n?/g, '\n'));
    const header = rows[0]?.map((h) => h.trim()) ?? [];
    const index = new Map<Column, number>();
    for (const col of COLUMNS) {
      const at = header.indexOf(col);
      if (at < 0) problems.push(`${file.name}: missing column "${col}"`);
      else index.set(col, at);
    }
    if (problems.length > 0) continue;

    const fileUnits: { unit: Unit; line: number; companionRaw: string }[] = [];
    // A faction display-name slip is reported once per file, at its first row.
    const reportedFactionNames = new Set<string>();
    rows.slice(1).forEach((row, i) => {
      const line = i + 2;
      const cell = (col: Column) => row[index.get(col) ?? -1] ?? '';
      const ctx = (column: Column): CellContext => ({ file: file.name, line, column, report });
      const factionId = cell('faction_id').trim();
      if (!(FACTION_IDS as readonly string[]).includes(factionId)) {
        problems.push(`${file.name}:${line} faction_id: unknown faction "${factionId}"`);
        return;
      }
      const type = fixText(cell('Unit Type'), ctx('Unit Type')) as UnitType;
      if (!UNIT_TYPES.includes(type)) problems.push(`${file.name}:${line} Unit Type: unknown type "${type}"`);
      const displayName = cell('Faction').trim();
      const expectedName = factionName.get(factionId as FactionId) ?? factionId;
      if (displayName !== expectedName && !reportedFactionNames.has(displayName)) {
        reportedFactionNames.add(displayName);
        report.push({ file: file.name, line, column: 'Faction', rule: 'faction-name', from: displayName, to: expectedName });
      }
      const name = fixEnglishName(cell('Unit Name EN'), ctx('Unit Name EN'));
      if (name === '') problems.push(`${file.name}:${line} Unit Name EN: empty`);
      const nameEs = fixSpanishName(cell('Unit Name SP'), name, ctx('Unit Name SP')) || name;
      let pointsCost = integerIn(cell('Points Cost'), MIN_POINTS_COST, MAX_POINTS_COST, ctx('Points Cost'), problems);
      let tournamentLegal = yesNo(cell('Tournament Legal'), ctx('Tournament Legal'), problems);
      if (type === 'Companion') {
        if (pointsCost !== COMPANION_POINTS_COST) {
          report.push({
            file: file.name,
            line,
            column: 'Points Cost',
            rule: 'companion-rule',
            from: String(pointsCost),
            to: String(COMPANION_POINTS_COST),
          });
          notes.push(
            `Data check: the companion ${name} (${factionId}) costs ${pointsCost} points in the sheet; SPEC says companions cost ${COMPANION_POINTS_COST} and are never tournament legal, so the catalogue uses ${COMPANION_POINTS_COST}.`,
          );
          pointsCost = COMPANION_POINTS_COST;
        }
        if (tournamentLegal) {
          report.push({ file: file.name, line, column: 'Tournament Legal', rule: 'companion-rule', from: 'Yes', to: 'No' });
          notes.push(`Data check: the companion ${name} (${factionId}) is marked tournament legal in the sheet; companions never are.`);
          tournamentLegal = false;
        }
      }
      const unit = makeUnit({
        name,
        name_es: nameEs,
        name_fr: name,
        faction: factionName.get(factionId as FactionId) ?? factionId,
        faction_id: factionId as FactionId,
        type,
        pointsCost,
        availability: integerIn(cell('AVB'), MIN_AVAILABILITY, MAX_AVAILABILITY, ctx('AVB'), problems),
        command: integerIn(cell('Command'), MIN_COMMAND, MAX_COMMAND, ctx('Command'), problems),
        characteristics: bracketList(cell('Characteristics'), ctx('Characteristics')),
        keywords: bracketList(cell('Keywords'), ctx('Keywords')).map(parseNamedValue),
        specialRules: bracketList(cell('Special Rules'), ctx('Special Rules')).map(parseNamedValue),
        highCommand: yesNo(cell('High Command'), ctx('High Command'), problems),
        tournamentLegal,
      });
      fileUnits.push({ unit, line, companionRaw: cell('Companion').trim() });
    });

    // A companion names its owner; match the owner's name in this faction whatever its casing.
    for (const entry of fileUnits) {
      if (entry.companionRaw === '') continue;
      const ctx: CellContext = { file: file.name, line: entry.line, column: 'Companion', report };
      const fixed = fixText(entry.companionRaw, ctx);
      const owner = fileUnits.find(
        (o) => o.unit.faction_id === entry.unit.faction_id && o.unit.name.toLowerCase() === fixed.toLowerCase(),
      );
      if (owner && owner.unit.name !== fixed) {
        report.push({ file: file.name, line: entry.line, column: 'Companion', rule: 'casing', from: fixed, to: owner.unit.name });
      }
      if (!owner) notes.push(`Data check: the companion ${entry.unit.name} names an owner "${fixed}" that is not in its faction's sheet.`);
      entry.unit.companion = owner ? owner.unit.name : fixed;
    }
    units.push(...fileUnits.map((e) => e.unit));
  }

  for (const merc of MERCENARIES) {
    for (const factionId of merc.serves) {
      units.push(
        makeUnit({
          id: `${unitIdFromName(merc.name)}-${factionId}`,
          name: merc.name,
          name_es: merc.name_es,
          name_fr: merc.name,
          faction: factionName.get(factionId) ?? factionId,
          faction_id: factionId,
          type: merc.type,
          pointsCost: merc.pointsCost,
          availability: merc.availability,
          command: merc.command,
          characteristics: [...merc.characteristics],
          keywords: merc.keywords.map((k) => ({ ...k })),
          specialRules: merc.specialRules.map((r) => ({ ...r })),
          highCommand: false,
          tournamentLegal: merc.tournamentLegal,
        }),
      );
    }
    notes.push(`Mercenary ${merc.name} is not in the faction sheets; it is listed once per faction it serves (${merc.serves.join(', ')}).`);
  }
  notes.push(...OPEN_DATA_CHECKS, ...SHEET_OBSERVATIONS);
  for (const n of report) {
    if (n.rule === 'spanish-name') {
      notes.push(`Data check: the sheet gives "${n.from}" as the Spanish name of ${n.from === '' ? 'a unit' : n.from}; the catalogue uses "${n.to}" from the earlier copy of the sheets.`);
    }
  }

  const seen = new Set<string>();
  for (const u of units) {
    if (seen.has(u.id)) problems.push(`duplicate unit id "${u.id}"`);
    seen.add(u.id);
  }
  if (problems.length > 0) throw new CatalogueBuildError(problems);

  const factions: Faction[] = FACTIONS.map((f) => {
    const hasOwnUnits = units.some((u) => u.faction_id === f.id && !u.characteristics.includes('Mercenary'));
    if (!hasOwnUnits) notes.push(`${f.id}: no units in the catalogue yet (its own unit sheet is not published); only mercenaries are listed.`);
    return { ...f, hasOwnUnits };
  });
  const order = new Map(FACTION_IDS.map((id, i) => [id, i]));
  units.sort((a, b) => (order.get(a.faction_id) ?? 0) - (order.get(b.faction_id) ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const n of report) {
    if (n.rule === 'companion-rule') continue;
    notes.push(`Normalised (${n.rule}) ${n.file}${n.line > 0 ? `:${n.line}` : ''} ${n.column}: "${n.from}" → "${n.to}"`);
  }

  const body = { factions, units, notes };
  const dataVersion = hash(JSON.stringify(body));
  return { catalogue: { dataVersion, ...body }, normalisations: report };
}

/** The exact text written to catalogue.json. */
export function serialiseCatalogue(catalogue: Catalogue): string {
  const ordered = { dataVersion: catalogue.dataVersion, factions: catalogue.factions, units: catalogue.units, notes: catalogue.notes };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
