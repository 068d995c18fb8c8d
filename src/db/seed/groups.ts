/**
 * The seed in four groups (issue 12), each written the first time something on this device
 * reads it, so a visit downloads only the seed its screen shows:
 * - `news`: the landing's news, written by the sync worker at every start (small, and its
 *   version tells the content pull that this device seeds from the bundle);
 * - `core`: the catalogue, written when a screen first reads factions or units (the builder,
 *   the library, play mode…), never by a visit to the home page or to a shared list, which
 *   shows prices from its own bundled catalogue;
 * - `terms`: the keyword, characteristic and special-rule texts in the three languages (the
 *   largest seed file after the rules), written when the rules search first reads them, and by
 *   the sync worker's start on a device that holds the catalogue. The builder's first visit
 *   names its units' terms from the bundled texts of its own language alone
 *   (src/features/builder/bundledTerms.ts) until then;
 * - `reference`: rules, FAQ and missions, written when a screen first reads them.
 * The service worker precaches every group, so each one can still be written offline.
 *
 * Kept apart from bundle.ts (which imports the seed files) so the sync engine, which also runs
 * in the service worker, can ask about groups without pulling the seed into its bundle.
 */
import { SEED_VERSION_KEY } from '../seedKeys';

export type SeedGroup = 'core' | 'news' | 'reference' | 'terms';

type SeedContentKey = 'rulesChapters' | 'rulesSections' | 'faqSections' | 'missions' | 'specialRules' | 'news';

export const SEED_GROUPS: Readonly<Record<SeedGroup, { catalogue: boolean; content: readonly SeedContentKey[] }>> = {
  core: { catalogue: true, content: [] },
  news: { catalogue: false, content: ['news'] },
  reference: { catalogue: false, content: ['rulesChapters', 'rulesSections', 'faqSections', 'missions'] },
  terms: { catalogue: false, content: ['specialRules'] },
};

export const SEED_GROUP_NAMES = Object.keys(SEED_GROUPS) as SeedGroup[];

/** The group a content table (Dexie name) is seeded with: the catalogue's tables are core. */
export function seedGroupOf(table: string): SeedGroup {
  for (const group of SEED_GROUP_NAMES) if ((SEED_GROUPS[group].content as readonly string[]).includes(table)) return group;
  return 'core';
}

/**
 * syncState key of one seed group's version. The core group keeps the historical key, whose
 * value starts with the catalogue's dataVersion (useCatalogueVersion reads it from there).
 */
export function seedVersionKey(group: SeedGroup): string {
  return group === 'core' ? SEED_VERSION_KEY : `${SEED_VERSION_KEY}:${group}`;
}
