/**
 * /profile: the display name (issue 15 item 4). Read from the server, edited in a labelled
 * field, checked on the device with the database's own rule (trimmed, 2–40 characters, no
 * control characters; empty = none) before it is saved through the player's own profile
 * update. Offline it says the name can be changed once back online.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useOnline } from '../../app/Shell';
import { fetchDisplayName, saveDisplayName } from '../../auth/displayName';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, checkDisplayName } from '../../domain/displayName';
import { logger } from '../../platform/logger';
import { Button, LoadingBlock } from '../../ui';

type Loaded = { kind: 'loading' } | { kind: 'ready'; saved: string | null } | { kind: 'unavailable' };

export function DisplayNameSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const online = useOnline();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void fetchDisplayName(userId)
      .then((result) => {
        if (cancelled) return;
        if (result.ok) {
          setLoaded({ kind: 'ready', saved: result.value });
          setDraft(result.value ?? '');
        } else {
          setLoaded({ kind: 'unavailable' });
        }
      })
      .catch((caught: unknown) => {
        logger.warn('Display name could not be read', { error: String(caught) });
        if (!cancelled) setLoaded({ kind: 'unavailable' });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, online]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const checked = checkDisplayName(draft);
    if (!checked.ok) {
      setError(t(`displayName.errors.${checked.problem}`, { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await saveDisplayName(userId, checked.value);
      if (!result.ok) {
        setError(t(result.reason === 'refused' ? 'displayName.errors.refused' : 'displayName.errors.failed'));
        return;
      }
      setLoaded({ kind: 'ready', saved: result.value });
      setDraft(result.value ?? '');
      setStatus(result.value === null ? t('displayName.cleared') : t('displayName.saved', { name: result.value }));
    } catch (caught) {
      logger.warn('Display name could not be saved', { error: String(caught) });
      setError(t('displayName.errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="profile-display-name" data-testid="profile-display-name">
      <h2 id="profile-display-name">{t('displayName.heading')}</h2>
      {!online ? (
        <p className="muted" data-testid="display-name-offline">{t('displayName.offline')}</p>
      ) : loaded.kind === 'loading' ? (
        <LoadingBlock />
      ) : loaded.kind === 'unavailable' ? (
        <p className="field__error" role="alert">{t('displayName.errors.unavailable')}</p>
      ) : (
        <form className="stack" onSubmit={(event) => void handleSubmit(event)} noValidate>
          <div className="field">
            <label htmlFor={inputId}>{t('displayName.label')}</label>
            <input
              id={inputId}
              className="input"
              type="text"
              autoComplete="nickname"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              data-testid="display-name-input"
            />
            <p className="muted" id={hintId}>{t('displayName.hint', { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX })}</p>
            {error && (
              <p className="field__error" id={errorId} role="alert" data-testid="display-name-error">
                {error}
              </p>
            )}
          </div>
          <div className="row">
            <Button type="submit" disabled={busy} data-testid="display-name-save">
              {busy ? t('displayName.saving') : t('displayName.save')}
            </Button>
          </div>
          {status && (
            <p role="status" data-testid="display-name-status">
              {status}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
