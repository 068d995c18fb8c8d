/**
 * What changed between two contents of a list (issue 16 "compare any two versions"): units
 * added and removed, quantity and points changes, Characters moved between units, the points
 * budget and the note. Pure: it reads two snapshots and returns data; the screen words it.
 *
 * Characters attached to units and a points budget arrive with a later issue. The snapshot
 * already takes them as optional fields (`attachedTo` on a unit: the id of the unit a
 * Character is attached to; `budget` on the list), so a version written before they existed
 * simply reads as "not attached" / "no budget".
 */
import { computeTotals } from './lists';

export interface DiffUnit {
  id: string;
  name: string;
  pointsCost: number;
  quantity: number;
  command?: number;
  /** Id of the unit this Character is attached to (later issue); absent or null: not attached. */
  attachedTo?: string | null;
}

export interface ListSnapshot {
  units: readonly DiffUnit[];
  /** Points budget (later issue); absent or null: none. */
  budget?: number | null;
  note?: string | null;
}

export type UnitDiff =
  | { kind: 'added'; id: string; name: string; quantity: number; points: number }
  | { kind: 'removed'; id: string; name: string; quantity: number; points: number }
  | { kind: 'quantity'; id: string; name: string; from: number; to: number }
  | { kind: 'points'; id: string; name: string; from: number; to: number }
  | { kind: 'moved'; id: string; name: string; from: string | null; to: string | null };

export interface ListDiff {
  changes: UnitDiff[];
  /** Total points before and after. */
  total: { from: number; to: number };
  budget: { from: number | null; to: number | null } | null;
  noteChanged: boolean;
  /** True when nothing at all differs. */
  same: boolean;
}

function merged(units: readonly DiffUnit[]): Map<string, DiffUnit> {
  const byId = new Map<string, DiffUnit>();
  for (const u of units) {
    const prev = byId.get(u.id);
    if (prev) byId.set(u.id, { ...prev, quantity: prev.quantity + u.quantity });
    else byId.set(u.id, { ...u });
  }
  return byId;
}

function budgetOf(s: ListSnapshot): number | null {
  return typeof s.budget === 'number' && Number.isFinite(s.budget) ? s.budget : null;
}

function noteOf(s: ListSnapshot): string {
  return typeof s.note === 'string' ? s.note.trim() : '';
}

/**
 * The changes from `before` to `after`, in the order of `before`'s units (removed and changed)
 * followed by `after`'s new units. A unit is the same unit when its id is the same.
 */
export function diffLists(before: ListSnapshot, after: ListSnapshot): ListDiff {
  const a = merged(before.units);
  const b = merged(after.units);
  const changes: UnitDiff[] = [];
  for (const [id, old] of a) {
    const now = b.get(id);
    if (!now) {
      changes.push({ kind: 'removed', id, name: old.name, quantity: old.quantity, points: old.pointsCost * old.quantity });
      continue;
    }
    if (old.quantity !== now.quantity) changes.push({ kind: 'quantity', id, name: now.name, from: old.quantity, to: now.quantity });
    if (old.pointsCost !== now.pointsCost) changes.push({ kind: 'points', id, name: now.name, from: old.pointsCost, to: now.pointsCost });
    const from = old.attachedTo ?? null;
    const to = now.attachedTo ?? null;
    if (from !== to) changes.push({ kind: 'moved', id, name: now.name, from, to });
  }
  for (const [id, now] of b) {
    if (!a.has(id)) changes.push({ kind: 'added', id, name: now.name, quantity: now.quantity, points: now.pointsCost * now.quantity });
  }
  const fromBudget = budgetOf(before);
  const toBudget = budgetOf(after);
  const budget = fromBudget === toBudget ? null : { from: fromBudget, to: toBudget };
  const noteChanged = noteOf(before) !== noteOf(after);
  const total = { from: computeTotals([...a.values()].map(withCommand)).points, to: computeTotals([...b.values()].map(withCommand)).points };
  return { changes, total, budget, noteChanged, same: changes.length === 0 && budget === null && !noteChanged };
}

function withCommand(u: DiffUnit): { pointsCost: number; quantity: number; command: number } {
  return { pointsCost: u.pointsCost, quantity: u.quantity, command: u.command ?? 0 };
}

/** How many units a list holds (the history's "size"): the sum of quantities. */
export function listSize(units: readonly Pick<DiffUnit, 'quantity'>[]): number {
  return units.reduce((sum, u) => sum + (Number.isFinite(u.quantity) ? u.quantity : 0), 0);
}
