import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { logger } from './logger';
import { useUpdateState } from './swUpdate';
import { NotFound } from './NotFound';

/** A lazy chunk that no longer exists on the server: a deploy happened under a running app. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const showUpdate = useUpdateState((s) => s.show);
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) showUpdate('chunk');
    else logger.error('Route error', { error: error instanceof Error ? error.message : String(error) });
  }, [chunk, error, showUpdate]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <div className="page stack" role="alert">
      <h1>{t('errors.unexpected')}</h1>
      <p className="muted">{chunk ? t('update.chunkFailed') : t('errors.unexpectedHint')}</p>
      <div className="row">
        <Button variant="primary" onClick={() => location.reload()}>
          {t('errors.reload')}
        </Button>
        <a className="btn" href="/">
          {t('errors.goHome')}
        </a>
      </div>
    </div>
  );
}
