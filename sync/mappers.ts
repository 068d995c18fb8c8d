/**
 * The one place where Postgres rows (snake_case, nullable translations, jsonb) become the
 * app's Dexie rows and back (STYLE.md "Naming"). Each mapper checks what it reads: a row it
 * cannot use maps to null and is skipped by the caller (logged), never stored half-read.
 *
 * Missing translations fall back to the English text (SPEC.md 1: English, then the key).
 */
import { normaliseBudget } from '../src/domain/budget';
import { normaliseFactionId } from '../src/domain/catalogue';
import { parseStoredUnits } from '../src/domain/lists';
import { MAX_LIST_NOTE_LENGTH } from '../src/domain/constants';
import { safeUserUrl } from '../src/domain/urls';
import type {
  ArmyList,
  Faction,
  FaqSection,
  Keyword,
  Mission,
  NewsItem,
  RulesChapter,
  RulesSection,
  SharedList,
  SpecialRule,
  ShortLinkRecord,
  SpecialRuleText,
  Unit,
  UnitType,
} from '../src/domain/types';
import { FACTION_IDS, type FactionId } from '../src/domain/types';
import type { GamePushPayload } from '../src/db/types';

export type RemoteRow = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const text = (value: unknown, fallback = ''): string => str(value) ?? fallback;
const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const nonEmpty = (value: unknown): string | null => {
  const s = str(value);
  return s !== null && s !== '' ? s : null;
};
const optionalUpdatedAt = (row: RemoteRow): { updated_at?: string } => {
  const at = str(row.updated_at);
  return at ? { updated_at: at } : {};
};

/** "Join (Infantry Elf)" or { name, value } → { name, value? }. */
export function namedValue(raw: unknown): Keyword | null {
  if (typeof raw === 'string') {
    const match = /^\s*([^()]+?)\s*(?:\(([^()]*)\))?\s*$/.exec(raw);
    if (!match?.[1]) return null;
    return match[2] !== undefined && match[2].trim() !== '' ? { name: match[1], value: match[2].trim() } : { name: match[1] };
  }
  if (raw && typeof raw === 'object') {
    const name = nonEmpty((raw as { name?: unknown }).name);
    if (!name) return null;
    const value = nonEmpty((raw as { value?: unknown }).value);
    return value ? { name, value } : { name };
  }
  return null;
}

function jsonArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

const namedValues = (value: unknown): SpecialRule[] =>
  jsonArray(value)
    .map(namedValue)
    .filter((v): v is Keyword => v !== null);

const strings = (value: unknown): string[] => jsonArray(value).filter((v): v is string => typeof v === 'string');

const UNIT_TYPES: readonly UnitType[] = ['Troop', 'Character', 'Named Character', 'Support Character', 'Companion'];

const isFactionId = (value: unknown): value is FactionId => typeof value === 'string' && (FACTION_IDS as readonly string[]).includes(value);

/** tournamentLegal may arrive as the text 'false' (SPEC.md 3). */
const legal = (value: unknown): boolean => !(value === false || value === 'false');

export function mapFaction(row: RemoteRow): Faction | null {
  const name = nonEmpty(row.name);
  if (!isFactionId(row.id) || !name) return null;
  return { id: row.id, name, name_es: text(row.name_es, name), name_fr: text(row.name_fr, name) };
}

export function mapUnit(row: RemoteRow): Unit | null {
  const id = nonEmpty(row.id);
  const name = nonEmpty(row.name);
  if (!id || !name || !isFactionId(row.faction_id)) return null;
  const type = UNIT_TYPES.find((t) => t === row.type) ?? 'Troop';
  const unit: Unit = {
    id,
    name,
    name_es: text(row.name_es, name),
    name_fr: text(row.name_fr, name),
    faction: text(row.faction),
    faction_id: row.faction_id,
    type,
    pointsCost: num(row.points_cost),
    availability: num(row.availability, 1),
    command: num(row.command),
    characteristics: strings(row.characteristics),
    keywords: namedValues(row.keywords),
    specialRules: namedValues(row.special_rules),
    highCommand: row.high_command === true || row.high_command === 'true',
    tournamentLegal: legal(row.tournament_legal),
    slug: text(row.slug, id),
    imageUrl: text(row.image_url),
  };
  const companion = nonEmpty(row.companion);
  if (companion) unit.companion = companion;
  return unit;
}

export function mapSpecialRule(row: RemoteRow): SpecialRuleText | null {
  const name = nonEmpty(row.name);
  if (!name) return null;
  const description = text(row.description);
  const kind = row.kind === 'keyword' || row.kind === 'characteristic' || row.kind === 'rule' ? row.kind : undefined;
  return {
    name,
    name_es: text(row.name_es, name),
    name_fr: text(row.name_fr, name),
    description,
    description_es: text(row.description_es, description),
    description_fr: text(row.description_fr, description),
    ...(kind ? { kind } : {}),
    ...optionalUpdatedAt(row),
  };
}

export function mapRulesChapter(row: RemoteRow): RulesChapter | null {
  const id = nonEmpty(row.id);
  const title = str(row.title);
  if (!id || title === null) return null;
  return {
    id,
    title,
    title_es: text(row.title_es, title),
    title_fr: text(row.title_fr, title),
    order_index: num(row.order_index),
    ...optionalUpdatedAt(row),
  };
}

export function mapRulesSection(row: RemoteRow): RulesSection | null {
  const id = nonEmpty(row.id);
  const chapterId = nonEmpty(row.chapter_id);
  const title = str(row.title);
  if (!id || !chapterId || title === null) return null;
  const content = text(row.content);
  return {
    id,
    chapter_id: chapterId,
    title,
    content,
    title_es: text(row.title_es, title),
    title_fr: text(row.title_fr, title),
    content_es: text(row.content_es, content),
    content_fr: text(row.content_fr, content),
    order_index: num(row.order_index),
    ...(Array.isArray(row.sources) ? { sources: row.sources.filter((s): s is string => typeof s === 'string' && s.trim() !== '') } : {}),
    ...optionalUpdatedAt(row),
  };
}

export function mapFaqSection(row: RemoteRow): FaqSection | null {
  const id = nonEmpty(row.id);
  const section = str(row.section);
  if (!id || section === null) return null;
  const content = text(row.content);
  return {
    id,
    section,
    content,
    section_es: text(row.section_es, section),
    section_fr: text(row.section_fr, section),
    content_es: text(row.content_es, content),
    content_fr: text(row.content_fr, content),
    order_index: num(row.order_index),
    ...optionalUpdatedAt(row),
  };
}

export function mapMission(row: RemoteRow): Mission | null {
  const id = nonEmpty(row.id);
  const name = nonEmpty(row.name);
  if (!id || !name) return null;
  const summary = text(row.summary);
  const body = text(row.body);
  return {
    id,
    kind: row.kind === 'feat' ? 'feat' : 'mission',
    source: row.source === 'community' ? 'community' : 'official',
    creator: nonEmpty(row.creator),
    name,
    name_es: text(row.name_es, name),
    name_fr: text(row.name_fr, name),
    summary,
    summary_es: text(row.summary_es, summary),
    summary_fr: text(row.summary_fr, summary),
    body,
    body_es: text(row.body_es, body),
    body_fr: text(row.body_fr, body),
    order_index: num(row.order_index),
    ...(row.details !== null && typeof row.details === 'object' ? { details: row.details } : {}),
    ...optionalUpdatedAt(row),
  };
}

export function mapNewsItem(row: RemoteRow): NewsItem | null {
  const id = nonEmpty(row.id) ?? nonEmpty(row.news_id);
  const date = nonEmpty(row.date);
  if (!id || !date) return null;
  return {
    id,
    // A date column arrives as yyyy-MM-dd; a timestamp is cut to its date like the seed's.
    date: date.slice(0, 10),
    translation_key: nonEmpty(row.translation_key),
    content_en: str(row.content_en),
    content_es: str(row.content_es),
    content_fr: str(row.content_fr),
    ...optionalUpdatedAt(row),
  };
}

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

// ----- community lists (pull all, push own posts) -----

/**
 * A shared_lists row → the device's community list. A retired post (is_active false or
 * deleted) maps to a tombstone ({ id, deleted_at }) so the pull removes it locally; only its
 * id and name are public anyway.
 */
export function mapSharedList(row: RemoteRow): SharedList | null {
  const id = nonEmpty(row.id);
  const name = str(row.name);
  const updatedAt = nonEmpty(row.updated_at);
  if (!id || name === null || !updatedAt) return null;
  const deletedAt = nonEmpty(row.deleted_at);
  const isActive = row.is_active === true && deletedAt === null;
  const isTournament = row.is_tournament_list === true;
  const list: SharedList = {
    id,
    user_id: text(row.user_id),
    name,
    faction: normaliseFactionId(text(row.faction)),
    description: nonEmpty(row.description),
    image_url: safeUserUrl(row.image_url),
    units: isActive ? parseStoredUnits(row.units) : [],
    is_tournament_list: isTournament,
    tournament_name: isTournament ? nonEmpty(row.tournament_name) : null,
    is_active: isActive,
    updated_at: updatedAt,
    created_at: text(row.created_at, updatedAt),
    wab_id: nonEmpty(row.wab_id),
    version: num(row.version, 1),
  };
  if (!isActive) list.deleted_at = deletedAt ?? updatedAt;
  const dataVersion = nonEmpty(row.data_version);
  if (dataVersion && isActive) list.dataVersion = dataVersion;
  return list;
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
