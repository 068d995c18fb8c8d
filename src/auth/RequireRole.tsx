/**
 * Role gates for screens (SPEC.md 2 and 6):
 * - "authenticated": signed-in or preview users; guests go to /login?redirect=<here>.
 * - "admin": admins (and preview users, who act as admins); everyone else sees a plain
 *   "admins only" message (no redirect: the address stays shareable).
 * While the session is still being restored (at most the 3 s restore timeout) it shows the
 * full-screen "Loading..." spinner of auth initialisation (SPEC.md 2).
 */
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from '../ui/router';
import { useTranslation } from '../i18n/useTranslation';
import { FullScreenSpinner } from '../ui';
import type { AuthView } from './authStore';
import { useAuthNow } from './startAuth';
import { loginPathFor } from './redirect';

export type RequiredRole = 'authenticated' | 'admin';

export function hasRole(auth: AuthView, role: RequiredRole): boolean {
  if (role === 'authenticated') return !auth.isGuest;
  return auth.canSeeAdmin;
}

export function RequireRole({ role, children }: { role: RequiredRole; children: ReactNode }) {
  const auth = useAuthNow();
  const location = useLocation();
  const { t } = useTranslation(['auth', 'common']);
  if (!auth.authReady) return <FullScreenSpinner />;
  if (hasRole(auth, role)) return <>{children}</>;
  if (role === 'authenticated') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <div className="page stack" data-testid="admins-only">
      <div className="banner banner--warning" role="alert">
        <h2>{t('auth:gate.adminsOnlyTitle')}</h2>
        <p>{t('auth:gate.adminsOnly')}</p>
      </div>
      <p>
        <Link to="/">{t('common:errors.goHome')}</Link>
      </p>
    </div>
  );
}
