/**
 * News (issue 17 item 2): create, edit and delete news items (date, translation key, content
 * in en, es and fr) with a live preview drawn by the landing's own renderer, a check that
 * every language is filled, and publish. HTML is sanitised before it is saved (and again by
 * every device when it pulls); players get the item at their next sync.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { missingNewsLanguages, newsForSave, NEWS_LANGUAGES, type NewsDraft } from '../../domain/admin';
import { createSanitizer } from '../../domain/sanitize';
import type { Language } from '../../domain/types';
import { Button } from '../../ui';
import { NewsContent } from '../landing/NewsContent';
import { formatHeaderDate } from '../landing/newsDate';
import { deleteNews, fetchNews, saveNews, type AdminNewsItem } from './adminApi';
import { runChange, useAdminLoad } from './useAdminCall';

const sanitise = createSanitizer(() => window);

const today = () => new Date().toISOString().slice(0, 10);
const emptyDraft = (): NewsDraft => ({ id: '', date: today(), translation_key: null, content_en: '', content_es: '', content_fr: '' });

const field = (language: Language) => (`content_${language}` as const);

/** The item as the landing shows it in `language`: its heading date and its content. */
function Preview({ draft, language }: { draft: NewsDraft; language: Language }) {
  const { t } = useTranslation(['admin', 'landing']);
  const text = draft[field(language)] ?? '';
  // The landing renders the reader's language: the preview gives every language this text.
  const item = { id: draft.id || 'preview', date: draft.date, content_en: text, content_es: text, content_fr: text };
  return (
    <div className="admin-preview stack" data-testid={`news-preview-${language}`} lang={language}>
      <p className="admin-meta">{t('landing:news.asOf', { date: formatHeaderDate(draft.date, language), lng: language })}</p>
      <article className="news-item">
        <NewsContent item={item} />
      </article>
    </div>
  );
}

function NewsEditor({ initial, onDone }: { initial: NewsDraft; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<NewsDraft>(initial);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('en');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = missingNewsLanguages(draft);
  const names: Record<Language, string> = { en: t('news.languageEn'), es: t('news.languageEs'), fr: t('news.languageFr') };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0) return;
    setBusy(true);
    const done = await runChange(() => saveNews(newsForSave(draft, sanitise) as AdminNewsItem), draft.id ? t('news.saved') : t('news.published'), t);
    setBusy(false);
    if (done) onDone();
  };

  return (
    <form className="stack" onSubmit={(e) => void publish(e)} data-testid="news-editor" noValidate>
      <h3>{draft.id ? t('news.editTitle') : t('news.newTitle')}</h3>
      <div className="field">
        <label htmlFor="news-date">{t('news.date')}</label>
        <input id="news-date" className="input" type="date" required value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="news-key">{t('news.translationKey')}</label>
        <input id="news-key" className="input" value={draft.translation_key ?? ''} maxLength={100} onChange={(e) => setDraft({ ...draft, translation_key: e.target.value })} />
      </div>
      {NEWS_LANGUAGES.map((language) => (
        <div className="field" key={language}>
          <label htmlFor={`news-${language}`}>{t('news.content', { language: names[language] })}</label>
          <textarea
            id={`news-${language}`}
            className="textarea"
            lang={language}
            value={draft[field(language)] ?? ''}
            maxLength={20000}
            aria-invalid={tried && missing.includes(language)}
            onChange={(e) => setDraft({ ...draft, [field(language)]: e.target.value })}
          />
        </div>
      ))}
      <p className="admin-meta">{t('news.formatHint')}</p>
      {missing.length > 0 ? (
        <p className={tried ? 'field__error' : 'admin-meta'} role={tried ? 'alert' : undefined} data-testid="news-missing">
          {t('news.missing', { languages: missing.map((l) => names[l]).join(', '), count: missing.length })}
        </p>
      ) : (
        <p className="admin-meta" data-testid="news-complete">{t('news.complete')}</p>
      )}
      <fieldset className="stack">
        <legend>{t('news.preview')}</legend>
        <div className="admin-tabs" role="group" aria-label={t('news.previewLanguage')}>
          {NEWS_LANGUAGES.map((language) => (
            <Button key={language} variant={language === previewLanguage ? 'primary' : 'default'} aria-pressed={language === previewLanguage} onClick={() => setPreviewLanguage(language)}>
              {names[language]}
            </Button>
          ))}
        </div>
        <Preview draft={draft} language={previewLanguage} />
      </fieldset>
      <div className="row">
        <Button type="submit" variant="primary" disabled={busy} data-testid="news-publish">
          {draft.id ? t('news.save') : t('news.publish')}
        </Button>
        <Button onClick={onDone} disabled={busy}>
          {t('news.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function NewsPanel() {
  const { t } = useTranslation('admin');
  const { data, error, reload } = useAdminLoad(fetchNews, []);
  const [editing, setEditing] = useState<NewsDraft | null>(null);

  const remove = async (item: AdminNewsItem) => {
    if (!window.confirm(t('news.confirmDelete'))) return;
    if (await runChange(() => deleteNews(item.id, ''), t('news.deleted'), t)) reload();
  };

  return (
    <section id="news" className="stack" aria-labelledby="admin-news">
      <h2 id="admin-news">{t('news.title')}</h2>
      <p className="admin-meta">{t('news.intro')}</p>
      {editing ? (
        <NewsEditor
          key={editing.id || 'new'}
          initial={editing}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : (
        <Button variant="primary" onClick={() => setEditing(emptyDraft())} data-testid="news-new">
          {t('news.new')}
        </Button>
      )}
      {error && <p className="field__error" role="alert">{error}</p>}
      {data && data.length === 0 && <p className="muted">{t('news.none')}</p>}
      {data && data.length > 0 && (
        <ul className="admin-list">
          {data.map((item) => (
            <li key={item.id} data-testid="admin-news-item">
              <p className="admin-meta">{item.date}</p>
              <p>{(item.content_en ?? '').slice(0, 140)}</p>
              <div className="row">
                <Button onClick={() => setEditing({ ...item })}>{t('news.edit')}</Button>
                <Button variant="danger" onClick={() => void remove(item)}>
                  {t('news.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
