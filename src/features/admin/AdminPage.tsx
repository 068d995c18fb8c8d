/**
 * Frame of every admin screen (issue 17): the role gate (non-admins, including a preview user
 * with no real session, read "Admins only"), the screen's heading and the admin menu. The gate
 * only spares non-admins a screen they cannot use: every call behind it is refused by the
 * server for them (admin-only functions checking is_admin()).
 */
import type { ReactNode } from 'react';
import { NavLink } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuthNow } from '../../auth/startAuth';
import { RequireRole } from '../../auth/RequireRole';
import { FullScreenSpinner } from '../../ui';
import './admin.css';

const LINKS: Array<[string, string]> = [
  ['/admin', 'nav.dashboard'],
  ['/admin/alerts', 'nav.alerts'],
  ['/admin/deployment', 'nav.deployment'],
  ['/admin/changelog', 'nav.changelog'],
  ['/admin/dev-options', 'nav.devOptions'],
  ['/mail', 'nav.mail'],
];

function AdminsOnly() {
  const { t } = useTranslation(['auth']);
  return (
    <div className="page stack" data-testid="admins-only">
      <div className="banner banner--warning" role="alert">
        <h2>{t('auth:gate.adminsOnlyTitle')}</h2>
        <p>{t('auth:gate.adminsOnly')}</p>
      </div>
    </div>
  );
}

export function AdminPage({ titleKey, heading, children }: { titleKey: string; heading: string; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common']);
  const auth = useAuthNow();
  useDocumentTitle(t(`common:${titleKey}`));
  if (!auth.authReady) return <FullScreenSpinner />;
  // A preview user acts as an admin in the menus (SPEC.md 4) but has no session the server
  // would accept: the admin screens say so rather than offer tools that cannot work.
  if (auth.isPreviewUser || !auth.userId) return <AdminsOnly />;
  return (
    <RequireRole role="admin">
      <div className="page stack admin-page">
        <nav className="admin-nav" aria-label={t('admin:nav.label')}>
          {LINKS.map(([to, key]) => (
            <NavLink key={to} to={to} end className="admin-nav__link">
              {t(`admin:${key}`)}
            </NavLink>
          ))}
        </nav>
        <h1>{heading}</h1>
        {children}
      </div>
    </RequireRole>
  );
}
