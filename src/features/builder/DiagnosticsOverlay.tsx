/**
 * Diagnostics on non-production hosts (SPEC.md 2 "Builder"; an admin can turn them on or off
 * for one device in /admin/dev-options): version, environment,
 * hostname, local or remote data, auth state, user id and an environment-mismatch warning.
 * A collapsed <details> that lives inside the bottom bar, so it never covers a control and
 * its summary is reachable by keyboard.
 */
import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { currentEnvironment, isProduction } from '../../platform/environment';
import { useAuth } from '../../auth/authStore';
import { backendConfig } from '../../backend/config';
import { diagnosticsChoice } from '../../platform/deviceOptions';

type DataSource = 'local' | 'remote' | 'none';

function dataSource(): DataSource {
  const config = backendConfig();
  if (!config) return 'none';
  try {
    const host = new URL(config.url).hostname;
    return host === 'localhost' || host.startsWith('127.') ? 'local' : 'remote';
  } catch {
    return 'none';
  }
}

/** Memoised: it has no props and reads auth itself, so the builder's renders do not redo it. */
export const DiagnosticsOverlay = memo(function DiagnosticsOverlay() {
  const { t } = useTranslation(['builder']);
  const auth = useAuth();
  // The body is built when it is opened: the builder's first render does not pay for it.
  const [open, setOpen] = useState(false);
  // An admin may turn it on or off for this device (/admin/dev-options); otherwise non-production only.
  const choice = diagnosticsChoice();
  if (choice === 'off' || (choice === 'auto' && isProduction)) return null;
  const data = dataSource();
  const mismatch = (currentEnvironment === 'local' && data === 'remote') || (currentEnvironment !== 'local' && data === 'local');
  const env = () =>
    currentEnvironment === 'local'
      ? t('builder:diagnostics.envLocal')
      : currentEnvironment === 'preview'
        ? t('builder:diagnostics.envPreview')
        : t('builder:diagnostics.envUnknown');
  const dataText = () => (data === 'local' ? t('builder:diagnostics.dataLocal') : data === 'remote' ? t('builder:diagnostics.dataRemote') : t('builder:diagnostics.dataNone'));
  const authState = () =>
    !auth.authReady
      ? t('builder:diagnostics.authLoading')
      : `${t('builder:diagnostics.authReady')} · ${auth.isAuthenticated ? t('builder:diagnostics.authAuthenticated') : t('builder:diagnostics.authGuest')}`;
  return (
    <details className="diagnostics" data-testid="diagnostics" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('builder:diagnostics.title')}
        {mismatch && <span className="diagnostics__dot" aria-hidden="true" />}
      </summary>
      {open && (
        <dl className="diagnostics__body">
          <dt>{t('builder:diagnostics.version')}</dt>
          <dd>{__APP_VERSION__}</dd>
          <dt>{t('builder:diagnostics.environment')}</dt>
          <dd data-testid="diagnostics-environment">{env()}</dd>
          <dt>{t('builder:diagnostics.hostname')}</dt>
          <dd>{location.hostname}</dd>
          <dt>{t('builder:diagnostics.data')}</dt>
          <dd>{dataText()}</dd>
          <dt>{t('builder:diagnostics.auth')}</dt>
          <dd>{authState()}</dd>
          <dt>{t('builder:diagnostics.userId')}</dt>
          <dd className="diagnostics__mono">{auth.userId ?? t('builder:diagnostics.none')}</dd>
        </dl>
      )}
      {open && mismatch && (
        <p className="diagnostics__warning" role="alert">
          {t('builder:diagnostics.mismatch', { host: env(), data: dataText() })}
        </p>
      )}
    </details>
  );
});
