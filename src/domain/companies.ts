/**
 * Companies (issue 14): which unit of a list each Character joins, and the company rules,
 * checked as soft violations (the list is never blocked). Pure.
 *
 * What the game fact base says (../shared/data/game):
 *  - glossary "Join (X)": a Character may join a unit matching X, where X names a unit, a
 *    characteristic or a keyword;
 *  - game-structure characters_and_units: a Character joins a unit that meets its Join (X)
 *    and has no other Character in it — so at most one Character per unit, and a unit that is
 *    itself a Character already has one;
 *  - glossary "High Command" and SPEC "Game rules stated in text": a company (the army) may
 *    include only one High Command; Characters without Join cannot join units;
 *  - the unit sheets name a companion's owner (Coal belongs to Iriavik Restless Pup).
 *
 * Reading X: the sheets write it as free text ("Infantry Orc", "Red Cap, Infantry",
 * "Gobblers, Bugbowls, Osseous", "Hunters"). Every term of X must be found on the unit, as one
 * of its characteristics or keywords or as words of its name (plural or singular); when X is a
 * comma-separated list of unit names, any one of them will do. A Join the catalogue's units
 * cannot meet (e.g. "War Rig", whose unit is not in the catalogue) simply fits no unit.
 *
 * A list stores the attachment on the Character's entry (SelectedUnit.attachedTo: the id of
 * the unit entry it joins). Every copy of an entry joins that unit, and a unit entry of
 * quantity N holds N units, so it can take N Characters.
 */
import { foldText } from './fold';
import type { DomainIssue } from './lists';
import type { SelectedUnit, Unit } from './types';

/** What the company rules read of a catalogue unit. */
export type CompanyProfile = Pick<Unit, 'id' | 'name' | 'type' | 'characteristics' | 'keywords' | 'highCommand'> & Partial<Pick<Unit, 'companion' | 'name_es' | 'name_fr'>>;

type ListEntry = Pick<SelectedUnit, 'id' | 'quantity'> & { attachedTo?: string | null };

/** The catalogue as the company rules use it: profiles by id, and the multi-word terms it knows. */
export interface CompanyCatalogue {
  byId: ReadonlyMap<string, CompanyProfile>;
  /** Characteristic and keyword names as word lists, longest first (for reading X). */
  terms: readonly string[][];
  /** Each unit's name as words. */
  nameWords: ReadonlyMap<string, string[]>;
}

/** Lower case, no accents, each word singular ("Red Caps" → ["red", "cap"]). */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

export function companyCatalogue(units: readonly CompanyProfile[]): CompanyCatalogue {
  // Most units share their characteristics and keywords ("Infantry", "Join"): each distinct
  // name is read once (a shared list builds this in its first render: issue 12).
  const names = new Set<string>();
  for (const u of units) {
    for (const name of u.characteristics) names.add(name);
    for (const k of u.keywords) names.add(k.name);
  }
  const termSet = new Map<string, string[]>();
  for (const name of names) {
    const w = words(name);
    if (w.length > 0) termSet.set(w.join(' '), w);
  }
  return {
    byId: new Map(units.map((u) => [u.id, u])),
    terms: [...termSet.values()].sort((a, b) => b.length - a.length),
    nameWords: new Map(units.map((u) => [u.id, words(u.name)])),
  };
}

/** True for Characters, Support Characters and companions: the units that join others. */
export function isCharacter(profile: Pick<CompanyProfile, 'type'>): boolean {
  return profile.type !== 'Troop';
}

export function isCompanion(profile: Pick<CompanyProfile, 'type'>): boolean {
  return profile.type === 'Companion';
}

/** The X of each Join (X) keyword of a unit. */
export function joinValues(profile: Pick<CompanyProfile, 'keywords'>): string[] {
  return profile.keywords.filter((k) => foldText(k.name.trim()) === 'join' && typeof k.value === 'string' && k.value.trim() !== '').map((k) => (k.value ?? '').trim());
}

/** Whether `needle` occurs as consecutive words of `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}

/** X's words cut into terms: the longest characteristic or keyword names the catalogue knows, else single words. */
function termsOf(text: string, cat: CompanyCatalogue): string[][] {
  const w = words(text);
  const out: string[][] = [];
  let i = 0;
  while (i < w.length) {
    const known = cat.terms.find((term) => term.length <= w.length - i && term.every((t, j) => w[i + j] === t));
    const take = known ?? [w[i] as string];
    out.push(take);
    i += take.length;
  }
  return out;
}

function unitHasTerm(profile: CompanyProfile, term: readonly string[], cat: CompanyCatalogue): boolean {
  const key = term.join(' ');
  if (profile.characteristics.some((c) => words(c).join(' ') === key)) return true;
  if (profile.keywords.some((k) => words(k.name).join(' ') === key)) return true;
  return containsRun(cat.nameWords.get(profile.id) ?? words(profile.name), term);
}

/** A part of X that names a unit of the catalogue (all its words in that unit's name). */
function namesSomeUnit(part: string, cat: CompanyCatalogue): boolean {
  const w = words(part);
  return w.length > 0 && [...cat.nameWords.values()].some((name) => containsRun(name, w));
}

/** Whether a unit meets one Join (X). */
export function joinValueFits(value: string, target: CompanyProfile, cat: CompanyCatalogue): boolean {
  const parts = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length > 1 && parts.every((p) => namesSomeUnit(p, cat))) {
    const name = cat.nameWords.get(target.id) ?? words(target.name);
    return parts.some((p) => containsRun(name, words(p)));
  }
  const terms = termsOf(value, cat);
  return terms.length > 0 && terms.every((term) => unitHasTerm(target, term, cat));
}

/**
 * Whether `character` may join `target` by the rules: its Join (X) fits the unit, and the unit
 * has no Character in it (a Character's own unit has one, so only a companion joins a Character).
 */
export function canJoin(character: CompanyProfile, target: CompanyProfile, cat: CompanyCatalogue): boolean {
  if (character.id === target.id || !isCharacter(character)) return false;
  if (!isCompanion(character) && isCharacter(target)) return false;
  return joinValues(character).some((value) => joinValueFits(value, target, cat));
}

/** Entries of the list a Character may be attached to: every other entry not itself attached. */
export function attachTargets<T extends ListEntry>(units: readonly T[], characterId: string): T[] {
  return units.filter((u) => u.id !== characterId && !attachedTo(u, units));
}

/** The entries the Character fits by the rules, among attachTargets. */
export function fittingTargets<T extends ListEntry>(units: readonly T[], characterId: string, cat: CompanyCatalogue): T[] {
  const character = cat.byId.get(characterId);
  if (!character) return [];
  return attachTargets(units, characterId).filter((u) => {
    const target = cat.byId.get(u.id);
    return target !== undefined && canJoin(character, target, cat);
  });
}

/** The one unit to suggest: the only fitting one, for an unattached Character. */
export function suggestedTarget<T extends ListEntry>(units: readonly T[], characterId: string, cat: CompanyCatalogue): T | null {
  const entry = units.find((u) => u.id === characterId);
  if (!entry || attachedTo(entry, units)) return null;
  const fits = fittingTargets(units, characterId, cat);
  return fits.length === 1 ? (fits[0] as T) : null;
}

/** The id an entry is attached to, when that unit is in the list and not itself attached; else null. */
export function attachedTo(entry: ListEntry, units: readonly ListEntry[]): string | null {
  const target = entry.attachedTo;
  if (typeof target !== 'string' || target === '' || target === entry.id) return null;
  const host = units.find((u) => u.id === target);
  if (!host) return null;
  const hostTarget = host.attachedTo;
  if (typeof hostTarget === 'string' && hostTarget !== '' && hostTarget !== host.id && units.some((u) => u.id === hostTarget)) return null;
  return target;
}

/**
 * Attach a Character to a unit (targetId) or detach it (null). Units attached to the
 * Character itself are let go (a unit that joins another hosts no one). Unknown ids: unchanged.
 */
export function attachCharacter<T extends ListEntry>(units: readonly T[], characterId: string, targetId: string | null): T[] {
  if (!units.some((u) => u.id === characterId)) return [...units];
  if (targetId !== null && (targetId === characterId || !units.some((u) => u.id === targetId))) return [...units];
  return units.map((u) => {
    if (u.id === characterId) {
      const next = { ...u };
      if (targetId === null) delete next.attachedTo;
      else next.attachedTo = targetId;
      return next;
    }
    if (targetId !== null && u.attachedTo === characterId) {
      const next = { ...u };
      delete next.attachedTo;
      return next;
    }
    return u;
  });
}

/** Attachments to units no longer in the list are dropped (the Character stays, unattached). */
export function dropDanglingAttachments<T extends ListEntry>(units: readonly T[]): T[] {
  const ids = new Set(units.map((u) => u.id));
  return units.map((u) => {
    if (u.attachedTo === undefined) return u;
    if (typeof u.attachedTo === 'string' && ids.has(u.attachedTo) && u.attachedTo !== u.id) return u;
    const next = { ...u };
    delete next.attachedTo;
    return next;
  });
}

export interface CompanyGroup<T> {
  unit: T;
  /** Characters attached to it, in list order. */
  attached: T[];
}

/** The list as it is shown and printed: each unit with the Characters that join it under it. */
export function companyGroups<T extends ListEntry>(units: readonly T[]): CompanyGroup<T>[] {
  const groups: CompanyGroup<T>[] = [];
  const byId = new Map<string, CompanyGroup<T>>();
  for (const u of units) {
    if (attachedTo(u, units)) continue;
    const group = { unit: u, attached: [] as T[] };
    groups.push(group);
    byId.set(u.id, group);
  }
  for (const u of units) {
    const target = attachedTo(u, units);
    if (target) byId.get(target)?.attached.push(u);
  }
  return groups;
}

/** A broken company rule, with the units it is about (names are the reader's to word). */
export type CompanyIssue =
  | { code: 'company.tooManyCharacters'; unitId: string; characterIds: string[]; count: number; units: number }
  | { code: 'company.noJoin'; characterId: string; unitId: string }
  | { code: 'company.joinMismatch'; characterId: string; unitId: string; join: string }
  | { code: 'company.highCommandTogether'; characterIds: string[] }
  | { code: 'company.companionWithoutOwner'; characterId: string; owner: string; ownerId: string | null };

function findByName(units: readonly ListEntry[], name: string, cat: CompanyCatalogue): boolean {
  const wanted = words(name).join(' ');
  return units.some((u) => {
    const p = cat.byId.get(u.id);
    return p !== undefined && words(p.name).join(' ') === wanted;
  });
}

/**
 * The company rules broken by a list, in list order. Units the catalogue does not know are
 * not judged (their profile is not known).
 */
export function companyIssues(units: readonly ListEntry[], cat: CompanyCatalogue): CompanyIssue[] {
  const present = units.filter((u) => u.quantity > 0);
  const issues: CompanyIssue[] = [];
  // At most one Character per unit: a unit entry of quantity N takes N.
  for (const group of companyGroups(present)) {
    const characters = group.attached.filter((c) => {
      const p = cat.byId.get(c.id);
      return p === undefined || !isCompanion(p);
    });
    const count = characters.reduce((n, c) => n + c.quantity, 0);
    if (count > group.unit.quantity) {
      issues.push({ code: 'company.tooManyCharacters', unitId: group.unit.id, characterIds: characters.map((c) => c.id), count, units: group.unit.quantity });
    }
  }
  for (const u of present) {
    const target = attachedTo(u, present);
    const character = cat.byId.get(u.id);
    if (target && character) {
      const host = cat.byId.get(target);
      const joins = joinValues(character);
      if (joins.length === 0) issues.push({ code: 'company.noJoin', characterId: u.id, unitId: target });
      else if (host && !canJoin(character, host, cat)) issues.push({ code: 'company.joinMismatch', characterId: u.id, unitId: target, join: joins.join(' / ') });
    }
    if (character && isCompanion(character) && typeof character.companion === 'string' && character.companion.trim() !== '' && !findByName(present, character.companion, cat)) {
      const wanted = words(character.companion).join(' ');
      const owner = [...cat.byId.values()].find((p) => words(p.name).join(' ') === wanted);
      issues.push({ code: 'company.companionWithoutOwner', characterId: u.id, owner: character.companion, ownerId: owner?.id ?? null });
    }
  }
  const highCommand = present.filter((u) => cat.byId.get(u.id)?.highCommand === true);
  if (highCommand.length > 1 || highCommand.some((u) => u.quantity > 1)) {
    issues.push({ code: 'company.highCommandTogether', characterIds: highCommand.map((u) => u.id) });
  }
  return issues;
}

/** Ids of the units a company issue is about (to mark them in the list). */
export function issueUnitIds(issue: CompanyIssue): string[] {
  switch (issue.code) {
    case 'company.tooManyCharacters':
      return [issue.unitId, ...issue.characterIds];
    case 'company.noJoin':
    case 'company.joinMismatch':
      return [issue.characterId];
    case 'company.highCommandTogether':
      return issue.characterIds;
    case 'company.companionWithoutOwner':
      return [issue.characterId];
  }
}

/**
 * A company issue as an `errors` namespace entry, its unit names written by `nameOf`
 * (the reader's language; the owner of a companion is named as the catalogue names it).
 */
export function companyIssueMessage(issue: CompanyIssue, nameOf: (id: string) => string, listFormat: (names: string[]) => string): DomainIssue {
  switch (issue.code) {
    case 'company.tooManyCharacters':
      return { code: issue.code, params: { unit: nameOf(issue.unitId), characters: listFormat(issue.characterIds.map(nameOf)), count: issue.units }, severity: 'warning' };
    case 'company.noJoin':
      return { code: issue.code, params: { name: nameOf(issue.characterId), unit: nameOf(issue.unitId) }, severity: 'warning' };
    case 'company.joinMismatch':
      return { code: issue.code, params: { name: nameOf(issue.characterId), unit: nameOf(issue.unitId), join: issue.join }, severity: 'warning' };
    case 'company.highCommandTogether': {
      // One unit taken twice reads "is … taken more than once", two read "both", more "all".
      const names = issue.characterIds.map(nameOf);
      const params: Record<string, string> = { names: listFormat(names) };
      if (names.length === 1) params.context = 'once';
      else if (names.length === 2) params.context = 'both';
      return { code: issue.code, params, severity: 'warning' };
    }
    case 'company.companionWithoutOwner':
      return { code: issue.code, params: { name: nameOf(issue.characterId), owner: issue.ownerId ? nameOf(issue.ownerId) : issue.owner }, severity: 'warning' };
  }
}
