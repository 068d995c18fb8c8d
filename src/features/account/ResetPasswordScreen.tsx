/**
 * /reset-password: the page a recovery mail links to. The link's session arrives one of
 * three ways, all handled: a PKCE `?code=` (hosted Supabase; supabase-js exchanges it when
 * the client starts, else we do), a `?token_hash=&type=recovery` (verifyOtp), or tokens in
 * the fragment (the local backend). A signed-in player may also simply change the password.
 * Then updateUser({ password }).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { logger } from '../../platform/logger';
import { toAuthMessage, type AuthMessage } from '../../auth/authErrors';
import { Button, LoadingBlock } from '../../ui';
import { notify } from '../../ui/toast';
import { AuthErrorMessage } from './AuthErrorMessage';
import { weakPasswordMessage } from './passwordCheck';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; detail: string | null } | { kind: 'done' };

/** Establish the recovery session from the URL; true when the player may set a password. */
async function sessionFromUrl(client: SupabaseClient, url: URL): Promise<{ ok: boolean; detail: string | null }> {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = url.searchParams;
  const described = fragment.get('error_description') ?? query.get('error_description');
  if (described) return { ok: false, detail: described };

  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) {
    const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    history.replaceState(history.state, '', url.pathname);
    return { ok: !error, detail: null };
  }
  const tokenHash = query.get('token_hash');
  if (tokenHash) {
    const { error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    history.replaceState(history.state, '', url.pathname);
    return { ok: !error, detail: null };
  }
  const code = query.get('code');
  // supabase-js exchanges a PKCE code itself when it starts; ask for the session first.
  const { data } = await client.auth.getSession();
  if (data.session) {
    if (code) history.replaceState(history.state, '', url.pathname);
    return { ok: true, detail: null };
  }
  if (code) {
    const { error } = await client.auth.exchangeCodeForSession(code);
    history.replaceState(history.state, '', url.pathname);
    return { ok: !error, detail: null };
  }
  return { ok: false, detail: null };
}

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:screens.resetPassword'));
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { authClient, startSession } = await import('../../auth/session');
        await startSession();
        const client = await authClient();
        if (!client) {
          if (!cancelled) setState({ kind: 'invalid', detail: null });
          return;
        }
        const result = await sessionFromUrl(client, new URL(location.href));
        if (!cancelled) setState(result.ok ? { kind: 'ready' } : { kind: 'invalid', detail: result.detail });
      } catch (caught) {
        logger.warn('Password reset link could not be read', { error: String(caught) });
        if (!cancelled) setState({ kind: 'invalid', detail: null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password) {
      setError({ key: 'errors.missingCredentials' });
      return;
    }
    if (password !== confirm) {
      setError({ key: 'reset.mismatch' });
      return;
    }
    setBusy(true);
    try {
      const weak = await weakPasswordMessage(password);
      if (weak) return setError(weak);
      const { authClient, adoptSession } = await import('../../auth/session');
      const client = await authClient();
      if (!client) return setError({ key: 'errors.noBackend' });
      const { error: updateError } = await client.auth.updateUser({ password });
      if (updateError) return setError(toAuthMessage(updateError, { online: navigator.onLine }));
      const { data } = await client.auth.getSession();
      await adoptSession(data.session);
      notify.success(t('auth:toast.passwordChanged'));
      setState({ kind: 'done' });
      navigate('/', { replace: true });
    } catch (caught) {
      setError(toAuthMessage(caught, { online: navigator.onLine }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page stack" data-testid="reset-password-screen">
      <h1>{t('auth:reset.title')}</h1>
      {state.kind === 'checking' && <LoadingBlock label={t('auth:reset.checking')} />}
      {state.kind === 'invalid' && (
        <div className="banner banner--warning stack" role="alert" data-testid="reset-invalid">
          <p>{t('auth:reset.invalidLink')}</p>
          {state.detail && <p className="muted">{state.detail}</p>}
          <p>
            <Link to="/login?mode=forgot">{t('auth:reset.requestNew')}</Link>
          </p>
        </div>
      )}
      {state.kind === 'done' && (
        <p role="status">
          {t('auth:reset.done')} <Link to="/">{t('auth:reset.goHome')}</Link>
        </p>
      )}
      {state.kind === 'ready' && (
        <form className="card stack" onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="reset-form">
          <div className="field">
            <label htmlFor="reset-password">{t('auth:fields.newPassword')}</label>
            <input
              id="reset-password"
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p className="muted">{t('auth:fields.passwordHint')}</p>
          </div>
          <div className="field">
            <label htmlFor="reset-confirm">{t('auth:fields.confirmPassword')}</label>
            <input
              id="reset-confirm"
              className="input"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </div>
          <AuthErrorMessage error={error} />
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? t('auth:reset.submitting') : t('auth:reset.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
