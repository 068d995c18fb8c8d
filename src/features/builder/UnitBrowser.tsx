/**
 * "Available Units": search, filter panel (characteristics and keywords must all match, a
 * legal-only toggle, clear all), sort selector and the grid of unit cards.
 *
 * The grid paints its first cards (a phone screen's worth) at once and the rest one card per
 * task (issue 12): a faction's whole grid in one render blocked a slow phone's main thread for
 * a fifth of a second on a first visit.
 */
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DEFAULT_UNIT_SORT, UNIT_SORTS, filterOptions, filterUnits, sortUnits, type UnitSort } from '../../domain/catalogue';
import type { Language, SelectedUnit, Unit } from '../../domain/types';
import { Chip, LoadingBlock, MountLater } from '../../ui';
import { UnitCard } from './UnitCard';
import { useCachedText } from '../../i18n/cachedText';
import type { TermLookup } from './useRuleTexts';

export interface UnitBrowserProps {
  units: Unit[] | undefined;
  selected: readonly SelectedUnit[];
  language: Language;
  terms: TermLookup;
  isTouch: boolean;
  onAdd: (unit: Unit) => void;
  onRemove: (unit: Unit) => void;
  onViewCard: (unit: Unit) => void;
}

/** Cards in the first render: more than a phone shows before scrolling. The others mount one per task (MountLater). */
export const FIRST_UNIT_CARDS = 2;

function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Memoised: the screen re-renders as each of its reads comes in, and the grid need not. */
export const UnitBrowser = memo(function UnitBrowser({ units, selected, language, terms, isTouch, onAdd, onRemove, onViewCard }: UnitBrowserProps) {
  const { t } = useTranslation(['builder']);
  const [search, setSearch] = useState('');
  const [characteristics, setCharacteristics] = useState<string[]>([]);
  const [keywords, setKeywords] = useState<string[]>([]);
  const [legalOnly, setLegalOnly] = useState(false);
  const [sort, setSort] = useState<UnitSort>(DEFAULT_UNIT_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cardText = useCachedText(t);
  const panelId = useId();
  const searchId = useId();
  const sortId = useId();

  const options = useMemo(() => filterOptions(units ?? []), [units]);
  const shown = useMemo(
    () => sortUnits(filterUnits(units ?? [], { search, characteristics, keywords, legalOnly, language }), sort, language),
    [units, search, characteristics, keywords, legalOnly, language, sort],
  );
  const quantities = useMemo(() => {
    const m = new Map<string, number>();
    for (const u of selected) m.set(u.id, (m.get(u.id) ?? 0) + u.quantity);
    return m;
  }, [selected]);

  const activeFilters = characteristics.length + keywords.length + (legalOnly ? 1 : 0);
  const clearAll = () => {
    setSearch('');
    setCharacteristics([]);
    setKeywords([]);
    setLegalOnly(false);
  };

  return (
    <section className="builder-units" aria-labelledby={`${panelId}-heading`} data-testid="available-units">
      <div className="builder-units__head">
        <h2 id={`${panelId}-heading`}>{t('builder:units.heading')}</h2>
        {units && <span className="muted builder-units__count" data-testid="unit-count">{t('builder:units.count', { count: shown.length })}</span>}
      </div>
      <div className="builder-units__tools">
        <div className="field builder-units__search">
          <label htmlFor={searchId} className="visually-hidden">{t('builder:units.searchLabel')}</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('builder:units.searchPlaceholder')}
            autoComplete="off"
            data-testid="unit-search"
          />
        </div>
        <button
          type="button"
          className={['btn', activeFilters > 0 && 'btn--active'].filter(Boolean).join(' ')}
          aria-expanded={filtersOpen}
          aria-controls={`${panelId}-filters`}
          onClick={() => setFiltersOpen((o) => !o)}
          data-testid="filters-toggle"
        >
          {t('builder:units.filtersToggle')}
          {activeFilters > 0 && <span className="count-dot">{activeFilters}</span>}
        </button>
        <div className="field builder-units__sort">
          <label htmlFor={sortId} className="visually-hidden">{t('builder:units.sortLabel')}</label>
          <select id={sortId} className="select" value={sort} onChange={(e) => setSort(e.target.value as UnitSort)} data-testid="unit-sort">
            {UNIT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`builder:units.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filtersOpen && (
        <div id={`${panelId}-filters`} className="filter-panel" data-testid="filter-panel">
          {options.characteristics.length > 0 && (
            <fieldset className="filter-panel__group">
              <legend>{t('builder:units.characteristics')}</legend>
              <div className="chip-row">
                {options.characteristics.map((c) => (
                  <Chip key={c} selected={characteristics.includes(c)} onClick={() => setCharacteristics((l) => toggle(l, c))}>
                    {terms(c).label}
                  </Chip>
                ))}
              </div>
            </fieldset>
          )}
          {options.keywords.length > 0 && (
            <fieldset className="filter-panel__group">
              <legend>{t('builder:units.keywords')}</legend>
              <div className="chip-row">
                {options.keywords.map((k) => (
                  <Chip key={k} selected={keywords.includes(k)} onClick={() => setKeywords((l) => toggle(l, k))}>
                    {terms(k).label}
                  </Chip>
                ))}
              </div>
            </fieldset>
          )}
          <div className="filter-panel__foot">
            <label className="switch">
              <input type="checkbox" checked={legalOnly} onChange={(e) => setLegalOnly(e.target.checked)} data-testid="legal-only" />
              <span>{t('builder:units.legalOnly')}</span>
            </label>
            <button type="button" className="btn btn--sm btn--ghost" onClick={clearAll} disabled={activeFilters === 0 && search === ''}>
              {t('builder:units.clearAll')}
            </button>
          </div>
        </div>
      )}

      {units === undefined ? (
        // As tall as the screen the cards will fill, so nothing below them jumps when they come.
        <div className="builder-units__loading" data-testid="units-loading">
          <LoadingBlock />
        </div>
      ) : units.length === 0 ? (
        <p className="empty-state">{t('builder:units.noUnits')}</p>
      ) : shown.length === 0 ? (
        <div className="empty-state" data-testid="no-match">
          <p>{t('builder:units.noMatch')}</p>
          <button type="button" className="link-button" onClick={clearAll}>
            {t('builder:units.clearAllLink')}
          </button>
        </div>
      ) : (
        <div className="unit-grid" data-testid="unit-grid">
          {shown.map((unit, index) => (
            // Keyed by unit: a search, filter or sort keeps the cards already drawn, and a card
            // it brings into the first places renders at once.
            <MountLater key={unit.id} later={index >= FIRST_UNIT_CARDS}>
              <UnitCard
                unit={unit}
                quantity={quantities.get(unit.id) ?? 0}
                language={language}
                terms={terms}
                isTouch={isTouch}
                onAdd={onAdd}
                onRemove={onRemove}
                onViewCard={onViewCard}
                t={cardText}
              />
            </MountLater>
          ))}
        </div>
      )}
    </section>
  );
});
