/**
 * One report model for a list, driving both the print view and the text export
 * (SPEC.md 2 "Share dialog", 9: totals, the tournament-illegal marker, the High Command marker,
 * the violating units; the courtesy version hides Scout and Ambusher units).
 *
 * Totals are always those of the whole list, also in the courtesy version: the opponent is
 * entitled to the army's size, only the hidden units' identity is withheld, and the report
 * says the total includes them. A Character joining a hidden unit is hidden with it (the game
 * fact base: it stays off the table with a Scout or Ambusher unit and deploys with it).
 *
 * Issue 14: Characters are listed under the unit they join; the points budget, List
 * Violations with the company rules, and for events the player's and event's names, the
 * catalogue data version and the list fingerprint (fingerprint.ts).
 */
import { COURTESY_HIDDEN_KEYWORDS } from './constants';
import { unitName } from './catalogue';
import { budgetState, type BudgetState } from './budget';
import { companyGroups, type CompanyCatalogue, type CompanyIssue } from './companies';
import { formatNumber, intlLocale } from './format';
import { checkList, violationMessages } from './listChecks';
import { computeTotals } from './lists';
import type { DomainIssue } from './lists';
import type { Language, SelectedUnit } from './types';

export interface ReportLine {
  id: string;
  name: string;
  quantity: number;
  pointsCost: number;
  /** pointsCost × quantity */
  points: number;
  command: number;
  highCommand: boolean;
  tournamentLegal: boolean;
  /** Listed among the High Command violations. */
  violating: boolean;
  /** Issue 14: the name of the unit this Character joins (the line follows that unit's); null when not attached. */
  joins: string | null;
}

export interface ListReport {
  name: string;
  faction: string;
  courtesy: boolean;
  /** The language of the unit names and of the numbers in the rendered text. */
  language: Language;
  lines: ReportLine[];
  /** Units left out of a courtesy report (each copy counted). */
  hiddenCount: number;
  totals: { points: number; command: number };
  /** Issue 14: the budget and what is left; null without one. */
  budget: BudgetState | null;
  /** For events (issue 14), each absent when not given. */
  playerName?: string;
  eventName?: string;
  /** The catalogue data version that priced the list, when known. */
  dataVersion?: string;
  /** The list fingerprint (fingerprint.ts), when computed. */
  fingerprint?: string;
  hasIllegalUnits: boolean;
  highCommandCount: number;
  violatingUnitIds: string[];
  issues: DomainIssue[];
  /** The player's note (issue 16): on the full report only, absent when none. */
  note?: string;
}

export interface ReportInput {
  name: string;
  faction: string;
  units: readonly SelectedUnit[];
  note?: string | null;
  budget?: number | null;
  /** Unit profiles for the company rules; without them no company rule is checked. */
  company?: CompanyCatalogue | null;
  playerName?: string | null;
  eventName?: string | null;
  dataVersion?: string | null;
  fingerprint?: string | null;
}

/** Every unit a company issue names. */
function mentionedIds(issue: CompanyIssue): string[] {
  const ids: string[] = [];
  if ('unitId' in issue) ids.push(issue.unitId);
  if ('characterId' in issue) ids.push(issue.characterId);
  if ('characterIds' in issue) ids.push(...issue.characterIds);
  if ('ownerId' in issue && issue.ownerId) ids.push(issue.ownerId);
  return ids;
}

function given(text: string | null | undefined): string | undefined {
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

export function isCourtesyHidden(unit: Pick<SelectedUnit, 'keywords'>): boolean {
  return unit.keywords.some((k) => COURTESY_HIDDEN_KEYWORDS.includes(k.name.trim().toLowerCase()));
}

export function buildListReport(list: ReportInput, options: { courtesy: boolean; language?: Language }): ListReport {
  const units = list.units.filter((u) => u.quantity > 0);
  const language = options.language ?? 'en';
  const check = checkList(units, { budget: list.budget ?? null, company: list.company ?? null });
  const violating = new Set(check.base.violatingUnitIds);
  const nameOf = (id: string): string => {
    const entry = units.find((u) => u.id === id);
    if (entry) return unitName(entry, language);
    const profile = list.company?.byId.get(id);
    return profile ? unitName(profile, language) : id;
  };
  const joiner = new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' });
  const line = (u: SelectedUnit, joins: string | null): ReportLine => ({
    id: u.id,
    name: unitName(u, language),
    quantity: u.quantity,
    pointsCost: u.pointsCost,
    points: u.pointsCost * u.quantity,
    command: u.command,
    highCommand: u.highCommand,
    tournamentLegal: u.tournamentLegal,
    violating: violating.has(u.id),
    joins,
  });
  const lines: ReportLine[] = [];
  let hiddenCount = 0;
  const hiddenIds = new Set<string>();
  for (const group of companyGroups(units)) {
    if (options.courtesy && isCourtesyHidden(group.unit)) {
      hiddenCount += group.unit.quantity + group.attached.reduce((n, c) => n + c.quantity, 0);
      for (const u of [group.unit, ...group.attached]) hiddenIds.add(u.id);
      continue;
    }
    lines.push(line(group.unit, null));
    for (const c of group.attached) lines.push(line(c, unitName(group.unit, language)));
  }
  const report: ListReport = {
    name: list.name,
    faction: list.faction,
    courtesy: options.courtesy,
    language,
    lines,
    hiddenCount,
    totals: computeTotals(units),
    budget: budgetState(list.budget, computeTotals(units).points),
    hasIllegalUnits: check.base.hasIllegalUnits,
    highCommandCount: check.base.highCommandCount,
    violatingUnitIds: check.base.violatingUnitIds,
    // The courtesy report never names a hidden unit, not even in a company rule.
    issues: violationMessages({ ...check, company: check.company.filter((issue) => !mentionedIds(issue).some((id) => hiddenIds.has(id))) }, nameOf, (names) => joiner.format(names)),
    ...(!options.courtesy && typeof list.note === 'string' && list.note.trim() !== '' ? { note: list.note } : {}),
  };
  const player = given(list.playerName);
  const event = given(list.eventName);
  const version = given(list.dataVersion);
  const fingerprint = given(list.fingerprint);
  if (player) report.playerName = player;
  if (event) report.eventName = event;
  if (version) report.dataVersion = version;
  if (fingerprint) report.fingerprint = fingerprint;
  return report;
}

/** i18next-style translate: key in the `errors` namespace plus interpolation values. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Plain text for the clipboard. Keys live in the `errors` namespace (export.*, list.*); numbers
 * are written in the report's language ("1,250 pts", "1250 pts", "1 250 pts").
 */
export function renderListText(report: ListReport, t: Translate): string {
  const number = (value: number) => formatNumber(value, report.language);
  const params = (p: Record<string, string | number> | undefined) =>
    Object.fromEntries(Object.entries(p ?? {}).map(([k, v]) => [k, typeof v === 'number' && k !== 'count' ? number(v) : v]));
  const out: string[] = [];
  out.push(report.name);
  if (report.courtesy) out.push(t('export.courtesyTitle'));
  out.push(t('export.faction', { faction: report.faction }));
  if (report.playerName) out.push(t('export.player', { name: report.playerName }));
  if (report.eventName) out.push(t('export.event', { name: report.eventName }));
  if (report.budget) out.push(t('export.budget', { points: number(report.budget.budget) }));
  out.push('');
  for (const line of report.lines) {
    const markers: string[] = [];
    if (line.highCommand) markers.push(t('export.highCommandMarker'));
    if (!line.tournamentLegal) markers.push(t('export.notLegalMarker'));
    if (line.violating) markers.push(t('export.violationMarker'));
    const unit = { quantity: number(line.quantity), name: line.name, points: number(line.points) };
    const text = line.joins === null ? t('export.unitLine', unit) : t('export.joinedLine', { ...unit, unit: line.joins });
    out.push(markers.length > 0 ? `${text} ${markers.join(' ')}` : text);
  }
  if (report.hiddenCount > 0) out.push(t('export.hiddenUnits', { count: report.hiddenCount }));
  out.push('');
  out.push(t('export.totalPoints', { points: number(report.totals.points) }));
  if (report.hiddenCount > 0) out.push(t('export.totalIncludesHidden', { count: report.hiddenCount }));
  // Over budget, List Violations below says by how much.
  if (report.budget && !report.budget.over) out.push(t('export.remaining', { count: report.budget.remaining, points: number(report.budget.remaining) }));
  out.push(t('export.totalCommand', { command: number(report.totals.command) }));
  for (const issue of report.issues) out.push(t(issue.code, params(issue.params)));
  if (report.dataVersion || report.fingerprint) out.push('');
  if (report.dataVersion) out.push(t('export.dataVersion', { version: report.dataVersion }));
  if (report.fingerprint) out.push(t('export.fingerprint', { fingerprint: report.fingerprint }));
  // The player's own words end the export (issue 16).
  if (report.note) out.push('', t('export.note', { note: report.note }));
  return out.join('\n');
}
