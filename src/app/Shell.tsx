/**
 * The app shell: top bar (Support us, language switcher, menu), inline navigation at
 * 768 px and wider, the menu sheet, footer, toasts, update notice and the testers dialog,
 * around the screen of the address on show (its children, routes.tsx).
 */
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigationType } from '../ui/router';
import { persistScrollPositions, rememberScroll, restoreScroll, savedScroll, scrollEntryId } from '../ui/scrollMemory';
import { useTranslation } from '../i18n/useTranslation';
import { Button, Dialog, HeartIcon, IconButton, LoadingBlock, MenuIcon, MountLater, Sheet, Toaster, Badge } from '../ui';
import { useAuth } from '../auth/authStore';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, changeLanguage, normaliseLanguage } from '../i18n';
import { UpdateNotice } from './UpdateNotice';
import { NoDatabaseNotice } from './NoDatabaseNotice';
import { useSignOutDialog } from '../features/account/signOutDialogStore';
import { RouteErrorBoundary } from './RouteError';
import { useTestersDialog } from './testersDialog';
import { readTheme, setTheme, type ThemeChoice } from './theme';

function subscribeOnline(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="row">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        className="select"
        value={normaliseLanguage(i18n.language)}
        onChange={(event) => void changeLanguage(normaliseLanguage(event.target.value))}
        data-testid="language-switcher"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}

function ThemeSwitcher() {
  const { t } = useTranslation();
  const [theme, setThemeState] = useState<ThemeChoice>(readTheme);
  return (
    <label className="field">
      <span>{t('theme.label')}</span>
      <select
        className="select"
        value={theme}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          setTheme(next);
          setThemeState(next);
        }}
      >
        <option value="system">{t('theme.system')}</option>
        <option value="light">{t('theme.light')}</option>
        <option value="dark">{t('theme.dark')}</option>
      </select>
    </label>
  );
}

/** Play is a tester feature: others get the testers-only dialog instead. */
function usePlayLink() {
  const auth = useAuth();
  const showTesters = useTestersDialog((s) => s.show);
  return (event: React.MouseEvent) => {
    if (!auth.canPlay) {
      event.preventDefault();
      showTesters();
    }
  };
}

function MenuSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const onPlay = usePlayLink();
  // Issue 13 item 2: sign-out asks whether the player's lists leave this device too.
  const showSignOut = useSignOutDialog((s) => s.show);
  return (
    <Sheet open={open} onClose={onClose} title={t('nav.menu')} side testId="menu-sheet">
      <nav aria-label={t('nav.menu')} onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
        <ul className="menu-list">
          <li className="menu-inline-only"><Link to="/builder">{t('nav.build')}</Link></li>
          <li className="menu-inline-only"><Link to="/community-lists">{t('nav.browseLists')}</Link></li>
          <li className="menu-inline-only"><Link to="/play" onClick={onPlay}>{t('nav.play')}</Link></li>
          <li><Link to="/profile">{t('nav.profile')}</Link></li>
          <li><Link to="/rules">{t('nav.rules')}</Link></li>
          <li><Link to="/faq">{t('nav.faq')}</Link></li>
          <li><Link to="/about">{t('nav.supportUs')}</Link></li>
        </ul>
        {auth.canSeeAdmin && (
          <div className="menu-group" data-testid="admin-functions">
            <h3>{t('nav.adminFunctions')}</h3>
            <ul className="menu-list">
              <li><Link to="/mail">{t('nav.emailManagement')}</Link></li>
              <li><Link to="/admin">{t('nav.adminDashboard')}</Link></li>
            </ul>
          </div>
        )}
        <div className="menu-group">
          <ul className="menu-list">
            {auth.isAuthenticated && !auth.isPreviewUser ? (
              <li>
                <button type="button" disabled={auth.isSigningOut} onClick={() => { onClose(); showSignOut('/login'); }} data-testid="menu-sign-out">
                  {auth.isSigningOut ? t('nav.signingOut') : t('nav.signOut')}
                </button>
              </li>
            ) : (
              <li><Link to="/login">{t('nav.signIn')}</Link></li>
            )}
          </ul>
        </div>
      </nav>
      <div className="menu-group">
        <ThemeSwitcher />
      </div>
    </Sheet>
  );
}

/**
 * The top bar's brand is in the first render; its controls come in the next task (MountLater):
 * on a cold visit the first render of the shell and its screen is one task the browser cannot
 * split, and the controls were a third of it on a slow phone (issue 12). The bar's height is
 * fixed (shell.css), so nothing moves when they arrive.
 */
function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="topbar">
      <Link to="/" className="topbar__brand">
        <img src="/icons/icon-192.png" alt="" width={32} height={32} />
        <span>{t('app.shortName')}</span>
      </Link>
      <MountLater later>
        <TopBarControls />
      </MountLater>
    </header>
  );
}

function TopBarControls() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const online = useOnline();
  const onPlay = usePlayLink();
  return (
    <>
      <nav className="topbar__nav" aria-label={t('nav.mainNavigation')}>
        <NavLink to="/builder">{t('nav.build')}</NavLink>
        <NavLink to="/community-lists">{t('nav.browseLists')}</NavLink>
        <NavLink to="/play" onClick={onPlay}>{t('nav.play')}</NavLink>
      </nav>
      <span className="topbar__spacer" />
      {!online && (
        <span className="offline-pill" data-testid="offline-pill">
          <Badge tone="warning">{t('status.offline')}</Badge>
        </span>
      )}
      <Link to="/about" className="btn btn--ghost topbar__support" data-testid="support-link">
        <HeartIcon />
        <span className="topbar__support-text">{t('nav.supportUs')}</span>
      </Link>
      <LanguageSwitcher />
      <IconButton label={t('nav.openMenu')} icon={<MenuIcon />} onClick={() => setMenuOpen(true)} aria-haspopup="dialog" data-testid="menu-button" />
      <MenuSheet open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.about')}>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
        <Link to="/about">{t('footer.about')}</Link>
      </nav>
      <p>{t('footer.fanMade')}</p>
      <p>{t('footer.version', { version: __APP_VERSION__ })}</p>
    </footer>
  );
}

function TestersDialog() {
  const { t } = useTranslation();
  const { open, hide } = useTestersDialog();
  return (
    <Dialog open={open} onClose={hide} title={t('testers.title')} testId="testers-dialog" footer={<Button onClick={hide}>{t('actions.cancel')}</Button>}>
      <p>{t('testers.notice')}</p>
    </Dialog>
  );
}

/**
 * A new screen opens at its top; Back, Forward and a reload return to where that history entry
 * was scrolled (src/ui/scrollMemory.ts), once its content is tall enough. A change of the query
 * alone (typing a search) does not move the page.
 */
function ScrollAndFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<{ id: string; pathname: string } | null>(null);

  useEffect(() => {
    // The browser's own restoration runs before the screen is back and lands short (or at the top).
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (current.current) rememberScroll(current.current.id, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistScrollPositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistScrollPositions);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    const id = scrollEntryId(location);
    current.current = { id, pathname: location.pathname };
    if (previous) persistScrollPositions();
    const saved = navigationType === 'POP' ? savedScroll(id) : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    if (previous && previous.pathname !== location.pathname) window.scrollTo(0, 0);
    // Only a change of history entry moves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}

// The sign-out dialog reads the device's lists (Dexie): loaded the first time a Sign out is
// pressed, so the database stays off the first paint (issue 12), then kept mounted.
const SignOutDialog = lazy(() => import('../features/account/SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

function SignOutDialogWhenAsked() {
  const asked = useSignOutDialog((s) => s.to !== null);
  const [wanted, setWanted] = useState(false);
  if (asked && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignOutDialog />
    </Suspense>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">{t('nav.skipToContent')}</a>
      <TopBar />
      <ScrollAndFocus />
      <NoDatabaseNotice />
      <SignOutDialogWhenAsked />
      <main id="main" tabIndex={-1}>
        <RouteErrorBoundary>
          {/* Each screen has a boundary of its own (ScreenSwitch); this one only catches what the routes themselves might wait for. */}
          <Suspense fallback={<LoadingBlock />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      {/* Below the screen's min-height: it comes in a task of its own after the screen's first items. */}
      <MountLater later>
        <Footer />
      </MountLater>
      <Toaster />
      <UpdateNotice />
      <TestersDialog />
    </>
  );
}
