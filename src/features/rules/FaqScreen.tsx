/** /faq: the questions and answers, in the chosen language with English fallback. */
import { useDeferredValue } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useFaqSections } from '../../db/hooks/useFaqSections';
import type { Language } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { LoadingBlock } from '../../ui';
import { ReferenceLayout, useHashTarget } from './ReferenceLayout';
import { RichText } from './RichText';
import { localised } from './localised';

export function Component() {
  const { t, i18n } = useTranslation(['rules', 'common']);
  const title = t('common:screens.faq');
  useDocumentTitle(title);
  // Deferred: the stored FAQ renders in slices when it arrives (see RulesScreen).
  const faq = useDeferredValue(useFaqSections());
  const language = normaliseLanguage(i18n.language) as Language;
  useHashTarget(faq !== undefined);
  return (
    <ReferenceLayout title={title} intro={t('rules:faq.intro')}>
      {faq === undefined ? (
        <LoadingBlock />
      ) : faq.length === 0 ? (
        <p className="muted">{t('rules:faq.empty')}</p>
      ) : (
        <div className="faq-list">
          {faq.map((entry) => (
            <article key={entry.id} id={entry.id} className="faq-entry card" data-testid="faq-entry">
              <h2>
                <a href={`#${entry.id}`} className="rules-section__anchor">{localised(entry.section, entry.section_es, entry.section_fr, language)}</a>
              </h2>
              <RichText text={localised(entry.content, entry.content_es, entry.content_fr, language)} />
            </article>
          ))}
        </div>
      )}
    </ReferenceLayout>
  );
}
