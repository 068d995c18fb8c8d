/**
 * /profile: who is signed in (public id = first 8 characters of wab_id, email, role),
 * language, sign-out, whether the browser keeps our storage, and sync status (this
 * account's writes waiting for the cloud, last synced, last error, progress, and the changes
 * the server refused with their reason). Guests get a sign-in prompt and a summary of what
 * is kept on this device. Everything shown is read live from local state.
 */
import { useState } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useOnline } from '../../app/Shell';
import { useAuth, type AuthView } from '../../auth/authStore';
import { loginPathFor } from '../../auth/redirect';
import { useArmyLists } from '../../db/hooks/useArmyLists';
import { useOutboxSummary } from '../../db/hooks/useOutboxSummary';
import { dismissRejectedEntry } from '../../db/repositories/cloudLists';
import type { AnyOutboxEntry } from '../../db/types';
import { useSetting } from '../../db/hooks/useSetting';
import { useSyncState } from '../../db/hooks/useSyncState';
import { WAB_ID_DISPLAY_CHARS } from '../../domain/constants';
import { formatDateTime } from '../../domain/format';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, changeLanguage, normaliseLanguage } from '../../i18n';
import { Button, LoadingBlock } from '../../ui';
import { BackupCard } from '../library/BackupCard';
import { RetiredPosts } from '../community/RetiredPosts';
import { MyPosts } from '../community/MyPosts';
import { ProfileCounts } from './ProfileCounts';
import { GameRecord } from './GameRecord';
import { DisplayNameSection } from './DisplayNameSection';
import { CredentialsSection } from './CredentialsSection';
import { useSignOutDialog } from '../account/SignOutDialog';

function roleKey(auth: AuthView): string {
  if (auth.isPreviewUser) return 'account.roles.preview';
  if (auth.isAdmin) return 'account.roles.admin';
  if (auth.isTester) return 'account.roles.tester';
  return 'account.roles.player';
}


function LanguageSection() {
  const { t, i18n } = useTranslation('profile');
  return (
    <section className="card stack" aria-labelledby="profile-language">
      <h2 id="profile-language">{t('language.heading')}</h2>
      <select
        className="select"
        aria-labelledby="profile-language"
        value={normaliseLanguage(i18n.language)}
        onChange={(event) => void changeLanguage(normaliseLanguage(event.target.value))}
        data-testid="profile-language"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </section>
  );
}

function StorageSection() {
  const { t, i18n } = useTranslation('profile');
  const answer = useSetting('persistentStorage');
  if (answer === undefined) return null;
  return (
    <section className="card stack" aria-labelledby="profile-storage" data-testid="profile-storage">
      <h2 id="profile-storage">{t('storage.heading')}</h2>
      {answer === null ? (
        <p>{t('storage.notAsked')}</p>
      ) : (
        <>
          <p>{t(`storage.${answer.state}`)}</p>
          <p className="muted">{t('storage.askedOn', { date: formatDateTime(answer.askedAt, i18n.language) })}</p>
        </>
      )}
    </section>
  );
}

function RejectedChanges({ entries }: { entries: AnyOutboxEntry[] }) {
  const { t } = useTranslation('profile');
  if (entries.length === 0) return null;
  return (
    <div className="stack" data-testid="sync-rejected">
      <h3>{t('sync.rejectedHeading')}</h3>
      <p className="muted">{t('sync.rejectedHint')}</p>
      <ul className="stack">
        {entries.map((entry) => {
          const name =
            entry.table === 'shortLinks'
              ? t('sync.rejectedShortLink', { name: entry.payload.listName })
              : entry.table === 'games'
                ? t('sync.rejectedGame')
                : entry.payload.name;
          return (
            <li key={entry.seq} className="row" data-testid="sync-rejected-item">
              <span className="field__error">{t('sync.rejectedItem', { name, reason: entry.lastError ?? '' })}</span>
              <Button size="sm" variant="ghost" onClick={() => void dismissRejectedEntry(entry.seq).catch((error: unknown) => logger.warn('Could not dismiss a refused change', { error: String(error) }))}>
                {t('sync.dismiss')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SyncSection({ accountId }: { accountId: string | null | undefined }) {
  const { t, i18n } = useTranslation('profile');
  const summary = useOutboxSummary(accountId);
  const pending = summary?.pending;
  const status = useSyncState();
  const online = useOnline();
  const [syncing, setSyncing] = useState(false);

  async function handleSyncNow() {
    setSyncing(true);
    try {
      const { requestSync } = await import('../../../sync/requestSync');
      await requestSync();
    } finally {
      setSyncing(false);
    }
  }

  const busy = syncing || status?.phase === 'pulling' || status?.phase === 'pushing';
  return (
    <section className="card stack" aria-labelledby="profile-sync" data-testid="profile-sync">
      <h2 id="profile-sync">{t('sync.heading')}</h2>
      {pending === undefined || status === undefined ? (
        <LoadingBlock />
      ) : (
        <>
          <p data-testid="sync-pending">{pending > 0 ? t('sync.pending', { count: pending }) : t('sync.allSynced')}</p>
          <p data-testid="sync-last">
            {status.lastSuccessAt ? t('sync.lastSynced', { time: formatDateTime(status.lastSuccessAt, i18n.language) }) : t('sync.never')}
          </p>
          {busy && (
            <p role="status">
              {t('sync.syncing')}
              {status.progress ? ` ${t('sync.progress', { done: status.progress.done, total: status.progress.total })}` : ''}
            </p>
          )}
          {status.lastError && status.phase === 'error' && (
            <p className="field__error" data-testid="sync-error">
              {t('sync.lastError', { error: status.lastError })}
            </p>
          )}
          {summary && <RejectedChanges entries={summary.rejected} />}
          {!online && <p className="muted" data-testid="sync-offline">{t(hasBackgroundSync() ? 'sync.offlineBackground' : 'sync.offline')}</p>}
          <div className="row">
            <Button size="sm" onClick={() => void handleSyncNow()} disabled={!online || busy}>
              {t('sync.syncNow')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function AccountSection({ auth }: { auth: AuthView }) {
  const { t } = useTranslation(['profile', 'common']);
  
  // Issue 13 item 2: sign-out asks whether the player's lists leave this device too.
  const showSignOut = useSignOutDialog((state) => state.show);
  const handleSignOut = () => showSignOut('/login');

  const publicId = auth.wabId ? auth.wabId.slice(0, WAB_ID_DISPLAY_CHARS) : null;
  return (
    <section className="card stack" aria-labelledby="profile-account" data-testid="profile-account">
      <h2 id="profile-account">{t('profile:account.heading')}</h2>
      <dl className="stack">
        <div>
          <dt>{t('profile:account.publicId')}</dt>
          <dd data-testid="profile-public-id">{publicId ?? t('profile:account.noPublicId')}</dd>
          <dd className="muted">{t('profile:account.publicIdHint')}</dd>
        </div>
        {auth.email && (
          <div>
            <dt>{t('profile:account.email')}</dt>
            <dd data-testid="profile-email">{auth.email}</dd>
          </div>
        )}
        <div>
          <dt>{t('profile:account.role')}</dt>
          <dd data-testid="profile-role">{t(`profile:${roleKey(auth)}`)}</dd>
        </div>
      </dl>
      {!auth.isPreviewUser && (
        <div className="row">
          <Button onClick={handleSignOut} disabled={auth.isSigningOut} data-testid="profile-sign-out">
            {auth.isSigningOut ? t('common:nav.signingOut') : t('common:nav.signOut')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** Whether this browser can upload queued changes with the app closed (Background Sync). */
function hasBackgroundSync(): boolean {
  return typeof window !== 'undefined' && 'SyncManager' in window;
}

function GuestSection() {
  const { t } = useTranslation('profile');
  const lists = useArmyLists(null);
  return (
    <section className="card stack" aria-labelledby="profile-guest" data-testid="profile-guest">
      <h2 id="profile-guest">{t('guest.heading')}</h2>
      <p>{t('guest.body')}</p>
      <p>
        <Link className="btn btn--primary" to={loginPathFor('/profile')}>
          {t('guest.signIn')}
        </Link>
      </p>
      <h3>{t('guest.localData')}</h3>
      {lists === undefined ? <LoadingBlock /> : <p data-testid="profile-local-lists">{t('guest.lists', { count: lists.length })}</p>}
    </section>
  );
}

export function Component() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  useDocumentTitle(t('common:screens.profile'));
  const auth = useAuth();
  return (
    <div className="page stack" data-testid="profile-screen">
      <h1>{t('common:screens.profile')}</h1>
      {!auth.authReady ? (
        <LoadingBlock label={t('common:status.waitingForAuth')} />
      ) : auth.isGuest ? (
        <GuestSection />
      ) : (
        <AccountSection auth={auth} />
      )}
      {auth.authReady && !auth.isGuest && !auth.isPreviewUser && auth.userId && <DisplayNameSection userId={auth.userId} />}
      {auth.authReady && !auth.isGuest && auth.userId && <ProfileCounts accountId={auth.userId} />}
      {auth.authReady && !auth.isGuest && auth.userId && <GameRecord accountId={auth.userId} />}
      {auth.authReady && !auth.isGuest && !auth.isPreviewUser && auth.userId && <MyPosts />}
      {auth.authReady && !auth.isGuest && !auth.isPreviewUser && auth.userId && <RetiredPosts userId={auth.userId} />}
      {auth.authReady && <BackupCard accountId={auth.isGuest ? null : auth.userId} language={normaliseLanguage(i18n.language)} />}
      {auth.authReady && !auth.isGuest && !auth.isPreviewUser && auth.userId && <CredentialsSection email={auth.email} />}
      <LanguageSection />
      <SyncSection accountId={!auth.authReady ? undefined : auth.isGuest ? null : auth.userId} />
      <StorageSection />
    </div>
  );
}
