/**
 * The landing page (SPEC.md 2 "Landing page"): hero header with the latest version and the
 * player count, the role-dependent buttons, news, feedback, the cache card, the admin
 * build-failure banner and the performance panel.
 *
 * It is the first screen of a cold visit, so it stays light: dialogs, the cache card, the
 * banner (and supabase-js), the sanitiser and the performance panel load on demand.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/authStore';
import { useSignOutDialog } from '../account/signOutDialogStore';
import { Button, MountLater, buttonClass } from '../../ui';
import { CONTACT_EMAIL } from '../about/constants';
import { NewsSection } from './NewsSection';
import { useLatestVersion, usePageLoadTime, useRegisteredUserCount } from './useLandingFacts';
import { isSlowLoad } from './performance';
import { LazyReportProblem } from '../library/LazyReportProblem';
import './landing.css';

const ArchiveDialog = lazy(() => import('./ArchiveDialog'));
const ChangelogDialog = lazy(() => import('./ChangelogDialog'));
const CacheCard = lazy(() => import('./CacheCard'));
const BuildFailureBanner = lazy(() => import('./BuildFailureBanner'));
const PerformanceWatch = lazy(() => import('./PerformanceWatch'));

// Version handling runs once per start-up from src/main.tsx (startupCache.ts).

const FACTION_STRIPES = ['syenann', 'northern-tribes', 'hegemony-of-embersig', 'scions-of-yaldabaoth', 'feudom'] as const;

// What arrives after the first paint (the version, the player count, the cache card, the load
// time) is state of the small component that shows it: the landing itself does not render again
// for each of them (issue 12: each was a long task of its own on a slow phone).

function LatestVersionFact({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('landing');
  const version = useLatestVersion();
  return (
    <button type="button" className="landing-fact landing-fact--button" onClick={onOpen} data-testid="latest-version">
      {version === null ? t('hero.versionLoading') : t('hero.version', { version })}
    </button>
  );
}

function UserCountFact() {
  const { t } = useTranslation('landing');
  const userCount = useRegisteredUserCount();
  return (
    <span className="landing-fact" data-testid="user-count">
      {userCount === null ? t('hero.usersLoading') : t('hero.users', { count: userCount })}
    </span>
  );
}

/** The cache card is not needed for the first paint: it mounts right after. */
function CacheCardAfterFirstPaint() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShow(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <CacheCard />
    </Suspense>
  );
}

function SlowLoadWatch() {
  const loadTime = usePageLoadTime();
  if (loadTime === null || !isSlowLoad(loadTime)) return null;
  return (
    <Suspense fallback={null}>
      <PerformanceWatch loadTime={loadTime} />
    </Suspense>
  );
}

export function Component() {
  const { t } = useTranslation(['landing', 'common']);
  useDocumentTitle(t('common:screens.landing'));
  const auth = useAuth();
  // Sign out asks the same question as the menu's (remove my lists from this device? issue 13).
  const showSignOut = useSignOutDialog((state) => state.show);
  const [dialog, setDialog] = useState<'archive' | 'changelog' | null>(null);
  const closeDialog = () => setDialog(null);
  const openChangelog = () => setDialog('changelog');

  const isSignedIn = auth.isAuthenticated === true && !auth.isPreviewUser;
  const showAdmin = !auth.isGuest && auth.isAdmin;

  return (
    <div className="page landing" data-testid="landing-screen">
      {auth.authReady && auth.canSeeAdmin && (
        <Suspense fallback={null}>
          <BuildFailureBanner isAdmin={auth.isAdmin && !auth.isPreviewUser} />
        </Suspense>
      )}

      <header className="landing-hero">
        <div className="landing-hero__stripes" aria-hidden="true">
          {FACTION_STRIPES.map((id) => (
            <span key={id} style={{ background: `var(--faction-${id})` }} />
          ))}
        </div>
        <img
          className="landing-hero__logo"
          src="/icons/icon-512.png"
          srcSet="/icons/icon-192.png 192w, /icons/icon-512.png 512w"
          sizes="(max-width: 767.98px) 96px, 120px"
          alt={t('landing:hero.logoAlt')}
          width={120}
          height={120}
        />
        <div className="landing-hero__text">
          <h1>{t('landing:hero.welcome')}</h1>
          <p className="landing-hero__tagline">{t('landing:hero.tagline')}</p>
          <p className="landing-hero__facts">
            <LatestVersionFact onOpen={openChangelog} />
            <UserCountFact />
          </p>
        </div>
      </header>

      <nav className="landing-actions" aria-label={t('landing:actions.label')} data-testid="landing-actions">
        <Link to="/builder" className={buttonClass('primary', 'md', false, 'landing-actions__primary')}>{t('landing:actions.startBuilding')}</Link>
        <Link to="/community-lists" className={buttonClass()}>{t('landing:actions.browseLists')}</Link>
        <Link to="/rules" className={buttonClass()}>{t('landing:actions.rulesFaq')}</Link>
        {auth.canPlay && (
          <Link to="/play" className={buttonClass()} data-testid="landing-play">{t('landing:actions.play')}</Link>
        )}
        {showAdmin && (
          <Link to="/admin" className={buttonClass()} data-testid="landing-admin">{t('landing:actions.admin')}</Link>
        )}
        {isSignedIn ? (
          <Button variant="ghost" onClick={() => showSignOut('/')} disabled={auth.isSigningOut} data-testid="landing-sign-out">
            {auth.isSigningOut ? t('landing:actions.signingOut') : t('landing:actions.signOut')}
          </Button>
        ) : (
          <Link to="/login" className={buttonClass('ghost')} data-testid="landing-login">{t('landing:actions.login')}</Link>
        )}
      </nav>

      {/*
        The news and the cards beside it come in a task of their own (MountLater), so a cold
        visit's first render stays under 50 ms on a slow phone (issue 12). Nothing below them is
        drawn before them (the footer takes its turn after), so nothing moves when they arrive.
      */}
      <MountLater later>
        <div className="landing-grid">
          <NewsSection onOpenArchive={() => setDialog('archive')} />
          <div className="landing-side">
            <section className="card landing-feedback" aria-labelledby="landing-feedback">
              <h2 id="landing-feedback">{t('landing:feedback.title')}</h2>
              <p className="muted">{t('landing:feedback.body')}</p>
              <a href={`mailto:${CONTACT_EMAIL}`} className="landing-feedback__link" data-testid="feedback-link">{CONTACT_EMAIL}</a>
              <LazyReportProblem address={CONTACT_EMAIL} />
            </section>
            <section className="card landing-changelog" aria-labelledby="landing-changelog">
              <h2 id="landing-changelog">{t('landing:changelog.title')}</h2>
              <p className="muted">{t('landing:changelog.body')}</p>
              <Button size="sm" onClick={openChangelog} data-testid="open-changelog">{t('landing:changelog.open')}</Button>
            </section>
            <CacheCardAfterFirstPaint />
          </div>
        </div>
      </MountLater>

      <SlowLoadWatch />

      {dialog !== null && (
        <Suspense fallback={null}>
          {dialog === 'archive' && <ArchiveDialog open onClose={closeDialog} />}
          {dialog === 'changelog' && <ChangelogDialog open onClose={closeDialog} />}
        </Suspense>
      )}
    </div>
  );
}
