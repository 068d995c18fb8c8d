/**
 * Issue 13 item 12: where the browser refuses the local database (some private modes), the
 * shell says so once, plainly, above every screen for as long as the page is open: the
 * catalogue and sharing still work, nothing saved is kept on this device.
 */
import { useTranslation } from '../i18n/useTranslation';
import { useDatabaseRefused } from '../db/availability';

export function NoDatabaseNotice() {
  const { t } = useTranslation();
  if (!useDatabaseRefused()) return null;
  return (
    <div className="no-database-notice" role="alert" data-testid="no-database-notice">
      <strong>{t('noDatabase.title')}</strong> {t('noDatabase.body')}
    </div>
  );
}
