import { useTranslation } from '../i18n/useTranslation';

export function Spinner({ large }: { large?: boolean }) {
  return <span className={['spinner', large && 'spinner--lg'].filter(Boolean).join(' ')} aria-hidden="true" />;
}

/** The "Loading..." block shown while a screen or its data loads. */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <Spinner />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}

/** Full-screen spinner with "Loading..." for auth initialisation (SPEC.md 2). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="fullscreen-spinner" role="status" aria-live="polite" data-testid="fullscreen-spinner">
      <Spinner large />
      <span>{t('status.loading')}</span>
    </div>
  );
}
