/**
 * The one place where Postgres rows (snake_case, nullable translations, jsonb) become the
 * app's Dexie rows and back (STYLE.md "Naming"). Each mapper checks what it reads: a row it
 * cannot use maps to null and is skipped by the caller (logged), never stored half-read.
 *
 * Missing translations fall back to the English text (SPEC.md 1: English, then the key).
 */
import { normaliseFactionId } from '../src/domain/catalogue';
import { parseStoredUnits } from '../src/domain/lists';
import { safeUserUrl } from '../src/domain/urls';
import type {
  Faction,
  FaqSection,
  Keyword,
  Mission,
  NewsItem,
  RulesChapter,
  RulesSection,
  SharedList,
  SpecialRule,
  SpecialRuleText,
  Unit,
  UnitType,
} from '../src/domain/types';
import { FACTION_IDS, type FactionId } from '../src/domain/types';
import { nonEmpty, num, optionalUpdatedAt, str, text, type RemoteRow } from './rowValues';

export type { RemoteRow } from './rowValues';

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

