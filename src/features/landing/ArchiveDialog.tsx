/** The news archive (lazy): every item, newest first, dated like "Jan 05, 2025" (in the chosen language). */
import { useTranslation } from '../../i18n/useTranslation';
import { useNews } from '../../db/hooks/useNews';
import { Dialog, LoadingBlock } from '../../ui';
import { NewsContent } from './NewsContent';
import { formatArchiveDate, newestFirst } from './newsDate';
import { normaliseLanguage } from '../../i18n';

export default function ArchiveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('landing');
  const language = normaliseLanguage(i18n.language);
  const news = useNews();
  return (
    <Dialog open={open} onClose={onClose} title={t('archive.title')} wide testId="archive-dialog">
      {news === undefined ? (
        <LoadingBlock />
      ) : news.length === 0 ? (
        <p className="muted">{t('archive.empty')}</p>
      ) : (
        <ol className="archive-list">
          {newestFirst(news).map((item) => (
            <li key={item.id} className="archive-item" data-testid="archive-item">
              <time dateTime={item.date} className="archive-date">{formatArchiveDate(item.date, language)}</time>
              <NewsContent item={item} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
