/**
 * The shared vocabulary of the app: catalogue entities, lists, content and game state.
 * Pure types — every layer (domain, db, sync, features, backend seed) speaks these.
 * Field names follow SPEC.md section 3 so that rows read the same in Dexie and Postgres.
 */

export const FACTION_IDS = [
  'syenann',
  'northern-tribes',
  'hegemony-of-embersig',
  'scions-of-yaldabaoth',
  'feudom',
] as const;

export type FactionId = (typeof FACTION_IDS)[number];

export type Language = 'en' | 'es' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'es', 'fr'];

export interface Faction {
  id: FactionId;
  name: string;
  name_es: string;
  name_fr: string;
  /**
   * False when the catalogue holds none of the faction's own units yet (only mercenaries
   * that serve it), so the UI can say so plainly. Absent means true.
   */
  hasOwnUnits?: boolean;
}

export type UnitType = 'Troop' | 'Character' | 'Named Character' | 'Support Character' | 'Companion';

/** A keyword with an optional parenthesised value, e.g. Join (Infantry Orc). */
export interface Keyword {
  name: string;
  value?: string;
}

/** A special rule with an optional parenthesised value, e.g. Dispel (D). */
export interface SpecialRule {
  name: string;
  value?: string;
}

export interface Unit {
  /** Stable id; kebab-case English name (mercenary copies carry the faction as a suffix). */
  id: string;
  name: string;
  name_es: string;
  name_fr: string;
  faction: string;
  faction_id: FactionId;
  type: UnitType;
  pointsCost: number;
  availability: number;
  command: number;
  characteristics: string[];
  keywords: Keyword[];
  specialRules: SpecialRule[];
  highCommand: boolean;
  tournamentLegal: boolean;
  /** For a companion, the name of the unit it belongs to. */
  companion?: string;
  /** Image slug (SPEC.md 7 "Static images"). */
  slug: string;
  imageUrl: string;
}

/** A unit as it sits inside a list (SPEC.md 3 "Selected unit in a list"). */
export interface SelectedUnit {
  id: string;
  name: string;
  name_es?: string;
  name_fr?: string;
  pointsCost: number;
  quantity: number;
  faction: string;
  faction_id: FactionId | 'unknown';
  keywords: Keyword[];
  highCommand: boolean;
  availability: number;
  imageUrl?: string;
  specialRules?: SpecialRule[];
  command: number;
  tournamentLegal: boolean;
  /**
   * For a Character (or companion): the id of the unit of this list it joins (issue 14,
   * src/domain/companies.ts). Absent or null: not attached. Every copy of the entry joins
   * that unit. Lists saved before issue 14 have none: every Character reads as unattached.
   */
  attachedTo?: string | null;
}

/** A saved army list (local row in Dexie `lists`, cloud row in `army_lists`). */
export interface ArmyList {
  id: string;
  name: string;
  faction: FactionId | 'unknown';
  units: SelectedUnit[];
  created_at: string;
  updated_at: string;
  /** Owner (cloud lists only). */
  user_id?: string | null;
  /** Owner's public id; the first 8 characters are shown. */
  wab_id?: string | null;
  /** Server version last seen (sync rule 2); absent for lists never synced. */
  version?: number;
  /** Tombstone (sync rule 4). */
  deleted_at?: string | null;
  /** Where the row came from, for ordering (cloud lists ahead of local ones). */
  source?: 'local' | 'cloud';
  /** Kept in the player's cloud: the sync engine pushes this list's writes (absent: device only). */
  syncToCloud?: boolean;
  /**
   * The catalogue dataVersion that priced the units (each unit keeps its pointsCost as priced).
   * Absent or null: saved before versions were recorded (src/domain/repricing.ts).
   */
  dataVersion?: string | null;
  /** The player's free-text note about the list (issue 16); absent when none. */
  note?: string;
  /** The points budget (game size) the player set for the list (issue 14); absent or null: none. */
  budget?: number | null;
}

export interface SharedList {
  id: string;
  user_id: string;
  name: string;
  faction: FactionId | 'unknown';
  description: string | null;
  image_url: string | null;
  units: SelectedUnit[];
  is_tournament_list: boolean;
  tournament_name: string | null;
  is_active: boolean;
  updated_at: string;
  created_at?: string;
  wab_id?: string | null;
  version?: number;
  deleted_at?: string | null;
  /** The catalogue dataVersion the post was priced with (absent or null: not recorded). */
  dataVersion?: string | null;
  /**
   * When the player retired the post (issue 15). Only the player's own device keeps a retired
   * post, with what it held, so they can post it again; nobody else reads it.
   */
  retired_at?: string | null;
}

export interface ShortLinkRecord {
  hash: string;
  code: string;
  listName: string;
  faction: string;
  created: string;
  /** When the server confirmed it has the link (it then opens on any device); absent: only on this device so far. */
  publishedAt?: string;
}

export interface NewsItem {
  id: string;
  date: string;
  translation_key?: string | null;
  content_en: string | null;
  content_es: string | null;
  content_fr: string | null;
  updated_at?: string;
}

export interface RulesChapter {
  id: string;
  title: string;
  title_es: string;
  title_fr: string;
  order_index: number;
  updated_at?: string;
}

export interface RulesSection {
  id: string;
  chapter_id: string;
  title: string;
  content: string;
  title_es: string;
  title_fr: string;
  content_es: string;
  content_fr: string;
  order_index: number;
  /** Fact-base source keys the section was written from (e.g. "AK", "AK-1.6"), shown under it. */
  sources?: string[];
  updated_at?: string;
}

export interface FaqSection {
  id: string;
  section: string;
  content: string;
  section_es: string;
  section_fr: string;
  content_es: string;
  content_fr: string;
  order_index: number;
  updated_at?: string;
}

/** Description of a keyword, characteristic or special rule (remote table special_rules). */
export interface SpecialRuleText {
  name: string;
  name_es: string;
  name_fr: string;
  description: string;
  description_es: string;
  description_fr: string;
  /** keyword | characteristic | rule */
  kind?: 'keyword' | 'characteristic' | 'rule';
  updated_at?: string;
}

export interface Mission {
  id: string;
  kind: 'mission' | 'feat';
  source: 'official' | 'community';
  creator?: string | null;
  name: string;
  name_es: string;
  name_fr: string;
  summary: string;
  summary_es: string;
  summary_fr: string;
  /** Longer text a player reads at the table (setup, rounds, scoring). */
  body: string;
  body_es: string;
  body_fr: string;
  order_index: number;
  /** The structured entry from the game fact base (src/domain/scenarios.ts checks it with parseScenario). */
  details?: unknown;
  updated_at?: string;
}

export interface SearchResult {
  id: string;
  title: string;
  content: string;
  source: 'faq' | 'rules' | 'units';
  path: string;
  /** Folded texts to mark in the title and content: the query and the term names it stands for. */
  highlights?: string[];
}

export interface Profile {
  id: string;
  wab_admin: boolean;
  tester: boolean;
  wab_id: string | null;
  banned: boolean;
  deactivated: boolean;
}

// ----- Game state (SPEC.md 3 "Game state") -----

export interface GamePlayer {
  id: string;
  name?: string;
  faction?: FactionId | 'unknown';
  roundScores: Record<number, number>;
  units: string[];
  score: number;
}

export interface GameUnit {
  id: string;
  playerId: string;
  name: string;
  [extra: string]: unknown;
}

export interface GameTurn {
  number: number;
  activePlayer: string | null;
  activationsCompleted: Record<string, number>;
  events: GameEvent[];
  completed: boolean;
  scores?: Record<string, number>;
  alternatingPlayer?: string | null;
}

export interface GameEvent {
  id: string;
  type: string;
  timestamp: number;
  playerId?: string;
  payload?: Record<string, unknown>;
}

export type GamePhase = 'setup' | 'deployment' | 'game' | 'scoring' | 'summary' | (string & {});

export interface GameState {
  id: string;
  players: Record<string, GamePlayer>;
  mission: string | null;
  currentPhase: GamePhase;
  rollOffWinner: string | null;
  firstToDeployPlayerId: string | null;
  initialInitiativePlayerId: string | null;
  currentTurn: number;
  units: GameUnit[];
  turns: GameTurn[];
  gameEvents: GameEvent[];
  gameStartTime: number | null;
  gameEndTime: number | null;
}
