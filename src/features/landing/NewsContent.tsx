/**
 * One news item's text (SPEC.md 5 "News rendering"): the chosen language with English
 * fallback; HTML through the sanitiser (loaded on demand, so DOMPurify stays out of the
 * landing page's first chunk), otherwise plain lines with the highlighted date prefix and
 * [[red]] markers.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { newsContent, parseNewsText } from '../../domain/news';
import type { Language, NewsItem } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { reportStoredNewsChanged } from './newsSanitiseLog';

const SanitizedHtml = lazy(() => import('../../ui/SanitizedHtml'));

function PlainNews({ text }: { text: string }) {
  const lines = parseNewsText(text);
  return (
    <div className="news-text">
      {lines.map((segments, i) =>
        segments.length === 0 ? null : (
          <p key={i}>
            {segments.map((segment, j) =>
              segment.kind === 'date' ? (
                <strong key={j} className="news-date">{segment.text}</strong>
              ) : segment.kind === 'red' ? (
                <span key={j} className="text-red">{segment.text}</span>
              ) : (
                <span key={j}>{segment.text}</span>
              ),
            )}
          </p>
        ),
      )}
    </div>
  );
}

export function NewsContent({ item }: { item: NewsItem }) {
  const { t, i18n } = useTranslation('landing');
  const language = normaliseLanguage(i18n.language) as Language;
  const content = newsContent(item, language);
  if (content.text === null) return <p className="muted">{t('news.noContent')}</p>;
  if (!content.isHtml) return <PlainNews text={content.text} />;
  return (
    <Suspense fallback={<p className="muted">{t('news.loading')}</p>}>
      <SanitizedHtml
        html={content.text}
        className="news-text news-html"
        onSanitised={(changed) => {
          if (changed) reportStoredNewsChanged(item, language);
        }}
      />
    </Suspense>
  );
}
