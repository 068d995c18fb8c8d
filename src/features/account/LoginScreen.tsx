/**
 * /login: sign in, create an account, or ask for a password-reset link. After signing in
 * it follows ?redirect= only to a same-origin path (safeRedirect), else goes home.
 * Errors are shown in the player's language (toAuthMessage); a weak password lists why.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useOnline } from '../../app/Shell';
import { getAuthActions } from '../../auth/actions';
import { toAuthMessage, type AuthMessage } from '../../auth/authErrors';
import { useAuth } from '../../auth/authStore';
import { safeRedirect } from '../../auth/redirect';
import { Button } from '../../ui';
import { notify } from '../../ui/toast';
import { AuthErrorMessage } from './AuthErrorMessage';
import { weakPasswordMessage } from './passwordCheck';

type Mode = 'signIn' | 'signUp' | 'forgot';
const MODES: readonly Mode[] = ['signIn', 'signUp', 'forgot'];

function modeOf(value: string | null): Mode {
  return MODES.find((m) => m === value) ?? 'signIn';
}

async function loadSession() {
  const session = await import('../../auth/session');
  return { ...session, client: await session.authClient() };
}

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('common:screens.login'));
  const auth = useAuth();
  const online = useOnline();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const redirectTo = safeRedirect(params.get('redirect'));

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);

  const switchMode = (next: Mode) => {
    setError(null);
    setNotice(null);
    setAwaitingConfirmation(null);
    const nextParams = new URLSearchParams(params);
    if (next === 'signIn') nextParams.delete('mode');
    else nextParams.set('mode', next);
    setParams(nextParams, { replace: true });
  };

  const fail = (caught: unknown) => setError(toAuthMessage(caught, { online: navigator.onLine }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    const address = email.trim();
    if (!address || (mode !== 'forgot' && !password)) {
      setError({ key: 'errors.missingCredentials' });
      return;
    }
    setBusy(true);
    try {
      const weak = mode === 'signUp' ? await weakPasswordMessage(password) : null;
      if (weak) {
        setError(weak);
        return;
      }
      const { client, adoptSession } = await loadSession();
      if (!client) {
        setError({ key: 'errors.noBackend' });
        return;
      }
      if (mode === 'signIn') {
        const { data, error: signInError } = await client.auth.signInWithPassword({ email: address, password });
        if (signInError) return fail(signInError);
        await adoptSession(data.session);
        notify.success(t('auth:toast.signedIn', { email: data.user?.email ?? address }));
        navigate(redirectTo, { replace: true });
      } else if (mode === 'signUp') {
        const { data, error: signUpError } = await client.auth.signUp({
          email: address,
          password,
          options: { emailRedirectTo: `${location.origin}/login` },
        });
        if (signUpError) return fail(signUpError);
        if (data.session) {
          await adoptSession(data.session);
          notify.success(t('auth:toast.signedIn', { email: data.user?.email ?? address }));
          navigate(redirectTo, { replace: true });
        } else {
          setAwaitingConfirmation(address);
        }
      } else {
        const { error: resetError } = await client.auth.resetPasswordForEmail(address, {
          redirectTo: `${location.origin}/reset-password`,
        });
        if (resetError) return fail(resetError);
        setNotice(t('auth:forgot.sent', { email: address }));
      }
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  async function handleResend() {
    if (!awaitingConfirmation) return;
    setResending(true);
    try {
      const actions = await getAuthActions();
      await actions.resendConfirmation(awaitingConfirmation);
    } finally {
      setResending(false);
    }
  }

  if (auth.authReady && auth.isAuthenticated && !auth.isPreviewUser) {
    return (
      <div className="page stack" data-testid="login-screen">
        <h1>{t('auth:signIn.title')}</h1>
        <p data-testid="signed-in-as">{t('auth:signIn.signedInAs', { email: auth.email ?? '' })}</p>
        <p>
          <Link className="btn btn--primary" to={redirectTo}>
            {t('auth:signIn.continue')}
          </Link>
        </p>
      </div>
    );
  }

  const titles: Record<Mode, string> = {
    signIn: t('auth:signIn.title'),
    signUp: t('auth:signUp.title'),
    forgot: t('auth:forgot.title'),
  };
  const submitLabel: Record<Mode, string> = {
    signIn: busy ? t('auth:signIn.submitting') : t('auth:signIn.submit'),
    signUp: busy ? t('auth:signUp.submitting') : t('auth:signUp.submit'),
    forgot: busy ? t('auth:forgot.submitting') : t('auth:forgot.submit'),
  };

  return (
    <div className="page stack" data-testid="login-screen">
      <div className="row" role="group" aria-label={t('auth:tabs.label')}>
        {MODES.map((m) => (
          <Button key={m} variant={m === mode ? 'primary' : 'ghost'} size="sm" aria-pressed={m === mode} onClick={() => switchMode(m)}>
            {t(`auth:tabs.${m}`)}
          </Button>
        ))}
      </div>
      <h1>{titles[mode]}</h1>
      {mode === 'signIn' && <p className="muted">{t('auth:signIn.intro')}</p>}
      {mode === 'forgot' && <p className="muted">{t('auth:forgot.intro')}</p>}
      {!online && (
        <div className="banner banner--warning" role="status">
          {t('auth:errors.offline')}
        </div>
      )}

      {awaitingConfirmation ? (
        <div className="card stack" data-testid="check-email">
          <p>{t('auth:signUp.checkEmail', { email: awaitingConfirmation })}</p>
          <div className="row">
            <Button onClick={() => void handleResend()} disabled={resending}>
              {resending ? t('auth:signUp.resending') : t('auth:signUp.resend')}
            </Button>
            <Button variant="ghost" onClick={() => switchMode('signIn')}>
              {t('auth:signUp.haveAccount')}
            </Button>
          </div>
        </div>
      ) : (
        <form className="card stack" onSubmit={(event) => void handleSubmit(event)} noValidate data-testid={`${mode}-form`}>
          <div className="field">
            <label htmlFor="login-email">{t('auth:fields.email')}</label>
            <input
              id="login-email"
              className="input"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          {mode !== 'forgot' && (
            <div className="field">
              <label htmlFor="login-password">{t('auth:fields.password')}</label>
              <input
                id="login-password"
                className="input"
                type="password"
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-describedby={mode === 'signUp' ? 'login-password-hint' : undefined}
              />
              {mode === 'signUp' && (
                <p id="login-password-hint" className="muted">
                  {t('auth:fields.passwordHint')}
                </p>
              )}
            </div>
          )}
          <AuthErrorMessage error={error} />
          {notice && (
            <p role="status" data-testid="auth-notice">
              {notice}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel[mode]}
          </Button>
        </form>
      )}

      <div className="row">
        {mode === 'signIn' && (
          <>
            <Button variant="ghost" onClick={() => switchMode('forgot')}>
              {t('auth:signIn.forgot')}
            </Button>
            <Button variant="ghost" onClick={() => switchMode('signUp')}>
              {t('auth:signIn.createAccount')}
            </Button>
          </>
        )}
        {mode !== 'signIn' && (
          <Button variant="ghost" onClick={() => switchMode('signIn')}>
            {mode === 'forgot' ? t('auth:forgot.back') : t('auth:signUp.haveAccount')}
          </Button>
        )}
      </div>
    </div>
  );
}
