/**
 * /admin/changelog (issue 17 item 3): the changelog the landing shows (the admins' entries
 * when there are any, else /CHANGELOG.md), the version SPEC.md's rule reads from it (first
 * bracketed x.y.z, fallback 0.5.11), and a form to add an entry for a version, warning when
 * that version is not the running app's.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { changelogText, RELEASE_PATTERN } from '../../domain/admin';
import { changelogVersion } from '../../domain/changelog';
import { Button } from '../../ui';
import { fetchChangelog, type ChangelogText } from '../landing/changelogSource';
import { AdminPage } from './AdminPage';
import { addChangelogEntry, deleteChangelogEntry, fetchChangelogEntries, type ChangelogEntry } from './adminApi';
import { runChange, useAdminLoad } from './useAdminCall';

const today = () => new Date().toISOString().slice(0, 10);

function Changelog() {
  const { t } = useTranslation(['admin', 'landing']);
  const entries = useAdminLoad(fetchChangelogEntries, []);
  const [file, setFile] = useState<ChangelogText | null>(null);
  const [release, setRelease] = useState(__APP_VERSION__);
  const [date, setDate] = useState(today);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void fetchChangelog().then(setFile);
  }, [entries.data]);

  const kept = entries.data ? changelogText(entries.data) : '';
  const shown = kept || (file?.ok ? file.text : '');
  const releaseValid = RELEASE_PATTERN.test(release);
  const mismatch = releaseValid && release !== __APP_VERSION__;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!releaseValid || !body.trim()) return;
    setBusy(true);
    const done = await runChange(() => addChangelogEntry(release, date, body), t('admin:changelog.added', { version: release }), t);
    setBusy(false);
    if (done) {
      setBody('');
      entries.reload();
    }
  };

  const remove = async (entry: ChangelogEntry) => {
    if (!window.confirm(t('admin:changelog.confirmDelete', { version: entry.release }))) return;
    if (await runChange(() => deleteChangelogEntry(entry.id), t('admin:changelog.deleted', { version: entry.release }), t)) entries.reload();
  };

  return (
    <>
      <section className="stack" aria-labelledby="changelog-version">
        <h2 id="changelog-version">{t('admin:changelog.versionTitle')}</h2>
        <p data-testid="changelog-version-read">{t('admin:changelog.versionRead', { version: changelogVersion(shown) })}</p>
        <p>{t('admin:changelog.appVersion', { version: __APP_VERSION__ })}</p>
        <p className="admin-meta">{kept ? t('admin:changelog.sourceAdmin') : t('admin:changelog.sourceFile')}</p>
      </section>
      <form className="stack" onSubmit={(e) => void add(e)} aria-labelledby="changelog-add">
        <h2 id="changelog-add">{t('admin:changelog.addTitle')}</h2>
        <div className="field">
          <label htmlFor="changelog-release">{t('admin:changelog.release')}</label>
          <input id="changelog-release" className="input" value={release} inputMode="decimal" aria-invalid={!releaseValid} onChange={(e) => setRelease(e.target.value.trim())} />
          {!releaseValid && <p className="field__error">{t('admin:errors.releaseFormat')}</p>}
        </div>
        {mismatch && (
          <p className="banner banner--warning" role="status" data-testid="changelog-mismatch">
            {t('admin:changelog.mismatch', { version: release, app: __APP_VERSION__ })}
          </p>
        )}
        <div className="field">
          <label htmlFor="changelog-date">{t('admin:changelog.date')}</label>
          <input id="changelog-date" className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="changelog-body">{t('admin:changelog.body')}</label>
          <textarea id="changelog-body" className="textarea" value={body} maxLength={5000} onChange={(e) => setBody(e.target.value)} />
        </div>
        <Button type="submit" variant="primary" disabled={busy || !releaseValid || !body.trim()}>
          {t('admin:changelog.add')}
        </Button>
      </form>
      {entries.data && entries.data.length > 0 && (
        <section className="stack" aria-labelledby="changelog-entries">
          <h2 id="changelog-entries">{t('admin:changelog.entries')}</h2>
          <ul className="admin-list">
            {entries.data.map((entry) => (
              <li key={entry.id} data-testid="changelog-entry">
                <strong>{`[${entry.release}] - ${entry.released_on}`}</strong>
                <pre>{entry.body}</pre>
                <Button variant="danger" onClick={() => void remove(entry)}>
                  {t('admin:changelog.delete', { version: entry.release })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="stack" aria-labelledby="changelog-text">
        <h2 id="changelog-text">{t('landing:changelog.title')}</h2>
        {entries.error && <p className="field__error" role="alert">{entries.error}</p>}
        {file && !file.ok && !kept ? (
          <pre>{`${t('landing:changelog.failedHeading')}\n\n${t('landing:changelog.failed')}`}</pre>
        ) : (
          <pre data-testid="admin-changelog-text">{shown}</pre>
        )}
      </section>
    </>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.adminChangelog" heading={t('changelog.title')}>
      <Changelog />
    </AdminPage>
  );
}
