/**
 * Faction dropdown (SPEC.md 2: max height 300 px, a refresh button beside it). A button plus
 * a listbox rather than a native select, so the menu can show each faction's colour and keep
 * to its height; arrows, Home/End, Enter/Space and Escape work as in a select.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { factionName } from '../../domain/catalogue';
import { FACTION_DROPDOWN_MAX_HEIGHT_PX } from '../../domain/constants';
import type { Faction, FactionId, Language } from '../../domain/types';
import { IconButton, RefreshIcon } from '../../ui';

export interface FactionPickerProps {
  factions: Faction[] | undefined;
  value: FactionId | null;
  language: Language;
  onChange: (id: FactionId) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** While the builder reads back the list kept from the last visit: a choice now would be replaced by it. */
  isBusy?: boolean;
}

export function FactionPicker({ factions, value, language, onChange, onRefresh, refreshing, isBusy = false }: FactionPickerProps) {
  const { t } = useTranslation(['builder']);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const current = factions?.find((f) => f.id === value);

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const openList = () => {
    const index = Math.max(0, factions?.findIndex((f) => f.id === value) ?? 0);
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (f: Faction) => {
    onChange(f.id);
    close(true);
  };

  const onListKey = (e: React.KeyboardEvent) => {
    const n = factions?.length ?? 0;
    if (n === 0) return;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(n - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(n - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      const f = factions?.[active];
      if (f) choose(f);
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.stopPropagation();
      close(e.key === 'Escape');
      if (e.key === 'Tab') return;
    } else return;
    e.preventDefault();
  };

  let status: string | null = null;
  if (factions === undefined) status = t('builder:faction.loading');
  else if (factions.length === 0) status = t('builder:faction.none');

  return (
    <div className="faction-picker" data-testid="faction-picker">
      <span className="faction-picker__label" id={`${id}-label`}>
        {t('builder:faction.label')}
      </span>
      <div className="faction-picker__row">
        <div className="faction-picker__box">
          <button
            ref={buttonRef}
            type="button"
            className="btn faction-picker__button"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-labelledby={`${id}-label ${id}-value`}
            disabled={isBusy || !factions || factions.length === 0}
            onClick={() => (open ? close(false) : openList())}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                e.preventDefault();
                openList();
              }
            }}
            data-testid="faction-button"
            style={{ '--swatch': `var(--faction-${value ?? 'unknown'})` } as React.CSSProperties}
          >
            <span className="swatch" aria-hidden="true" />
            <span id={`${id}-value`}>{status ?? (current ? factionName(current, language) : t('builder:faction.choose'))}</span>
            <span className="faction-picker__caret" aria-hidden="true">▾</span>
          </button>
          {open && factions && (
            <ul
              ref={listRef}
              role="listbox"
              tabIndex={-1}
              aria-labelledby={`${id}-label`}
              aria-activedescendant={`${id}-opt-${active}`}
              className="faction-picker__list"
              style={{ maxHeight: FACTION_DROPDOWN_MAX_HEIGHT_PX }}
              onKeyDown={onListKey}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== buttonRef.current) close(false);
              }}
              data-testid="faction-list"
            >
              {factions.map((f, i) => (
                <li
                  key={f.id}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={f.id === value}
                  className={['faction-picker__option', i === active && 'faction-picker__option--active'].filter(Boolean).join(' ')}
                  style={{ '--swatch': `var(--faction-${f.id})` } as React.CSSProperties}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(f)}
                  onPointerEnter={() => setActive(i)}
                  data-faction-id={f.id}
                >
                  <span className="swatch" aria-hidden="true" />
                  {factionName(f, language)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <IconButton
          label={t('builder:faction.refresh')}
          icon={<RefreshIcon />}
          onClick={onRefresh}
          disabled={refreshing}
          className={refreshing ? 'is-spinning' : undefined}
          data-testid="faction-refresh"
        />
      </div>
    </div>
  );
}
