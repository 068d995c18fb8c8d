/**
 * The sync-state key of the bundled seed's version (its core group; the other groups add
 * ':<group>'). A module of its own, free of the database library, so the seed's file table
 * (seed/groups.ts, seed/bundle.ts) can be read by a screen before the database is opened.
 */
export const SEED_VERSION_KEY = 'seedVersion';
