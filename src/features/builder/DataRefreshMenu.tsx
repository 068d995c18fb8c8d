import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { FACTIONS_INFO_TOAST_MS } from '../../domain/constants';
import { logger } from '../../platform/logger';
import { RefreshIcon, notify } from '../../ui';
import { refreshData, type RefreshKind } from './dataRefresh';

const TEXTS: Record<RefreshKind, { done: string; failed: string }> = {
  factions: { done: 'builder:refresh.factionsDone', failed: 'builder:refresh.factionsFailed' },
  units: { done: 'builder:refresh.unitsDone', failed: 'builder:refresh.unitsFailed' },
  all: { done: 'builder:refresh.allDone', failed: 'builder:refresh.allFailed' },
};

/** Runs a refresh with SPEC.md's toasts; shared by the menu and the faction refresh button. */
export function useDataRefresh(): { refreshing: boolean; refresh: (kind: RefreshKind) => Promise<void> } {
  const { t } = useTranslation(['builder']);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async (kind: RefreshKind) => {
    setRefreshing(true);
    const pending = kind === 'factions' ? notify.info(t('builder:refresh.factionsLoading')) : null;
    try {
      const result = await refreshData(kind);
      if (pending !== null) notify.dismiss(pending);
      notify.success(t(TEXTS[kind].done));
      if (result.factionCount === 0) notify.info(t('builder:refresh.defaultFactions'), undefined, FACTIONS_INFO_TOAST_MS);
    } catch (error) {
      if (pending !== null) notify.dismiss(pending);
      logger.warn('Data refresh failed', { kind, error: String(error) });
      notify.error(t(TEXTS[kind].failed));
    } finally {
      setRefreshing(false);
    }
  };
  return { refreshing, refresh };
}

/** The builder's data-refresh menu: factions, unit data, or everything. */
export function DataRefreshMenu({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: (kind: RefreshKind) => void }) {
  const { t } = useTranslation(['builder']);
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && el.open) {
        el.open = false;
        el.querySelector('summary')?.focus();
      }
    };
    const onDocClick = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    el.addEventListener('keydown', onKey);
    document.addEventListener('click', onDocClick);
    return () => {
      el.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onDocClick);
    };
  }, []);
  const run = (kind: RefreshKind) => {
    if (ref.current) ref.current.open = false;
    onRefresh(kind);
  };
  return (
    <details className="menu-button" ref={ref} data-testid="refresh-menu">
      <summary className="btn btn--ghost" aria-label={t('builder:refresh.menu')} title={t('builder:refresh.menu')}>
        <span className={refreshing ? 'is-spinning' : undefined} aria-hidden="true">
          <RefreshIcon />
        </span>
      </summary>
      <div className="menu-button__popup" role="group" aria-label={t('builder:refresh.menu')}>
        <button type="button" onClick={() => run('factions')} disabled={refreshing}>
          {t('builder:refresh.factions')}
        </button>
        <button type="button" onClick={() => run('units')} disabled={refreshing}>
          {t('builder:refresh.units')}
        </button>
        <button type="button" onClick={() => run('all')} disabled={refreshing}>
          {t('builder:refresh.all')}
        </button>
      </div>
    </details>
  );
}
