/**
 * /admin/alerts (issue 17 item 4): build-failure notifications of the last 24 hours for the
 * product's two sites (SPEC.md 5 "Build-failure banner") and a failed newest deployment, each
 * acknowledged by an admin: the red banner then stops for everyone.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { BUILD_FAILURE_WINDOW_MS } from '../../domain/constants';
import { formatDateTime } from '../../domain/format';
import { safeUserUrl } from '../../domain/urls';
import { Button } from '../../ui';
import { SITE_NAMES } from '../landing/remoteStatus';
import { AdminPage } from './AdminPage';
import { acknowledgeAlert, fetchDeployments, fetchNotifications } from './adminApi';
import { runChange, useAdminLoad } from './useAdminCall';

interface Alert {
  kind: 'notification' | 'deployment';
  id: string;
  site: string;
  createdAt: string;
  url: string | null;
}

async function openAlerts(now: number): Promise<Alert[]> {
  const [notifications, deployments] = await Promise.all([fetchNotifications(), fetchDeployments()]);
  const recent = (iso: string) => {
    const age = now - Date.parse(iso);
    return age >= 0 && age < BUILD_FAILURE_WINDOW_MS;
  };
  const alerts: Alert[] = [];
  for (const n of notifications) {
    const site = typeof n.content?.site_name === 'string' ? n.content.site_name : '';
    if (n.acknowledged_at || !SITE_NAMES.includes(site) || !recent(n.created_at)) continue;
    alerts.push({ kind: 'notification', id: n.id, site, createdAt: n.created_at, url: safeUserUrl(n.content?.deploy_url) });
  }
  for (const d of deployments) {
    if (d.state !== 'error' || d.acknowledged_at || !SITE_NAMES.includes(d.site_name) || !recent(d.created_at) || !d.id) continue;
    alerts.push({ kind: 'deployment', id: d.id, site: d.site_name, createdAt: d.created_at, url: safeUserUrl(d.deploy_url) });
  }
  return alerts.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function Alerts() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, loading, reload } = useAdminLoad(() => openAlerts(Date.now()), []);
  const acknowledge = async (alert: Alert) => {
    if (await runChange(() => acknowledgeAlert(alert.kind, alert.id), t('alerts.acknowledged'), t)) reload();
  };
  return (
    <section className="stack" aria-live="polite">
      <p className="admin-meta">{t('alerts.intro')}</p>
      {error && <p className="field__error" role="alert">{error}</p>}
      {!loading && data && data.length === 0 && <p data-testid="alerts-none">{t('alerts.none')}</p>}
      {data && data.length > 0 && (
        <>
          <p>{t('alerts.count', { count: data.length })}</p>
          <ul className="admin-list">
            {data.map((alert) => (
              <li key={`${alert.kind}-${alert.id}`} data-testid="admin-alert">
                <strong>{alert.kind === 'deployment' ? t('alerts.deploymentFailed') : t('alerts.buildFailed')}</strong>
                <p className="admin-meta">
                  {alert.site} · {formatDateTime(alert.createdAt, i18n.language)}
                </p>
                {alert.url && (
                  <a className="admin-external" href={alert.url} target="_blank" rel="noopener noreferrer">
                    {t('alerts.details')}
                  </a>
                )}
                <Button variant="primary" onClick={() => void acknowledge(alert)} data-testid="alert-acknowledge">
                  {t('alerts.acknowledge')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.adminAlerts" heading={t('alerts.title')}>
      <Alerts />
    </AdminPage>
  );
}
