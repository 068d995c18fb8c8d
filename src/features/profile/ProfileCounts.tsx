/** "Your numbers" on /profile (issue 15 item 4): lists (cloud and device), posts and games. */
import { useTranslation } from '../../i18n/useTranslation';
import { useProfileCounts } from '../../db/hooks/useProfileCounts';
import { formatNumber } from '../../domain/format';

export function ProfileCounts({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('profile');
  const counts = useProfileCounts(accountId);
  if (!counts) return null;
  const n = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? i18n.language);
  return (
    <section className="card stack" aria-labelledby="profile-counts" data-testid="profile-counts">
      <h2 id="profile-counts">{t('counts.heading')}</h2>
      <ul className="stack">
        <li data-testid="profile-counts-lists" data-cloud={counts.cloudLists} data-device={counts.deviceLists}>
          {t('counts.lists', { count: counts.cloudLists + counts.deviceLists, cloud: n(counts.cloudLists), device: n(counts.deviceLists) })}
        </li>
        <li data-testid="profile-counts-posts">{t('counts.posts', { count: counts.posts })}</li>
        <li data-testid="profile-counts-games">{t('counts.games', { count: counts.games, finished: n(counts.finishedGames) })}</li>
      </ul>
    </section>
  );
}
