/**
 * /mail — email management (issue 17 item 7): the messages the auth service sent
 * (confirmation, recovery, email change) with their state, and players still waiting to
 * confirm, each with "Resend confirmation" (SPEC.md 8's toasts). The recipient is always a
 * waiting player picked from the list, never an address typed here.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatDateTime } from '../../domain/format';
import { logger } from '../../platform/logger';
import { Badge, Button, notify } from '../../ui';
import { AdminPage } from './AdminPage';
import { fetchMailLog, resendConfirmation, type UnconfirmedPlayer } from './adminApi';
import { useAdminLoad } from './useAdminCall';

const KINDS = ['confirmation', 'recovery', 'email_change', 'email_change_notice', 'password_changed'];

function Waiting({ player, onSent }: { player: UnconfirmedPlayer; onSent: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'auth']);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendConfirmation(player.id);
      notify.success(t('auth:toast.confirmationSent'));
      onSent();
    } catch (error) {
      logger.warn('Confirmation resend failed', { error: String(error) });
      notify.error(t('auth:toast.resendFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-testid="mail-waiting">
      <strong>{player.email}</strong>
      <p className="admin-meta">{t('admin:mail.signedUp', { time: formatDateTime(player.created_at, i18n.language) })}</p>
      <Button onClick={() => void resend()} disabled={busy}>
        {t('admin:mail.resend')}
      </Button>
    </li>
  );
}

function Mail() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, reload } = useAdminLoad(fetchMailLog, []);
  return (
    <>
      <section className="stack" aria-labelledby="mail-waiting">
        <h2 id="mail-waiting">{t('mail.waitingTitle')}</h2>
        {error && <p className="field__error" role="alert">{error}</p>}
        {data && data.unconfirmed.length === 0 && <p className="muted">{t('mail.noneWaiting')}</p>}
        {data && data.unconfirmed.length > 0 && (
          <>
            <p>{t('mail.waitingCount', { count: data.unconfirmed.length })}</p>
            <ul className="admin-list">
              {data.unconfirmed.map((player) => (
                <Waiting key={player.id} player={player} onSent={reload} />
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="stack" aria-labelledby="mail-sent">
        <h2 id="mail-sent">{t('mail.sentTitle')}</h2>
        {data && data.messages === null && <p className="muted">{t('mail.hostedLog')}</p>}
        {data?.messages && data.messages.length === 0 && <p className="muted">{t('mail.noneSent')}</p>}
        {data?.messages && data.messages.length > 0 && (
          <ul className="admin-list">
            {data.messages.map((message) => (
              <li key={message.id} data-testid="mail-message">
                <span className="row">
                  <Badge>{KINDS.includes(message.kind) ? t(`mail.kinds.${message.kind}`) : message.kind}</Badge>
                  <strong>{message.to_email}</strong>
                </span>
                <p className="admin-meta">
                  {formatDateTime(message.created_at, i18n.language)} ·{' '}
                  {message.kind === 'confirmation' ? (message.confirmed ? t('mail.stateConfirmed') : t('mail.stateWaiting')) : t('mail.stateSent')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage titleKey="screens.mail" heading={t('mail.title')}>
      <Mail />
    </AdminPage>
  );
}
