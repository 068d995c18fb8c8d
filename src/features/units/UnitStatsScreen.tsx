/**
 * /unit-stats: the whole catalogue as one sortable, filterable table across factions.
 * Mercenaries appear once for each faction they serve (the catalogue holds one copy per
 * faction), which the note under the filters says. ?unit=<id> (a search result) highlights
 * that unit's row.
 */
import { useEffect } from 'react';
import { useSearchParams } from '../../ui/router';
import { useReturningToScroll } from '../../ui/useReturningToScroll';
import { useTranslation } from '../../i18n/useTranslation';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { formatNumber } from '../../domain/format';
import { factionName, isMercenary, unitName, unitNameLang } from '../../domain/catalogue';
import type { Language } from '../../domain/types';
import { normaliseLanguage } from '../../i18n';
import { Badge, LoadingBlock } from '../../ui';
import { hasOnlyMercenaries, SORT_KEYS, tableRows, type SortDir, type SortKey } from './unitTable';
import './units.css';

export function Component() {
  const { t, i18n } = useTranslation(['units', 'common']);
  const title = t('common:screens.unitStats');
  useDocumentTitle(title);
  const language = normaliseLanguage(i18n.language) as Language;
  const catalogue = useCatalogue();
  const [params, setParams] = useSearchParams();
  const faction = params.get('faction') ?? 'all';
  const search = params.get('q') ?? '';
  const sort = (SORT_KEYS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as SortKey) : 'name';
  const dir: SortDir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const focus = params.get('unit');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  // Coming back (Back, Forward, a reload) to a place the player had scrolled: that place wins.
  const returning = useReturningToScroll();
  useEffect(() => {
    if (!focus || !catalogue || returning) return;
    const row = document.getElementById(`unit-${focus}`);
    row?.scrollIntoView({ block: 'center' });
  }, [focus, catalogue, returning]);

  if (catalogue === undefined) return <div className="page"><LoadingBlock /></div>;

  const rows = tableRows(catalogue.units, { faction, search, sort, dir }, language);
  const factionById = new Map(catalogue.factions.map((f) => [f.id, f]));
  const selectedFaction = faction === 'all' ? undefined : factionById.get(faction as never);
  const onlyMercenaries = selectedFaction !== undefined && (selectedFaction.hasOwnUnits === false || hasOnlyMercenaries(catalogue.units, faction));

  const headerButton = (key: SortKey) => {
    const active = sort === key;
    return (
      <th key={key} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} className={key === 'name' ? undefined : 'num'}>
        <button type="button" className="sort-button" onClick={() => update({ sort: key, dir: active && dir === 'asc' ? 'desc' : 'asc' })} data-testid={`sort-${key}`}>
          {key === 'name' ? (
            t('units:columns.name')
          ) : (
            // A phone shows the short name; the full one stays the button's name for a screen reader.
            <>
              <span className="unit-table__wide-label">{t(`units:columns.${key}`)}</span>
              <span className="unit-table__short-label" aria-hidden="true">
                {t(`units:columnsShort.${key}`)}
              </span>
            </>
          )}
          <span aria-hidden="true" className="sort-button__arrow">{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="page unit-stats" data-testid="unit-stats-screen">
      <header>
        <h1>{title}</h1>
        <p className="muted">{t('units:intro')}</p>
      </header>
      <div className="unit-stats__filters card">
        <label className="field">
          <span>{t('units:filters.faction')}</span>
          <select className="select" value={faction} onChange={(e) => update({ faction: e.target.value === 'all' ? null : e.target.value })} data-testid="faction-filter">
            <option value="all">{t('units:filters.allFactions')}</option>
            {catalogue.factions.map((f) => (
              <option key={f.id} value={f.id}>{factionName(f, language)}</option>
            ))}
          </select>
        </label>
        <label className="field unit-stats__search">
          <span>{t('units:filters.search')}</span>
          <input type="search" className="input" value={search} placeholder={t('units:filters.searchPlaceholder')} onChange={(e) => update({ q: e.target.value })} data-testid="unit-search" />
        </label>
      </div>
      <p className="muted unit-stats__note">{t('units:mercenaryNote')}</p>
      {onlyMercenaries && selectedFaction && (
        <p className="banner banner--info" data-testid="no-own-units">{t('units:noOwnUnits', { faction: factionName(selectedFaction, language) })}</p>
      )}
      <p className="unit-stats__count" aria-live="polite">{t('units:count', { count: rows.length })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('units:empty')}</p>
      ) : (
        <div className="unit-table-wrap">
          <table className="unit-table" data-testid="unit-table">
            <thead>
              <tr>
                {headerButton('name')}
                <th scope="col" className="unit-table__wide">
                  {t('units:columns.faction')}
                </th>
                <th scope="col" className="unit-table__wide">
                  {t('units:columns.type')}
                </th>
                {headerButton('points')}
                {headerButton('command')}
                {headerButton('availability')}
              </tr>
            </thead>
            <tbody>
              {rows.map((unit) => {
                const f = factionById.get(unit.faction_id);
                const factionLabel = f ? factionName(f, language) : unit.faction;
                const typeLabel = t(`units:types.${unit.type.replace(/\s+/g, '')}`, { defaultValue: unit.type });
                return (
                  <tr key={unit.id} id={`unit-${unit.id}`} className={unit.id === focus ? 'is-focused' : undefined} data-testid="unit-row">
                    <th scope="row">
                      <span className="unit-name" lang={unitNameLang(unit, language)}>
                        {unitName(unit, language)}
                      </span>
                      <span className="row unit-badges">
                        {unit.highCommand && <Badge tone="accent">{t('units:badges.highCommand')}</Badge>}
                        {isMercenary(unit) && <Badge>{t('units:badges.mercenary')}</Badge>}
                        {!unit.tournamentLegal && <Badge tone="danger">{t('units:badges.notLegal')}</Badge>}
                      </span>
                      {/* Below 768 px the faction and type columns fold in here, under the name. */}
                      <span className="unit-table__narrow unit-table__sub">
                        <span className="faction-dot" style={{ background: `var(--faction-${unit.faction_id})` }} aria-hidden="true" />
                        {t('units:factionAndType', { faction: factionLabel, type: typeLabel })}
                      </span>
                    </th>
                    <td className="unit-table__wide">
                      <span className="faction-dot" style={{ background: `var(--faction-${unit.faction_id})` }} aria-hidden="true" />
                      {factionLabel}
                    </td>
                    <td className="unit-table__wide">{typeLabel}</td>
                    <td className="num">{formatNumber(unit.pointsCost, language)}</td>
                    <td className="num">{unit.command}</td>
                    <td className="num">{unit.availability}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
