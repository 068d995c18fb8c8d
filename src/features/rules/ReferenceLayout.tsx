/**
 * Shared frame of /rules and /faq: the unified search bar with its two tabs (each passing
 * the current term as ?q=, the active one following the path), the search results, or the
 * screen's own content when the term is blank. Deep links (#section-id) scroll to the
 * section and highlight it, unless the player is coming back to a place they had scrolled to.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from '../../ui/router';
import { useReturningToScroll } from '../../ui/useReturningToScroll';
import { useTranslation } from '../../i18n/useTranslation';
import type { Language } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { LoadingBlock } from '../../ui';
import { Highlighted } from './Highlighted';
import { useUnifiedSearch } from './useUnifiedSearch';
import './rules.css';

export const TARGET_CLASS = 'is-target';
const TARGET_HIGHLIGHT_MS = 2500;

/** Scrolls to and highlights the section named by the URL hash once it is rendered. */
export function useHashTarget(ready: boolean): void {
  const { hash } = useLocation();
  const returning = useReturningToScroll();
  useEffect(() => {
    if (!ready || hash.length < 2 || returning) return;
    const id = decodeURIComponent(hash.slice(1));
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(id);
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      el.classList.add(TARGET_CLASS);
      setTimeout(() => el.classList.remove(TARGET_CLASS), TARGET_HIGHLIGHT_MS);
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, ready, returning]);
}

function SearchResults({ term, language }: { term: string; language: Language }) {
  const { t } = useTranslation('rules');
  const { results, ready } = useUnifiedSearch(term, language);
  if (!ready) return <LoadingBlock />;
  return (
    <section aria-labelledby="search-results-title" className="search-results" data-testid="search-results">
      <h2 id="search-results-title">{t('results.title', { count: results.length, term: term.trim() })}</h2>
      {results.length === 0 ? (
        <p className="muted">{t('results.none')}</p>
      ) : (
        <ol className="search-results__list">
          {results.map((result) => (
            <li key={`${result.source}:${result.id}`}>
              <Link to={result.path} className="search-result" data-testid="search-result">
                <span className={`search-result__source search-result__source--${result.source}`}>{t(`results.source.${result.source}`)}</span>
                <strong className="search-result__title">
                  <Highlighted text={result.title} term={result.highlights ?? term} />
                </strong>
                <span className="search-result__snippet">
                  <Highlighted text={result.content} term={result.highlights ?? term} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ReferenceLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('rules');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const term = params.get('q') ?? '';
  const language = normaliseLanguage(i18n.language) as Language;
  const active = pathname.startsWith('/faq') ? 'faq' : 'rules';
  const query = term.trim() === '' ? '' : `?q=${encodeURIComponent(term)}`;

  return (
    <div className="page reference" data-testid={`${active}-screen`}>
      <header className="reference__header">
        <h1>{title}</h1>
        <p className="muted">{intro}</p>
      </header>
      <div className="reference__search card" role="search">
        <nav className="reference__tabs" aria-label={t('tabs.label')}>
          <Link to={`/rules${query}`} className="reference__tab" aria-current={active === 'rules' ? 'page' : undefined} data-testid="tab-rules">
            {t('tabs.rules')}
          </Link>
          <Link to={`/faq${query}`} className="reference__tab" aria-current={active === 'faq' ? 'page' : undefined} data-testid="tab-faq">
            {t('tabs.faq')}
          </Link>
        </nav>
        <label className="reference__field">
          <span className="visually-hidden">{t('search.label')}</span>
          <input
            type="search"
            className="input"
            value={term}
            placeholder={t('search.placeholder')}
            onChange={(event) => {
              const next = event.target.value;
              setParams(next === '' ? {} : { q: next }, { replace: true });
            }}
            data-testid="unified-search"
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
      </div>
      {term.trim() !== '' ? <SearchResults term={term} language={language} /> : children}
    </div>
  );
}
