/**
 * The seed in two groups (issue 12): `core` is what the first screens read (the catalogue, the
 * terms the unit cards name, the news) and is written after first paint; `reference` (rules,
 * FAQ, missions) is written the first time a screen needs it, so a visit to the home page or
 * the builder never downloads it. The service worker precaches both, so either works offline.
 *
 * Kept apart from bundle.ts (which imports the seed files) so the sync engine, which also runs
 * in the service worker, can ask about groups without pulling the seed into its bundle.
 */
import { SEED_VERSION_KEY } from '../seedKeys';

export type SeedGroup = 'core' | 'reference';

type SeedContentKey = 'rulesChapters' | 'rulesSections' | 'faqSections' | 'missions' | 'specialRules' | 'news';

export const SEED_GROUPS: Readonly<Record<SeedGroup, { catalogue: boolean; content: readonly SeedContentKey[] }>> = {
  core: { catalogue: true, content: ['specialRules', 'news'] },
  reference: { catalogue: false, content: ['rulesChapters', 'rulesSections', 'faqSections', 'missions'] },
};

/** The group a content table (Dexie name) is seeded with. */
export function seedGroupOf(table: string): SeedGroup {
  return (SEED_GROUPS.reference.content as readonly string[]).includes(table) ? 'reference' : 'core';
}

/** syncState key of one seed group's version: the core group keeps the historical key. */
export function seedVersionKey(group: SeedGroup): string {
  return group === 'core' ? SEED_VERSION_KEY : `${SEED_VERSION_KEY}:${group}`;
}
