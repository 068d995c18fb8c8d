/**
 * /admin (issue 17 item 1): the figures an admin watches, each linking to where it is
 * handled, then players and roles, news, moderation and the audit log. Offline (or when the
 * server cannot be reached) the last figures read on this device show with their time.
 */
import { useEffect, useState } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useAuth } from '../../auth/authStore';
import { useAdminSnapshot } from '../../db/hooks/useAdminSnapshot';
import { saveAdminSnapshot } from '../../db/repositories/adminSnapshot';
import { formatDateTime, formatNumber } from '../../domain/format';
import { logger } from '../../platform/logger';
import { Button, RefreshIcon } from '../../ui';
import { AdminPage } from './AdminPage';
import { fetchDashboard, fetchDeployedVersion, type DashboardFigures } from './adminApi';
import { failureKey } from './useAdminCall';
import { PlayersPanel } from './PlayersPanel';
import { NewsPanel } from './NewsPanel';
import { ModerationPanel } from './ModerationPanel';
import { AuditLogPanel } from './AuditLogPanel';

function Figure({ to, value, label, testId }: { to: string; value: string; label: string; testId: string }) {
  const inner = (
    <>
      <span className="admin-figure__value">{value}</span>
      <span className="admin-figure__label">{label}</span>
    </>
  );
  return to.startsWith('#') ? (
    <a href={to} className="admin-figure" data-testid={testId}>
      {inner}
    </a>
  ) : (
    <Link to={to} className="admin-figure" data-testid={testId}>
      {inner}
    </Link>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const { userId } = useAuth();
  const snapshot = useAdminSnapshot<DashboardFigures>(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deployed, setDeployed] = useState<string | null | undefined>(undefined);

  const refresh = async () => {
    if (!userId) return;
    setBusy(true);
    try {
      const figures = await fetchDashboard();
      await saveAdminSnapshot(userId, { figures, readAt: figures.read_at ?? new Date().toISOString() });
      setFailure(null);
    } catch (error) {
      logger.warn('Admin dashboard could not be read', { error: String(error) });
      setFailure(t(failureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    void refresh();
    void fetchDeployedVersion().then(setDeployed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per visit of the screen
  }, [userId]);

  const n = (value: number | undefined) => (typeof value === 'number' ? formatNumber(value, language) : '–');
  const figures = snapshot?.figures;
  const latest = figures?.latest_deployment ?? null;
  return (
    <section className="stack" aria-labelledby="admin-figures">
      <div className="row">
        <h2 id="admin-figures">{t('dashboard.figures')}</h2>
        <Button onClick={() => void refresh()} disabled={busy} data-testid="admin-refresh">
          <RefreshIcon />
          <span>{t('dashboard.refresh')}</span>
        </Button>
      </div>
      {snapshot && (
        <p className="admin-meta" data-testid="admin-figures-time">
          {t('dashboard.readAt', { time: formatDateTime(snapshot.readAt, language) })}
        </p>
      )}
      {failure && (
        <p className="banner banner--warning" role="status" data-testid="admin-figures-stale">
          {snapshot ? t('dashboard.stale', { reason: failure }) : failure}
        </p>
      )}
      {figures && (
        <div className="admin-figures" data-testid="admin-figures">
          <Figure to="#players" testId="figure-players" value={n(figures.registered_players)} label={t('dashboard.players', { count: figures.registered_players })} />
          <Figure to="#players" testId="figure-lists" value={n(figures.cloud_lists)} label={t('dashboard.lists', { count: figures.cloud_lists })} />
          <Figure to="#moderation" testId="figure-posts" value={`${n(figures.posts_active)} / ${n(figures.posts_retired)}`} label={t('dashboard.posts')} />
          <Figure to="#players" testId="figure-games" value={n(figures.games_recorded)} label={t('dashboard.games', { count: figures.games_recorded })} />
          <Figure to="/admin/alerts" testId="figure-alerts" value={n(figures.open_alerts)} label={t('dashboard.alerts', { count: figures.open_alerts })} />
          <Figure to="/mail" testId="figure-mail" value={n(figures.pending_confirmations)} label={t('dashboard.pending', { count: figures.pending_confirmations })} />
          <Figure
            to="/admin/deployment"
            testId="figure-deployment"
            value={latest ? latest.state : '–'}
            label={latest ? t('dashboard.deployment', { site: latest.site_name, time: formatDateTime(latest.created_at, language) }) : t('dashboard.noDeployment')}
          />
          <Figure
            to="/admin/changelog"
            testId="figure-version"
            value={__APP_VERSION__}
            label={
              deployed === undefined
                ? t('dashboard.versionChecking')
                : deployed === null
                  ? t('dashboard.versionUnknown')
                  : deployed === __APP_VERSION__
                    ? t('dashboard.versionCurrent')
                    : t('dashboard.versionBehind', { deployed })
            }
          />
        </div>
      )}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.admin" heading={t('dashboard.title')}>
      <Dashboard />
      <PlayersPanel />
      <NewsPanel />
      <ModerationPanel />
      <AuditLogPanel />
    </AdminPage>
  );
}
