/**
 * /missions: missions and feats with Official / Community labels and the creator's credit.
 * /missions?m=<id> opens one mission in a large, high-contrast layout to read at the table.
 *
 * Rows come from Dexie (bundled seed, refreshed by the content pull). Each row's `details` is
 * the structured fact-base entry (src/domain/scenarios.ts); when a row lacks it or it is
 * malformed, the bundled entry with the same id is used; a row with neither shows its body.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useMissions } from '../../db/hooks/useMissions';
import { getScenario, parseScenario, type Scenario } from '../../domain/scenarios';
import type { Language, Mission } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { Badge, Chip, LoadingBlock } from '../../ui';
import { RichText } from '../rules/RichText';
import { localised } from '../rules/localised';
import { ScenarioDetails } from './ScenarioDetails';
import './missions.css';

type KindFilter = 'all' | Mission['kind'];
const KIND_FILTERS: readonly KindFilter[] = ['all', 'mission', 'feat'];

function Labels({ mission }: { mission: Mission }) {
  const { t } = useTranslation('missions');
  return (
    <span className="row mission-labels">
      <Badge tone={mission.kind === 'mission' ? 'accent' : 'default'}>{t(`kind.${mission.kind}`)}</Badge>
      <Badge tone={mission.source === 'official' ? 'success' : 'warning'} testId="mission-source">{t(`source.${mission.source}`)}</Badge>
    </span>
  );
}

function Credit({ mission }: { mission: Mission }) {
  const { t } = useTranslation('missions');
  if (mission.source === 'official') return <p className="mission-credit muted">{t('credit.official')}</p>;
  return <p className="mission-credit muted">{mission.creator ? t('credit.by', { creator: mission.creator }) : t('credit.unknown')}</p>;
}

/** The structured entry for a row: its own details when valid, else the bundled one. */
function scenarioOf(mission: Mission): Scenario | undefined {
  return parseScenario(mission.details) ?? getScenario(mission.id);
}

/** Under a translated name: the English card name, and whether the translation is confirmed. */
function NameNote({ scenario, language }: { scenario: Scenario; language: Language }) {
  const { t } = useTranslation('missions');
  if (language === 'en') return null;
  const status = scenario.nameStatus[language];
  return (
    <p className="mission-name-note muted" data-testid="mission-card-name">
      {t('cardName', { name: scenario.names.en })}
      {status === 'unconfirmed' && ` · ${t('nameUnconfirmed')}`}
    </p>
  );
}

function MissionReader({ mission, scenario, language }: { mission: Mission; scenario: Scenario | undefined; language: Language }) {
  const { t } = useTranslation('missions');
  return (
    <article className="mission-reader" data-testid="mission-reader">
      <Link to="/missions" className="btn btn--ghost mission-reader__back">{t('back')}</Link>
      <header>
        <Labels mission={mission} />
        <h1>{localised(mission.name, mission.name_es, mission.name_fr, language)}</h1>
        {scenario && <NameNote scenario={scenario} language={language} />}
        <Credit mission={mission} />
        <p className="mission-reader__summary">{localised(mission.summary, mission.summary_es, mission.summary_fr, language)}</p>
      </header>
      {scenario ? (
        <ScenarioDetails scenario={scenario} language={language} />
      ) : (
        <RichText className="mission-reader__body" text={localised(mission.body, mission.body_es, mission.body_fr, language)} />
      )}
    </article>
  );
}

function CardFacts({ scenario }: { scenario: Scenario }) {
  const { t } = useTranslation('missions');
  const turns = scenario.turnsPerRound ?? [];
  if (scenario.rounds === null || turns.length === 0) return null;
  const allSame = turns.every((n) => n === turns[0]);
  return (
    <p className="mission-card__facts">
      {t('facts.rounds', { count: scenario.rounds })}
      {' · '}
      {allSame ? t('facts.turns', { count: turns[0] }) : t('facts.turnsVary')}
    </p>
  );
}

export function Component() {
  const { t, i18n } = useTranslation(['missions', 'common']);
  const title = t('common:screens.missions');
  useDocumentTitle(title);
  const missions = useMissions();
  const scenarios = useMemo(() => new Map((missions ?? []).map((m) => [m.id, scenarioOf(m)])), [missions]);
  const [params, setParams] = useSearchParams();
  const language = normaliseLanguage(i18n.language) as Language;
  const openId = params.get('m');
  const kind = (KIND_FILTERS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as KindFilter) : 'all';

  if (missions === undefined) return <div className="page"><LoadingBlock /></div>;
  const open = openId ? missions.find((m) => m.id === openId) : undefined;
  if (open) return <div className="page"><MissionReader mission={open} scenario={scenarios.get(open.id)} language={language} /></div>;

  const shown = missions.filter((m) => kind === 'all' || m.kind === kind);
  return (
    <div className="page missions" data-testid="missions-screen">
      <header className="missions__header">
        <h1>{title}</h1>
        <p className="muted">{t('missions:intro')}</p>
        <div className="row" role="group" aria-label={t('missions:filter.label')}>
          {KIND_FILTERS.map((k) => (
            <Chip key={k} selected={kind === k} onClick={() => setParams(k === 'all' ? {} : { kind: k }, { replace: true })}>
              {t(`missions:filter.${k}`)}
            </Chip>
          ))}
        </div>
      </header>
      {openId && <p className="banner banner--warning">{t('missions:notFound')}</p>}
      {shown.length === 0 ? (
        <p className="muted">{t('missions:empty')}</p>
      ) : (
        <ul className="missions__grid">
          {shown.map((mission) => {
            const scenario = scenarios.get(mission.id);
            return (
              <li key={mission.id}>
                <Link to={`/missions?m=${encodeURIComponent(mission.id)}`} className="card mission-card" data-testid="mission-card">
                  <Labels mission={mission} />
                  <h2>{localised(mission.name, mission.name_es, mission.name_fr, language)}</h2>
                  {scenario && <NameNote scenario={scenario} language={language} />}
                  {scenario && <CardFacts scenario={scenario} />}
                  <p>{localised(mission.summary, mission.summary_es, mission.summary_fr, language)}</p>
                  <Credit mission={mission} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
