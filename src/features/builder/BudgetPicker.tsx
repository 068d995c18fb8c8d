import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { BUDGET_PRESETS, MAX_BUDGET, MIN_BUDGET, normaliseBudget } from '../../domain/budget';
import { formatNumber } from '../../domain/format';
import type { Language } from '../../domain/types';

const NONE = 'none';
const OTHER = 'other';

/**
 * Game size (issue 14): no budget, one of our presets, or any whole number. The presets are
 * plain sizes, not said to be official: the game fact base names none.
 */
export function BudgetPicker({ budget, onChange, language }: { budget: number | null; onChange: (budget: number | null) => void; language: Language }) {
  const { t } = useTranslation(['builder']);
  const id = useId();
  const isPreset = budget !== null && BUDGET_PRESETS.includes(budget);
  const [custom, setCustom] = useState(budget !== null && !isPreset);
  const [text, setText] = useState(budget === null ? '' : String(budget));
  // A list loaded or cleared elsewhere shows its own budget.
  // (Typing never sets the budget to none: only a valid number or an emptied field on blur does.)
  useEffect(() => {
    setText(budget === null ? '' : String(budget));
    if (budget !== null && !BUDGET_PRESETS.includes(budget)) setCustom(true);
    if (budget === null) setCustom(false);
  }, [budget]);

  const choice = custom ? OTHER : budget === null ? NONE : String(budget);
  return (
    <div className="budget-picker" data-testid="budget-picker">
      <div className="field budget-picker__field">
        <label htmlFor={`${id}-size`}>{t('builder:budget.label')}</label>
        <select
          id={`${id}-size`}
          className="select"
          value={choice}
          data-testid="budget-select"
          onChange={(e) => {
            const value = e.target.value;
            if (value === OTHER) {
              setCustom(true);
              return;
            }
            setCustom(false);
            onChange(value === NONE ? null : normaliseBudget(value));
          }}
        >
          <option value={NONE}>{t('builder:budget.none')}</option>
          {BUDGET_PRESETS.map((p) => (
            <option key={p} value={String(p)}>
              {t('builder:budget.preset', { points: formatNumber(p, language) })}
            </option>
          ))}
          <option value={OTHER}>{t('builder:budget.other')}</option>
        </select>
      </div>
      {custom && (
        <div className="field budget-picker__field">
          <label htmlFor={`${id}-custom`}>{t('builder:budget.customLabel')}</label>
          <input
            id={`${id}-custom`}
            className="input"
            type="number"
            inputMode="numeric"
            min={MIN_BUDGET}
            max={MAX_BUDGET}
            step={1}
            value={text}
            data-testid="budget-custom"
            onChange={(e) => {
              setText(e.target.value);
              const value = normaliseBudget(e.target.value);
              if (value !== null) onChange(value);
            }}
            onBlur={() => {
              // An emptied field means no budget; an unreadable number goes back to the budget.
              if (text.trim() === '') {
                setCustom(false);
                onChange(null);
              } else if (normaliseBudget(text) === null) setText(budget === null ? '' : String(budget));
            }}
          />
        </div>
      )}
    </div>
  );
}
