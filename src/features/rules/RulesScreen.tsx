/** /rules: the rules reference by chapter, in the chosen language with English fallback. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRulesChapters } from '../../db/hooks/useRulesChapters';
import { useRulesSections } from '../../db/hooks/useRulesSections';
import type { Language, RulesChapter, RulesSection } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { LoadingBlock } from '../../ui';
import { MountLater } from '../../ui/MountLater';
import { useLocation } from '../../ui/router';
import { useReturningToScroll } from '../../ui/useReturningToScroll';
import { ReferenceLayout, useHashTarget } from './ReferenceLayout';
import { RichText } from './RichText';
import { localised } from './localised';

/**
 * How many sections (in reading order) render with the screen; the others mount one per task
 * after it (issue 12: the 37 sections, each sanitised on the way in, made one task of some
 * 150 ms on a slow phone). A deep link's chapter and everything before it render at once, and
 * so does everything when the player comes back to a place they had scrolled to (the shell
 * restores it into the full page).
 */
function sectionsAtOnce(ordered: readonly RulesSection[], hash: string, returning: boolean): number {
  if (returning) return ordered.length;
  const id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
  const chapterId = ordered.find((section) => section.id === id)?.chapter_id ?? id;
  let last = -1;
  ordered.forEach((section, index) => {
    if (section.chapter_id === chapterId) last = index;
  });
  return Math.max(1, last + 1);
}

function RulesContent({ chapters, sections, language }: { chapters: RulesChapter[]; sections: RulesSection[]; language: Language }) {
  const { t } = useTranslation('rules');
  const { hash } = useLocation();
  const returning = useReturningToScroll();
  const byChapter = chapters.map((chapter) => sections.filter((section) => section.chapter_id === chapter.id));
  const [atOnce] = useState(() => sectionsAtOnce(byChapter.flat(), hash, returning));
  let order = 0;
  if (chapters.length === 0) return <p className="muted">{t('rules.empty')}</p>;
  return (
    <div className="reference__body">
      <nav className="reference__toc card" aria-labelledby="rules-toc">
        <h2 id="rules-toc">{t('contents')}</h2>
        <ol>
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#${chapter.id}`}>{localised(chapter.title, chapter.title_es, chapter.title_fr, language)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="reference__chapters">
        {chapters.map((chapter, chapterIndex) => (
          <section key={chapter.id} id={chapter.id} className="rules-chapter" aria-labelledby={`${chapter.id}-title`}>
            <h2 id={`${chapter.id}-title`}>{localised(chapter.title, chapter.title_es, chapter.title_fr, language)}</h2>
            {byChapter[chapterIndex]!.map((section) => (
              <MountLater key={section.id} later={order++ >= atOnce}>
                <article id={section.id} className="rules-section card" data-testid="rules-section">
                  <h3>
                    <a href={`#${section.id}`} className="rules-section__anchor">{localised(section.title, section.title_es, section.title_fr, language)}</a>
                  </h3>
                  <RichText text={localised(section.content, section.content_es, section.content_fr, language)} />
                  {section.sources && section.sources.length > 0 && (
                    <p className="rules-section__source" data-testid="rules-section-source">
                      {t('rules.source', { count: section.sources.length, list: section.sources.join(', ') })}
                    </p>
                  )}
                </article>
              </MountLater>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

export function Component() {
  const { t, i18n } = useTranslation(['rules', 'common']);
  const title = t('common:screens.rules');
  useDocumentTitle(title);
  const chapters = useRulesChapters();
  const sections = useRulesSections();
  const ready = chapters !== undefined && sections !== undefined;
  useHashTarget(ready);
  return (
    // In Spanish and French, which names are our own (issue: never present a translation as the game's).
    <ReferenceLayout title={title} intro={normaliseLanguage(i18n.language) === 'en' ? t('rules:rules.intro') : `${t('rules:rules.intro')} ${t('rules:rules.namesNote')}`}>
      {ready ? <RulesContent chapters={chapters} sections={sections} language={normaliseLanguage(i18n.language) as Language} /> : <LoadingBlock />}
    </ReferenceLayout>
  );
}
