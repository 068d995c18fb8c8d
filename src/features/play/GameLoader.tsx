/**
 * One play game for a screen: loading, not found or unreadable, or the game. A route without a
 * game id (/game, /deployment, /scoring, /summary) opens the game in progress.
 */
import type { ReactNode } from 'react';
import { Link, Navigate } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlayGames } from '../../db/hooks/usePlayGames';
import type { PlayGame, PlayGameRead } from '../../db/repositories/playGames';
import { LoadingBlock } from '../../ui';

function Missing({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation('play');
  return (
    <div className="page stack" data-testid="play-not-found">
      <p>{t(messageKey)}</p>
      <Link to="/play">{t('hub.backToPlay')}</Link>
    </div>
  );
}

/**
 * `read` is the screen's `usePlayGame(gameId)`, called outside its PlayGate: the game is read
 * from the device while the gate waits for the sign-in, not after it (issue 12: reopening a
 * game offline waited for one and then the other). Nothing shows until the gate lets it.
 */
export function GameLoader({ read, children }: { read: PlayGameRead | null | undefined; children: (game: PlayGame) => ReactNode }) {
  if (read === undefined) return <LoadingBlock />;
  if (read === null || read.status === 'unreadable') return <Missing messageKey={read === null ? 'errors.gameNotFound' : 'hub.unreadableTitle'} />;
  return <>{children(read.game)}</>;
}

/**
 * For a route opened without a game id: goes to `to(game)` for the game in progress (the most
 * recently changed unfinished one), or says there is none. `orLastFinished` (the summary) falls
 * back to the most recently changed finished game.
 */
export function CurrentGame({ to, orLastFinished = false }: { to: (game: PlayGame) => string; orLastFinished?: boolean }) {
  const games = usePlayGames();
  if (games === undefined) return <LoadingBlock />;
  const readable = games.flatMap((g) => (g.status === 'ok' ? [g.game] : []));
  const current = readable.find((g) => !g.state.finished) ?? (orLastFinished ? readable[0] : undefined);
  if (!current) return <Missing messageKey="game.noGame" />;
  return <Navigate to={to(current)} replace />;
}
