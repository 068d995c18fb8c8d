import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '../ui/router';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from '../ui';
import { logger } from '../platform/logger';
import { useUpdateState } from './swUpdate';

/** A lazy chunk that no longer exists on the server: a deploy happened under a running app. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(message);
}

export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const showUpdate = useUpdateState((s) => s.show);
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) showUpdate('chunk');
  }, [chunk, showUpdate]);

  return (
    <div className="page stack" role="alert" data-testid="route-error">
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

class Boundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    // Navigating elsewhere clears the error.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) {
      logger.error('Screen error', { error: error instanceof Error ? error.message : String(error), stack: info.componentStack ?? '' });
    }
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Catches render errors and failed lazy chunks of the current screen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
