/**
 * Row shapes of the tables that exist only on the device (settings, drafts, games, outbox,
 * sync state). Catalogue, content and list rows use the shared types of src/domain/types.ts.
 */
import type { ArmyList, FactionId, GameState, Language, SharedList, ShortLinkRecord } from '../domain/types';
import type { PlayEvent } from '../domain/play/types';
import type { BuilderDraft } from '../domain/builderDraft';
import type { KeptEditNotice } from './repositories/keptEdits';

// ----- settings -----

export type Theme = 'light' | 'dark' | 'system';

export type PersistentStorageState = 'granted' | 'denied' | 'unsupported' | 'error';

export interface PersistentStorageAnswer {
  state: PersistentStorageState;
  askedAt: string;
}

export interface LegacyImportRecord {
  ranAt: string;
  imported: number;
}

/** Every setting the app keeps, with the type of its value. */
export interface SettingsMap {
  language: Language;
  lastFaction: FactionId;
  theme: Theme;
  performancePanelDismissed: boolean;
  persistentStorage: PersistentStorageAnswer;
  legacyImport: LegacyImportRecord;
  currentGameId: string;
  /** The last export of lists to a file (issue 16 backup reminders). */
  lastListExport: ListExportRecord;
  /** When a guest was last offered to export their lists (at most once a week). */
  backupOfferedAt: string;
  /** The player's and event's names printed on event lists (issue 14), remembered for the next print. */
  eventNames: { playerName: string; eventName: string };
  /** Lists kept as copies when a list changed on two devices, not yet seen by the player (src/db/repositories/keptEdits.ts). */
  keptEdits: KeptEditNotice[];
  /** Community posts the player opened in the builder, with the post's updated_at then (issue 15 /activity: "updated since you opened it"). */
  openedPosts: Record<string, string>;
}

export interface ListExportRecord {
  at: string;
  count: number;
}

export type SettingKey = keyof SettingsMap;

export interface SettingRow<K extends SettingKey = SettingKey> {
  key: K;
  value: SettingsMap[K];
}

// ----- list versions -----

/**
 * An earlier content of one of the player's lists, kept when the list is replaced by a new
 * version (today: updated to the catalogue's current points). General on purpose: a later
 * version history reads the same rows.
 */
export interface ListVersionRow {
  /** Client-made UUID. */
  id: string;
  /** The list (`lists.id`) this was a version of. */
  listId: string;
  name: string;
  faction: FactionId | 'unknown';
  /** The units as they were, each with the points it was priced at. */
  units: ArmyList['units'];
  /** The catalogue that priced them; null when the list had not recorded it. */
  dataVersion: string | null;
  /** When this content was saved as the list (the list's updated_at then). */
  savedAt: string;
  /** When it was replaced, and why: updated to new points, saved over, a version restored over it, or the cloud's copy pulled over it. */
  replacedAt: string;
  reason: 'repriced' | 'saved' | 'restored' | 'pulled';
  /** The list's note then (issue 16); absent when it had none. */
  note?: string;
  /** The list's points budget then (issue 14); absent when it had none. */
  budget?: number;
  /** In the player's cloud (army_list_versions) already: uploaded, or pulled from there. */
  uploaded?: boolean;
}

// ----- drafts -----

/** The community post form while it is being filled in (SPEC.md 3 "Local form draft"). */
export interface PostFormDraft {
  postName: string;
  description: string;
  selectedImage: string | null;
  isTournamentList: boolean;
  tournamentName: string;
}

/** A locally stored editing copy of one of the player's shared lists. */
export type SharedListEditDraft = Partial<SharedList> & Pick<SharedList, 'name' | 'faction' | 'units'>;

/** Scores being entered for one round of a play game (player id → line id → value). */
export interface PlayScoringDraft {
  gameId: string;
  round: number;
  values: Record<string, Record<string, number>>;
}

export interface DraftsMap {
  postForm: PostFormDraft;
  sharedListEdit: SharedListEditDraft;
  playScoring: PlayScoringDraft;
  /** The list on the builder (read back through the domain's parseBuilderDraft, never trusted as is). */
  builderList: BuilderDraft;
}

export type DraftKey = keyof DraftsMap;

export interface DraftRow<K extends DraftKey = DraftKey> {
  key: K;
  value: DraftsMap[K];
  updated_at: string;
}

// ----- games -----

export interface GameRow {
  id: string;
  /** The saved state; read it through the domain's parseSavedGame, never trust it as is. */
  state: GameState;
  saved_at: string;
  /** Play-mode games (src/domain/play): the event log the state is derived from, the source of truth. */
  events?: PlayEvent[];
  /** Signed-in player who created the game (null for a guest), for pushing it to that account. */
  owner_id?: string | null;
  updated_at?: string;
  finished?: boolean;
}

// ----- outbox -----

export type OutboxOp = 'upsert' | 'delete';
export type OutboxStatus = 'pending' | 'rejected';

/** A local write waiting for the server (ARCHITECTURE.md "Sync rules"). */
export interface OutboxEntry {
  /** Auto-increment: the order writes happened in, and the order they are pushed in. */
  seq: number;
  table: 'lists';
  op: OutboxOp;
  rowId: string;
  /** The row as written (for a delete, the tombstone). */
  payload: ArmyList;
  /** The signed-in user when the write happened, or null for a guest (sync rule 11). */
  accountId: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
  status: OutboxStatus;
}

/** A short link waiting to be published to `short_links` (same queue, same rules). */
export interface ShortLinkOutboxEntry extends Omit<OutboxEntry, 'table' | 'op' | 'payload'> {
  table: 'shortLinks';
  op: 'upsert';
  payload: ShortLinkRecord;
}

/**
 * A community post as queued: the shared_lists row. Entries written by earlier builds may
 * still carry `syncToCloud: true`; nothing depends on it any more.
 */
export type SharedListPayload = SharedList & { syncToCloud?: true };

/**
 * A community post waiting for rpc post_shared_list ('upsert'), or for its retirement
 * ('delete': the player retired it, issue 15). Same queue, same rules.
 */
export interface SharedListOutboxEntry extends Omit<OutboxEntry, 'table' | 'op' | 'payload'> {
  table: 'sharedLists';
  op: 'upsert' | 'delete';
  payload: SharedListPayload;
}

/**
 * Every kind of entry the `outbox` table holds, pushed in one queue in write order. The
 * table's declared row type stays OutboxEntry (lists); code that may meet other kinds reads
 * the table as AnyOutboxEntry (outboxRows) and checks `table`.
 */
/** A play-mode game as pushed to the account: its id, event log and history columns. */
export interface GamePushPayload {
  id: string;
  events: PlayEvent[];
  finished: boolean;
  mission: string | null;
}

/**
 * A game waiting for rpc save_game (same queue, same rules). One pending entry per game: each
 * write replaces the earlier pending one, and the push sends the log as it was written then.
 */
export interface GameOutboxEntry extends Omit<OutboxEntry, 'table' | 'payload'> {
  table: 'games';
  payload: GamePushPayload;
}

export type AnyOutboxEntry = OutboxEntry | ShortLinkOutboxEntry | SharedListOutboxEntry | GameOutboxEntry;

/** An entry of any kind as it is added (the table gives it its `seq`). */
export type NewAnyOutboxEntry =
  | Omit<OutboxEntry, 'seq'>
  | Omit<ShortLinkOutboxEntry, 'seq'>
  | Omit<SharedListOutboxEntry, 'seq'>
  | Omit<GameOutboxEntry, 'seq'>;

// ----- sync state -----

export type SyncPhase = 'idle' | 'pushing' | 'pulling' | 'offline' | 'error';

/** What the UI shows about sync (sync rule 9); kept under SYNC_STATUS_KEY. */
export interface SyncStatus {
  phase: SyncPhase;
  lastSuccessAt: string | null;
  lastError: string | null;
  progress?: { done: number; total: number } | null;
}

export interface SyncStateRow {
  key: string;
  value: unknown;
}
