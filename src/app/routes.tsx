/**
 * Every route of SPEC.md 2, each screen lazy-loaded as its own chunk (React.lazy), inside
 * the shell. Declarative routing (BrowserRouter) rather than the data router: the app
 * reads its data from Dexie, not from route loaders, and it keeps ~16 KB gzip off the
 * first paint. Unknown paths show the not-found page; a render or chunk error shows
 * "Unexpected Application Error!" (RouteErrorBoundary).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Shell } from './Shell';
import { NotFound } from './NotFound';

type ScreenModule = { Component: ComponentType };

function screen(load: () => Promise<ScreenModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m.Component })));
}

const Landing = screen(() => import('../features/landing/LandingScreen'));
const Builder = screen(() => import('../features/builder/BuilderScreen'));
const SharedList = screen(() => import('../features/builder/SharedListScreen'));
const ShortLink = screen(() => import('../features/builder/ShortLinkScreen'));
const CommunityLists = screen(() => import('../features/community/CommunityListsScreen'));
const Activity = screen(() => import('../features/community/ActivityScreen'));
const Rules = screen(() => import('../features/rules/RulesScreen'));
const Faq = screen(() => import('../features/rules/FaqScreen'));
const UnitStats = screen(() => import('../features/units/UnitStatsScreen'));
const Missions = screen(() => import('../features/missions/MissionsScreen'));
const Game = screen(() => import('../features/play/GameScreen'));
const Setup = screen(() => import('../features/play/SetupScreen'));
const Play = screen(() => import('../features/play/PlayScreen'));
const Deployment = screen(() => import('../features/play/DeploymentScreen'));
const Scoring = screen(() => import('../features/play/ScoringScreen'));
const Summary = screen(() => import('../features/play/SummaryScreen'));
const Profile = screen(() => import('../features/profile/ProfileScreen'));
const Login = screen(() => import('../features/account/LoginScreen'));
const ResetPassword = screen(() => import('../features/account/ResetPasswordScreen'));
const Mail = screen(() => import('../features/admin/MailScreen'));
const Admin = screen(() => import('../features/admin/AdminScreen'));
const AdminAlerts = screen(() => import('../features/admin/AdminAlertsScreen'));
const AdminDeployment = screen(() => import('../features/admin/AdminDeploymentScreen'));
const AdminChangelog = screen(() => import('../features/admin/AdminChangelogScreen'));
const AdminDevOptions = screen(() => import('../features/admin/AdminDevOptionsScreen'));
const About = screen(() => import('../features/about/AboutScreen'));
const Privacy = screen(() => import('../features/about/PrivacyScreen'));
const Terms = screen(() => import('../features/about/TermsScreen'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<Landing />} />
        <Route path="landing" element={<Landing />} />
        <Route path="builder" element={<Builder />} />
        <Route path="community-lists" element={<CommunityLists />} />
        <Route path="shared-list/:listCode" element={<SharedList />} />
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
