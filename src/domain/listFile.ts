/**
 * The open list format (issue 16): one list or many as a JSON file any program can read,
 * described by schemas/warcrow-lists.v1.schema.json (README "Moving lists between devices").
 * The schema is checked by Ajv's standalone validator (src/domain/generated), never by hand.
 *
 * Import reads this format, our share codes and links (/shared-list/…, /s/…) and the earlier
 * builder's share codes (shareCode.ts decodes both). Every list read is repriced from the
 * current catalogue (repricing.ts); what could not be read is reported, never guessed.
 * Pure: the screen writes the lists (db/repositories/lists.ts importLists) and words the report.
 */
import { normaliseBudget } from './budget';
import { normaliseFactionId, type Catalogue } from './catalogue';
import validateListFileSchema from './generated/validateListFile.js';
import { repriceList, type PricedEntry, type Repricing } from './repricing';
import { decodeShareCodeResult, isValidShortHash } from './shareCode';
import type { FactionId, SelectedUnit } from './types';

export const LIST_FILE_SCHEMA = 'warcrow-lists';
export const LIST_FILE_VERSION = 1;
export const LIST_FILE_APP_NAME = 'Warcrow Companion';
/** Longest text the import reads (a file of 1,000 full lists is about 1 MB). */
export const MAX_IMPORT_TEXT_LENGTH = 20_000_000;
/** At most this many schema problems are reported for one file. */
const MAX_REPORTED_SCHEMA_ERRORS = 5;

export interface ListFileUnit {
  id: string;
  name: string;
  quantity: number;
  pointsCost?: number;
  command?: number;
  /** Id of the unit in this list a Character is attached to (later issue); absent: not attached. */
  attachedTo?: string | null;
}

export interface ListFileList {
  name: string;
  faction: FactionId | 'unknown';
  dataVersion: string | null;
  budget?: number | null;
  note?: string;
  createdAt?: string;
  updatedAt?: string;
  units: ListFileUnit[];
}

export interface ListFile {
  schema: typeof LIST_FILE_SCHEMA;
  version: typeof LIST_FILE_VERSION;
  exportedAt: string;
  app: { name: string; version: string };
  lists: ListFileList[];
}

/** A list as the app holds it, for export. */
export interface ExportableList {
  name: string;
  faction: FactionId | 'unknown';
  units: readonly (Pick<SelectedUnit, 'id' | 'name' | 'quantity' | 'pointsCost' | 'command'> & { attachedTo?: string | null })[];
  dataVersion?: string | null;
  note?: string | null;
  budget?: number | null;
  created_at?: string;
  updated_at?: string;
}

export function toListFile(lists: readonly ExportableList[], meta: { exportedAt: string; appVersion: string }): ListFile {
  return {
    schema: LIST_FILE_SCHEMA,
    version: LIST_FILE_VERSION,
    exportedAt: meta.exportedAt,
    app: { name: LIST_FILE_APP_NAME, version: meta.appVersion },
    lists: lists.map((list) => {
      const out: ListFileList = {
        name: list.name,
        faction: list.faction,
        dataVersion: list.dataVersion ?? null,
        units: list.units.map((u) => {
          const unit: ListFileUnit = { id: u.id, name: u.name, quantity: u.quantity, pointsCost: u.pointsCost, command: u.command };
          if (typeof u.attachedTo === 'string') unit.attachedTo = u.attachedTo;
          return unit;
        }),
      };
      if (typeof list.budget === 'number') out.budget = list.budget;
      if (typeof list.note === 'string' && list.note.trim() !== '') out.note = list.note;
      if (list.created_at) out.createdAt = list.created_at;
      if (list.updated_at) out.updatedAt = list.updated_at;
      return out;
    }),
  };
}

/** File name for an export: the list's name for one list, "warcrow-lists" for several, and the day. */
export function listFileName(lists: readonly Pick<ExportableList, 'name'>[], day: string): string {
  const only = lists.length === 1 ? lists[0] : undefined;
  const base = only ? only.name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() : '';
  return `${base === '' ? 'warcrow-lists' : `warcrow-${base}`}-${day}.json`;
}

export interface SchemaProblem {
  /** JSON Pointer of the value, e.g. /lists/2/units/0/quantity ('' for the whole file). */
  path: string;
  /** The validator's own words (English, for logs): the player is told `field` and `missing`. */
  message: string;
  /** The JSON Pointer of what is wrong: the value, or the missing member (/lists/0/name). */
  field: string;
  /** True when that member is missing; false when its value is not one a list file has. */
  missing: boolean;
}

export type ListFileCheck = { ok: true; file: ListFile } | { ok: false; problems: SchemaProblem[] };

function problemsOf(errors: readonly { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> }[] | null | undefined): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  for (const e of errors ?? []) {
    const missingMember = e.keyword === 'required' && typeof e.params?.missingProperty === 'string' ? e.params.missingProperty : null;
    const field = missingMember === null ? e.instancePath : `${e.instancePath}/${missingMember}`;
    // One line per field: a value that fails several checks ("not a string", "not one of …") is said once.
    if (out.some((p) => p.field === field)) continue;
    out.push({ path: e.instancePath, message: e.message ?? '', field, missing: missingMember !== null });
  }
  return out;
}

/** Checks a parsed value against the published JSON Schema. */
export function checkListFile(value: unknown): ListFileCheck {
  if (validateListFileSchema(value)) return { ok: true, file: value as ListFile };
  return { ok: false, problems: problemsOf(validateListFileSchema.errors) };
}

// ----- Import -----

export type ImportOrigin = 'file' | 'shareCode' | 'earlierBuilder';

/** A list ready to be kept as a new list of the player's own. */
export interface ImportedList {
  name: string;
  faction: FactionId | 'unknown';
  /** At the current catalogue's points (unknown units kept at the price recorded). */
  units: SelectedUnit[];
  dataVersion: string;
  note?: string;
  /** The points budget (issue 14), when the source carried one. */
  budget?: number;
  origin: ImportOrigin;
  /** What repricing found (the stale-points notice), when the catalogue sees the list differently. */
  repricing: Repricing | null;
}

export type ImportProblem =
  | { code: 'notJson' }
  | { code: 'notListFile'; problems: SchemaProblem[] }
  | { code: 'listUnreadable'; index: number; name: string | null; problems: SchemaProblem[] }
  | { code: 'emptyList'; name: string }
  | { code: 'unreadableCode'; text: string }
  | { code: 'shortLinkNotFound'; text: string }
  | { code: 'tooLong' }
  | { code: 'empty' };

export interface ImportReport {
  lists: ImportedList[];
  problems: ImportProblem[];
}

export interface ImportDeps {
  catalogue: Catalogue;
  /** The share code a short link (/s/hash) stands for, or null when it cannot be found. */
  resolveShortLink?: (hash: string) => Promise<string | null>;
}

function priced(
  source: { name: string; faction: string; units: readonly PricedEntry[]; dataVersion: string | null; note?: string; budget?: number | null },
  origin: ImportOrigin,
  catalogue: Catalogue,
): ImportedList | ImportProblem {
  const faction = normaliseFactionId(source.faction);
  const name = source.name.trim();
  const repricing = repriceList({ faction, units: source.units, dataVersion: source.dataVersion }, catalogue);
  if (repricing.updatedUnits.length === 0) return { code: 'emptyList', name };
  const list: ImportedList = {
    name,
    faction,
    units: repricing.updatedUnits,
    dataVersion: catalogue.dataVersion,
    origin,
    repricing: repricing.hasChanges ? repricing : null,
  };
  if (source.note && source.note.trim() !== '') list.note = source.note;
  const budget = normaliseBudget(source.budget);
  if (budget !== null) list.budget = budget;
  return list;
}

function isProblem(x: ImportedList | ImportProblem): x is ImportProblem {
  return 'code' in x;
}

function readFile(value: unknown, catalogue: Catalogue, report: ImportReport): void {
  const check = checkListFile(value);
  let file: ListFile | null = check.ok ? check.file : null;
  if (!check.ok) {
    // Problems inside some lists: those lists are reported, the others still come in.
    const bad = new Map<number, SchemaProblem[]>();
    let wholeFile = false;
    for (const p of check.problems) {
      const m = /^\/lists\/(\d+)(\/|$)/.exec(p.path);
      if (!m) wholeFile = true;
      else bad.set(Number(m[1]), [...(bad.get(Number(m[1])) ?? []), p]);
    }
    const lists = (value as { lists?: unknown }).lists;
    const rest = Array.isArray(lists) ? lists.filter((_, i) => !bad.has(i)) : [];
    const retry = !wholeFile && rest.length > 0 ? checkListFile({ ...(value as object), lists: rest }) : null;
    if (!retry?.ok) {
      report.problems.push({ code: 'notListFile', problems: check.problems.slice(0, MAX_REPORTED_SCHEMA_ERRORS) });
      return;
    }
    for (const [index, problems] of bad) {
      const raw = Array.isArray(lists) ? (lists[index] as { name?: unknown } | undefined) : undefined;
      report.problems.push({ code: 'listUnreadable', index, name: typeof raw?.name === 'string' ? raw.name : null, problems: problems.slice(0, MAX_REPORTED_SCHEMA_ERRORS) });
    }
    file = retry.file;
  }
  for (const list of file?.lists ?? []) {
    const result = priced(
      { name: list.name, faction: list.faction, units: list.units, dataVersion: list.dataVersion ?? null, budget: list.budget ?? null, ...(list.note ? { note: list.note } : {}) },
      'file',
      catalogue,
    );
    if (isProblem(result)) report.problems.push(result);
    else report.lists.push(result);
  }
}

/** The share code in a link (/shared-list/code) or the text itself; a short link's hash. */
function shareTarget(token: string): { code: string } | { hash: string } {
  const shared = /\/shared-list\/([^/?#\s]+)/.exec(token);
  if (shared?.[1]) {
    try {
      return { code: decodeURIComponent(shared[1]) };
    } catch {
      return { code: shared[1] };
    }
  }
  const short = /\/s\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(token);
  if (short?.[1] && isValidShortHash(short[1])) return { hash: short[1] };
  return { code: token };
}

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

async function readCodes(text: string, deps: ImportDeps, report: ImportReport): Promise<void> {
  // One per line, as the field asks; a line may also hold several, separated by spaces. A line
  // none of whose words is a code (a sentence pasted by mistake) is reported once, whole.
  for (const line of text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '')) {
    const found: ImportReport = { lists: [], problems: [] };
    for (const token of line.split(/\s+/)) await readCode(token, deps, found);
    const unreadable = found.problems.filter((p) => p.code === 'unreadableCode').length;
    if (found.lists.length === 0 && unreadable > 1 && unreadable === found.problems.length) {
      report.problems.push({ code: 'unreadableCode', text: shortened(line) });
      continue;
    }
    report.lists.push(...found.lists);
    report.problems.push(...found.problems);
  }
}

async function readCode(token: string, deps: ImportDeps, report: ImportReport): Promise<void> {
  const target = shareTarget(token);
  let code: string;
  if ('hash' in target) {
    const resolved = deps.resolveShortLink ? await deps.resolveShortLink(target.hash) : null;
    if (resolved === null) {
      report.problems.push({ code: 'shortLinkNotFound', text: token });
      return;
    }
    code = resolved;
  } else code = target.code;
  const decoded = await decodeShareCodeResult(code, deps.catalogue);
  if (!decoded.ok) {
    report.problems.push({ code: 'unreadableCode', text: shortened(token) });
    return;
  }
  const d = decoded.value;
  const result = priced({ name: d.name, faction: d.faction, units: d.recorded, dataVersion: d.dataVersion, budget: d.budget, ...(d.note ? { note: d.note } : {}) }, d.format === 'legacy' ? 'earlierBuilder' : 'shareCode', deps.catalogue);
  if (isProblem(result)) report.problems.push(result);
  else report.lists.push(result);
}

/**
 * Reads what the player gave: a list file (JSON), or share codes and links, one or more,
 * one per line (or separated by spaces). Never throws; everything it could not read is in `problems`.
 */
export async function readImport(text: string, deps: ImportDeps): Promise<ImportReport> {
  const report: ImportReport = { lists: [], problems: [] };
  if (text.length > MAX_IMPORT_TEXT_LENGTH) {
    report.problems.push({ code: 'tooLong' });
    return report;
  }
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') {
    report.problems.push({ code: 'empty' });
    return report;
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed) as unknown;
    } catch {
      report.problems.push({ code: 'notJson' });
      return report;
    }
    readFile(value, deps.catalogue, report);
    return report;
  }
  await readCodes(trimmed, deps, report);
  return report;
}
