import { useTranslation } from '../i18n/useTranslation';
import { Button } from '../ui';
import { useUpdateState } from './swUpdate';

/** Floating notice: Update Now applies the waiting version; Later keeps the running one. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const { needRefresh, dismissed, reason, applyUpdate, dismiss, checkForUpdate } = useUpdateState();
  if (!needRefresh || dismissed) return null;
  return (
    <div className="update-notice" role="alertdialog" aria-labelledby="update-notice-title" data-testid="update-notice">
      <strong id="update-notice-title">{t('update.available')}</strong>
      {reason === 'chunk' && <span className="muted">{t('update.chunkFailed')}</span>}
      <div className="update-notice__actions">
        <Button onClick={dismiss}>{t('update.later')}</Button>
        <Button variant="primary" onClick={applyUpdate}>
          {t('update.updateNow')}
        </Button>
      </div>
      <details>
        <summary>{t('update.debugOptions')}</summary>
        <p>{t('update.currentVersion', { version: __APP_VERSION__ })}</p>
        <Button size="sm" onClick={checkForUpdate}>
          {t('update.checkNow')}
        </Button>
      </details>
    </div>
  );
}
