/**
 * Every play route sits behind this gate (SPEC.md 1/6: play mode is for testers, admins and
 * preview users). Anyone else who opens a play address gets the same testers-only dialog as
 * the Play button, over a short notice with a way home.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useAuthNow } from '../../auth/startAuth';
import { useTestersDialog } from '../../app/testersDialog';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { FullScreenSpinner } from '../../ui';

export function PlayGate({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation(['common']);
  const auth = useAuthNow();
  const showTesters = useTestersDialog((s) => s.show);
  useDocumentTitle(t(titleKey));
  const blocked = auth.authReady && !auth.canPlay;
  useEffect(() => {
    if (blocked) showTesters();
  }, [blocked, showTesters]);
  if (!auth.authReady) return <FullScreenSpinner />;
  if (blocked) {
    return (
      <div className="page stack" data-testid="play-testers-only">
        <h1>{t(titleKey)}</h1>
        <p>{t('common:testers.notice')}</p>
        <p>
          <Link to="/">{t('common:errors.goHome')}</Link>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
