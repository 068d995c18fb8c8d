/**
 * Everything List Violations shows for a list, in one place (issue 14): the builder's rules
 * (High Command count, tournament legality: lists.ts listViolations), the points budget
 * (budget.ts) and the company rules (companies.ts). The selected-units panel, the summary bar,
 * the shared-list view, the print and the text export all count and word the same entries.
 */
import { budgetState, budgetViolation, type BudgetState } from './budget';
import { companyIssueMessage, companyIssues, issueUnitIds, type CompanyCatalogue, type CompanyIssue } from './companies';
import { computeTotals, listViolations, type DomainIssue } from './lists';
import type { SelectedUnit } from './types';

type CheckedUnit = Pick<SelectedUnit, 'id' | 'highCommand' | 'tournamentLegal' | 'quantity' | 'pointsCost' | 'command'> & { attachedTo?: string | null };

export interface ListCheck {
  /** The builder's own rules, as before issue 14. */
  base: ReturnType<typeof listViolations>;
  /** Points used against the budget; null without one. */
  budget: BudgetState | null;
  /** The over-budget entry, or null. */
  budgetIssue: DomainIssue | null;
  /** Company rules broken (empty without a catalogue to read profiles from). */
  company: CompanyIssue[];
  /** Ids of units named by a company issue (not those the High Command one names that already carry the Multiple High Command label). */
  companyUnitIds: Set<string>;
  /** How many entries List Violations shows. */
  count: number;
}

export function checkList(units: readonly CheckedUnit[], options: { budget?: number | null; company?: CompanyCatalogue | null }): ListCheck {
  const base = listViolations(units);
  const points = computeTotals(units).points;
  const budget = budgetState(options.budget, points);
  const budgetIssue = budgetViolation(options.budget, points);
  const company = options.company ? companyIssues(units, options.company) : [];
  const markedHighCommand = new Set(base.violatingUnitIds);
  const companyUnitIds = new Set(
    company.flatMap((issue) => (issue.code === 'company.highCommandTogether' ? issueUnitIds(issue).filter((id) => !markedHighCommand.has(id)) : issueUnitIds(issue))),
  );
  return { base, budget, budgetIssue, company, companyUnitIds, count: base.issues.length + (budgetIssue ? 1 : 0) + company.length };
}

/** Every entry of List Violations as `errors` namespace entries, in the order shown. */
export function violationMessages(check: ListCheck, nameOf: (id: string) => string, listFormat: (names: string[]) => string): DomainIssue[] {
  return [...(check.budgetIssue ? [check.budgetIssue] : []), ...check.base.issues, ...check.company.map((issue) => companyIssueMessage(issue, nameOf, listFormat))];
}
