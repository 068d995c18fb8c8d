import { Link } from '../ui/router';
import { useTranslation } from '../i18n/useTranslation';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <div className="page stack" data-testid="not-found">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p className="muted">{t('errors.notFoundBody')}</p>
      <p>
        <Link to="/" className="btn btn--primary">
          {t('errors.goHome')}
        </Link>
      </p>
    </div>
  );
}
