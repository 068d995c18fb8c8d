/**
 * /profile: change the sign-in email or the password (issue 15 item 4). An email change asks
 * the auth service to mail a confirmation link to the new address; nothing changes until that
 * link is followed, and it brings the player back here ("#type=email_change"), where the
 * session is refreshed so the new address shows. A password change needs the current password
 * (the auth service checks it; a session opened by a recovery link is the exception, handled on
 * /reset-password). Both need a connection.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useOnline } from '../../app/Shell';
import { toAuthMessage, type AuthMessage } from '../../auth/authErrors';
import { logger } from '../../platform/logger';
import { Button } from '../../ui';
import { AuthErrorMessage } from '../account/AuthErrorMessage';
import { weakPasswordMessage } from '../account/passwordCheck';

/** The auth service's answers about the current password, in the profile's words. */
function credentialsError(error: unknown, online: boolean): AuthMessage {
  const code = error && typeof error === 'object' && 'code' in error ? (error as { code?: unknown }).code : undefined;
  if (code === 'current_password_required') return { key: 'profile:credentials.errors.currentRequired' };
  if (code === 'current_password_mismatch' || code === 'current_password_invalid') return { key: 'profile:credentials.errors.currentWrong' };
  if (code === 'same_password') return { key: 'profile:credentials.errors.samePassword' };
  return toAuthMessage(error, { online });
}

/** Back from the confirmation link: refresh the session so the new email shows everywhere. */
function useEmailChangeReturn(): boolean {
  const [confirmed] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('type') === 'email_change');
  useEffect(() => {
    if (!confirmed) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    void (async () => {
      const { authClient, adoptSession, startSession } = await import('../../auth/session');
      await startSession();
      const client = await authClient();
      if (!client) return;
      const { data, error } = await client.auth.refreshSession();
      if (error) logger.warn('Session refresh after an email change failed', { code: error.code ?? null });
      else await adoptSession(data.session);
    })();
  }, [confirmed]);
  return confirmed;
}

function EmailForm({ currentEmail }: { currentEmail: string | null }) {
  const { t } = useTranslation(['profile', 'auth']);
  const online = useOnline();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSentTo(null);
    const address = email.trim();
    if (!address) return setError({ key: 'auth:errors.invalidEmail' });
    if (currentEmail && address.toLowerCase() === currentEmail.toLowerCase()) return setError({ key: 'profile:credentials.errors.sameEmail' });
    setBusy(true);
    try {
      const { authClient } = await import('../../auth/session');
      const client = await authClient();
      if (!client) return setError({ key: 'auth:errors.noBackend' });
      const { error: updateError } = await client.auth.updateUser({ email: address }, { emailRedirectTo: `${location.origin}/profile` });
      if (updateError) return setError(credentialsError(updateError, navigator.onLine));
      setSentTo(address);
      setEmail('');
    } catch (caught) {
      setError(credentialsError(caught, navigator.onLine));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="email-change-form">
      <h3>{t('profile:credentials.emailHeading')}</h3>
      <p className="muted">{t('profile:credentials.emailHint')}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('profile:credentials.newEmail')}</label>
        <input id={inputId} className="input" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <AuthErrorMessage error={error} />
      {sentTo && (
        <p role="status" data-testid="email-change-sent">
          {t('profile:credentials.emailSent', { email: sentTo })}
        </p>
      )}
      <div className="row">
        <Button type="submit" disabled={busy || !online}>
          {busy ? t('profile:credentials.sending') : t('profile:credentials.sendLink')}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const online = useOnline();
  const currentId = useId();
  const newId = useId();
  const confirmId = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthMessage | null>(null);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(false);
    if (!current) return setError({ key: 'profile:credentials.errors.currentRequired' });
    if (password !== confirm) return setError({ key: 'auth:reset.mismatch' });
    setBusy(true);
    try {
      const weak = await weakPasswordMessage(password);
      if (weak) return setError(weak);
      const { authClient } = await import('../../auth/session');
      const client = await authClient();
      if (!client) return setError({ key: 'auth:errors.noBackend' });
      const { error: updateError } = await client.auth.updateUser({ password, current_password: current });
      if (updateError) return setError(credentialsError(updateError, navigator.onLine));
      setCurrent('');
      setPassword('');
      setConfirm('');
      setDone(true);
    } catch (caught) {
      setError(credentialsError(caught, navigator.onLine));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="password-change-form">
      <h3>{t('profile:credentials.passwordHeading')}</h3>
      <div className="field">
        <label htmlFor={currentId}>{t('profile:credentials.currentPassword')}</label>
        <input id={currentId} className="input" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={newId}>{t('auth:fields.newPassword')}</label>
        <input id={newId} className="input" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <p className="muted">{t('auth:fields.passwordHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={confirmId}>{t('auth:fields.confirmPassword')}</label>
        <input id={confirmId} className="input" type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
      </div>
      <AuthErrorMessage error={error} />
      {done && (
        <p role="status" data-testid="password-change-done">
          {t('auth:toast.passwordChanged')}
        </p>
      )}
      <div className="row">
        <Button type="submit" disabled={busy || !online}>
          {busy ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </div>
    </form>
  );
}

export function CredentialsSection({ email }: { email: string | null }) {
  const { t } = useTranslation('profile');
  const online = useOnline();
  const confirmed = useEmailChangeReturn();
  return (
    <section className="card stack" aria-labelledby="profile-credentials" data-testid="profile-credentials">
      <h2 id="profile-credentials">{t('credentials.heading')}</h2>
      {confirmed && (
        <p className="banner banner--info" role="status" data-testid="email-change-confirmed">
          {t('credentials.emailConfirmed')}
        </p>
      )}
      {!online && <p className="muted">{t('credentials.offline')}</p>}
      <EmailForm currentEmail={email} />
      <PasswordForm />
    </section>
  );
}
