import { useTranslation } from '../i18n/useTranslation';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * A screen whose content arrives with a later issue: it shows its real title inside the
 * shell, so the route, its lazy chunk and offline loading are real today.
 */
export function ScreenPlaceholder({ titleKey, testId }: { titleKey: string; testId?: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <div className="page stack" data-testid={testId ?? 'screen'}>
      <h1>{title}</h1>
      <p className="muted">{t('screens.inProgress')}</p>
    </div>
  );
}
