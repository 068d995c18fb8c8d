/**
 * /summary/{gameId}: the winner, points per round and player, the duration (the game's start
 * and end times), the timeline of the game's events, the result shared as text and as a QR
 * code of the checkable result slip, and a rematch with the same lists.
 */
import { Link, Navigate, useParams } from '../../ui/router';
import { useTimelineText } from './timelineText';
import { useTranslation } from '../../i18n/useTranslation';
import type { PlayGame } from '../../db/repositories/playGames';
import { effectiveEvents, lastUndoable } from '../../domain/play/reducer';
import { encodeResultSlip, resultSlipOf } from '../../domain/play/resultSlip';
import { featPoints, missionPoints, resultPoints, winnerOf } from '../../domain/play/rules';
import type { PlayState } from '../../domain/play/types';
import { logger } from '../../platform/logger';
import { Button, notify } from '../../ui';
import { CurrentGame, GameLoader } from './GameLoader';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import { useLocalisedUnits } from './unitNames';
import { PlayGate } from './PlayGate';
import ResultQr from './ResultQr';
import { usePlayerName } from './playerName';
import { formatDuration, resumePath, scenarioName, useFactionLabel, useLanguage, usePlayAct, useSideLabel } from './playShared';
import './play.css';

/** Each player's side, "Ana: Defender (Sÿenann) · Bruno: Raider" (null: the game has no sides). */
function useSidesText(state: PlayState): string | null {
  const { t } = useTranslation('play');
  const sideLabel = useSideLabel();
  const nameOf = usePlayerName(state);
  const players = state.seats.map((id) => state.players[id]!);
  if (players.some((p) => p.side === null)) return null;
  return players.map((p) => t('summary.side', { name: nameOf(p.id), side: sideLabel(p.side!) })).join(' · ');
}

function useResultText(state: PlayState): string {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const sides = useSidesText(state);
  const nameOf = usePlayerName(state);
  const winner = winnerOf(state);
  const [a, b] = state.seats.map((id) => state.players[id]!);
  const lines = [
    t('summary.shareHeading', { mission: scenarioName(state.plan.missionId, language) }),
    ...(sides ? [sides] : []),
    t('summary.shareScore', { a: nameOf(a!.id), b: nameOf(b!.id), pa: resultPoints(state, a!.id), pb: resultPoints(state, b!.id) }),
    winner === 'tie' ? t('summary.tie') : t('summary.winner', { name: nameOf(winner) }),
  ];
  return lines.join('\n');
}

function Summary({ game }: { game: PlayGame }) {
  const { t, i18n } = useTranslation(['play', 'common']);
  const language = useLanguage();
  const faction = useFactionLabel();
  const state = useLocalisedUnits(game.state);
  const describe = useTimelineText(state);
  const text = useResultText(state);
  const sides = useSidesText(state);
  const nameOf = usePlayerName(state);
  const act = usePlayAct(state.id);
  if (!state.finished) return <Navigate to={resumePath(state)} replace />;
  const winner = winnerOf(state);
  const rounds = Object.keys(state.scoreDetail).map(Number).sort((x, y) => x - y);
  const slip = encodeResultSlip(resultSlipOf(state, nameOf));
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  const duration = state.gameStartTime !== null && state.gameEndTime !== null ? formatDuration(state.gameEndTime - state.gameStartTime, i18n.language) : null;
  const share = async () => {
    const full = `${text}\n${slip}`;
    try {
      if (typeof navigator.share === 'function') await navigator.share({ text: full });
      else {
        await navigator.clipboard.writeText(full);
        notify.success(t('play:summary.copied'));
      }
    } catch (err) {
      logger.info('Result not shared', { error: String(err) });
    }
  };
  return (
    <div className="page stack play-page" data-testid="play-summary">
      <h1>{t('common:screens.summary')}</h1>
      <p>
        <strong>{scenarioName(state.plan.missionId, language)}</strong>
        {state.plan.featId ? ` · ${scenarioName(state.plan.featId, language)}` : ''}
      </p>
      {sides ? <p data-testid="play-summary-sides">{sides}</p> : null}
      <p className="play-winner" data-testid="play-winner">
        {winner === 'tie' ? t('play:summary.tie') : t('play:summary.winner', { name: nameOf(winner) })}
      </p>
      {state.endReason === 'no-units' ? <p className="muted">{t('play:summary.endedEarly')}</p> : null}
      {state.endReason === 'all-demoralized' ? <p className="muted">{t('play:summary.endedDemoralized')}</p> : null}
      {state.endReason === 'objectives-destroyed' ? <p className="muted">{t('play:summary.endedDestroyed')}</p> : null}
      <div className="play-table-wrap">
        <table className="play-table" data-testid="play-points-table">
          <caption>{t('play:summary.pointsPerRound')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('play:summary.round')}</th>
              {state.seats.map((id) => (
                <th key={id} scope="col">
                  {nameOf(id)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r}>
                <th scope="row">{r}</th>
                {state.seats.map((id) => {
                  const s = state.scoreDetail[r]?.[id];
                  return <td key={id}>{s ? (state.plan.featId ? t('play:summary.cellWithFeat', { mission: s.mission, feat: s.feat }) : s.mission) : 0}</td>;
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('play:summary.total')}</th>
              {state.seats.map((id) => (
                <td key={id} data-testid={`play-total-${id}`}>
                  {resultPoints(state, id)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {state.plan.featId ? (
        <>
          <p className="muted">{state.seats.map((id) => t('play:summary.split', { name: nameOf(id), mission: missionPoints(state, id), feat: featPoints(state, id) })).join(' · ')}</p>
          <p className="muted">{t(state.plan.addFeatPoints ? 'play:summary.featAdded' : 'play:summary.featNotAdded')}</p>
        </>
      ) : null}
      {duration ? <p data-testid="play-duration">{t('play:summary.duration', { duration })}</p> : null}
      <p className="muted" data-testid="play-companies">
        {state.seats
          .map((id) => {
            const { faction: factionId, listName } = state.players[id]!;
            // A company tracked without a list says so once, not as its list and its faction.
            if (listName == null && (!factionId || factionId === 'unknown')) return t('play:summary.companyNoList', { name: nameOf(id) });
            return t('play:summary.company', { name: nameOf(id), faction: faction(factionId), list: listName ?? t('play:summary.noList') });
          })
          .join(' · ')}
      </p>
      <section className="card stack">
        <h2>{t('play:summary.share')}</h2>
        <pre className="play-share-text" data-testid="play-share-text">{text}</pre>
        <Button onClick={() => void share()}>{t('play:summary.shareButton')}</Button>
        <ResultQr value={slip} />
      </section>
      <Link className="btn btn--primary btn--block play-big" to={`/setup?rematch=${encodeURIComponent(state.id)}`}>
        {t('play:summary.rematch')}
      </Link>
      <Link className="btn btn--block" to="/play">
        {t('play:hub.backToPlay')}
      </Link>
      {lastUndoable(game.events) ? (
        <Button block onClick={() => void act({ type: 'undo' })} data-testid="play-summary-undo">
          {t('play:summary.undoLast')}
        </Button>
      ) : null}
      <details className="card play-details">
        <summary>{t('play:summary.timeline')}</summary>
        <ol className="play-timeline" data-testid="play-timeline">
          {effectiveEvents(game.events).map((e) => (
            <li key={e.seq}>
              <time dateTime={new Date(e.at).toISOString()}>{time.format(e.at)}</time> {describe(e.action)}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

export function Component() {
  const { gameId } = useParams();
  const read = usePlayGame(gameId);
  return (
    <PlayGate titleKey="screens.summary">
      {gameId ? <GameLoader read={read}>{(game) => <Summary game={game} />}</GameLoader> : <CurrentGame to={(game) => `/summary/${game.state.id}`} orLastFinished />}
    </PlayGate>
  );
}
