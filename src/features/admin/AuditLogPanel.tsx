/**
 * The audit log (issue 17 item 5): who changed what, when and why — the newest 50 entries,
 * read again after each change made on this page.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../domain/format';
import { Button, RefreshIcon } from '../../ui';
import { fetchAuditLog } from './adminApi';
import { useAdminLoad, useAdminRevision } from './useAdminCall';

const KNOWN_ACTIONS = [
  'grant_tester', 'revoke_tester', 'grant_admin', 'revoke_admin', 'ban', 'unban', 'deactivate', 'reactivate',
  'publish_news', 'edit_news', 'delete_news', 'add_changelog', 'delete_changelog', 'acknowledge_alert', 'set_switch', 'retire_post',
  'resend_confirmation',
];

export function AuditLogPanel() {
  const { t, i18n } = useTranslation('admin');
  const revision = useAdminRevision((state) => state.revision);
  const { data, error, reload } = useAdminLoad(() => fetchAuditLog(50), [revision]);
  return (
    <section id="audit" className="stack" aria-labelledby="admin-audit">
      <div className="row">
        <h2 id="admin-audit">{t('audit.title')}</h2>
        <Button onClick={reload}>
          <RefreshIcon />
          <span>{t('audit.refresh')}</span>
        </Button>
      </div>
      {error && <p className="field__error" role="alert">{error}</p>}
      {data && data.length === 0 && <p className="muted">{t('audit.none')}</p>}
      {data && data.length > 0 && (
        <ul className="admin-list" data-testid="audit-log">
          {data.map((entry) => (
            <li key={entry.id} data-testid="audit-entry">
              <span>
                <strong>{KNOWN_ACTIONS.includes(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}</strong>
                {entry.target_label ? ` · ${entry.target_label}` : ''}
              </span>
              <p className="admin-meta">
                {t('audit.by', { who: entry.actor_email ?? t('audit.server'), time: formatDateTime(entry.created_at, i18n.language) })}
              </p>
              {entry.reason && <p>{t('audit.why', { reason: entry.reason })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
