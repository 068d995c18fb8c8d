/**
 * The red "Latest Site Deployment Failed" banner for admins and preview users (SPEC.md 2,
 * 5 "Build-failure banner"). Loaded lazily, only for those users: it brings supabase-js.
 * Checks build-failure notifications and the deployments function on mount and every
 * 120000 ms; every error is logged and silent (remoteStatus.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { BUILD_STATUS_REFRESH_MS } from '../../domain/constants';
import { readStorage, writeStorage } from '../../platform/environment';
import { logger } from '../../platform/logger';
import { getSupabase } from '../../backend/client';
import { IconButton, CloseIcon } from '../../ui';
import {
  fetchBuildFailureNotification,
  fetchFailedDeployment,
  parseShownIds,
  rememberShownId,
  type BuildFailure,
} from './remoteStatus';

const SHOWN_IDS_KEY = 'shownBuildFailures';

async function checkBuildStatus(): Promise<BuildFailure | null> {
  const client = await getSupabase();
  if (!client) return null;
  const shownIds = parseShownIds(readStorage(SHOWN_IDS_KEY));
  const [notification, deployment] = await Promise.all([
    fetchBuildFailureNotification(client, { now: Date.now(), shownIds }),
    fetchFailedDeployment(client),
  ]);
  if (notification) writeStorage(SHOWN_IDS_KEY, JSON.stringify(rememberShownId(shownIds, notification.buildId)));
  const found = notification ?? deployment;
  // A notification without a link borrows the failed deployment's one when there is one.
  if (found && !found.deployUrl && deployment?.deployUrl) return { ...found, deployUrl: deployment.deployUrl };
  return found;
}

export default function BuildFailureBanner({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('landing');
  const [failure, setFailure] = useState<BuildFailure | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let live = true;
    const run = () =>
      checkBuildStatus().then(
        (found) => {
          // A banner once shown stays for this visit even when a later check finds nothing new.
          if (live && found) setFailure(found);
        },
        (error: unknown) => logger.warn('Build status check failed', { error: String(error) }),
      );
    void run();
    const timer = setInterval(() => void run(), BUILD_STATUS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  if (!failure || dismissed) return null;
  return (
    <div className="banner banner--danger build-banner" role="alert" data-testid="build-failure-banner">
      <div className="build-banner__text">
        <strong className="build-banner__title">{t('banner.title')}</strong>
        <span>{t('banner.issues')}</span>
        <span>{isAdmin ? t('banner.checkStatus') : t('banner.notified')}</span>
        {failure.deployUrl && (
          <a href={failure.deployUrl} target="_blank" rel="noopener noreferrer" data-testid="build-failure-link">
            {t('banner.details')}
          </a>
        )}
      </div>
      <IconButton label={t('banner.dismiss')} icon={<CloseIcon />} onClick={() => setDismissed(true)} />
    </div>
  );
}
