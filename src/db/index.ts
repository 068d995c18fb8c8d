/**
 * The local database's public surface: open/registry, repositories (the only writers),
 * reads, live-query hooks, and the types they speak. Features import from here.
 */
export { WarcrowDB, openAppDatabase, databaseNameFor, getDb, setDb, hasDb, type AppEnvironment } from './database';
export { startLocalDatabase, type LocalDatabaseStart } from './startLocalDatabase';
export { CURRENT_SCHEMA_VERSION, SCHEMA_HISTORY, type SchemaStep } from './schema';
export { AppError, STORAGE_FULL, STORAGE_FAILED, isQuotaError, toStorageError } from './errors';
export { setOutboxAccount, getOutboxAccount, onOutboxAccountChange } from './outbox';
export { ensurePersistentStorageRequested, type PersistableStorage } from './persistence';
export { ensureSeeded, type SeedResult } from './seed/ensureSeeded';
export { importLegacyLists, type LegacyStorage, type LegacyImportResult } from './legacy/importLegacyLists';

export * from './repositories/lists';
export * from './repositories/cloudLists';
export * from './repositories/settings';
export * from './repositories/drafts';
export * from './repositories/shortLinks';
export * from './repositories/games';
export * from './repositories/content';
export * from './repositories/outbox';
export * from './repositories/syncState';
export * from './queries';
export type * from './types';

export { useFactions } from './hooks/useFactions';
export { useUnitsForFaction } from './hooks/useUnitsForFaction';
export { useCatalogue } from './hooks/useCatalogue';
export { useArmyLists } from './hooks/useArmyLists';
export { useArmyList } from './hooks/useArmyList';
export { useSetting } from './hooks/useSetting';
export { useDraft } from './hooks/useDraft';
export { useRulesChapters } from './hooks/useRulesChapters';
export { useRulesSections } from './hooks/useRulesSections';
export { useFaqSections } from './hooks/useFaqSections';
export { useMissions } from './hooks/useMissions';
export { useNews } from './hooks/useNews';
export { useSpecialRules } from './hooks/useSpecialRules';
export { usePendingSyncCount } from './hooks/usePendingSyncCount';
export { useSyncState } from './hooks/useSyncState';
export { useCurrentGame } from './hooks/useCurrentGame';
export { useCatalogueVersion, UNKNOWN_DATA_VERSION } from './hooks/useCatalogueVersion';
export { useOutboxSummary } from './hooks/useOutboxSummary';
