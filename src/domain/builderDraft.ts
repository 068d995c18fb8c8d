/**
 * The list on the builder, kept on the device as the player edits it, so a reload, a tab the
 * phone's browser dropped, or a trip to another screen brings it back as it was: units, name,
 * note, budget, the faction, and which saved list it is a copy of (with the content it was
 * loaded with, so a save after the reload is still checked against another tab's: issue 13
 * item 9). Pure: the builder writes it through the drafts repository and reads it back here.
 *
 * What comes back from storage is untrusted: a field that is not what it should be is dropped
 * (the units are read as a stored list's are, entry by entry), never the whole draft.
 */
import * as v from 'valibot';
import { normaliseBudget } from './budget';
import { isFactionId } from './catalogue';
import { MAX_DATA_VERSION_LENGTH, MAX_LIST_NAME_LENGTH, MAX_LIST_NOTE_LENGTH, MAX_UNIT_ID_LENGTH } from './constants';
import { sameEdits, type ListContent } from './listContent';
import { parseStoredUnits } from './lists';
import type { FactionId, SelectedUnit } from './types';

/** Longest id of a saved list a draft may name (ids are UUIDs or "faction:name" for old lists). */
const MAX_DRAFT_LIST_ID_LENGTH = MAX_LIST_NAME_LENGTH + MAX_UNIT_ID_LENGTH;

/** The list on the builder, as the player edits it. */
export interface BuilderList {
  /** The saved list this is a copy of (null: a new list). */
  id: string | null;
  /** The catalogue version that priced the loaded list (null: new, or not recorded). */
  dataVersion: string | null;
  /** The name input, as typed. */
  name: string;
  /** "Current List:" (set by load and save, cleared by New list; '' for a new list). */
  currentName: string;
  units: SelectedUnit[];
  /** The player's note about the list (issue 16). */
  note: string;
  /** The points budget, the game size (issue 14); null: none. */
  budget: number | null;
}

/** The list on the builder as kept on the device. */
export interface BuilderDraft extends BuilderList {
  faction: FactionId;
  /** Who was signed in when it was written (null: a guest); another account never sees it. */
  accountId: string | null;
  /** The saved list's content when it was loaded or last saved (the stale-save check's base). */
  base: ListContent | null;
}

/** Nothing a player put there: no units, no name, no note, no budget, no saved list. */
export function isEmptyDraft(draft: BuilderList): boolean {
  return draft.id === null && draft.name === '' && draft.units.length === 0 && draft.note === '' && draft.budget === null;
}

/** Text up to `max` characters (longer is cut, not dropped: it is the player's words); anything else is ''. */
const text = (max: number) => v.fallback(v.pipe(v.string(), v.transform((value: string) => value.slice(0, max))), '');
const optionalText = (max: number) => v.fallback(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(max))), null);

const DraftSchema = v.object({
  faction: v.string(),
  id: optionalText(MAX_DRAFT_LIST_ID_LENGTH),
  dataVersion: optionalText(MAX_DATA_VERSION_LENGTH),
  name: text(MAX_LIST_NAME_LENGTH),
  currentName: text(MAX_LIST_NAME_LENGTH),
  units: v.unknown(),
  note: text(MAX_LIST_NOTE_LENGTH),
  budget: v.unknown(),
  accountId: optionalText(MAX_UNIT_ID_LENGTH),
  base: v.unknown(),
});

const BaseSchema = v.object({
  units: v.array(v.unknown()),
  dataVersion: optionalText(MAX_DATA_VERSION_LENGTH),
  note: text(MAX_LIST_NOTE_LENGTH),
  budget: v.unknown(),
});

function parseBase(raw: unknown): ListContent | null {
  if (raw === null || raw === undefined) return null;
  const r = v.safeParse(BaseSchema, raw);
  if (!r.success) return null;
  return { units: parseStoredUnits(r.output.units), dataVersion: r.output.dataVersion, note: r.output.note, budget: normaliseBudget(r.output.budget) };
}

/** A stored draft → the draft, or null when it is not one (no object, or no known faction). */
export function parseBuilderDraft(raw: unknown): BuilderDraft | null {
  const r = v.safeParse(DraftSchema, raw);
  if (!r.success) return null;
  const o = r.output;
  if (!isFactionId(o.faction)) return null;
  const draft: BuilderDraft = {
    faction: o.faction,
    id: o.id,
    dataVersion: o.dataVersion,
    name: o.name,
    currentName: o.currentName,
    units: parseStoredUnits(o.units).filter((u) => u.quantity > 0),
    note: o.note,
    budget: normaliseBudget(o.budget),
    accountId: o.accountId,
    // A base belongs to the saved list the draft names; without one it means nothing.
    base: o.id === null ? null : parseBase(o.base),
  };
  return draft;
}

/** Whether the player signed in as `accountId` (null: a guest) gets this draft back. */
export function draftBelongsTo(draft: Pick<BuilderDraft, 'accountId'>, accountId: string | null): boolean {
  return draft.accountId === null || draft.accountId === accountId;
}

/**
 * Whether a kept builder list holds work no saved list has: units, and not a saved list just as
 * it was loaded or last saved (same units, note, budget and name). A list opened from another
 * screen replaces the builder's; work like this is kept as a saved list first.
 */
export function holdsUnsavedWork(draft: Pick<BuilderDraft, 'units' | 'dataVersion' | 'note' | 'budget' | 'name' | 'currentName' | 'base'>): boolean {
  if (draft.units.length === 0) return false;
  return !(draft.base !== null && sameEdits(draft, draft.base) && draft.name.trim() === draft.currentName.trim());
}
