/**
 * Game size (issue 14): the points budget a player sets for a list, what is left to spend and
 * the over-budget entry of List Violations. Pure.
 *
 * The game fact base (../shared/data/game) names no standard game sizes, so the sizes the
 * builder offers are plain presets of ours, never said to be official; any whole number from
 * MIN_BUDGET to MAX_BUDGET is allowed. A list without a budget behaves as before issue 14.
 */
import type { DomainIssue } from './lists';

/** Sizes offered in one tap (our presets, not official sizes). */
export const BUDGET_PRESETS: readonly number[] = [150, 200, 300, 400];
/** Smallest budget a player can set. */
export const MIN_BUDGET = 1;
/** Largest budget (the list file format allows up to 100,000). */
export const MAX_BUDGET = 100_000;

/** A stored or typed value → a budget, or null for none (anything not a whole number in range). */
export function normaliseBudget(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || !Number.isInteger(n)) return null;
  return n >= MIN_BUDGET && n <= MAX_BUDGET ? n : null;
}

export interface BudgetState {
  budget: number;
  used: number;
  /** budget − used; negative when over. */
  remaining: number;
  over: boolean;
}

/** Points left to spend, or null when the list has no budget. */
export function budgetState(budget: number | null | undefined, usedPoints: number): BudgetState | null {
  const b = normaliseBudget(budget);
  if (b === null) return null;
  const used = Number.isFinite(usedPoints) ? usedPoints : 0;
  return { budget: b, used, remaining: b - used, over: used > b };
}

/** The List Violations entry for a list over its budget; null when within it or without one. */
export function budgetViolation(budget: number | null | undefined, usedPoints: number): DomainIssue | null {
  const state = budgetState(budget, usedPoints);
  if (!state?.over) return null;
  return { code: 'list.overBudget', params: { points: state.used, budget: state.budget, over: state.used - state.budget, count: state.used - state.budget }, severity: 'warning' };
}
