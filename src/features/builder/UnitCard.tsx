import { memo } from 'react';
import { keywordLabel, unitName, unitNameLang } from '../../domain/catalogue';
import type { Language, Unit } from '../../domain/types';
import { Badge, MinusIcon, PlusIcon } from '../../ui';
import { TermChip } from './TermChip';
import { UnitAvatar } from './UnitAvatar';
import type { TermLookup } from './useRuleTexts';
import type { CachedText } from '../../i18n/cachedText';

export interface UnitCardProps {
  unit: Unit;
  quantity: number;
  language: Language;
  terms: TermLookup;
  isTouch: boolean;
  onAdd: (unit: Unit) => void;
  onRemove: (unit: Unit) => void;
  onViewCard: (unit: Unit) => void;
  /** The grid's texts, translated once per language (cardText.ts). */
  t: CachedText;
}

/** A unit's content as text, once per object: the same unit read again from another source compares equal. */
const unitText = new WeakMap<Unit, string>();
function textOf(unit: Unit): string {
  let text = unitText.get(unit);
  if (text === undefined) {
    text = JSON.stringify(unit);
    unitText.set(unit, text);
  }
  return text;
}

/**
 * A card renders again only when what it shows changed: a first visit's grid is drawn from the
 * bundled catalogue, and the device's copy of the same units (written from that very file) then
 * takes over without redrawing a card (issue 12: a few hundred chips on a slow phone).
 */
function sameCard(before: UnitCardProps, after: UnitCardProps): boolean {
  const keys = Object.keys(after) as Array<keyof UnitCardProps>;
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) => (key === 'unit' ? before.unit === after.unit || textOf(before.unit) === textOf(after.unit) : before[key] === after[key]));
}

export const UnitCard = memo(function UnitCard({ unit, quantity, language, terms, isTouch, onAdd, onRemove, onViewCard, t }: UnitCardProps) {
  const name = unitName(unit, language);
  const chosen = quantity > 0;
  const command = unit.command > 0 ? t('builder:unit.command', { n: unit.command }) : null;
  // A rule the sheet also lists as a keyword is shown once.
  const keywordLabels = new Set(unit.keywords.map((k) => keywordLabel(k).toLowerCase()));
  const rules = unit.specialRules.filter((r) => !keywordLabels.has(keywordLabel(r).toLowerCase()));
  return (
    <article
      className={['unit-card', chosen && 'unit-card--chosen', !unit.tournamentLegal && 'unit-card--illegal'].filter(Boolean).join(' ')}
      data-testid="unit-card"
      data-unit-id={unit.id}
      aria-labelledby={`unit-${unit.id}-name`}
    >
      <header className="unit-card__head">
        <UnitAvatar name={name} slug={unit.slug} factionId={unit.faction_id} alt={t('builder:unit.portraitOf', { name })} />
        <div className="unit-card__title">
          <h3 id={`unit-${unit.id}-name`} lang={unitNameLang(unit, language)}>
            {name}
          </h3>
          <p className="unit-card__type">{t(`builder:unit.type.${unit.type}`)}</p>
          <div className="unit-card__badges">
            <Badge tone="accent" testId="unit-points">{t('builder:unit.points', { points: unit.pointsCost })}</Badge>
            {command && <Badge title={command}>{command}</Badge>}
            {unit.highCommand && <Badge tone="warning">{t('builder:unit.highCommand')}</Badge>}
            {!unit.tournamentLegal && <Badge tone="danger" testId="not-legal-badge">{t('builder:unit.notLegal')}</Badge>}
          </div>
        </div>
      </header>
      {(unit.characteristics.length > 0 || unit.keywords.length > 0 || rules.length > 0) && (
        <div className="unit-card__terms">
          {unit.characteristics.map((c) => (
            <TermChip key={`c-${c}`} kind="characteristic" term={terms(c, undefined, 'characteristic')} isTouch={isTouch} t={t} />
          ))}
          {unit.keywords.map((k) => (
            <TermChip key={`k-${keywordLabel(k)}`} kind="keyword" term={terms(k.name, k.value)} isTouch={isTouch} t={t} />
          ))}
          {rules.map((r) => (
            <TermChip key={`r-${keywordLabel(r)}`} kind="rule" term={terms(r.name, r.value)} isTouch={isTouch} t={t} />
          ))}
        </div>
      )}
      <footer className="unit-card__foot">
        <button type="button" className="btn btn--sm btn--ghost unit-card__view" onClick={() => onViewCard(unit)} aria-label={t('builder:unit.viewCardOf', { name })}>
          {t('builder:unit.viewCard')}
        </button>
        <div className="stepper" role="group" aria-label={name}>
          <button
            type="button"
            className="btn btn--icon stepper__btn"
            onClick={() => onRemove(unit)}
            disabled={quantity <= 0}
            aria-label={t('builder:unit.remove', { name })}
            data-testid="unit-remove"
          >
            <MinusIcon />
          </button>
          <span className="stepper__value">
            <span aria-hidden="true" data-testid="unit-quantity">
              {t('builder:unit.quantity', { chosen: quantity, available: unit.availability })}
            </span>
            <span className="visually-hidden">{t('builder:unit.quantityLabel', { chosen: quantity, available: unit.availability })}</span>
          </span>
          <button
            type="button"
            className="btn btn--icon btn--primary stepper__btn"
            onClick={() => onAdd(unit)}
            // At its availability the button looks and reads as unavailable but still takes a
            // tap, which says why (SPEC.md: "Cannot add more units" / "Maximum {n} …").
            aria-disabled={quantity >= unit.availability ? true : undefined}
            aria-label={t('builder:unit.add', { name })}
            data-testid="unit-add"
          >
            <PlusIcon />
          </button>
        </div>
      </footer>
    </article>
  );
}, sameCard);
