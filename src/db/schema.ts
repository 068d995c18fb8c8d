/**
 * The Dexie schema, kept as its full version history. Dexie needs every version a device may
 * still have, so steps are only ever appended: a new step repeats only the tables it changes
 * and may carry an `upgrade` that rewrites rows in place (user data must survive every step).
 *
 *   { version: 2, stores: { lists: '…new indexes…' }, upgrade: async (tx) => { … } }
 *
 * Index notes: IndexedDB does not index null or undefined, so `deleted_at` and `accountId`
 * indexes only hold rows where the value is set. Compound `[name+faction]` finds the
 * same-named list of a faction that a local save replaces (SPEC.md 5 "Local save").
 */
import type { Transaction } from 'dexie';

export interface SchemaStep {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void> | void;
}

export const SCHEMA_HISTORY: readonly SchemaStep[] = [
  {
    version: 1,
    stores: {
      // Content the app only reads, seeded offline and refreshed by the sync pull.
      factions: 'id',
      units: 'id, faction_id, name',
      specialRules: 'name',
      rulesChapters: 'id, order_index',
      rulesSections: 'id, chapter_id, order_index',
      faqSections: 'id, order_index',
      news: 'id, date',
      missions: 'id, kind, order_index',
      // The player's lists (push and pull) and community lists (pull).
      lists: 'id, name, faction, updated_at, [name+faction], deleted_at',
      sharedLists: 'id, faction, updated_at, user_id, name',
      // Device-only state.
      games: 'id, saved_at',
      settings: 'key',
      drafts: 'key',
      shortLinks: 'hash',
      outbox: '++seq, accountId, status, rowId',
      syncState: 'key',
    },
  },
  {
    // Earlier contents of the player's lists (issue 10: an update to new catalogue points keeps
    // the list as it was). Device only; `[listId+savedAt]` reads one list's versions in order.
    version: 2,
    stores: {
      listVersions: 'id, listId, savedAt, [listId+savedAt]',
    },
  },
];

export const CURRENT_SCHEMA_VERSION = SCHEMA_HISTORY[SCHEMA_HISTORY.length - 1]?.version ?? 1;
