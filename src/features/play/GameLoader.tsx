/** Reads one play game live for a screen: loading, not found or unreadable, or the game. */
import type { ReactNode } from 'react';
import { Link } from '../../ui/router';
import { useTranslation } from 'react-i18next';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import type { PlayGame } from '../../db/repositories/playGames';
import { LoadingBlock } from '../../ui';

export function GameLoader({ gameId, children }: { gameId: string | undefined; children: (game: PlayGame) => ReactNode }) {
  const { t } = useTranslation('play');
  const read = usePlayGame(gameId);
  if (read === undefined) return <LoadingBlock />;
  if (read === null || read.status === 'unreadable') {
    return (
      <div className="page stack" data-testid="play-not-found">
        <p>{t(read === null ? 'errors.gameNotFound' : 'hub.unreadableTitle')}</p>
        <Link to="/play">{t('hub.backToPlay')}</Link>
      </div>
    );
  }
  return <>{children(read.game)}</>;
}
