/**
 * /admin/deployment (issue 17 item 4): the deployments function's history (state, site, time,
 * a link that opens in a new tab) and the build records.
 */
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../domain/format';
import { safeUserUrl } from '../../domain/urls';
import { Badge } from '../../ui';
import { AdminPage } from './AdminPage';
import { fetchBuilds, fetchDeployments } from './adminApi';
import { useAdminLoad } from './useAdminCall';

function History() {
  const { t, i18n } = useTranslation('admin');
  const deployments = useAdminLoad(fetchDeployments, []);
  const builds = useAdminLoad(fetchBuilds, []);
  return (
    <>
      <section className="stack" aria-labelledby="admin-deployments">
        <h2 id="admin-deployments">{t('deployment.deployments')}</h2>
        {deployments.error && <p className="field__error" role="alert">{deployments.error}</p>}
        {deployments.data?.length === 0 && <p className="muted">{t('deployment.noDeployments')}</p>}
        <ul className="admin-list">
          {deployments.data?.map((d) => {
            const url = safeUserUrl(d.deploy_url);
            return (
              <li key={d.id ?? d.created_at} data-testid="admin-deployment">
                <span className="row">
                  <Badge tone={d.state === 'error' ? 'danger' : d.state === 'ready' ? 'success' : 'default'}>{d.state}</Badge>
                  <strong>{d.site_name}</strong>
                </span>
                <p className="admin-meta">
                  {formatDateTime(d.created_at, i18n.language)}
                  {d.acknowledged_at ? ` · ${t('deployment.acknowledged')}` : ''}
                </p>
                {url && (
                  <a className="admin-external" href={url} target="_blank" rel="noopener noreferrer">
                    {t('deployment.open')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="stack" aria-labelledby="admin-builds">
        <h2 id="admin-builds">{t('deployment.builds')}</h2>
        {builds.error && <p className="field__error" role="alert">{builds.error}</p>}
        {builds.data?.length === 0 && <p className="muted">{t('deployment.noBuilds')}</p>}
        <ul className="admin-list">
          {builds.data?.map((b) => {
            const url = safeUserUrl(b.deploy_url);
            return (
              <li key={b.id} data-testid="admin-build">
                <strong>{b.site_name}</strong>
                <p className="admin-meta">
                  {b.branch ? `${b.branch} · ` : ''}
                  {formatDateTime(b.created_at, i18n.language)}
                </p>
                {url && (
                  <a className="admin-external" href={url} target="_blank" rel="noopener noreferrer">
                    {t('deployment.open')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.adminDeployment" heading={t('deployment.title')}>
      <History />
    </AdminPage>
  );
}
