/**
 * The one place that imports the bundled seed. Every file is a lazy `import()` (Vite's glob
 * compiles to one dynamic import per file), so the seed lands in its own chunks that the
 * service worker precaches, and the app's first paint never waits on it.
 *
 * The glob tolerates files that do not exist yet (content is written in parallel): a missing
 * file is reported in `missing` and the rest of the seed still loads.
 */
import type { FaqSection, Mission, NewsItem, RulesChapter, RulesSection, SpecialRuleText } from '../../domain/types';
import { SEED_GROUPS, type SeedGroup } from './groups';

/** The seed's raw JSON, before any checking. */
export interface RawSeedBundle {
  catalogue?: unknown;
  rulesChapters?: unknown;
  rulesSections?: unknown;
  faqSections?: unknown;
  missions?: unknown;
  specialRules?: unknown;
  news?: unknown;
  /** Seed files that were expected but are not in this build. */
  missing: string[];
}

/** The row type each content file holds (after checking). */
export interface SeedContentRows {
  rulesChapters: RulesChapter;
  rulesSections: RulesSection;
  faqSections: FaqSection;
  missions: Mission;
  specialRules: SpecialRuleText;
  news: NewsItem;
}

export type SeedContentKey = keyof SeedContentRows;

const CATALOGUE_PATH = '../../../supabase/seed/catalogue.json';

/** File name under supabase/seed/content/ for each content table. */
export const SEED_CONTENT_FILES: Readonly<Record<SeedContentKey, string>> = {
  rulesChapters: 'rules-chapters.json',
  rulesSections: 'rules-sections.json',
  faqSections: 'faq-sections.json',
  missions: 'missions.json',
  specialRules: 'special-rules.json',
  news: 'news.json',
};

const loaders = import.meta.glob<unknown>(
  ['../../../supabase/seed/catalogue.json', '../../../supabase/seed/content/*.json'],
  { import: 'default' },
);

async function loadFile(path: string, missing: string[]): Promise<unknown> {
  const load = loaders[path];
  if (!load) {
    missing.push(path.replace('../../../', ''));
    return undefined;
  }
  return load();
}

/** The whole seed (every group), or one group's files. */
export async function loadBundledSeed(group?: SeedGroup): Promise<RawSeedBundle> {
  const missing: string[] = [];
  const keys = group ? [...SEED_GROUPS[group].content] : (Object.keys(SEED_CONTENT_FILES) as SeedContentKey[]);
  const withCatalogue = group ? SEED_GROUPS[group].catalogue : true;
  const [catalogue, ...contents] = await Promise.all([
    withCatalogue ? loadFile(CATALOGUE_PATH, missing) : Promise.resolve(undefined),
    ...keys.map((key) => loadFile(`../../../supabase/seed/content/${SEED_CONTENT_FILES[key]}`, missing)),
  ]);
  const bundle: RawSeedBundle = { catalogue, missing };
  keys.forEach((key, index) => {
    bundle[key] = contents[index];
  });
  return bundle;
}

/**
 * The bundled catalogue alone (its own chunk), for a screen that must show prices before the
 * local database is seeded: a shared list opened from a QR code on a phone that never saw the app.
 */
export async function loadBundledCatalogue(): Promise<unknown> {
  return loadFile(CATALOGUE_PATH, []);
}

/**
 * The bundled news alone (its own small chunk): the landing shows it on a first visit while
 * the sync worker is still writing the seed, which holds these same rows (issue 12).
 */
export async function loadBundledNews(): Promise<unknown> {
  return loadFile(`../../../supabase/seed/content/${SEED_CONTENT_FILES.news}`, []);
}
