/**
 * Every screen of SPEC.md 2: the addresses it answers, its module (under src/features/) and
 * the translation namespaces it needs. Plain data, read twice: by routes.tsx, which turns it
 * into lazy routes, and by the build (vite.config.ts, routePreload), which writes into
 * index.html which files each address needs, so a cold visit fetches the screen's chunk, CSS
 * and translations alongside the entry instead of after it (issue 12).
 *
 * Paths are the router's patterns (src/ui/router.tsx, regexparam's as wouter reads them):
 * `:name` is a segment, `:name?` an optional one, and a trailing `*` anything below, or nothing.
 */
export interface ScreenEntry {
  paths: readonly string[];
  /** Path under src/features/, e.g. 'landing/LandingScreen.tsx'; the module exports `Component`. */
  module: string;
  namespaces: readonly string[];
  /**
   * Files (from the project root) the screen loads at once with a dynamic import on a cold
   * visit; the build preloads their chunks with the screen's own.
   */
  alsoLoads?: readonly string[];
  /**
   * The screen names terms (keywords, characteristics, special rules) from the bundled texts of
   * the chosen language on a first visit: the build preloads that language's file with its
   * translations.
   */
  bundledTerms?: boolean;
}

/** The catalogue the app bundles: a shared list prices with it before the database is seeded. */
const BUNDLED_CATALOGUE = 'supabase/seed/catalogue.json';

const ADMIN_NAMESPACES = ['admin', 'auth', 'landing'] as const;

export const SCREEN_TABLE: readonly ScreenEntry[] = [
  { paths: ['/', '/landing'], module: 'landing/LandingScreen.tsx', namespaces: ['landing'] },
  // A first visit draws its units from the bundled catalogue, named with the bundled terms.
  { paths: ['/builder'], module: 'builder/BuilderScreen.tsx', namespaces: ['builder', 'errors', 'repricing'], alsoLoads: [BUNDLED_CATALOGUE], bundledTerms: true },
  // An empty or cut-up share address still gets the shared-list screen's invalid-link message.
  {
    paths: ['/shared-list/:listCode', '/shared-list/*'],
    module: 'builder/SharedListScreen.tsx',
    namespaces: ['builder', 'errors', 'repricing'],
    alsoLoads: [BUNDLED_CATALOGUE],
  },
  { paths: ['/s/:shortId'], module: 'builder/ShortLinkScreen.tsx', namespaces: ['builder', 'errors', 'repricing'], alsoLoads: [BUNDLED_CATALOGUE] },
  { paths: ['/community-lists'], module: 'community/CommunityListsScreen.tsx', namespaces: ['community', 'builder', 'errors', 'repricing'] },
  { paths: ['/activity'], module: 'community/ActivityScreen.tsx', namespaces: ['auth', 'community', 'play'] },
  { paths: ['/rules'], module: 'rules/RulesScreen.tsx', namespaces: ['rules', 'units'] },
  { paths: ['/faq'], module: 'rules/FaqScreen.tsx', namespaces: ['rules', 'units'] },
  { paths: ['/unit-stats'], module: 'units/UnitStatsScreen.tsx', namespaces: ['units'] },
  { paths: ['/missions'], module: 'missions/MissionsScreen.tsx', namespaces: ['missions'] },
  { paths: ['/game'], module: 'play/GameScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/setup'], module: 'play/SetupScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/play', '/play/:gameId'], module: 'play/PlayScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/deployment', '/deployment/:gameId'], module: 'play/DeploymentScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/scoring', '/scoring/:gameId'], module: 'play/ScoringScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/summary', '/summary/:gameId'], module: 'play/SummaryScreen.tsx', namespaces: ['play', 'errors'] },
  { paths: ['/profile'], module: 'profile/ProfileScreen.tsx', namespaces: ['profile', 'auth', 'library', 'community', 'errors'] },
  { paths: ['/login'], module: 'account/LoginScreen.tsx', namespaces: ['auth'] },
  { paths: ['/reset-password'], module: 'account/ResetPasswordScreen.tsx', namespaces: ['auth'] },
  { paths: ['/mail'], module: 'admin/MailScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/admin'], module: 'admin/AdminScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/admin/alerts'], module: 'admin/AdminAlertsScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/admin/deployment'], module: 'admin/AdminDeploymentScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/admin/changelog'], module: 'admin/AdminChangelogScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/admin/dev-options'], module: 'admin/AdminDevOptionsScreen.tsx', namespaces: ADMIN_NAMESPACES },
  { paths: ['/about'], module: 'about/AboutScreen.tsx', namespaces: ['about'] },
  { paths: ['/privacy-policy', '/privacy'], module: 'about/PrivacyScreen.tsx', namespaces: ['about'] },
  { paths: ['/terms-of-service', '/terms'], module: 'about/TermsScreen.tsx', namespaces: ['about'] },
];

/**
 * A regular expression source for a path pattern, for the page before any module has loaded
 * (the router's matchPath does the real routing). Segments compare case-insensitively, and
 * a trailing slash is allowed, as the router does.
 */
export function patternSource(pattern: string): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = pattern.split('/').filter(Boolean);
  let source = '';
  for (const part of parts) {
    if (part === '*') source += '(?:/.*)?';
    else if (part.startsWith(':') && part.endsWith('?')) source += '(?:/[^/]+)?';
    else if (part.startsWith(':')) source += '/[^/]+';
    else source += `/${escape(part)}`;
  }
  return `^${source}/?$`;
}
