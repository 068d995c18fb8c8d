/**
 * /deployment/{gameId}: who deploys first and who holds the initiative at the start (the fact
 * base does not say how either is decided: the players choose), then a checklist of each
 * company's units with the Scout and Ambusher reminders (distances from game-structure.json)
 * and the units a courtesy list hides.
 */
import { Navigate, useNavigate, useParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { unitsOf } from '../../domain/play/rules';
import type { PlayState } from '../../domain/play/types';
import { Badge, Button } from '../../ui';
import { CurrentGame, GameLoader } from './GameLoader';
import { usePlayGame } from '../../db/hooks/usePlayGames';
import { playUnitNameLang, useLocalisedUnits } from './unitNames';
import { PlayGate } from './PlayGate';
import { resumePath, scenarioName, useFactionLabel, useLanguage, usePlayAct, useWakeLock } from './playShared';
import { usePlayerName } from './playerName';
import './play.css';

/** game-structure.json `deployment`: Scout and Ambusher enemy line-of-sight limits (1.6). */
const SCOUT_STRIDES = 12;
const AMBUSHER_STRIDES = 12;

function PlayerChoice({ state, name, value, onPick }: { state: PlayState; name: string; value: string | null; onPick: (id: string) => void }) {
  const nameOf = usePlayerName(state);
  return (
    <div className="row play-choice-row" role="radiogroup" aria-label={name}>
      {state.seats.map((id) => (
        <label key={id} className="play-choice play-choice--big">
          <input type="radio" name={name} checked={value === id} onChange={() => onPick(id)} />
          <span>{nameOf(id)}</span>
        </label>
      ))}
    </div>
  );
}

function Deployment({ state: stored }: { state: PlayState }) {
  const state = useLocalisedUnits(stored);
  const { t } = useTranslation(['play', 'common']);
  const language = useLanguage();
  const faction = useFactionLabel();
  const act = usePlayAct(state.id);
  const nameOf = usePlayerName(state);
  const navigate = useNavigate();
  useWakeLock();
  if (state.currentPhase !== 'deployment') return <Navigate to={resumePath(state)} replace />;
  const rollOff = state.rollOffWinner && state.players[state.rollOffWinner] ? nameOf(state.rollOffWinner) : null;
  const start = async () => {
    if (await act({ type: 'startGame' })) navigate(`/game?g=${encodeURIComponent(state.id)}`);
  };
  return (
    <div className="page stack play-page" data-testid="play-deployment">
      <h1>{t('common:screens.deployment')}</h1>
      <p>
        <strong>{scenarioName(state.plan.missionId, language)}</strong>
        {state.plan.featId ? ` · ${scenarioName(state.plan.featId, language)}` : ''}
      </p>
      {rollOff ? <p>{t('play:deployment.rollOffWinner', { name: rollOff })}</p> : null}
      <section className="card stack">
        <h2>{t('play:deployment.firstToDeploy')}</h2>
        <p className="muted">{t('play:unconfirmed.firstToDeploy')}</p>
        <PlayerChoice state={state} name={t('play:deployment.firstToDeploy')} value={state.firstToDeployPlayerId} onPick={(id) => void act({ type: 'setFirstToDeploy', playerId: id })} />
      </section>
      <section className="card stack">
        <h2>{t('play:deployment.initiative')}</h2>
        <p className="muted">{t('play:unconfirmed.initiative')}</p>
        <PlayerChoice state={state} name={t('play:deployment.initiative')} value={state.initialInitiativePlayerId} onPick={(id) => void act({ type: 'setInitialInitiative', playerId: id })} />
      </section>
      <section className="stack">
        <h2>{t('play:deployment.checklist')}</h2>
        <p className="muted">{t('play:deployment.scoutOrder')}</p>
        {state.seats.map((id) => {
          const units = unitsOf(state, id);
          return (
            <div key={id} className="card stack" data-testid={`play-deploy-${id}`}>
              <h3>{t('play:deployment.company', { name: nameOf(id), faction: faction(state.players[id]!.faction) })}</h3>
              {units.length === 0 ? <p className="muted">{t('play:deployment.noUnits')}</p> : null}
              <ul className="stack play-list">
                {units.map((u) => (
                  <li key={u.id} className="stack play-deploy-unit">
                    <label className="play-choice">
                      <input type="checkbox" checked={u.deployed} onChange={(e) => void act({ type: 'setDeployed', unitId: u.id, deployed: e.target.checked })} />
                      <span lang={playUnitNameLang(u, language)}>{u.name}</span>
                      {u.scout || u.ambusher ? <Badge tone="warning">{t('play:deployment.courtesyHidden')}</Badge> : null}
                    </label>
                    {u.scout ? <p className="muted">{t('play:deployment.scout', { strides: SCOUT_STRIDES })}</p> : null}
                    {u.ambusher ? <p className="muted">{t('play:deployment.ambusher', { strides: AMBUSHER_STRIDES })}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      {state.initialInitiativePlayerId === null ? <p className="muted">{t('play:deployment.pickInitiative')}</p> : null}
      <Button variant="primary" block className="play-big" disabled={state.initialInitiativePlayerId === null} onClick={() => void start()}>
        {t('play:deployment.start')}
      </Button>
    </div>
  );
}

export function Component() {
  const { gameId } = useParams();
  const read = usePlayGame(gameId);
  return (
    <PlayGate titleKey="screens.deployment">
      {gameId ? <GameLoader read={read}>{(game) => <Deployment state={game.state} />}</GameLoader> : <CurrentGame to={(game) => `/deployment/${game.state.id}`} />}
    </PlayGate>
  );
}
