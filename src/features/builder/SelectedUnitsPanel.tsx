import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../domain/format';
import { unitName } from '../../domain/catalogue';
import { MULTIPLE_HIGH_COMMAND_LABEL, computeTotals, displayQuantity, listViolations } from '../../domain/lists';
import type { Language, SelectedUnit } from '../../domain/types';
import { Badge, IconButton, MinusIcon, PlusIcon } from '../../ui';

export interface SelectedUnitsPanelProps {
  units: readonly SelectedUnit[];
  language: Language;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  actions?: React.ReactNode;
}

/** The chosen units, the "List Violations" box and the points and command totals. */
export function SelectedUnitsPanel({ units, language, onAdd, onRemove, actions }: SelectedUnitsPanelProps) {
  const { t } = useTranslation(['builder', 'errors']);
  const totals = computeTotals(units);
  const violations = listViolations(units);
  const violating = new Set(violations.violatingUnitIds);
  return (
    <section className="card selected-panel" aria-labelledby="selected-heading" data-testid="selected-panel">
      <div className="selected-panel__head">
        <h2 id="selected-heading">{t('builder:selected.heading')}</h2>
        <div className="selected-panel__totals">
          <span data-testid="selected-points">
            <span className="muted">{t('builder:selected.points')}</span> <strong>{formatNumber(totals.points, language)}</strong>
          </span>
          <span data-testid="selected-command">
            <span className="muted">{t('builder:selected.command')}</span> <strong>{formatNumber(totals.command, language)}</strong>
          </span>
        </div>
      </div>
      {violations.issues.length > 0 && (
        <div className="banner banner--danger violations" role="alert" data-testid="list-violations">
          <strong>{t('errors:list.violationsTitle')}</strong>
          <ul>
            {violations.issues.map((issue) => (
              <li key={issue.code}>{t(`errors:${issue.code}`, issue.params)}</li>
            ))}
          </ul>
        </div>
      )}
      {units.length === 0 ? (
        <p className="empty-state empty-state--small" data-testid="selected-empty">{t('builder:selected.empty')}</p>
      ) : (
        <ul className="selected-list" data-testid="selected-list">
          {units.map((u) => {
            const name = unitName(u, language);
            return (
              <li key={u.id} className="selected-list__item" data-testid="selected-unit" data-unit-id={u.id}>
                <span className="selected-list__qty">{t('builder:selected.quantity', { n: displayQuantity(u.quantity) })}</span>
                <span className="selected-list__name">
                  <span>{name}</span>
                  {u.highCommand && <Badge tone="warning">{t('builder:unit.highCommand')}</Badge>}
                  {!u.tournamentLegal && <Badge tone="danger">{t('builder:unit.notLegal')}</Badge>}
                  {violating.has(u.id) && (
                    <span className="violation-label" data-testid="unit-violation">{t(`errors:${MULTIPLE_HIGH_COMMAND_LABEL}`)}</span>
                  )}
                </span>
                <span className="selected-list__pts">{t('builder:unit.points', { points: formatNumber(u.pointsCost * u.quantity, language) })}</span>
                <span className="selected-list__step">
                  <IconButton label={t('builder:unit.remove', { name })} icon={<MinusIcon />} onClick={() => onRemove(u.id)} className="btn--sm-icon" />
                  <IconButton
                    label={t('builder:unit.add', { name })}
                    icon={<PlusIcon />}
                    onClick={() => onAdd(u.id)}
                    disabled={u.quantity >= u.availability}
                    className="btn--sm-icon"
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {actions && <div className="selected-panel__actions">{actions}</div>}
    </section>
  );
}
