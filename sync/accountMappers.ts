/**
 * The rows only a signed-in account's sync reads and writes (its lists, short links, posts and
 * games), mapped as sync/mappers.ts maps the content: a row it cannot use maps to null. Kept
 * apart so that a guest's cold visit, whose engine loads sync/mappers.ts, never downloads them
 * (the `account` chunk, vite.config.ts).
 */
import { normaliseBudget } from '../src/domain/budget';
import { normaliseFactionId } from '../src/domain/catalogue';
import { parseStoredUnits } from '../src/domain/lists';
import { MAX_LIST_NOTE_LENGTH } from '../src/domain/constants';
import type { ArmyList, SharedList, ShortLinkRecord } from '../src/domain/types';
import type { GamePushPayload } from '../src/db/types';
import { nonEmpty, num, str, text, type RemoteRow } from './rowValues';

// ----- the player's lists and short links (push and pull) -----

/** An army_lists row → the device's list (kept in the cloud), or null when unusable. */
export function mapArmyList(row: RemoteRow): ArmyList | null {
  const id = nonEmpty(row.id);
  const name = str(row.name);
  const updatedAt = nonEmpty(row.updated_at);
  if (!id || name === null || !updatedAt) return null;
  const list: ArmyList = {
    id,
    name,
    faction: normaliseFactionId(text(row.faction)),
    units: parseStoredUnits(row.units),
    created_at: text(row.created_at, updatedAt),
    updated_at: updatedAt,
    user_id: nonEmpty(row.user_id),
    wab_id: nonEmpty(row.wab_id),
    version: num(row.version, 1),
    source: 'cloud',
    syncToCloud: true,
  };
  const deletedAt = nonEmpty(row.deleted_at);
  if (deletedAt) list.deleted_at = deletedAt;
  const dataVersion = nonEmpty(row.data_version);
  if (dataVersion) list.dataVersion = dataVersion;
  if (typeof row.note === 'string' && row.note.trim() !== '') list.note = row.note.slice(0, MAX_LIST_NOTE_LENGTH);
  const budget = normaliseBudget(row.budget);
  if (budget !== null) list.budget = budget;
  return list;
}

/** The arguments of rpc save_army_list for a list, based on the version the device last saw. */
export function toSaveArmyListArgs(list: ArmyList): {
  p_id: string;
  p_name: string;
  p_faction: string;
  p_units: unknown;
  p_base_version: number | null;
  p_data_version: string | null;
  p_note: string | null;
  p_budget: number | null;
} {
  return {
    p_id: list.id,
    p_name: list.name,
    p_faction: list.faction,
    p_units: list.units,
    p_base_version: typeof list.version === 'number' ? list.version : null,
    p_data_version: nonEmpty(list.dataVersion),
    p_note: typeof list.note === 'string' && list.note.trim() !== '' ? list.note : null,
    p_budget: normaliseBudget(list.budget),
  };
}

/** A device short link → a short_links row (created_by comes from the server). */
export function toShortLinkRow(record: ShortLinkRecord): { hash: string; code: string; list_name: string | null; faction: string | null } {
  return { hash: record.hash, code: record.code, list_name: record.listName === '' ? null : record.listName, faction: record.faction === '' ? null : record.faction };
}

/** A short_links row → the device's record, or null when unusable. */
export function mapShortLink(row: RemoteRow): ShortLinkRecord | null {
  const hash = nonEmpty(row.hash);
  const code = nonEmpty(row.code);
  if (!hash || !code) return null;
  return { hash, code, listName: text(row.list_name), faction: text(row.faction), created: text(row.created_at, new Date(0).toISOString()) };
}

export interface PostSharedListArgs {
  p_name: string;
  p_faction: string;
  p_units: unknown;
  p_description: string | null;
  p_image_url: string | null;
  p_is_tournament_list: boolean;
  p_tournament_name: string | null;
  p_id: string;
  p_data_version: string | null;
}

/** The arguments of rpc post_shared_list for a post made on the device. */
export function toPostSharedListArgs(list: SharedList): PostSharedListArgs {
  return {
    p_name: list.name,
    p_faction: list.faction,
    p_units: list.units,
    p_description: list.description,
    p_image_url: list.image_url,
    p_is_tournament_list: list.is_tournament_list,
    p_tournament_name: list.is_tournament_list ? list.tournament_name : null,
    p_id: list.id,
    p_data_version: nonEmpty(list.dataVersion),
  };
}

/** A `games` row as pulled: the log stays unchecked here (the repository replays it and skips what does not hold together). */
export interface RemoteGame {
  id: string;
  events: unknown[];
  eventCount: number;
  finished: boolean;
  mission: string | null;
  updated_at: string;
  deleted_at: string | null;
}

export function mapGame(row: RemoteRow): RemoteGame | null {
  const id = nonEmpty(row.id);
  const updatedAt = nonEmpty(row.updated_at);
  if (id === null || updatedAt === null || !Array.isArray(row.events)) return null;
  return {
    id,
    events: row.events as unknown[],
    eventCount: num(row.event_count, row.events.length),
    finished: row.finished === true,
    mission: str(row.mission),
    updated_at: updatedAt,
    deleted_at: str(row.deleted_at),
  };
}

export function toSaveGameArgs(payload: GamePushPayload): { p_id: string; p_events: unknown[]; p_finished: boolean; p_mission: string | null } {
  return { p_id: payload.id, p_events: payload.events, p_finished: payload.finished, p_mission: payload.mission };
}
