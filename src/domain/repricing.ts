/**
 * Lists priced with old catalogue data are never silently wrong (issue 10, item 2).
 *
 * A list — saved on the device, kept in the cloud, posted to the community or carried by a
 * share link — holds each unit with the points and command it was priced at (`pointsCost`,
 * `command` of every selected unit; the earlier builder's links carry them too), and, from
 * now on, the catalogue `dataVersion` that priced it. repriceList compares those recorded
 * prices with the current catalogue and says, per unit, what a player must know:
 *
 *  - `points`   the unit costs something else now ("Orc Hunters 30 → 20 pts");
 *  - `command`  its command value changed;
 *  - `moved`    it is no longer in the list's faction ("Grand Captain: no longer in Hegemony");
 *  - `availability` the list holds more of it than the catalogue now allows; an update keeps
 *               the allowed number (the change says so first, so nothing is capped unseen);
 *  - `unknown`  the catalogue does not know it any more. It stays in the list, at the price it
 *               was saved with, so nothing is ever dropped without the player seeing it.
 *
 * Why no table of older catalogues' prices: every stored list unit already records the price
 * it was saved at (the stored-list reader requires `pointsCost`), so the list itself is the
 * honest record of what it was priced at, whichever catalogue did it. A table rebuilt from git
 * history would only repeat those numbers, and could be wrong for a list edited by hand or
 * imported from the earlier builder. `dataVersion` names the catalogue; the prices are the proof.
 *
 * Units are resolved the way old share links need (item 4): by id within the list's faction,
 * then by name (en, es or fr) within the faction, then by id in another faction, then by name
 * across factions. Ids are kebab-case English names; mercenary copies carry the faction as a
 * suffix (vercana-syenann), so a bare "vercana" finds the faction's own copy by name.
 *
 * Pure: data in, data out. The UI maps each change's `kind` to an i18n key.
 */
import { normaliseFactionId, unitName } from './catalogue';
import { MAX_AVAILABILITY, MAX_COMMAND, MAX_POINTS_COST, MIN_COMMAND, MIN_POINTS_COST } from './constants';
import { toSelectedUnit } from './lists';
import type { FactionId, Keyword, SelectedUnit, Unit } from './types';

/** A unit as a list recorded it. Everything but the quantity may be missing in old data. */
export interface PricedEntry {
  id?: string | null;
  name?: string | null;
  name_es?: string | null;
  name_fr?: string | null;
  pointsCost?: number | null;
  command?: number | null;
  quantity: number;
  keywords?: readonly Keyword[] | null;
  highCommand?: boolean | null;
  availability?: number | null;
  tournamentLegal?: boolean | null;
  /** Issue 14: the id (as recorded) of the unit this Character joins. */
  attachedTo?: string | null;
}

export interface PricedList {
  faction: FactionId | 'unknown' | string;
  units: readonly PricedEntry[];
  /** The catalogue version that priced the list; null or absent for lists saved before it was recorded. */
  dataVersion?: string | null;
}

/** What repricing needs of the catalogue. */
export interface CatalogueView {
  dataVersion: string;
  units: readonly Unit[];
}

export type ResolvedBy = 'id' | 'nameInFaction' | 'idInOtherFaction' | 'nameInOtherFaction';

export interface ResolvedEntry {
  unit: Unit;
  by: ResolvedBy;
}

interface ChangeBase {
  /** The unit's id as the list recorded it (or its resolved id when it had none). */
  id: string;
  /** The name as recorded (the catalogue's name when resolved). */
  name: string;
  quantity: number;
}

export type UnitChange =
  | (ChangeBase & { kind: 'points'; unit: Unit; oldPoints: number; newPoints: number })
  | (ChangeBase & { kind: 'command'; unit: Unit; oldCommand: number; newCommand: number })
  | (ChangeBase & { kind: 'moved'; unit: Unit; fromFaction: FactionId | 'unknown'; toFaction: FactionId })
  | (ChangeBase & { kind: 'availability'; unit: Unit; available: number })
  | (ChangeBase & { kind: 'unknown'; points: number });

export interface Repricing {
  /** One entry per change; a unit whose points and command both changed gives two. In list order. */
  changes: UnitChange[];
  /** Σ recorded points × quantity. */
  oldTotal: number;
  /**
   * Σ current points × quantity of the updated list (quantities within today's availability);
   * unknown units count at the price they were saved with.
   */
  newTotal: number;
  /** True when the catalogue sees the list differently (some change to show). */
  hasChanges: boolean;
  /**
   * True when updating would change the list's points, command or quantities. Moved and unknown units stay
   * as they are on an update (the player decides), so they alone do not offer one.
   */
  canUpdate: boolean;
  /** The list with current catalogue data: resolved units re-read, unknown units kept as saved. */
  updatedUnits: SelectedUnit[];
  /** The same units at the points and command the list recorded (what it was priced at). */
  recordedUnits: SelectedUnit[];
  /** The catalogue version the list was priced with (null: not recorded) and the current one. */
  pricedWith: string | null;
  currentVersion: string;
}

function same(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
}

type EntryNames = Pick<PricedEntry, 'id' | 'name' | 'name_es' | 'name_fr'>;

function nameMatches(unit: Unit, entry: EntryNames): boolean {
  const names = [entry.name, entry.name_es, entry.name_fr].filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  return names.some((n) => same(n, unit.name) || same(n, unitName(unit, 'es')) || same(n, unitName(unit, 'fr')));
}

/**
 * Finds the catalogue unit a recorded entry means: by id within the faction, by name within the
 * faction, by id elsewhere, by name elsewhere. Null when nothing matches.
 */
export function resolveEntry(units: readonly Unit[], faction: FactionId | 'unknown', entry: EntryNames): ResolvedEntry | null {
  const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : null;
  const byId = id === null ? undefined : units.find((u) => u.id === id);
  if (byId && (faction === 'unknown' || byId.faction_id === faction)) return { unit: byId, by: 'id' };
  if (faction !== 'unknown') {
    // The recorded name, or the name its id stands for elsewhere: vercana-syenann in a
    // Hegemony list is the Hegemony's own Vercana.
    const inFaction = units.find((u) => u.faction_id === faction && (nameMatches(u, entry) || (byId !== undefined && nameMatches(u, byId))));
    if (inFaction) return { unit: inFaction, by: 'nameInFaction' };
  }
  if (byId) return { unit: byId, by: 'idInOtherFaction' };
  const elsewhere = units.find((u) => nameMatches(u, entry));
  return elsewhere ? { unit: elsewhere, by: 'nameInOtherFaction' } : null;
}

function finiteOr(n: unknown, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/**
 * A recorded whole number within what any catalogue ever allowed, else `fallback`: a list
 * recorded elsewhere (a link, a post, a file) is hostile, and a price of 5,000 points or a
 * command of -2 is a made-up number, read as not recorded.
 */
function recordedIn(n: unknown, min: number, max: number, fallback: number): number {
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** How many of a unit an entry holds: none below 1, never past MAX_AVAILABILITY (no list was ever allowed more of one unit). */
function quantityOf(entry: PricedEntry): number {
  const q = Math.floor(finiteOr(entry.quantity, 1));
  return q >= 1 ? Math.min(q, MAX_AVAILABILITY) : 0;
}

/** An entry the catalogue does not know, kept as the list recorded it. */
function keptAsSaved(entry: PricedEntry, faction: FactionId | 'unknown', quantity: number): SelectedUnit {
  const name = typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name : (entry.id ?? '?');
  const unit: SelectedUnit = {
    id: typeof entry.id === 'string' && entry.id !== '' ? entry.id : name,
    name,
    pointsCost: recordedIn(entry.pointsCost, MIN_POINTS_COST, MAX_POINTS_COST, 0),
    quantity,
    faction: '',
    faction_id: faction,
    keywords: (entry.keywords ?? []).map((k) => ({ ...k })),
    highCommand: entry.highCommand === true,
    availability: Math.max(quantity, Math.floor(finiteOr(entry.availability, quantity))),
    command: recordedIn(entry.command, MIN_COMMAND, MAX_COMMAND, 0),
    tournamentLegal: entry.tournamentLegal !== false,
  };
  if (entry.name_es) unit.name_es = entry.name_es;
  if (entry.name_fr) unit.name_fr = entry.name_fr;
  return unit;
}

/**
 * Compares a list's recorded prices with the catalogue. A recorded price that is missing
 * (an entry of a hand-made link) counts as the current one: there is nothing to compare.
 */
export function repriceList(list: PricedList, catalogue: CatalogueView): Repricing {
  const faction = normaliseFactionId(list.faction);
  const changes: UnitChange[] = [];
  const updated = new Map<string, SelectedUnit>();
  const recorded = new Map<string, SelectedUnit>();
  // Issue 14: which unit each Character joins, by the ids the list recorded, and what they became.
  const attachments = new Map<string, string>();
  const resolvedIds = new Map<string, string>();
  let oldTotal = 0;

  for (const entry of list.units) {
    const quantity = quantityOf(entry);
    if (quantity === 0) continue;
    const resolved = resolveEntry(catalogue.units, faction, entry);
    const ownId = resolved ? resolved.unit.id : keptAsSaved(entry, faction, quantity).id;
    if (typeof entry.id === 'string' && entry.id !== '') resolvedIds.set(entry.id, ownId);
    if (typeof entry.attachedTo === 'string' && entry.attachedTo !== '' && !attachments.has(ownId)) attachments.set(ownId, entry.attachedTo);
    if (!resolved) {
      const prev = updated.get(ownId);
      // Entries of one unknown unit together hold no more than MAX_AVAILABILITY either.
      const added = Math.min(quantity, MAX_AVAILABILITY - (prev?.quantity ?? 0));
      if (added <= 0) continue;
      const kept = keptAsSaved(entry, faction, added);
      oldTotal += kept.pointsCost * added;
      changes.push({ kind: 'unknown', id: kept.id, name: kept.name, quantity: added, points: kept.pointsCost });
      updated.set(kept.id, prev ? { ...prev, quantity: prev.quantity + added } : kept);
      recorded.set(kept.id, updated.get(kept.id) ?? kept);
      continue;
    }
    const { unit, by } = resolved;
    const oldPoints = recordedIn(entry.pointsCost, MIN_POINTS_COST, MAX_POINTS_COST, unit.pointsCost);
    const oldCommand = recordedIn(entry.command, MIN_COMMAND, MAX_COMMAND, unit.command);
    oldTotal += oldPoints * quantity;
    const base = { id: unit.id, name: unit.name, quantity };
    if (faction !== 'unknown' && (by === 'idInOtherFaction' || by === 'nameInOtherFaction')) {
      changes.push({ ...base, kind: 'moved', unit, fromFaction: faction, toFaction: unit.faction_id });
    }
    if (oldPoints !== unit.pointsCost) changes.push({ ...base, kind: 'points', unit, oldPoints, newPoints: unit.pointsCost });
    if (oldCommand !== unit.command) changes.push({ ...base, kind: 'command', unit, oldCommand, newCommand: unit.command });
    const prev = updated.get(unit.id);
    const merged = toSelectedUnit(unit, (prev?.quantity ?? 0) + quantity);
    updated.set(unit.id, merged);
    const prevRecorded = recorded.get(unit.id);
    recorded.set(unit.id, prevRecorded ? { ...prevRecorded, quantity: merged.quantity } : { ...merged, pointsCost: oldPoints, command: oldCommand });
  }

  // A list may hold more of a unit than the catalogue now allows: said, then kept within it.
  for (const [id, selected] of updated) {
    const unit = catalogue.units.find((u) => u.id === id);
    if (unit && selected.quantity > unit.availability) {
      changes.push({ kind: 'availability', id, name: unit.name, quantity: selected.quantity, unit, available: unit.availability });
      updated.set(id, { ...selected, quantity: unit.availability });
    }
  }
  let newTotal = 0;
  for (const u of updated.values()) newTotal += u.pointsCost * u.quantity;
  for (const [id, target] of attachments) {
    const to = resolvedIds.get(target) ?? target;
    if (to === id || !updated.has(to)) continue;
    const u = updated.get(id);
    const r = recorded.get(id);
    if (u) updated.set(id, { ...u, attachedTo: to });
    if (r) recorded.set(id, { ...r, attachedTo: to });
  }

  return {
    changes,
    oldTotal,
    newTotal,
    hasChanges: changes.length > 0,
    canUpdate: changes.some((c) => c.kind === 'points' || c.kind === 'command' || c.kind === 'availability'),
    updatedUnits: [...updated.values()],
    recordedUnits: [...recorded.values()],
    pricedWith: typeof list.dataVersion === 'string' && list.dataVersion !== '' ? list.dataVersion : null,
    currentVersion: catalogue.dataVersion,
  };
}

/** Whether a unit's points or command differ (what the notices call "points changed"), not only an unknown, moved or capped unit. */
export function pricesChanged(repricing: Pick<Repricing, 'changes'>): boolean {
  return repricing.changes.some((c) => c.kind === 'points' || c.kind === 'command');
}

/** What a list of someone else's (a community post, an imported file, a game's set-up) becomes. */
export interface AdoptedList {
  /** Every unit the catalogue knows, at its points and command now, quantities within availability. */
  units: SelectedUnit[];
  /** Entries the catalogue does not know: left out of the player's list, shown as unknown. */
  unknown: { id: string; name: string; quantity: number }[];
  repricing: Repricing;
}

/**
 * Turns a list recorded elsewhere into the player's own: each unit re-read from the catalogue
 * (by id, then by name: resolveEntry, the rule share codes follow), points and command
 * recomputed, and what the catalogue does not know left out and reported, as a share code
 * does. Whatever prices the list claims, the catalogue's are the ones kept.
 */
export function adoptList(list: PricedList, catalogue: CatalogueView): AdoptedList {
  const repricing = repriceList(list, catalogue);
  const unknown = repricing.changes.filter((c): c is Extract<UnitChange, { kind: 'unknown' }> => c.kind === 'unknown');
  const unknownIds = new Set(unknown.map((c) => c.id));
  const units = repricing.updatedUnits
    .filter((u) => !unknownIds.has(u.id))
    .map((u) => (u.attachedTo && unknownIds.has(u.attachedTo) ? { ...u, attachedTo: null } : u));
  return { units, unknown: unknown.map(({ id, name, quantity }) => ({ id, name, quantity })), repricing };
}
