/** The shared layout of the privacy and terms pages: a title and titled sections of plain text. */
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CONTACT_EMAIL } from './constants';
import './about.css';

export function LegalPage({ titleKey, prefix, sections, testId }: { titleKey: string; prefix: string; sections: readonly string[]; testId: string }) {
  const { t } = useTranslation(['about', 'common']);
  const title = t(`common:${titleKey}`);
  useDocumentTitle(title);
  return (
    <article className="page legal" data-testid={testId}>
      <h1>{title}</h1>
      <p className="legal__intro">{t(`about:${prefix}.intro`)}</p>
      {sections.map((section) => (
        <section key={section}>
          <h2>{t(`about:${prefix}.${section}.title`)}</h2>
          <p>{t(`about:${prefix}.${section}.body`)}</p>
        </section>
      ))}
      <p className="muted">
        {t('about:contact.prefix')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <p className="muted legal__updated">{t('about:legal.updated')}</p>
    </article>
  );
}
