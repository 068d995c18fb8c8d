/**
 * Every route of SPEC.md 2, each screen lazy-loaded as its own chunk. Unknown paths show
 * the not-found page; a route error shows "Unexpected Application Error!".
 */
import type { RouteObject } from 'react-router-dom';
import { Shell } from './Shell';
import { RouteError } from './RouteError';
import { NotFound } from './NotFound';

type Lazy = NonNullable<RouteObject['lazy']>;

const landing: Lazy = () => import('../features/landing/LandingScreen');
const builder: Lazy = () => import('../features/builder/BuilderScreen');
const sharedList: Lazy = () => import('../features/builder/SharedListScreen');
const shortLink: Lazy = () => import('../features/builder/ShortLinkScreen');
const communityLists: Lazy = () => import('../features/community/CommunityListsScreen');
const activity: Lazy = () => import('../features/community/ActivityScreen');
const rules: Lazy = () => import('../features/rules/RulesScreen');
const faq: Lazy = () => import('../features/rules/FaqScreen');
const unitStats: Lazy = () => import('../features/units/UnitStatsScreen');
const missions: Lazy = () => import('../features/missions/MissionsScreen');
const game: Lazy = () => import('../features/play/GameScreen');
const setup: Lazy = () => import('../features/play/SetupScreen');
const play: Lazy = () => import('../features/play/PlayScreen');
const deployment: Lazy = () => import('../features/play/DeploymentScreen');
const scoring: Lazy = () => import('../features/play/ScoringScreen');
const summary: Lazy = () => import('../features/play/SummaryScreen');
const profile: Lazy = () => import('../features/profile/ProfileScreen');
const login: Lazy = () => import('../features/account/LoginScreen');
const resetPassword: Lazy = () => import('../features/account/ResetPasswordScreen');
const mail: Lazy = () => import('../features/admin/MailScreen');
const admin: Lazy = () => import('../features/admin/AdminScreen');
const adminAlerts: Lazy = () => import('../features/admin/AdminAlertsScreen');
const adminDeployment: Lazy = () => import('../features/admin/AdminDeploymentScreen');
const adminChangelog: Lazy = () => import('../features/admin/AdminChangelogScreen');
const adminDevOptions: Lazy = () => import('../features/admin/AdminDevOptionsScreen');
const about: Lazy = () => import('../features/about/AboutScreen');
const privacy: Lazy = () => import('../features/about/PrivacyScreen');
const terms: Lazy = () => import('../features/about/TermsScreen');

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: landing },
          { path: 'landing', lazy: landing },
          { path: 'builder', lazy: builder },
          { path: 'community-lists', lazy: communityLists },
          { path: 'shared-list/:listCode', lazy: sharedList },
          { path: 's/:shortId', lazy: shortLink },
          { path: 'rules', lazy: rules },
          { path: 'faq', lazy: faq },
          { path: 'unit-stats', lazy: unitStats },
          { path: 'missions', lazy: missions },
          { path: 'game', lazy: game },
          { path: 'setup', lazy: setup },
          { path: 'play', lazy: play },
          { path: 'play/:gameId', lazy: play },
          { path: 'deployment', lazy: deployment },
          { path: 'deployment/:gameId', lazy: deployment },
          { path: 'scoring', lazy: scoring },
          { path: 'scoring/:gameId', lazy: scoring },
          { path: 'summary', lazy: summary },
          { path: 'summary/:gameId', lazy: summary },
          { path: 'profile', lazy: profile },
          { path: 'activity', lazy: activity },
          { path: 'login', lazy: login },
          { path: 'reset-password', lazy: resetPassword },
          { path: 'mail', lazy: mail },
          { path: 'about', lazy: about },
          { path: 'privacy-policy', lazy: privacy },
          { path: 'privacy', lazy: privacy },
          { path: 'terms-of-service', lazy: terms },
          { path: 'terms', lazy: terms },
          { path: 'admin', lazy: admin },
          { path: 'admin/alerts', lazy: adminAlerts },
          { path: 'admin/deployment', lazy: adminDeployment },
          { path: 'admin/changelog', lazy: adminChangelog },
          { path: 'admin/dev-options', lazy: adminDevOptions },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
