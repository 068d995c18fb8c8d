/**
 * The landing page's news block (SPEC.md 4 "News section"): waits for auth, then reads the
 * news from Dexie (seeded offline, refreshed by sync). States: waiting, loading, error (with
 * Try Again), empty, loaded. Refresh re-reads the local copy and says what it found.
 */
import { Component as ReactComponent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authStore';
import { logger } from '../../app/logger';
import { getDb } from '../../db/database';
import { useNews } from '../../db/hooks/useNews';
import { readNews } from '../../db/queries';
import { Button, notify, RefreshIcon, Spinner } from '../../ui';
import { NewsContent } from './NewsContent';
import { formatHeaderDate } from './newsDate';

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

function Status({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="news-status" role="status" aria-live="polite">
      {busy && <Spinner />}
      <span>{children}</span>
    </div>
  );
}

function NewsBody({ onOpenArchive }: { onOpenArchive: () => void }) {
  const { t } = useTranslation('landing');
  const news = useNews();
  const [refreshing, setRefreshing] = useState(false);

  const handleRefresh = async () => {
    setRefreshing(true);
    try {
      const items = await readNews(getDb());
      if (items.length > 0) notify.success(t('news.refreshed'));
      else notify.info(t('news.noneFound'));
    } catch (error) {
      logger.warn('News refresh failed', { error: String(error) });
      notify.error(t('news.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  if (news === undefined) return <Status busy>{t('news.loading')}</Status>;
  const [latest] = news;
  return (
    <>
      <div className="news-head">
        <h2 id="landing-news">{latest ? t('news.asOf', { date: formatHeaderDate(latest.date) }) : t('news.title')}</h2>
        <div className="row">
          <Button size="sm" variant="ghost" onClick={() => void handleRefresh()} disabled={refreshing} data-testid="news-refresh">
            <RefreshIcon />
            <span>{t('news.refresh')}</span>
          </Button>
        </div>
      </div>
      {latest ? (
        <article className="news-item" data-testid="news-latest">
          <NewsContent item={latest} />
        </article>
      ) : (
        <p className="muted" data-testid="news-empty">{t('news.empty')}</p>
      )}
      <div className="news-foot">
        <Button size="sm" onClick={onOpenArchive} data-testid="open-archive">
          {t('news.viewArchive')}
        </Button>
      </div>
    </>
  );
}

export function NewsSection({ onOpenArchive }: { onOpenArchive: () => void }) {
  const { t } = useTranslation('landing');
  const { authReady } = useAuth();
  return (
    <section className="card landing-news" aria-labelledby="landing-news" data-testid="news-section">
      {!authReady ? (
        <>
          <h2 id="landing-news">{t('news.title')}</h2>
          <Status busy>{t('news.waitingForAuth')}</Status>
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
