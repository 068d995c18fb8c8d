/**
 * /game?g={gameId} (without g: the game in progress): the table screen. "Round 2 of 3 · Turn 4
 * of 5", whose activation it is, each unit of both companies with what players track on the
 * table, the End of Round checklist, and an undo that is always at hand. The screen stays awake
 * while open.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useCachedText, type CachedText } from '../../i18n/cachedText';
import { useTimelineText } from './timelineText';
import { usePlayerName } from './playerName';
import type { PlayGame } from '../../db/repositories/playGames';
import { playerClocks } from '../../domain/play/clock';
import { PlayActionError, canUndo, lastUndoable, nextState } from '../../domain/play/reducer';
import { earlyEndText } from '../../domain/play/missionPlan';
import {
  END_OF_ROUND_STEPS,
  SCORING_STEP,
  activatesWithoutUnit,
  activePlayer,
  canActivate,
  companiesAllDemoralized,
  companiesWithNoUnitsLeft,
  currentTurnOfRound,
  isLastRound,
  nextInitiative,
  reduceStress,
  resultPoints,
  turnsInRound,
  unitsOf,
} from '../../domain/play/rules';
import { UNIT_STATES, type PlayAction, type PlayEvent, type PlayState, type PlayUnit } from '../../domain/play/types';
import { Badge, Button, notify } from '../../ui';
import { CurrentGame, GameLoader } from './GameLoader';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import { playUnitNameLang, useLocalisedUnits } from './unitNames';
import { PlayGate } from './PlayGate';
import { formatClock, resumePath, scenarioName, useLanguage, usePlayAct, useSideLabel, useWakeLock } from './playShared';
import './play.css';

type Act = ReturnType<typeof usePlayAct>;

/**
 * The screen shows a tap at once: the same reducer the repository runs is applied here to the
 * game on screen, while the write goes to the device's database. When the write is done the
 * live query shows the stored game (the same state); a refused or failed write puts the screen
 * back and says so.
 */
function useOptimisticGame(game: PlayGame): { shown: PlayGame; act: Act } {
  const { t } = useTranslation('play');
  const record = usePlayAct(game.id);
  const [pending, setPending] = useState<PlayGame | null>(null);
  const shown = pending && pending.events.length > game.events.length ? pending : game;
  // The latest game on screen, for an `act` that stays the same between renders (so unit
  // cards that did not change are not drawn again).
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });
  const act = useCallback(async (action: PlayAction) => {
    const shown = shownRef.current;
    const last = shown.events[shown.events.length - 1]!;
    const event: PlayEvent = { seq: last.seq + 1, at: Math.max(Date.now(), last.at), action };
    try {
      const state = nextState(shown.state, shown.events, event);
      const events = [...shown.events, event];
      const next = { id: shown.id, state, events, canUndo: canUndo(events) };
      shownRef.current = next;
      setPending(next);
    } catch (err) {
      if (err instanceof PlayActionError) notify.error(t('errors.refused'));
      return false;
    }
    // The write starts once the screen has been drawn (Preact renders in a microtask; a timer
    // runs after it): the player sees the tap first, the database work comes right after.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ok = await record(action);
    if (!ok) setPending(null);
    return ok;
  }, [record, t]);
  return { shown, act };
}

function Stepper({ t, label, unitName, value, onChange, testId, locked = false }: { t: CachedText; label: string; unitName: string; value: number; onChange: (delta: number) => void; testId: string; locked?: boolean }) {
  return (
    <div className="play-stepper" role="group" aria-label={t('game.forUnit', { what: label, name: unitName })}>
      <span className="play-stepper__label">{label}</span>
      <button type="button" className="btn play-stepper__btn" aria-label={t('game.less', { what: label, name: unitName })} disabled={locked || value <= 0} onClick={() => onChange(-1)}>
        −
      </button>
      <output className="play-stepper__value" data-testid={testId} aria-live="polite">
        {value}
      </output>
      <button type="button" className="btn play-stepper__btn" aria-label={t('game.more', { what: label, name: unitName })} disabled={locked} onClick={() => onChange(1)}>
        +
      </button>
    </div>
  );
}

/** `name` is what a screen reader hears (the label with its unit), worked out by the unit's card. */
function Toggle({ label, name, on, onChange, testId }: { label: string; name: string; on: boolean; onChange: (on: boolean) => void; testId?: string }) {
  return (
    <button type="button" className={`btn play-toggle ${on ? 'play-toggle--on' : ''}`} aria-pressed={on} aria-label={name} onClick={() => onChange(!on)} data-testid={testId}>
      {label}
    </button>
  );
}

/**
 * When the turn passes, the companies swap places (the active one on top), so the next
 * player's Activate button can land under the finger that just tapped: their activation
 * buttons wait this long before they take a tap, and a double tap activates nothing of theirs.
 */
export const ACTIVATION_SETTLE_MS = 400;

/** True for ACTIVATION_SETTLE_MS after `key` (whose activation it is) changes; false on the first render. */
function useSettling(key: string): boolean {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), ACTIVATION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled !== key;
}

const UnitCard = memo(function UnitCard({ unit, act, canAct, settling }: { unit: PlayUnit; act: Act; canAct: boolean; settling: boolean }) {
  // Every card renders again when the turn passes: its texts come from its cache, not i18next,
  // and only its head and activation buttons are drawn again (the trackers did not change).
  const t = useCachedText(useTranslation('play').t);
  const language = useLanguage();
  const mayActivate = canAct && canActivate(unit);
  return (
    <li className={`card play-unit ${unit.activated ? 'play-unit--done' : ''} ${unit.removed ? 'play-unit--removed' : ''}`} data-testid={`play-unit-${unit.id}`}>
      <div className="play-unit__head">
        <strong className="play-unit__name" lang={playUnitNameLang(unit, language)}>
          {unit.name}
        </strong>
        <span className="row play-unit__badges">
          {unit.activated ? <Badge tone="success">{t('game.activated')}</Badge> : null}
          {unit.demoralized ? <Badge tone="warning">{t('game.demoralized')}</Badge> : null}
          {unit.objective ? <Badge tone="accent">{t('game.objective')}</Badge> : null}
          {unit.removed ? <Badge>{t('game.removed')}</Badge> : null}
          {unit.states.map((s) => (
            <Badge key={s} tone="warning">{t(`states.${s}.name`)}</Badge>
          ))}
        </span>
      </div>
      {mayActivate ? (
        <div className="row play-unit__activate">
          <Button variant="primary" className="play-big" disabled={settling} aria-label={t('game.activateUnit', { name: unit.name })} onClick={() => void act({ type: 'activate', playerId: unit.playerId, unitId: unit.id })}>
            {t(unit.activated ? 'game.activateAgain' : 'game.activate')}
          </Button>
          <Button className="play-big" disabled={settling} aria-label={t('game.restUnit', { name: unit.name })} onClick={() => void act({ type: 'activate', playerId: unit.playerId, unitId: unit.id, rest: true })}>
            {t('game.rest')}
          </Button>
        </div>
      ) : null}
      {mayActivate && unit.activated ? <p className="muted">{t('game.reactivationReminder')}</p> : null}
      <UnitTrackers t={t} unit={unit} act={act} />
    </li>
  );
});

/** A unit's stress and wounds, and its other trackers: they depend on the unit alone, not on whose turn it is. */
const UnitTrackers = memo(function UnitTrackers({ t, unit, act }: { t: CachedText; unit: PlayUnit; act: Act }) {
  const forUnit = (what: string) => t('game.forUnit', { what, name: unit.name });
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <>
      <div className="play-unit__counters">
        <Stepper t={t} label={t('game.stress')} unitName={unit.name} value={unit.stress} locked={unit.demoralized} testId={`play-stress-${unit.id}`} onChange={(delta) => void act({ type: 'adjustUnit', unitId: unit.id, field: 'stress', delta })} />
        <Stepper t={t} label={t('game.wounds')} unitName={unit.name} value={unit.wounds} testId={`play-wounds-${unit.id}`} onChange={(delta) => void act({ type: 'adjustUnit', unitId: unit.id, field: 'wounds', delta })} />
      </div>
      {unit.demoralized ? <p className="muted" data-testid={`play-stress-locked-${unit.id}`}>{t('game.stressLocked')}</p> : null}
      {/* Its toggles are made when it is opened. */}
      <details className="play-unit__more" onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
        <summary>{t('game.moreTrackers')}</summary>
        {moreOpen ? (
          <div className="stack">
            {UNIT_STATES.map((s) => (
              <div key={s} className="play-state">
                <Toggle label={t(`states.${s}.name`)} name={forUnit(t(`states.${s}.name`))} on={unit.states.includes(s)} onChange={(value) => void act({ type: 'setUnitState', unitId: unit.id, state: s, value })} />
                <span className="muted">{t(`states.${s}.ends`)}</span>
              </div>
            ))}
            <div className="row play-flags">
              <Toggle label={t('game.demoralized')} name={forUnit(t('game.demoralized'))} on={unit.demoralized} onChange={(value) => void act({ type: 'setUnitFlag', unitId: unit.id, flag: 'demoralized', value })} />
              <Toggle label={t('game.objective')} name={forUnit(t('game.objective'))} on={unit.objective} onChange={(value) => void act({ type: 'setUnitFlag', unitId: unit.id, flag: 'objective', value })} />
              <Toggle label={t('game.removed')} name={forUnit(t('game.removed'))} on={unit.removed} onChange={(value) => void act({ type: 'setUnitFlag', unitId: unit.id, flag: 'removed', value })} testId={`play-removed-${unit.id}`} />
            </div>
          </div>
        ) : null}
      </details>
    </>
  );
});

function Company({ state, playerId, act, clock, settling }: { state: PlayState; playerId: string; act: Act; clock: number | null; settling: boolean }) {
  const t = useCachedText(useTranslation('play').t);
  const player = state.players[playerId]!;
  const nameOf = usePlayerName(state);
  const name = nameOf(playerId);
  const active = activePlayer(state) === playerId;
  const units = unitsOf(state, playerId);
  const noUnit = active && activatesWithoutUnit(state, playerId);
  const sideLabel = useSideLabel();
  return (
    <section className={`stack play-company ${active ? 'play-company--active' : ''}`} data-testid={`play-company-${playerId}`} aria-label={name}>
      <h2 className="play-company__title">
        {name}
        {player.side ? <Badge testId={`play-company-side-${playerId}`}>{sideLabel(player.side)}</Badge> : null}
        {state.initiativePlayerId === playerId ? <Badge tone="accent">{t('game.initiative')}</Badge> : null}
        <span className="muted play-company__points">{t('game.points', { count: resultPoints(state, playerId) })}</span>
        {clock !== null ? <span className="play-clock" data-testid={`play-clock-${playerId}`}>{formatClock(clock)}</span> : null}
      </h2>
      {noUnit ? (
        <div className="stack">
          <Button variant="primary" block className="play-big" disabled={settling} onClick={() => void act({ type: 'activate', playerId, unitId: null })}>
            {t(units.length === 0 ? 'game.activationDone' : 'game.pass')}
          </Button>
          {units.length > 0 ? <p className="muted">{t('unconfirmed.pass')}</p> : null}
        </div>
      ) : null}
      {units.length > 0 ? (
        <ul className="stack play-list">
          {units.map((u) => (
            <UnitCard key={u.id} unit={u} act={act} canAct={active} settling={active && settling} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function StepDetail({ state, step }: { state: PlayState; step: number }) {
  const { t } = useTranslation('play');
  const nameOf = usePlayerName(state);
  if (step === 3) {
    const changes = state.units.filter((u) => reduceStress(u).stress !== u.stress);
    if (changes.length === 0) return <p className="muted">{t('endOfRound.noStressChange')}</p>;
    return (
      <ul className="play-list" data-testid="play-stress-preview">
        {changes.map((u) => (
          <li key={u.id}>{t('endOfRound.stressChange', { name: u.name, from: u.stress, to: reduceStress(u).stress })}</li>
        ))}
      </ul>
    );
  }
  if (step === 7) {
    const next = nextInitiative(state);
    const [a, b] = state.seats;
    const tie = resultPoints(state, a) === resultPoints(state, b);
    return (
      <p data-testid="play-initiative-preview">
        {next === null ? t('endOfRound.initiativeUnknown') : t(tie ? 'endOfRound.initiativeTie' : 'endOfRound.initiativeFewer', { name: nameOf(next) })}
      </p>
    );
  }
  return null;
}

function EndOfRound({ state, act }: { state: PlayState; act: Act }) {
  const { t } = useTranslation('play');
  const eor = state.endOfRound!;
  const next = eor.stepsDone + 1;
  const last = isLastRound(state) || eor.early;
  return (
    <section className="card stack play-eor" data-testid="play-end-of-round" aria-labelledby="play-eor-title">
      <h2 id="play-eor-title">{t(eor.early ? 'endOfRound.earlyTitle' : 'endOfRound.title', { round: eor.round })}</h2>
      {last ? <p className="muted">{t('endOfRound.lastRoundNote')}</p> : null}
      <ol className="stack play-eor__steps">
        {END_OF_ROUND_STEPS.map((id, i) => {
          const step = i + 1;
          const done = step <= eor.stepsDone;
          const current = step === next;
          if (last && step > SCORING_STEP) return null;
          return (
            <li key={id} className={`play-eor__step ${done ? 'play-eor__step--done' : ''} ${current ? 'play-eor__step--current' : ''}`} data-testid={`play-eor-step-${step}`} aria-current={current ? 'step' : undefined}>
              <strong>{t('endOfRound.stepTitle', { n: step, title: t(`endOfRound.steps.${id}.title`) })}</strong>
              {done ? <span className="play-eor__tick"> {t('endOfRound.done')}</span> : null}
              {current ? (
                <div className="stack">
                  <p>{t(`endOfRound.steps.${id}.body`)}</p>
                  <StepDetail state={state} step={step} />
                  {step === SCORING_STEP ? (
                    <Link className="btn btn--primary btn--block play-big" to={`/scoring/${state.id}`}>
                      {t('endOfRound.scoreRound', { round: eor.round })}
                    </Link>
                  ) : (
                    <Button variant="primary" block className="play-big" onClick={() => void act({ type: 'completeEndOfRoundStep', step })}>
                      {t(step === END_OF_ROUND_STEPS.length ? 'endOfRound.nextRound' : 'endOfRound.confirm')}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function useNow(enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [enabled]);
  return now;
}

function Game({ game: stored }: { game: PlayGame }) {
  const t = useCachedText(useTranslation(['play', 'common']).t);
  const language = useLanguage();
  const { shown: game, act } = useOptimisticGame(stored);
  const state = useLocalisedUnits(game.state);
  const describe = useTimelineText(state);
  const nameOf = usePlayerName(state);
  const navigate = useNavigate();
  const [showClock, setShowClock] = useState(false);
  const now = useNow(showClock);
  useWakeLock();
  useEffect(() => {
    if (state.finished) navigate(`/summary/${state.id}`, { replace: true });
  }, [state.finished, state.id, navigate]);
  const active = activePlayer(state);
  const settling = useSettling(`${state.round}:${active ?? ''}`);
  if (state.currentPhase === 'deployment') return <Navigate to={resumePath(state)} replace />;
  const cap = turnsInRound(state, state.round);
  const gone = companiesWithNoUnitsLeft(state);
  // The mission's other early ends (Tree Mother): all units of a company demoralized, which the
  // tracker sees, and its objectives destroyed, which the players say.
  const endingOpen = state.currentPhase === 'game' && (!state.endOfRound || state.endOfRound.stepsDone < SCORING_STEP) && !state.endOfRound?.early;
  const demoralizedEnd = earlyEndText(state.plan.missionId, 'all-demoralized');
  const broken = demoralizedEnd ? companiesAllDemoralized(state) : [];
  const destroyedEnd = earlyEndText(state.plan.missionId, 'objectives-destroyed');
  const undoable = lastUndoable(game.events);
  const clocks = showClock ? playerClocks(game.events, now, active) : null;
  const needsFirst = !state.endOfRound && state.firstPlayerId === null && !state.finished;
  const order = active ? [active, ...state.seats.filter((id) => id !== active)] : state.seats;
  return (
    <div className="page stack play-page play-game" data-testid="play-game" data-saved={game === stored ? 'true' : 'false'}>
      <header className="stack play-game__head">
        <p className="play-game__mission">{scenarioName(state.plan.missionId, language)}</p>
        <h1 className="play-game__round" data-testid="play-round-turn">
          {t('play:game.roundTurn', { round: state.round, rounds: state.plan.rounds, turn: currentTurnOfRound(state), turns: cap })}
        </h1>
        <p aria-live="polite" data-testid="play-active" className="play-game__active">
          {active ? t('play:game.activeTurn', { name: nameOf(active) }) : state.endOfRound ? t('play:game.roundOver') : needsFirst ? t('play:game.chooseFirst', { name: nameOf(state.initiativePlayerId ?? state.seats[0]) }) : ''}
        </p>
      </header>
      {needsFirst ? (
        <section className="card stack" data-testid="play-first-player">
          <p className="muted">{t('play:game.firstPlayerHint')}</p>
          {state.seats.map((id) => (
            <Button key={id} block className="play-big" onClick={() => void act({ type: 'chooseFirstPlayer', playerId: id })}>
              {t('play:game.playsFirst', { name: nameOf(id) })}
            </Button>
          ))}
        </section>
      ) : null}
      {state.endOfRound ? <EndOfRound state={state} act={act} /> : null}
      {gone.length > 0 && (!state.endOfRound || state.endOfRound.stepsDone < SCORING_STEP) && !state.endOfRound?.early ? (
        <section className="banner banner--warning stack" data-testid="play-no-units" role="alert">
          <p>{t('play:game.noUnitsLeft', { name: nameOf(gone[0]) })}</p>
          <p className="muted">{t(state.plan.endWhenCompanyGone ? 'play:game.noUnitsRule' : 'play:unconfirmed.noUnits')}</p>
          <Button variant="primary" className="play-big" onClick={() => void act({ type: 'endGameEarly' })}>
            {t('play:game.endNow')}
          </Button>
        </section>
      ) : null}
      {endingOpen && gone.length === 0 && demoralizedEnd && broken.length > 0 ? (
        <section className="banner banner--warning stack" data-testid="play-all-demoralized" role="alert">
          <p>{t('play:game.allDemoralized', { name: nameOf(broken[0]) })}</p>
          <p className="muted">{t('play:game.missionEndsWhen', { rule: demoralizedEnd[language] })}</p>
          <Button variant="primary" className="play-big" onClick={() => void act({ type: 'endGameEarly', reason: 'all-demoralized' })}>
            {t('play:game.endNow')}
          </Button>
        </section>
      ) : null}
      {order.map((id) => (
        <Company key={id} state={state} playerId={id} act={act} clock={clocks ? (clocks[id] ?? 0) : null} settling={settling} />
      ))}
      {endingOpen && destroyedEnd ? (
        <section className="card stack" data-testid="play-objectives-destroyed">
          <p className="muted">{t('play:game.missionEndsWhen', { rule: destroyedEnd[language] })}</p>
          <Button className="play-big" onClick={() => void act({ type: 'endGameEarly', reason: 'objectives-destroyed' })}>{t('play:game.endObjectivesDestroyed')}</Button>
        </section>
      ) : null}
      <label className="play-choice">
        <input type="checkbox" checked={showClock} onChange={(e) => setShowClock(e.target.checked)} />
        <span>{t('play:game.showClock')}</span>
      </label>
      <div className="play-undo-bar">
        <Button className="play-big" block disabled={!undoable} onClick={() => void act({ type: 'undo' })} data-testid="play-undo">
          {undoable ? t('play:game.undoWhat', { what: describe(undoable.action) }) : t('play:game.undo')}
        </Button>
      </div>
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const gameId = params.get('g') ?? undefined;
  const read = usePlayGame(gameId);
  return <PlayGate titleKey="screens.game">{gameId ? <GameLoader read={read}>{(game) => <Game game={game} />}</GameLoader> : <CurrentGame to={(game) => resumePath(game.state)} />}</PlayGate>;
}
