/**
 * Every route of SPEC.md 2, each screen lazy-loaded as its own chunk (React.lazy), inside
 * the shell. Declarative routing (BrowserRouter) rather than the data router: the app
 * reads its data from Dexie, not from route loaders, and it keeps ~16 KB gzip off the
 * first paint. Unknown paths show the not-found page; a render or chunk error shows
 * "Unexpected Application Error!" (RouteErrorBoundary).
 */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { i18n } from '../i18n';
import { Shell } from './Shell';
import { NotFound } from './NotFound';

type ScreenModule = { Component: ComponentType };

interface Screen {
  (): ReactElement;
  /** Loads the screen's chunk and its translation namespaces (idempotent). */
  preload: () => Promise<unknown>;
}

/**
 * A lazy screen whose chunk and i18n namespaces load together, so the screen never
 * suspends a second time on its translations. Once loaded (or preloaded before the first
 * render) it renders directly: React.lazy would still suspend once on a fresh promise,
 * and a revealed fallback is held for at least 300 ms.
 */
function screen(load: () => Promise<ScreenModule>, namespaces: string[]): Screen {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  const preload = () => {
    pending ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([m]) => (loaded = m));
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  const LazyScreen = lazy(() => preload().then((m) => ({ default: m.Component })));
  const ScreenComponent = () => {
    const Loaded = loaded?.Component;
    return Loaded ? <Loaded /> : <LazyScreen />;
  };
  ScreenComponent.preload = preload;
  return ScreenComponent;
}

const Landing = screen(() => import('../features/landing/LandingScreen'), ['landing']);
const Builder = screen(() => import('../features/builder/BuilderScreen'), ['builder', 'errors', 'library']);
const SharedList = screen(() => import('../features/builder/SharedListScreen'), ['builder', 'errors', 'library']);
const ShortLink = screen(() => import('../features/builder/ShortLinkScreen'), ['builder', 'errors', 'library']);
const CommunityLists = screen(() => import('../features/community/CommunityListsScreen'), ['community', 'builder', 'errors']);
const Activity = screen(() => import('../features/community/ActivityScreen'), ['auth', 'community']);
const Rules = screen(() => import('../features/rules/RulesScreen'), ['rules']);
const Faq = screen(() => import('../features/rules/FaqScreen'), ['rules']);
const UnitStats = screen(() => import('../features/units/UnitStatsScreen'), ['units']);
const Missions = screen(() => import('../features/missions/MissionsScreen'), ['missions']);
const Game = screen(() => import('../features/play/GameScreen'), ['play']);
const Setup = screen(() => import('../features/play/SetupScreen'), ['play']);
const Play = screen(() => import('../features/play/PlayScreen'), ['play']);
const Deployment = screen(() => import('../features/play/DeploymentScreen'), ['play']);
const Scoring = screen(() => import('../features/play/ScoringScreen'), ['play']);
const Summary = screen(() => import('../features/play/SummaryScreen'), ['play']);
const Profile = screen(() => import('../features/profile/ProfileScreen'), ['profile', 'auth', 'library', 'community']);
const Login = screen(() => import('../features/account/LoginScreen'), ['auth']);
const ResetPassword = screen(() => import('../features/account/ResetPasswordScreen'), ['auth']);
const Mail = screen(() => import('../features/admin/MailScreen'), ['admin', 'auth', 'landing']);
const Admin = screen(() => import('../features/admin/AdminScreen'), ['admin', 'auth', 'landing']);
const AdminAlerts = screen(() => import('../features/admin/AdminAlertsScreen'), ['admin', 'auth', 'landing']);
const AdminDeployment = screen(() => import('../features/admin/AdminDeploymentScreen'), ['admin', 'auth', 'landing']);
const AdminChangelog = screen(() => import('../features/admin/AdminChangelogScreen'), ['admin', 'auth', 'landing']);
const AdminDevOptions = screen(() => import('../features/admin/AdminDevOptionsScreen'), ['admin', 'auth', 'landing']);
const About = screen(() => import('../features/about/AboutScreen'), ['about']);
const Privacy = screen(() => import('../features/about/PrivacyScreen'), ['about']);
const Terms = screen(() => import('../features/about/TermsScreen'), ['about']);

/** Paths and their screens, for preloading the first screen before the first render. */
const PRELOAD_TABLE: Array<[string, Screen]> = [
  ['/', Landing], ['/landing', Landing], ['/builder', Builder], ['/community-lists', CommunityLists],
  ['/shared-list/:listCode', SharedList], ['/shared-list/*', SharedList], ['/s/:shortId', ShortLink], ['/rules', Rules], ['/faq', Faq],
  ['/unit-stats', UnitStats], ['/missions', Missions], ['/game', Game], ['/setup', Setup],
  ['/play/:gameId?', Play], ['/deployment/:gameId?', Deployment], ['/scoring/:gameId?', Scoring],
  ['/summary/:gameId?', Summary], ['/profile', Profile], ['/activity', Activity], ['/login', Login],
  ['/reset-password', ResetPassword], ['/mail', Mail], ['/about', About], ['/privacy-policy', Privacy],
  ['/privacy', Privacy], ['/terms-of-service', Terms], ['/terms', Terms], ['/admin', Admin],
  ['/admin/alerts', AdminAlerts], ['/admin/deployment', AdminDeployment], ['/admin/changelog', AdminChangelog],
  ['/admin/dev-options', AdminDevOptions],
];

/**
 * Starts loading the screen for `pathname` (chunk + translations) so the first render does
 * not show the loading fallback (React holds a revealed fallback for at least 300 ms).
 */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  const match = PRELOAD_TABLE.find(([pattern]) => matchPath(pattern, pathname));
  return match ? match[1].preload() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Landing />} />
        <Route path="landing" element={<Landing />} />
        <Route path="builder" element={<Builder />} />
        <Route path="community-lists" element={<CommunityLists />} />
        <Route path="shared-list/:listCode" element={<SharedList />} />
        {/* An empty or cut-up share address still gets the shared-list screen's invalid-link message. */}
        <Route path="shared-list/*" element={<SharedList />} />
        <Route path="s/:shortId" element={<ShortLink />} />
        <Route path="rules" element={<Rules />} />
        <Route path="faq" element={<Faq />} />
        <Route path="unit-stats" element={<UnitStats />} />
        <Route path="missions" element={<Missions />} />
        <Route path="game" element={<Game />} />
        <Route path="setup" element={<Setup />} />
        <Route path="play" element={<Play />} />
        <Route path="play/:gameId" element={<Play />} />
        <Route path="deployment" element={<Deployment />} />
        <Route path="deployment/:gameId" element={<Deployment />} />
        <Route path="scoring" element={<Scoring />} />
        <Route path="scoring/:gameId" element={<Scoring />} />
        <Route path="summary" element={<Summary />} />
        <Route path="summary/:gameId" element={<Summary />} />
        <Route path="profile" element={<Profile />} />
        <Route path="activity" element={<Activity />} />
        <Route path="login" element={<Login />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="mail" element={<Mail />} />
        <Route path="about" element={<About />} />
        <Route path="privacy-policy" element={<Privacy />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="terms-of-service" element={<Terms />} />
        <Route path="terms" element={<Terms />} />
        <Route path="admin" element={<Admin />} />
        <Route path="admin/alerts" element={<AdminAlerts />} />
        <Route path="admin/deployment" element={<AdminDeployment />} />
        <Route path="admin/changelog" element={<AdminChangelog />} />
        <Route path="admin/dev-options" element={<AdminDevOptions />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
