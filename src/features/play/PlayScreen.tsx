/**
 * /play: the play hub (resume the game in progress, start a new one, the history of games with
 * export and delete, and saved games that could not be read, kept aside with export and
 * discard). /play/{gameId} opens that game where it stands.
 */
import { useState } from 'react';
import { Link, Navigate, useParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { usePlayGame, usePlayGames } from '../../db/hooks/usePlayGames';
import { deletePlayGame, exportPlayGame, type PlayGame, type PlayGameRead } from '../../db/repositories/playGames';
import { resultPoints, winnerOf } from '../../domain/play/rules';
import { logger } from '../../platform/logger';
import { Button, Dialog, LoadingBlock, notify } from '../../ui';
import { PlayGate } from './PlayGate';
import { resumePath, scenarioName, useFactionLabel, useLanguage } from './playShared';
import { usePlayerName } from './playerName';
import './play.css';

function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function useExport() {
  const { t } = useTranslation('play');
  return async (id: string) => {
    try {
      const text = await exportPlayGame(id);
      if (text) downloadText(`warcrow-game-${id}.json`, text);
    } catch (err) {
      logger.warn('Game export failed', { error: String(err) });
      notify.error(t('errors.exportFailed'));
    }
  };
}

function ConfirmDelete({ target, onClose }: { target: { id: string; unreadable: boolean } | null; onClose: () => void }) {
  const { t } = useTranslation(['play', 'common']);
  const confirm = async () => {
    if (!target) return;
    try {
      await deletePlayGame(target.id);
      notify.success(t(target.unreadable ? 'play:hub.discarded' : 'play:hub.deleted'));
    } catch (err) {
      logger.warn('Game delete failed', { error: String(err) });
      notify.error(t('play:errors.notSaved'));
    }
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.unreadable ? 'play:hub.discardTitle' : 'play:hub.deleteTitle')}
      testId="play-delete-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button variant="danger" onClick={() => void confirm()}>
            {t(target?.unreadable ? 'play:hub.discard' : 'play:hub.delete')}
          </Button>
        </>
      }
    >
      <p>{t(target?.unreadable ? 'play:hub.discardBody' : 'play:hub.deleteBody')}</p>
    </Dialog>
  );
}

/** "Ana vs Player 2": the two players, named in the current language. */
function Versus({ state }: { state: PlayGame['state'] }) {
  const { t } = useTranslation('play');
  const nameOf = usePlayerName(state);
  return <>{t('hub.versus', { a: nameOf(state.seats[0]), b: nameOf(state.seats[1]) })}</>;
}

function GameLine({ game, onDelete }: { game: PlayGame; onDelete: () => void }) {
  const { t, i18n } = useTranslation('play');
  const language = useLanguage();
  const onExport = useExport();
  const faction = useFactionLabel();
  const s = game.state;
  const nameOf = usePlayerName(s);
  const [a, b] = s.seats.map((id) => s.players[id]!);
  const winner = winnerOf(s);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(s.gameStartTime ?? s.createdAt);
  const result = s.finished
    ? winner === 'tie'
      ? t('hub.resultTie', { a: resultPoints(s, a!.id), b: resultPoints(s, b!.id) })
      : t('hub.resultWin', { name: nameOf(winner), a: resultPoints(s, a!.id), b: resultPoints(s, b!.id) })
    : t('hub.inProgress', { round: Math.max(1, s.round), rounds: s.plan.rounds });
  return (
    <li className="play-history__item card" data-testid="play-history-item">
      <Link to={s.finished ? `/summary/${s.id}` : resumePath(s)} className="play-history__main">
        <span className="play-history__date">{date}</span>
        <strong>{scenarioName(s.plan.missionId, language)}</strong>
        <span>{t('hub.versus', { a: nameOf(a!.id), b: nameOf(b!.id) })}</span>
        <span className="muted">{t('hub.factions', { a: faction(a!.faction), b: faction(b!.faction) })}</span>
        <span data-testid="play-history-result">{result}</span>
      </Link>
      <div className="row play-history__actions">
        <Button size="sm" onClick={() => void onExport(s.id)}>{t('hub.export')}</Button>
        <Button size="sm" variant="danger" onClick={onDelete}>{t('hub.delete')}</Button>
      </div>
    </li>
  );
}

function Unreadable({ id, savedAt, onDiscard }: { id: string; savedAt: string; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('play');
  const onExport = useExport();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt));
  return (
    <li data-testid="play-unreadable">
      <div className="banner banner--warning play-unreadable" role="alert">
        <strong>{t('hub.unreadableTitle')}</strong>
        <p>{t('hub.unreadableBody', { when })}</p>
        <div className="row">
          <Button size="sm" onClick={() => void onExport(id)}>{t('hub.export')}</Button>
          <Button size="sm" variant="danger" onClick={onDiscard}>{t('hub.discard')}</Button>
        </div>
      </div>
    </li>
  );
}

function Hub() {
  const { t } = useTranslation(['play', 'common']);
  const games = usePlayGames();
  const language = useLanguage();
  const [toDelete, setToDelete] = useState<{ id: string; unreadable: boolean } | null>(null);
  if (games === undefined) return <LoadingBlock />;
  const readable = games.filter((g): g is Extract<PlayGameRead, { status: 'ok' }> => g.status === 'ok').map((g) => g.game);
  const unreadable = games.filter((g): g is Extract<PlayGameRead, { status: 'unreadable' }> => g.status === 'unreadable');
  const current = readable.find((g) => !g.state.finished);
  return (
    <div className="page stack play-page" data-testid="play-hub">
      <h1>{t('common:screens.play')}</h1>
      {current ? (
        <section className="card stack play-resume" data-testid="play-resume">
          <h2>{t('play:hub.inProgressTitle')}</h2>
          <p>
            {scenarioName(current.state.plan.missionId, language)} ·{' '}
            <Versus state={current.state} />
          </p>
          <Link className="btn btn--primary btn--block play-big" to={resumePath(current.state)}>
            {t('play:hub.resume')}
          </Link>
        </section>
      ) : null}
      <Link className={`btn btn--block play-big ${current ? '' : 'btn--primary'}`} to="/setup" data-testid="play-new">
        {t('play:hub.newGame')}
      </Link>
      {unreadable.length > 0 ? (
        <ul className="stack play-list">
          {unreadable.map((g) => (
            <Unreadable key={g.id} id={g.id} savedAt={g.savedAt} onDiscard={() => setToDelete({ id: g.id, unreadable: true })} />
          ))}
        </ul>
      ) : null}
      <section className="stack">
        <h2>{t('play:hub.history')}</h2>
        {readable.length === 0 ? (
          <p className="muted">{t('play:hub.empty')}</p>
        ) : (
          <ul className="stack play-list" data-testid="play-history">
            {readable.map((g) => (
              <GameLine key={g.id} game={g} onDelete={() => setToDelete({ id: g.id, unreadable: false })} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDelete target={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

function OpenGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation('play');
  const read = usePlayGame(gameId);
  if (read === undefined) return <LoadingBlock />;
  if (read === null) {
    return (
      <div className="page stack" data-testid="play-not-found">
        <p>{t('errors.gameNotFound')}</p>
        <Link to="/play">{t('hub.backToPlay')}</Link>
      </div>
    );
  }
  if (read.status === 'unreadable') return <Navigate to="/play" replace />;
  return <Navigate to={resumePath(read.game.state)} replace />;
}

export function Component() {
  const { gameId } = useParams();
  return <PlayGate titleKey="screens.play">{gameId ? <OpenGame gameId={gameId} /> : <Hub />}</PlayGate>;
}
