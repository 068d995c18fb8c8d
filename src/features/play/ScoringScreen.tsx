/**
 * /scoring/{gameId}: End of Round step 2. Each player's points for the round from the
 * mission's scoring lines (a stepper for "N points for each …", a toggle for "N points if …";
 * in Tree Mother only the lines of the player's own side) and the feat's lines, with the round
 * total and the game total. Saving stores the round and the gain (SPEC.md 4 "Score update")
 * and goes back to the checklist, or to the summary after the last round.
 */
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { lineMaxValue, linePoints, linesForRound, onceLinesSpent, roundScoreFrom, type RoundLines } from '../../domain/play/missionPlan';
import { scoreConflicts, type ScoreConflict } from '../../domain/play/scoreChecks';
import { SCORING_STEP, isLastRound, resultPoints } from '../../domain/play/rules';
import type { PlayState, RoundScore } from '../../domain/play/types';
import { getScenario, type ScoringLine } from '../../domain/scenarios';
import { Button, LoadingBlock } from '../../ui';
import { useDraft } from '../../db/hooks/useDraft';
import { discardDraft, keepDraft } from '../../db/repositories/drafts';
import { logger } from '../../platform/logger';
import { CurrentGame, GameLoader } from './GameLoader';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import { usePlayerName } from './playerName';
import { PlayGate } from './PlayGate';
import { resumePath, scenarioName, useLanguage, usePlayAct, useSideLabel, useWakeLock } from './playShared';
import './play.css';

function LineControl({ line, value, onChange, playerName, spent }: { line: ScoringLine; value: number; onChange: (v: number) => void; playerName: string; spent: boolean }) {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const text = line.text[language];
  const max = lineMaxValue(line);
  const points = linePoints(line, value);
  if (spent) {
    // Scored in an earlier round and limited to once per game: shown, not scorable again.
    return (
      <li className="play-line" data-testid={`play-line-spent-${line.id}`}>
        <span>
          {text}
          <br />
          <span className="muted">{t('scoring.onceScored')}</span>
        </span>
        <span className="play-line__points">{t('scoring.linePoints', { count: 0 })}</span>
      </li>
    );
  }
  if (line.control === 'toggle') {
    return (
      <li className="play-line">
        <label className="play-choice play-choice--big">
          <input type="checkbox" checked={value > 0} onChange={(e) => onChange(e.target.checked ? 1 : 0)} aria-label={t('scoring.lineFor', { line: text, name: playerName })} />
          <span>{text}</span>
        </label>
        <span className="play-line__points">{t('scoring.linePoints', { count: points })}</span>
      </li>
    );
  }
  return (
    <li className="play-line">
      <span>{text}</span>
      <div className="play-stepper" role="group" aria-label={t('scoring.lineFor', { line: text, name: playerName })}>
        <button type="button" className="btn play-stepper__btn" aria-label={t('scoring.fewer')} disabled={value <= 0} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output className="play-stepper__value">{value}</output>
        <button type="button" className="btn play-stepper__btn" aria-label={t('scoring.more')} disabled={max !== null && value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
      <span className="play-line__points">{t('scoring.linePoints', { count: points })}</span>
    </li>
  );
}

/** What the two players' entries contradict, in words: a warning, the scores still save. */
function ScoreConflicts({ state, lines, scores }: { state: PlayState; lines: RoundLines; scores: Record<string, RoundScore> }) {
  const { t } = useTranslation('play');
  const language = useLanguage();
  const nameOf = usePlayerName(state);
  const conflicts = scoreConflicts(lines, Object.fromEntries(state.seats.map((id) => [id, scores[id]?.lines ?? {}])), state.seats);
  if (conflicts.length === 0) return null;
  const byId = new Map([...lines.mission, ...lines.feat].map((line) => [line.id, line.text[language]]));
  // Quoted inside a sentence, a line loses its own full stop.
  const text = (id: string) => (byId.get(id) ?? id).replace(/\.\s*$/, '');
  const name = (seat: string) => nameOf(seat);
  const sentence = (c: ScoreConflict) => {
    switch (c.kind) {
      case 'one-only':
        return t('scoring.checkOneOnly', { line: text(c.line) });
      case 'both-or-neither':
        return t('scoring.checkBothOrNeither', { line: text(c.line), name: name(c.seat) });
      case 'excludes-rival':
        return t('scoring.checkExcludesRival', { line: text(c.line), name: name(c.seat), rivalLine: text(c.rivalLine), rival: name(c.rivalSeat) });
      case 'excludes-own':
        return t('scoring.checkExcludesOwn', { line: text(c.line), ownLine: text(c.ownLine), name: name(c.seat) });
      case 'shared':
        return t('scoring.checkShared', { line: text(c.line), total: c.total, count: c.max });
    }
  };
  return (
    <div className="banner banner--warning play-conflicts" role="status" data-testid="play-score-conflicts">
      <p>
        <strong>{t('scoring.checkTitle')}</strong>
      </p>
      <ul>
        {conflicts.map((c) => {
          const line = sentence(c);
          return <li key={line}>{line}</li>;
        })}
      </ul>
      <p>{t('scoring.checkSaveAnyway')}</p>
    </div>
  );
}

/** The scores typed so far survive a reload: they are kept as a draft until saved. */
function Scoring({ state }: { state: PlayState }) {
  const draft = useDraft('playScoring');
  if (draft === undefined) return <LoadingBlock />;
  const kept = draft && draft.gameId === state.id && draft.round === state.round ? draft.values : null;
  return <ScoringForm state={state} initial={kept} />;
}

function ScoringForm({ state, initial }: { state: PlayState; initial: Record<string, Record<string, number>> | null }) {
  const { t } = useTranslation(['play', 'common']);
  const language = useLanguage();
  const act = usePlayAct(state.id);
  const navigate = useNavigate();
  const [draftWrites, setDraftWrites] = useState(0);
  const [values, setValuesState] = useState<Record<string, Record<string, number>>>(() => initial ?? Object.fromEntries(state.seats.map((id) => [id, {}])));
  const setValues = (change: (prev: Record<string, Record<string, number>>) => Record<string, Record<string, number>>) => {
    const next = change(values);
    setValuesState(next);
    setDraftWrites((n) => n + 1);
    keepDraft('playScoring', { gameId: state.id, round: state.round, values: next })
      .catch((err: unknown) => logger.warn('Scoring draft not kept', { error: String(err) }))
      .finally(() => setDraftWrites((n) => n - 1));
  };
  const [saving, setSaving] = useState(false);
  const sideLabel = useSideLabel();
  const nameOf = usePlayerName(state);
  useWakeLock();
  const eor = state.endOfRound;
  if (!eor || eor.stepsDone !== SCORING_STEP - 1) return <Navigate to={resumePath(state)} replace />;
  // The end-of-game lines come with the last scoring: after the last round or an early end.
  const gameEnds = eor.early || isLastRound(state);
  const lines = linesForRound(state.plan, state.round, gameEnds);
  // Each player's own lines: in Tree Mother, their side's (both sides' in a game recorded without sides).
  const linesOf: Record<string, RoundLines> = Object.fromEntries(state.seats.map((id) => [id, linesForRound(state.plan, state.round, gameEnds, state.players[id]?.side ?? null)]));
  const spent: Record<string, Set<string>> = Object.fromEntries(state.seats.map((id) => [id, onceLinesSpent(state, id, state.round)]));
  const scores: Record<string, RoundScore> = Object.fromEntries(state.seats.map((id) => [id, roundScoreFrom(linesOf[id]!, values[id] ?? {}, spent[id])]));
  const save = async () => {
    setSaving(true);
    const ok = await act({ type: 'scoreRound', round: state.round, scores });
    setSaving(false);
    if (ok) {
      await discardDraft('playScoring').catch((err: unknown) => logger.warn('Scoring draft not discarded', { error: String(err) }));
      navigate(`/game?g=${encodeURIComponent(state.id)}`, { replace: true });
    }
  };
  return (
    <div className="page stack play-page" data-testid="play-scoring" data-saved={draftWrites === 0 ? 'true' : 'false'}>
      <h1>{t('play:scoring.title', { round: state.round, rounds: state.plan.rounds })}</h1>
      {/* Consolidated Progress: the fact base keeps an older VP scoring too; which is current is unconfirmed. */}
      {(getScenario(state.plan.missionId)?.olderScoring.length ?? 0) > 0 ? (
        <p className="muted" data-testid="play-older-scoring">
          {t('play:scoring.olderScoring')}
        </p>
      ) : null}
      {state.seats.map((id) => {
        const player = state.players[id]!;
        const playerName = nameOf(id);
        const score = scores[id]!;
        const own = linesOf[id]!;
        const set = (lineId: string, v: number) => setValues((prev) => ({ ...prev, [id]: { ...prev[id], [lineId]: Math.max(0, v) } }));
        const roundTotal = score.mission + (state.plan.addFeatPoints ? score.feat : 0);
        return (
          <section key={id} className="card stack" data-testid={`play-score-${id}`} aria-label={playerName}>
            <h2>{playerName}</h2>
            {player.side ? (
              <p className="muted" data-testid={`play-side-${id}`}>
                {sideLabel(player.side)}
              </p>
            ) : null}
            <h3>{scenarioName(state.plan.missionId, language)}</h3>
            {own.mission.length === 0 ? <p className="muted">{t('play:scoring.nothingThisRound')}</p> : null}
            <ul className="stack play-list">
              {own.mission.map((line) => (
                <LineControl key={line.id} line={line} value={values[id]?.[line.id] ?? 0} onChange={(v) => set(line.id, v)} playerName={playerName} spent={spent[id]!.has(line.id)} />
              ))}
            </ul>
            {state.plan.featId ? (
              <>
                <h3>{scenarioName(state.plan.featId, language)}</h3>
                {own.feat.length === 0 ? <p className="muted">{t('play:scoring.featLater')}</p> : null}
                <ul className="stack play-list">
                  {own.feat.map((line) => (
                    <LineControl key={line.id} line={line} value={values[id]?.[line.id] ?? 0} onChange={(v) => set(line.id, v)} playerName={playerName} spent={spent[id]!.has(line.id)} />
                  ))}
                </ul>
              </>
            ) : null}
            <p className="play-score-total" data-testid={`play-round-total-${id}`}>
              {t('play:scoring.roundTotal', { count: roundTotal })}
            </p>
            <p className="muted" data-testid={`play-game-total-${id}`}>
              {t('play:scoring.gameTotal', { count: resultPoints(state, id) + roundTotal })}
            </p>
          </section>
        );
      })}
      <ScoreConflicts state={state} lines={lines} scores={scores} />
      <Button variant="primary" block className="play-big" disabled={saving} onClick={() => void save()}>
        {t('play:scoring.save')}
      </Button>
    </div>
  );
}

export function Component() {
  const { gameId } = useParams();
  const read = usePlayGame(gameId);
  return (
    <PlayGate titleKey="screens.scoring">
      {gameId ? <GameLoader read={read}>{(game) => <Scoring state={game.state} />}</GameLoader> : <CurrentGame to={(game) => `/scoring/${game.state.id}`} />}
    </PlayGate>
  );
}
