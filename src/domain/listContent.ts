/**
 * What makes two copies of a list the same content (issue 13 item 9, no lost update between
 * tabs): the units (ids, quantities, points, attachments), the catalogue that priced them,
 * the note and the budget. An absent note, catalogue or budget is the empty one. Pure.
 */
import type { ArmyList, SelectedUnit } from './types';

export interface ListContent {
  units: readonly SelectedUnit[];
  dataVersion?: string | null;
  note?: string | null;
  budget?: number | null;
}

export function sameUnits(a: readonly SelectedUnit[], b: readonly SelectedUnit[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((u, i) => {
    const v = b[i];
    return v !== undefined && u.id === v.id && u.quantity === v.quantity && u.pointsCost === v.pointsCost && (u.attachedTo ?? null) === (v.attachedTo ?? null);
  });
}

/** Same content, the catalogue included. */
export function sameListContent(a: ListContent, b: ListContent): boolean {
  return (a.dataVersion ?? null) === (b.dataVersion ?? null) && sameEdits(a, b);
}

/** Same content as the player edits it (units, note, budget), whatever catalogue priced it. */
export function sameEdits(a: ListContent, b: ListContent): boolean {
  return (a.note ?? '') === (b.note ?? '') && (a.budget ?? null) === (b.budget ?? null) && sameUnits(a.units, b.units);
}

/** The content of a stored list. */
export function contentOfList(list: ArmyList): ListContent {
  return { units: list.units, dataVersion: list.dataVersion ?? null, note: list.note ?? '', budget: list.budget ?? null };
}
