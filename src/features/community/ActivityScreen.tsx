/**
 * /activity (issue 15 item 3), for signed-in and preview users (guests are sent to
 * /login?redirect=/activity): community posts that reached the device, the player's own
 * posts, the lists they keep in the cloud and the games they finished, newest first, a page
 * at a time. Read from the device, so it works offline; each entry links to what it is about.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/authStore';
import { RoleGatedScreen } from '../../auth/RoleGatedScreen';
import { useActivity } from '../../db/hooks/useActivity';
import { formatDateTime } from '../../domain/format';
import { Button, LoadingBlock } from '../../ui';
import { useLanguage } from '../builder/useLanguage';
import { playerNameText } from '../play/playerName';
import './community.css';

const PAGE_SIZE = 20;

function Feed() {
  const { t } = useTranslation(['community', 'common', 'play']);
  useDocumentTitle(t('common:screens.activity'));
  const auth = useAuth();
  const language = useLanguage();
  const entries = useActivity(auth.userId);
  const [limit, setLimit] = useState(PAGE_SIZE);

  return (
    <div className="page activity" data-testid="activity">
      <h1>{t('common:screens.activity')}</h1>
      <p className="muted">{t('community:activity.intro')}</p>
      {entries === undefined ? (
        <LoadingBlock />
      ) : entries.length === 0 ? (
        <p className="empty-state" data-testid="activity-empty">
          {t('community:activity.empty')}
        </p>
      ) : (
        <>
          <ol className="activity__list">
            {entries.slice(0, limit).map((entry) => (
              <li key={entry.key} className="card activity__entry" data-testid="activity-entry" data-kind={entry.kind}>
                <Link to={entry.link}>{t(`community:activity.${entry.kind}`, { name: entry.players ? entry.players.map((naming) => playerNameText(t, naming)).join(' – ') : entry.title })}</Link>
                <time className="muted" dateTime={entry.at}>
                  {formatDateTime(entry.at, language)}
                </time>
              </li>
            ))}
          </ol>
          {entries.length > limit && (
            <Button onClick={() => setLimit((n) => n + PAGE_SIZE)} data-testid="activity-more">
              {t('community:activity.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

export function Component() {
  return (
    <RoleGatedScreen role="authenticated" titleKey="screens.activity">
      <Feed />
    </RoleGatedScreen>
  );
}
