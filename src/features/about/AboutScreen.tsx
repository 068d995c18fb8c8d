/**
 * About / Support us: what the app is, the donation link, the contact address, the legal
 * pages and the cache tools (the same card as on the landing page).
 */
import { lazy, Suspense } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HeartIcon, LoadingBlock } from '../../ui';
import { CONTACT_EMAIL, DONATION_URL } from './constants';
import { LazyReportProblem } from '../library/LazyReportProblem';
import './about.css';

const CacheCard = lazy(() => import('../landing/CacheCard').then((m) => ({ default: m.CacheCard })));

export function Component() {
  const { t } = useTranslation(['about', 'common']);
  useDocumentTitle(t('common:screens.about'));
  return (
    <div className="page about" data-testid="about-screen">
      <header className="about__hero">
        <img src="/icons/icon-192.png" alt="" width={72} height={72} />
        <div>
          <h1>{t('common:screens.about')}</h1>
          <p className="about__lead">{t('about:lead')}</p>
        </div>
      </header>

      <section className="card about__support" aria-labelledby="about-support">
        <h2 id="about-support">{t('about:support.title')}</h2>
        <p>{t('about:support.body')}</p>
        <a className="btn btn--primary" href={DONATION_URL} target="_blank" rel="noopener noreferrer" data-testid="donation-link">
          <HeartIcon />
          {t('about:support.cta')}
        </a>
        <p className="muted about__small">{t('about:support.note')}</p>
      </section>

      <div className="about__grid">
        <section className="card" aria-labelledby="about-what">
          <h2 id="about-what">{t('about:what.title')}</h2>
          <p>{t('about:what.body')}</p>
          <ul className="about__list">
            <li>{t('about:what.builder')}</li>
            <li>{t('about:what.rules')}</li>
            <li>{t('about:what.play')}</li>
            <li>{t('about:what.offline')}</li>
          </ul>
        </section>
        <section className="card" aria-labelledby="about-fan">
          <h2 id="about-fan">{t('about:fan.title')}</h2>
          <p>{t('about:fan.body')}</p>
          <p>
            {t('about:contact.prefix')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <LazyReportProblem address={CONTACT_EMAIL} />
          <nav className="row" aria-label={t('about:legal.title')}>
            <Link to="/privacy-policy">{t('common:screens.privacy')}</Link>
            <Link to="/terms-of-service">{t('common:screens.terms')}</Link>
          </nav>
        </section>
      </div>

      <Suspense fallback={<LoadingBlock />}>
        <CacheCard />
      </Suspense>
    </div>
  );
}
