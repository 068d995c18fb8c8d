/**
 * The rows of a list's history as the screen shows them: every earlier version numbered from 1
 * (oldest) and the current content last, each with its date, total and size.
 */
import { computeTotals } from '../../domain/lists';
import { listSize, type ListSnapshot } from '../../domain/listDiff';
import type { ArmyList, SelectedUnit } from '../../domain/types';
import type { ListVersionRow } from '../../db/types';

export interface HistoryEntry {
  /** The version row's id, or null for the current content. */
  versionId: string | null;
  number: number;
  savedAt: string;
  total: number;
  size: number;
  units: SelectedUnit[];
  dataVersion: string | null;
  note: string | null;
  /** The points budget then (issue 14). */
  budget: number | null;
  snapshot: ListSnapshot;
}

export function historyEntries(list: ArmyList, versions: readonly ListVersionRow[]): HistoryEntry[] {
  const entries: HistoryEntry[] = versions.map((v, i) => ({
    versionId: v.id,
    number: i + 1,
    savedAt: v.savedAt,
    total: computeTotals(v.units).points,
    size: listSize(v.units),
    units: v.units,
    dataVersion: v.dataVersion,
    note: v.note ?? null,
    budget: v.budget ?? null,
    snapshot: { units: v.units, note: v.note ?? null, budget: v.budget ?? null },
  }));
  entries.push({
    versionId: null,
    number: versions.length + 1,
    savedAt: list.updated_at,
    total: computeTotals(list.units).points,
    size: listSize(list.units),
    units: list.units,
    dataVersion: list.dataVersion ?? null,
    note: list.note ?? null,
    budget: list.budget ?? null,
    snapshot: { units: list.units, note: list.note ?? null, budget: list.budget ?? null },
  });
  return entries;
}
