/**
 * The landing page's news block (SPEC.md 4 "News section"): waits for auth, then shows the
 * device's news (seeded offline, refreshed by sync; the bundled news on a first visit). States: waiting, loading, error (with
 * Try Again), empty, loaded. Refresh re-reads the local copy and says what it found.
 */
import { Component as ReactComponent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAuth } from '../../auth/authStore';
import { logger } from '../../platform/logger';
import { Button } from '../../ui';
import { NewsBody } from './NewsBody';
import { NewsStatus } from './NewsStatus';

class NewsErrorBoundary extends ReactComponent<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logger.error('Failed to load news', { error: String(error) });
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

export function NewsSection({ onOpenArchive }: { onOpenArchive: () => void }) {
  const { t } = useTranslation('landing');
  const { authReady } = useAuth();
  return (
    <section className="card landing-news" aria-labelledby="landing-news" data-testid="news-section">
      {!authReady ? (
        <>
          <h2 id="landing-news">{t('news.title')}</h2>
          <NewsStatus busy>{t('news.waitingForAuth')}</NewsStatus>
        </>
      ) : (
        <NewsErrorBoundary
          fallback={(retry) => (
            <div className="news-error" role="alert">
              <h2 id="landing-news">{t('news.title')}</h2>
              <p>{t('news.error')}</p>
              <Button onClick={retry}>{t('news.retry')}</Button>
            </div>
          )}
        >
          <NewsBody onOpenArchive={onOpenArchive} />
        </NewsErrorBoundary>
      )}
    </section>
  );
}
