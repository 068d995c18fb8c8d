import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../domain/format';
import { unitName, unitNameLang } from '../../domain/catalogue';
import { attachTargets, attachedTo, companyGroups, fittingTargets, isCharacter, suggestedTarget, type CompanyCatalogue } from '../../domain/companies';
import { checkList, violationMessages } from '../../domain/listChecks';
import { MULTIPLE_HIGH_COMMAND_LABEL, computeTotals, displayQuantity } from '../../domain/lists';
import type { Language, SelectedUnit } from '../../domain/types';
import { Badge, Button, IconButton, LoadingBlock, MinusIcon, PlusIcon } from '../../ui';
import { BudgetPicker } from './BudgetPicker';
import { listJoiner, nameLookup } from './listWords';
import { formatParams } from './listWords';
import './listPanel.css';

export interface SelectedUnitsPanelProps {
  units: readonly SelectedUnit[];
  language: Language;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  actions?: React.ReactNode;
  /** The list's points budget (issue 14); null: none. */
  budget?: number | null;
  onBudgetChange?: (budget: number | null) => void;
  /** Unit profiles for the company rules (issue 14); without them Characters are listed flat. */
  company?: CompanyCatalogue | null;
  /** Attach a Character to a unit of the list, or detach it (null). */
  onAttach?: (characterId: string, targetId: string | null) => void;
  /** The list is still being read back (the builder's draft): a loading state, not "No units selected". */
  loading?: boolean;
}

/**
 * The chosen units, the "List Violations" box, the points and command totals, the game size
 * (points budget and what is left) and the companies: each Character listed under the unit it
 * joins, with the choice of that unit (issue 14).
 */
export function SelectedUnitsPanel({ units, language, onAdd, onRemove, actions, budget = null, onBudgetChange, company = null, onAttach, loading = false }: SelectedUnitsPanelProps) {
  const { t } = useTranslation(['builder', 'errors']);
  const totals = computeTotals(units);
  const check = checkList(units, { budget, company });
  const violating = new Set(check.base.violatingUnitIds);
  const nameOf = nameLookup(units, company, language);
  const messages = violationMessages(check, nameOf, listJoiner(language));
  const n = (value: number) => formatNumber(value, language);

  const renderEntry = (u: SelectedUnit, nested: boolean) => {
    const name = unitName(u, language);
    const profile = company?.byId.get(u.id);
    const character = profile !== undefined && isCharacter(profile);
    return (
      <li key={u.id} className={nested ? 'selected-list__item selected-list__item--joined' : 'selected-list__item'} data-testid="selected-unit" data-unit-id={u.id} data-attached-to={nested ? (u.attachedTo ?? '') : undefined}>
        <span className="selected-list__qty">{t('builder:selected.quantity', { n: displayQuantity(u.quantity) })}</span>
        <span className="selected-list__name">
          <span lang={unitNameLang(u, language)}>{name}</span>
          {u.highCommand && <Badge tone="warning">{t('builder:unit.highCommand')}</Badge>}
          {!u.tournamentLegal && <Badge tone="danger">{t('builder:unit.notLegal')}</Badge>}
          {violating.has(u.id) && <span className="violation-label" data-testid="unit-violation">{t(`errors:${MULTIPLE_HIGH_COMMAND_LABEL}`)}</span>}
          {check.companyUnitIds.has(u.id) && <span className="violation-label" data-testid="unit-company-violation">{t('builder:company.ruleBroken')}</span>}
        </span>
        <span className="selected-list__pts">{t('builder:unit.points', { points: n(u.pointsCost * u.quantity) })}</span>
        <span className="selected-list__step">
          <IconButton label={t('builder:unit.remove', { name })} icon={<MinusIcon />} onClick={() => onRemove(u.id)} className="btn--sm-icon" />
          <IconButton label={t('builder:unit.add', { name })} icon={<PlusIcon />} onClick={() => onAdd(u.id)} disabled={u.quantity >= u.availability} className="btn--sm-icon" />
        </span>
        {character && company && onAttach && <JoinControl entry={u} units={units} company={company} language={language} onAttach={onAttach} />}
      </li>
    );
  };

  return (
    <section className="card selected-panel" aria-labelledby="selected-heading" data-testid="selected-panel">
      <div className="selected-panel__head">
        <h2 id="selected-heading">{t('builder:selected.heading')}</h2>
        <div className="selected-panel__totals">
          <span data-testid="selected-points">
            <span className="muted">{t('builder:selected.points')}</span> <strong>{n(totals.points)}</strong>
            {check.budget && <span className="muted"> {t('builder:budget.ofBudget', { budget: n(check.budget.budget) })}</span>}
          </span>
          <span data-testid="selected-command">
            <span className="muted">{t('builder:selected.command')}</span> <strong>{n(totals.command)}</strong>
          </span>
        </div>
      </div>
      {onBudgetChange && <BudgetPicker budget={budget} onChange={onBudgetChange} language={language} />}
      {check.budget && (
        <p className={check.budget.over ? 'budget-remaining budget-remaining--over' : 'budget-remaining'} data-testid="budget-remaining" aria-live="polite">
          {check.budget.over
            ? t('builder:budget.over', { count: -check.budget.remaining, points: n(-check.budget.remaining) })
            : t('builder:budget.remaining', { count: check.budget.remaining, points: n(check.budget.remaining) })}
        </p>
      )}
      {messages.length > 0 && (
        <div className="banner banner--danger violations" role="alert" data-testid="list-violations">
          <strong>{t('errors:list.violationsTitle')}</strong>
          <ul>
            {messages.map((issue, i) => (
              <li key={`${issue.code}-${i}`} data-code={issue.code}>
                {t(`errors:${issue.code}`, formatParams(issue.params, n))}
              </li>
            ))}
          </ul>
        </div>
      )}
      {loading ? (
        <div data-testid="selected-loading">
          <LoadingBlock />
        </div>
      ) : units.length === 0 ? (
        <p className="empty-state empty-state--small" data-testid="selected-empty">{t('builder:selected.empty')}</p>
      ) : (
        <ul className="selected-list" data-testid="selected-list">
          {companyGroups(units).map((group) =>
            group.attached.length === 0 ? (
              renderEntry(group.unit, false)
            ) : (
              <li key={`company-${group.unit.id}`} className="company-group" data-testid="company" data-unit-id={group.unit.id}>
                <ul className="company-group__list" aria-label={t('builder:company.groupLabel', { name: unitName(group.unit, language) })}>
                  {renderEntry(group.unit, false)}
                  {group.attached.map((c) => renderEntry(c, true))}
                </ul>
              </li>
            ),
          )}
        </ul>
      )}
      {actions && <div className="selected-panel__actions">{actions}</div>}
    </section>
  );
}


function JoinControl({ entry, units, company, language, onAttach }: { entry: SelectedUnit; units: readonly SelectedUnit[]; company: CompanyCatalogue; language: Language; onAttach: (characterId: string, targetId: string | null) => void }) {
  const { t } = useTranslation(['builder']);
  const id = useId();
  const current = attachedTo(entry, units);
  const fits = fittingTargets(units, entry.id, company);
  const fitIds = new Set(fits.map((u) => u.id));
  const others = attachTargets(units, entry.id).filter((u) => !fitIds.has(u.id));
  const suggestion = suggestedTarget(units, entry.id, company);
  const name = unitName(entry, language);
  return (
    <div className="join-control" data-testid="join-control">
      <label htmlFor={id} className="join-control__label">
        {t('builder:company.joins')}
      </label>
      <select
        id={id}
        className="select join-control__select"
        value={current ?? ''}
        onChange={(e) => onAttach(entry.id, e.target.value === '' ? null : e.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid="join-select"
      >
        <option value="">{t('builder:company.notAttached')}</option>
        {fits.length > 0 && (
          <optgroup label={t('builder:company.fits')}>
            {fits.map((u) => (
              <option key={u.id} value={u.id} lang={unitNameLang(u, language)}>
                {unitName(u, language)}
              </option>
            ))}
          </optgroup>
        )}
        {others.length > 0 && (
          <optgroup label={t('builder:company.doesNotFit')}>
            {others.map((u) => (
              <option key={u.id} value={u.id} lang={unitNameLang(u, language)}>
                {unitName(u, language)}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      <p id={`${id}-hint`} className="muted join-control__hint">
        {fits.length === 0 ? t('builder:company.noneFits', { name }) : t('builder:company.fitCount', { count: fits.length })}
      </p>
      {suggestion && (
        <Button onClick={() => onAttach(entry.id, suggestion.id)} data-testid="join-suggested">
          {t('builder:company.suggest', { unit: unitName(suggestion, language) })}
        </Button>
      )}
    </div>
  );
}
