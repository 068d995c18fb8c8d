/**
 * One report model for a list, driving both the print view and the text export
 * (SPEC.md 2 "Share dialog", 9: totals, the tournament-illegal marker, the High Command marker,
 * the violating units; the courtesy version hides Scout and Ambusher units).
 *
 * Totals are always those of the whole list, also in the courtesy version: the opponent is
 * entitled to the army's size, only the hidden units' identity is withheld.
 */
import { COURTESY_HIDDEN_KEYWORDS } from './constants';
import { unitName } from './catalogue';
import { formatNumber } from './format';
import { computeTotals, listViolations } from './lists';
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
}

export interface ListReport {
  name: string;
  faction: string;
  courtesy: boolean;
  /** The language of the unit names and of the numbers in the rendered text. */
  language: Language;
  lines: ReportLine[];
  /** Units left out of a courtesy report. */
  hiddenCount: number;
  totals: { points: number; command: number };
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
}

export function isCourtesyHidden(unit: Pick<SelectedUnit, 'keywords'>): boolean {
  return unit.keywords.some((k) => COURTESY_HIDDEN_KEYWORDS.includes(k.name.trim().toLowerCase()));
}

export function buildListReport(list: ReportInput, options: { courtesy: boolean; language?: Language }): ListReport {
  const units = list.units.filter((u) => u.quantity > 0);
  const violations = listViolations(units);
  const violating = new Set(violations.violatingUnitIds);
  const shown = options.courtesy ? units.filter((u) => !isCourtesyHidden(u)) : units;
  const language = options.language ?? 'en';
  return {
    name: list.name,
    faction: list.faction,
    courtesy: options.courtesy,
    language,
    lines: shown.map((u) => ({
      id: u.id,
      name: unitName(u, language),
      quantity: u.quantity,
      pointsCost: u.pointsCost,
      points: u.pointsCost * u.quantity,
      command: u.command,
      highCommand: u.highCommand,
      tournamentLegal: u.tournamentLegal,
      violating: violating.has(u.id),
    })),
    hiddenCount: units.length - shown.length,
    totals: computeTotals(units),
    hasIllegalUnits: violations.hasIllegalUnits,
    highCommandCount: violations.highCommandCount,
    violatingUnitIds: violations.violatingUnitIds,
    issues: violations.issues,
    ...(!options.courtesy && typeof list.note === 'string' && list.note.trim() !== '' ? { note: list.note } : {}),
  };
}

/** i18next-style translate: key in the `errors` namespace plus interpolation values. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Plain text for the clipboard. Keys live in the `errors` namespace (export.*, list.*); numbers
 * are written in the report's language ("1,250 pts", "1250 pts", "1 250 pts").
 */
export function renderListText(report: ListReport, t: Translate): string {
  const number = (value: number) => formatNumber(value, report.language);
  const out: string[] = [];
  out.push(report.name);
  if (report.courtesy) out.push(t('export.courtesyTitle'));
  out.push(t('export.faction', { faction: report.faction }));
  out.push('');
  for (const line of report.lines) {
    const markers: string[] = [];
    if (line.highCommand) markers.push(t('export.highCommandMarker'));
    if (!line.tournamentLegal) markers.push(t('export.notLegalMarker'));
    if (line.violating) markers.push(t('export.violationMarker'));
    const text = t('export.unitLine', { quantity: number(line.quantity), name: line.name, points: number(line.points) });
    out.push(markers.length > 0 ? `${text} ${markers.join(' ')}` : text);
  }
  if (report.hiddenCount > 0) out.push(t('export.hiddenUnits', { count: report.hiddenCount }));
  out.push('');
  out.push(t('export.totalPoints', { points: number(report.totals.points) }));
  out.push(t('export.totalCommand', { command: number(report.totals.command) }));
  for (const issue of report.issues) out.push(t(issue.code, issue.params));
  if (report.note) out.push('', t('export.note', { note: report.note }));
  return out.join('\n');
}
