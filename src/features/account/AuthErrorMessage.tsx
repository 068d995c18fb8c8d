import { useTranslation } from '../../i18n/useTranslation';
import type { AuthMessage } from '../../auth/authErrors';

/** An auth error in the player's language; a weak password lists its reasons. */
export function AuthErrorMessage({ error }: { error: AuthMessage | null }) {
  const { t } = useTranslation('auth');
  if (!error) return null;
  return (
    <div className="field__error" role="alert" data-testid="auth-error">
      <p>{t(error.key)}</p>
      {error.blockReason && <p data-testid="auth-block-reason">{t('errors.blockReason', { reason: error.blockReason })}</p>}
      {error.reasons && error.reasons.length > 0 && (
        <ul data-testid="weak-password-reasons">
          {error.reasons.map((reason) => (
            <li key={reason}>{t(reason)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
