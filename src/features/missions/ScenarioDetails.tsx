/**
 * One mission or feat read at the table: rounds and turns, the scoring table built from the
 * structured scoring lines, material, set-up, special rules, early end, notes and sources.
 * Everything comes from the fact-base entry (src/domain/scenarios.ts); only labels are i18n.
 */
import { useTranslation } from '../../i18n/useTranslation';
import type { LocalisedText, Scenario, ScenarioLanguage, ScoringLine } from '../../domain/scenarios';

/** A source's day ("2026-04-21") in the chosen language; the text as given when it is not a day. */
function formatDay(day: string, language: ScenarioLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

function PointsCell({ line, language }: { line: ScoringLine; language: ScenarioLanguage }) {
  const { t } = useTranslation('missions');
  const currency = t(`currency.${line.currency}`);
  if (line.pointsFormula !== null) return <th scope="row">{t('points.varies', { currency })}</th>;
  const amount = new Intl.NumberFormat(language).format(line.points);
  return (
    <th scope="row">
      <span className="scoring-table__points">{t('points.value', { points: amount, currency })}</span>
      {line.control === 'stepper' && (
        <span className="scoring-table__hint">
          {line.maxCount === null ? t('points.each') : t('points.eachUpTo', { max: new Intl.NumberFormat(language).format(line.maxCount) })}
        </span>
      )}
    </th>
  );
}

function ScoringTable({ lines, language, testId }: { lines: readonly ScoringLine[]; language: ScenarioLanguage; testId: string }) {
  const { t } = useTranslation('missions');
  return (
    <table className="scoring-table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('table.points')}</th>
          <th scope="col">{t('table.how')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} data-testid="scoring-line" data-control={line.control}>
            <PointsCell line={line} language={language} />
            <td>
              {line.text[language]}
              <span className="scoring-table__when">{t(`when.${line.when}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TextList({ title, items, language, testId }: { title: string; items: readonly LocalisedText[]; language: ScenarioLanguage; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section className="scenario-section" data-testid={testId}>
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item[language]}</li>
        ))}
      </ul>
    </section>
  );
}

function GameLength({ scenario, language }: { scenario: Scenario; language: ScenarioLanguage }) {
  const { t } = useTranslation('missions');
  const turns = scenario.turnsPerRound ?? [];
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const allSame = turns.every((n) => n === turns[0]);
  return (
    <ul className="scenario-facts" data-testid="scenario-facts">
      {scenario.rounds !== null && <li>{t('facts.rounds', { count: scenario.rounds })}</li>}
      {turns.length > 0 && (
        <li>{allSame ? t('facts.turns', { count: turns[0] }) : t('facts.turnsByRound', { list: list.format(turns.map(String)) })}</li>
      )}
      {scenario.lastRound !== null && <li>{t('facts.gameEnds', { round: scenario.lastRound })}</li>}
      {scenario.gameSizePoints !== null && (
        <li>{t('facts.gameSize', { points: new Intl.NumberFormat(language).format(scenario.gameSizePoints) })}</li>
      )}
      {scenario.kind === 'feat' && <li>{t('facts.feat')}</li>}
    </ul>
  );
}

export function ScenarioDetails({ scenario, language }: { scenario: Scenario; language: ScenarioLanguage }) {
  const { t } = useTranslation('missions');
  const currencies = [...new Set([...scenario.scoring, ...scenario.olderScoring].map((l) => l.currency))];
  return (
    <div className="scenario-details">
      <GameLength scenario={scenario} language={language} />
      <section className="scenario-section" data-testid="scenario-scoring">
        <h2>{t('sections.scoring')}</h2>
        <ScoringTable lines={scenario.scoring} language={language} testId="scoring-table" />
        <p className="scenario-legend muted">{currencies.map((c) => t(`currencyLegend.${c}`)).join(' · ')}</p>
      </section>
      {scenario.olderScoring.length > 0 && (
        <section className="scenario-section" data-testid="scenario-older-scoring">
          <h2>{t('sections.olderScoring')}</h2>
          <ScoringTable lines={scenario.olderScoring} language={language} testId="older-scoring-table" />
        </section>
      )}
      <TextList title={t('sections.material')} items={scenario.material.map((m) => m.text)} language={language} testId="scenario-material" />
      {scenario.setup.length > 0 && (
        <section className="scenario-section" data-testid="scenario-setup">
          <h2>{t('sections.setup')}</h2>
          <ul>
            {scenario.setup.map((line, index) => (
              <li key={index}>{line.text[language]}</li>
            ))}
          </ul>
          {scenario.setupNote && <p className="muted">{scenario.setupNote[language]}</p>}
        </section>
      )}
      <TextList
        title={t(scenario.kind === 'feat' ? 'sections.featRules' : 'sections.rules')}
        items={scenario.rules.map((r) => r.text)}
        language={language}
        testId="scenario-rules"
      />
      <TextList title={t('sections.earlyEnd')} items={scenario.earlyEnd.map((e) => e.text)} language={language} testId="scenario-early-end" />
      <TextList title={t('sections.notes')} items={scenario.notes} language={language} testId="scenario-notes" />
      <details className="scenario-sources">
        <summary>{t('sections.sources')}</summary>
        <ul>
          {scenario.sources.map((s, index) => (
            <li key={index}>
              {t('sourceLine', { repo: s.repo, path: s.path, date: formatDay(s.date, language), entry: s.entry })}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
