/**
 * The news block's body: the device's news (seeded offline, refreshed by sync), or the bundled
 * news on a first visit (useLandingNews). Refresh asks sync for a pull when online, then
 * re-reads what the device has; the database library loads only then.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { useLandingNews } from './useLandingNews';
import { Button, notify, RefreshIcon } from '../../ui';
import { NewsContent } from './NewsContent';
import { NewsStatus } from './NewsStatus';
import { formatHeaderDate } from './newsDate';
import { normaliseLanguage } from '../../i18n';

export function NewsBody({ onOpenArchive }: { onOpenArchive: () => void }) {
  const { t, i18n } = useTranslation('landing');
  const language = normaliseLanguage(i18n.language);
  const news = useLandingNews();
  const [refreshing, setRefreshing] = useState(false);

  const handleRefresh = async () => {
    setRefreshing(true);
    try {
      // Online, ask sync for a pull first (it never rejects; a failure keeps the stored news).
      if (navigator.onLine) await (await import('../../../sync/requestSync')).requestSync();
      const [{ getDb }, { readNews }] = await Promise.all([import('../../db/database'), import('../../db/queries')]);
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

  if (news === undefined) return <NewsStatus busy>{t('news.loading')}</NewsStatus>;
  const [latest] = news;
  return (
    <>
      <div className="news-head">
        <h2 id="landing-news">{latest ? t('news.asOf', { date: formatHeaderDate(latest.date, language) }) : t('news.title')}</h2>
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

