/**
 * List building rules (SPEC.md sections 4 "List building" and 5 "Local save", "Adding units",
 * "Cloud save", "Faction and list data"): totals, add/remove with the availability and High
 * Command limits, violations, save validation and the reading of stored lists.
 *
 * Every problem is returned as a DomainIssue whose code is a key of the `errors` i18n namespace;
 * nothing here produces user text.
 */
import * as v from 'valibot';
import { normaliseFactionId } from './catalogue';
import { normaliseBudget } from './budget';
import { MAX_AVAILABILITY, MAX_DATA_VERSION_LENGTH, MAX_LIST_NOTE_LENGTH, MAX_DISPLAY_QUANTITY, MAX_UNIT_ID_LENGTH, MIN_AVAILABILITY } from './constants';
import type { ArmyList, Keyword, SelectedUnit, SpecialRule, Unit } from './types';

export interface DomainIssue {
  /** Key in the `errors` namespace, e.g. 'list.nameRequired'. */
  code: string;
  params?: Record<string, string | number>;
  severity?: 'error' | 'warning';
  /** Optional second line (toast description), also an `errors` key. */
  descriptionCode?: string;
  /** Optional dialog title, also an `errors` key. */
  titleCode?: string;
}

// ----- Totals -----

function finite(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/** Points = Σ pointsCost × quantity; command = Σ command × quantity. */
export function computeTotals(units: readonly Pick<SelectedUnit, 'pointsCost' | 'command' | 'quantity'>[]): {
  points: number;
  command: number;
} {
  let points = 0;
  let command = 0;
  for (const u of units) {
    const q = finite(u.quantity);
    points += finite(u.pointsCost) * q;
    command += finite(u.command) * q;
  }
  return { points, command };
}

/** The list label caps the displayed quantity at 9. */
export function displayQuantity(q: number): string {
  if (!Number.isFinite(q) || q <= 0) return '0';
  return String(Math.min(Math.floor(q), MAX_DISPLAY_QUANTITY));
}

// ----- Building -----

export function toSelectedUnit(unit: Unit, quantity = 1): SelectedUnit {
  const selected: SelectedUnit = {
    id: unit.id,
    name: unit.name,
    name_es: unit.name_es,
    name_fr: unit.name_fr,
    pointsCost: unit.pointsCost,
    quantity,
    faction: unit.faction,
    faction_id: unit.faction_id,
    keywords: unit.keywords.map((k) => ({ ...k })),
    highCommand: unit.highCommand,
    availability: unit.availability,
    imageUrl: unit.imageUrl,
    specialRules: unit.specialRules.map((r) => ({ ...r })),
    command: unit.command,
    tournamentLegal: unit.tournamentLegal,
  };
  return selected;
}

export function quantityOf(selected: readonly SelectedUnit[], unitId: string): number {
  return selected.filter((u) => u.id === unitId).reduce((sum, u) => sum + finite(u.quantity), 0);
}

export function canAddUnit(selected: readonly SelectedUnit[], unit: Unit): boolean {
  return addUnit(selected, unit).issue === null;
}

/**
 * Raises a unit's count by one. Blocked (units unchanged) when the count has reached the unit's
 * availability, or when the unit is a High Command unit and another, distinct one is selected.
 */
export function addUnit(selected: readonly SelectedUnit[], unit: Unit): { units: SelectedUnit[]; issue: DomainIssue | null } {
  const current = quantityOf(selected, unit.id);
  if (current >= unit.availability) {
    return {
      units: [...selected],
      issue: {
        code: 'unit.maxReached',
        descriptionCode: 'unit.maxReachedDetail',
        params: { n: unit.availability },
        severity: 'error',
      },
    };
  }
  if (unit.highCommand && selected.some((u) => u.highCommand && u.id !== unit.id && u.quantity > 0)) {
    return {
      units: [...selected],
      issue: { code: 'list.highCommandLimit', titleCode: 'list.highCommandLimitTitle', severity: 'error' },
    };
  }
  if (current === 0) return { units: [...selected, toSelectedUnit(unit, 1)], issue: null };
  return {
    units: selected.map((u) => (u.id === unit.id ? { ...u, quantity: u.quantity + 1 } : u)),
    issue: null,
  };
}

/**
 * Lowers a unit's count by one and drops it at 0. Unknown ids leave the list as it was.
 * Characters attached to a dropped unit stay in the list, unattached (issue 14).
 */
export function removeUnit(selected: readonly SelectedUnit[], unitId: string): SelectedUnit[] {
  const out: SelectedUnit[] = [];
  let done = false;
  let dropped = false;
  for (const u of selected) {
    if (!done && u.id === unitId) {
      done = true;
      if (u.quantity > 1) out.push({ ...u, quantity: u.quantity - 1 });
      else dropped = !selected.some((other) => other !== u && other.id === unitId);
      continue;
    }
    out.push(u);
  }
  if (!dropped) return out;
  return out.map((u) => {
    if (u.attachedTo !== unitId) return u;
    const next = { ...u };
    delete next.attachedTo;
    return next;
  });
}

// ----- Violations -----

export function listViolations(units: readonly Pick<SelectedUnit, 'id' | 'highCommand' | 'tournamentLegal' | 'quantity'>[]): {
  highCommandCount: number;
  violatingUnitIds: string[];
  issues: DomainIssue[];
  hasIllegalUnits: boolean;
} {
  const present = units.filter((u) => u.quantity > 0);
  const hc = present.filter((u) => u.highCommand);
  const highCommandCount = hc.reduce((sum, u) => sum + u.quantity, 0);
  const hasIllegalUnits = present.some((u) => !u.tournamentLegal);
  const issues: DomainIssue[] = [];
  let violatingUnitIds: string[] = [];
  if (highCommandCount > 1) {
    violatingUnitIds = [...new Set(hc.map((u) => u.id))];
    issues.push({ code: 'list.highCommandWarning', params: { n: highCommandCount }, severity: 'warning' });
  }
  if (hasIllegalUnits) issues.push({ code: 'list.notTournamentLegal', severity: 'warning' });
  return { highCommandCount, violatingUnitIds, issues, hasIllegalUnits };
}

/** Per-unit label key for a unit listed in violatingUnitIds. */
export const MULTIPLE_HIGH_COMMAND_LABEL = 'list.multipleHighCommand';

// ----- Save validation -----

function isBlank(s: unknown): boolean {
  return typeof s !== 'string' || s.trim() === '';
}

function unitIsStorable(u: unknown): boolean {
  if (typeof u !== 'object' || u === null) return false;
  const r = u as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    r.id !== '' &&
    typeof r.name === 'string' &&
    typeof r.pointsCost === 'number' &&
    Number.isFinite(r.pointsCost) &&
    typeof r.quantity === 'number' &&
    Number.isFinite(r.quantity) &&
    r.quantity >= 1
  );
}

export function validateLocalSave(input: { name: string; faction: string; units: readonly SelectedUnit[] }): DomainIssue | null {
  if (isBlank(input.name)) return { code: 'list.nameRequired', severity: 'error' };
  if (!Array.isArray(input.units)) return { code: 'list.unitsInvalid', severity: 'error' };
  if (input.units.length === 0) return { code: 'list.empty', descriptionCode: 'list.emptyHint', severity: 'error' };
  if (isBlank(input.faction)) return { code: 'list.factionRequired', severity: 'error' };
  for (const u of input.units as readonly unknown[]) {
    if (!unitIsStorable(u)) {
      const id = typeof u === 'object' && u !== null && typeof (u as { id?: unknown }).id === 'string' ? (u as { id: string }).id : '?';
      return { code: 'list.unitInvalid', params: { id }, severity: 'error' };
    }
  }
  return null;
}

export function validateCloudSave(input: {
  isAuthenticated: boolean;
  name: string;
  units: readonly SelectedUnit[];
  wabId: string | null;
}): DomainIssue | null {
  if (!input.isAuthenticated) return { code: 'cloud.loginRequired', severity: 'error' };
  if (isBlank(input.name)) return { code: 'cloud.nameRequired', severity: 'error' };
  if (!Array.isArray(input.units) || input.units.length === 0) return { code: 'cloud.emptyList', severity: 'error' };
  if (isBlank(input.wabId)) return { code: 'cloud.noWabId', severity: 'error' };
  return null;
}

function availabilityOf(u: Pick<SelectedUnit, 'availability'>): number {
  const a = u.availability;
  if (typeof a !== 'number' || !Number.isFinite(a)) return MAX_AVAILABILITY;
  return Math.min(MAX_AVAILABILITY, Math.max(MIN_AVAILABILITY, Math.floor(a)));
}

/**
 * What gets written: duplicates merged by id (quantities added), quantity capped at the unit's
 * availability, entries below 1 dropped.
 */
export function prepareUnitsForSave(units: readonly SelectedUnit[]): SelectedUnit[] {
  const byId = new Map<string, SelectedUnit>();
  for (const u of units) {
    const q = Math.floor(finite(u.quantity));
    if (q < 1) continue;
    const prev = byId.get(u.id);
    if (prev) prev.quantity += q;
    else byId.set(u.id, { ...u, quantity: q });
  }
  return [...byId.values()].map((u) => ({ ...u, quantity: Math.min(u.quantity, availabilityOf(u)) }));
}

// ----- Reading stored lists -----

const NamedValue = v.union([
  v.pipe(
    v.string(),
    v.transform((s) => parseNamedValue(s)),
  ),
  v.pipe(
    v.object({ name: v.string(), value: v.optional(v.nullable(v.string())) }),
    v.transform((o): Keyword => (o.value ? { name: o.name, value: o.value } : { name: o.name })),
  ),
]);

/** "Join (Infantry Orc)" → { name: 'Join', value: 'Infantry Orc' }. */
export function parseNamedValue(text: string): Keyword {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const m = /^(.*?)\s*\((.*)\)$/.exec(trimmed);
  if (m && m[1] !== undefined && m[1] !== '' && m[2] !== undefined) {
    const value = m[2].trim();
    return value ? { name: m[1].trim(), value } : { name: m[1].trim() };
  }
  return { name: trimmed };
}

const looseNumber = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(?:\.\d+)?$/), v.transform(Number)),
]);

const looseBoolean = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', 'True', 'False', 'TRUE', 'FALSE', 'yes', 'no', 'Yes', 'No']),
    v.transform((s) => s.toLowerCase() === 'true' || s.toLowerCase() === 'yes'),
  ),
]);

const StoredUnitSchema = v.object({
  id: v.pipe(v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  name_es: v.optional(v.nullable(v.string())),
  name_fr: v.optional(v.nullable(v.string())),
  pointsCost: looseNumber,
  quantity: v.optional(looseNumber, 1),
  faction: v.optional(v.nullable(v.string())),
  faction_id: v.optional(v.nullable(v.string())),
  keywords: v.optional(v.nullable(v.array(NamedValue))),
  highCommand: v.optional(v.nullable(looseBoolean)),
  availability: v.optional(v.nullable(looseNumber)),
  imageUrl: v.optional(v.nullable(v.string())),
  specialRules: v.optional(v.nullable(v.array(NamedValue))),
  command: v.optional(v.nullable(looseNumber)),
  tournamentLegal: v.optional(v.nullable(looseBoolean)),
  // Read leniently (issue 14): an attachment that is not an id reads as "not attached".
  attachedTo: v.optional(v.unknown()),
});

function parseStoredUnit(raw: unknown): SelectedUnit | null {
  const r = v.safeParse(StoredUnitSchema, raw);
  if (!r.success) return null;
  const o = r.output;
  const quantity = Math.floor(o.quantity);
  if (quantity < 1) return null;
  const faction = o.faction ?? '';
  const factionFromId = o.faction_id ? normaliseFactionId(o.faction_id) : 'unknown';
  const unit: SelectedUnit = {
    id: o.id,
    name: o.name,
    pointsCost: o.pointsCost,
    quantity,
    faction,
    faction_id: factionFromId !== 'unknown' ? factionFromId : normaliseFactionId(faction),
    keywords: (o.keywords ?? []) as Keyword[],
    highCommand: o.highCommand ?? false,
    availability:
      o.availability != null
        ? Math.min(MAX_AVAILABILITY, Math.max(MIN_AVAILABILITY, Math.floor(o.availability)))
        : Math.min(MAX_AVAILABILITY, Math.max(MIN_AVAILABILITY, quantity)),
    command: o.command ?? 0,
    // SPEC 3: tournamentLegal may arrive as the text 'false'; anything absent counts as legal.
    tournamentLegal: o.tournamentLegal ?? true,
  };
  if (o.name_es) unit.name_es = o.name_es;
  if (o.name_fr) unit.name_fr = o.name_fr;
  if (o.imageUrl) unit.imageUrl = o.imageUrl;
  if (o.specialRules) unit.specialRules = o.specialRules as SpecialRule[];
  if (typeof o.attachedTo === 'string' && o.attachedTo !== '' && o.attachedTo.length <= MAX_UNIT_ID_LENGTH && o.attachedTo !== o.id) unit.attachedTo = o.attachedTo;
  return unit;
}

/** Units of a stored list: an array or its JSON text. Unreadable → []; invalid entries are skipped. */
export function parseStoredUnits(raw: unknown): SelectedUnit[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const out: SelectedUnit[] = [];
  for (const item of value) {
    const unit = parseStoredUnit(item);
    if (unit) out.push(unit);
  }
  return out;
}

const StoredListSchema = v.object({
  id: v.optional(v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite(), v.transform(String))])),
  name: v.string(),
  faction: v.optional(v.nullable(v.string())),
  units: v.unknown(),
  created_at: v.optional(v.nullable(v.string())),
  updated_at: v.optional(v.nullable(v.string())),
  user_id: v.optional(v.nullable(v.string())),
  wab_id: v.optional(v.nullable(v.string())),
  version: v.optional(v.nullable(v.number())),
  deleted_at: v.optional(v.nullable(v.string())),
  source: v.optional(v.nullable(v.picklist(['local', 'cloud']))),
  // Read leniently: an unreadable version never costs the player the list (it counts as not recorded).
  dataVersion: v.optional(v.unknown()),
  // Read leniently too: a note that is not text is left out, never the list.
  note: v.optional(v.unknown()),
  // And the budget (issue 14): anything but a whole number in range reads as "no budget".
  budget: v.optional(v.unknown()),
});

/**
 * A stored list (object or JSON text) → ArmyList, or null when it is not a list at all.
 * The faction is normalised, units parsed leniently. A list without an id gets one derived from
 * its faction and name (stable, so re-reading gives the same id).
 */
export function parseStoredList(raw: unknown): ArmyList | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  const r = v.safeParse(StoredListSchema, value);
  if (!r.success) return null;
  const o = r.output;
  if (o.units === undefined || o.units === null) return null;
  if (!Array.isArray(o.units) && typeof o.units !== 'string') return null;
  const faction = normaliseFactionId(o.faction ?? '');
  const created = o.created_at ?? o.updated_at ?? '';
  const list: ArmyList = {
    id: o.id ?? `${faction}:${o.name}`,
    name: o.name,
    faction,
    units: parseStoredUnits(o.units),
    created_at: created,
    updated_at: o.updated_at ?? created,
  };
  if (o.user_id !== undefined) list.user_id = o.user_id;
  if (o.wab_id !== undefined) list.wab_id = o.wab_id;
  if (typeof o.version === 'number') list.version = o.version;
  if (o.deleted_at !== undefined) list.deleted_at = o.deleted_at;
  if (o.source) list.source = o.source;
  if (typeof o.dataVersion === 'string' && o.dataVersion !== '' && o.dataVersion.length <= MAX_DATA_VERSION_LENGTH) list.dataVersion = o.dataVersion;
  if (typeof o.note === 'string' && o.note.trim() !== '') list.note = o.note.slice(0, MAX_LIST_NOTE_LENGTH);
  const budget = normaliseBudget(o.budget);
  if (budget !== null) list.budget = budget;
  return list;
}

function timeOf(list: Pick<ArmyList, 'created_at' | 'updated_at'>): number {
  const t = Date.parse(list.updated_at || list.created_at);
  if (Number.isFinite(t)) return t;
  const c = Date.parse(list.created_at);
  return Number.isFinite(c) ? c : 0;
}

/**
 * Whether the player signed in as `accountId` (null for a guest) may see and change a list on
 * this device. Lists of no account (saved by a guest, or not uploaded yet) belong to whoever
 * uses the device; a list another account brought down from its cloud stays out of sight
 * and out of reach until that account signs in again.
 */
export function belongsTo(list: Pick<ArmyList, 'user_id'>, accountId: string | null): boolean {
  return typeof list.user_id !== 'string' || list.user_id === '' || list.user_id === accountId;
}

export function isCloudList(list: Pick<ArmyList, 'source' | 'user_id'>): boolean {
  if (list.source) return list.source === 'cloud';
  return typeof list.user_id === 'string' && list.user_id !== '';
}

/** Saved lists de-duplicated by name (the newest kept), cloud lists first, then newest first. */
export function sortSavedLists(lists: readonly ArmyList[]): ArmyList[] {
  const newestByName = new Map<string, ArmyList>();
  for (const list of lists) {
    const prev = newestByName.get(list.name);
    if (!prev || timeOf(list) > timeOf(prev) || (timeOf(list) === timeOf(prev) && isCloudList(list) && !isCloudList(prev))) {
      newestByName.set(list.name, list);
    }
  }
  return [...newestByName.values()].sort((a, b) => {
    const cloud = Number(isCloudList(b)) - Number(isCloudList(a));
    return cloud !== 0 ? cloud : timeOf(b) - timeOf(a);
  });
}
