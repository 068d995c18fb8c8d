import { forwardRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { formatNumber } from '../../domain/format';
import { factionName } from '../../domain/catalogue';
import { computeTotals, isCloudList } from '../../domain/lists';
import { repriceList, type CatalogueView } from '../../domain/repricing';
import type { ArmyList, Faction, Language } from '../../domain/types';
import { useAuthStore } from '../../auth/authStore';
import { useArmyLists } from '../../db/hooks/useArmyLists';
import { createListFromShared } from '../../db/repositories/lists';
import { restoreListVersion } from '../../db/repositories/listVersions';
import { logger } from '../../platform/logger';
import { Badge, Button, LoadingBlock, notify } from '../../ui';
import { ListHistoryDialog } from '../library/ListHistoryDialog';
import { LibraryToolbar } from '../library/LibraryToolbar';
import { exportLists } from '../library/exportActions';
import type { HistoryEntry } from '../library/versionEntries';
import { DamagedListsNotice } from './DamagedListsNotice';
import { KeptEditsNotice } from './KeptEditsNotice';

export interface SavedListsPanelProps {
  factions: readonly Faction[];
  language: Language;
  currentId: string | null;
  onLoad: (list: ArmyList) => void;
  onDelete: (list: ArmyList) => void;
  /** The device's catalogue: lists it prices differently carry a "Points changed" badge. */
  catalogue?: CatalogueView;
}

/** Lists saved on this device (and cloud lists the sync engine brought down), with load and delete. */
export const SavedListsPanel = forwardRef<HTMLHeadingElement, SavedListsPanelProps>(function SavedListsPanel(
  { factions, language, currentId, onLoad, onDelete, catalogue },
  headingRef,
) {
  const { t } = useTranslation(['builder', 'repricing', 'library']);
  const accountId = useAuthStore((state) => state.userId);
  // Until the session is known, whose lists to show is not: say loading, never "No saved lists yet".
  const authKnown = useAuthStore((state) => state.isAuthenticated !== null);
  const stored = useArmyLists(accountId);
  const lists = authKnown ? stored : undefined;
  const [historyOf, setHistoryOf] = useState<ArmyList | null>(null);

  /** A new list from this content, named "… (copy)" (issue 16); the original is left as it is. */
  const duplicate = async (
    source: ArmyList,
    content: Pick<HistoryEntry, 'units' | 'dataVersion' | 'note'> & Partial<Pick<HistoryEntry, 'budget'>> = { units: source.units, dataVersion: source.dataVersion ?? null, note: source.note ?? null, budget: source.budget ?? null },
  ) => {
    try {
      const copy = await createListFromShared({
        name: t('library:duplicate.name', { name: source.name }),
        faction: source.faction,
        units: content.units,
        dataVersion: content.dataVersion,
        note: content.note,
        budget: content.budget ?? null,
      });
      notify.success(t('library:duplicate.done', { name: copy.name }));
    } catch (error) {
      logger.error('Duplicate failed', { error: String(error) });
      notify.error(t('library:duplicate.failed'));
    }
  };

  const restore = async (entry: HistoryEntry) => {
    if (entry.versionId === null) return;
    try {
      const restored = await restoreListVersion(entry.versionId);
      if (!restored) throw new Error('list or version gone');
      setHistoryOf(restored);
      if (restored.id === currentId) onLoad(restored);
      notify.success(t('library:history.restored', { n: entry.number }), t('library:history.restoredDetail'));
    } catch (error) {
      logger.error('Restore failed', { error: String(error) });
      notify.error(t('library:history.restoreFailed'));
    }
  };

  const nameOf = (id: string) => {
    const f = factions.find((x) => x.id === id);
    return f ? factionName(f, language) : id;
  };
  return (
    <section className="card saved-panel" aria-labelledby="saved-heading" data-testid="saved-lists">
      <h2 id="saved-heading" ref={headingRef} tabIndex={-1}>
        {t('builder:saved.heading')}
      </h2>
      <LibraryToolbar lists={lists} language={language} isGuest={accountId === null} />
      {authKnown && <DamagedListsNotice accountId={accountId} />}
      {lists && <KeptEditsNotice lists={lists} accountId={accountId} onOpen={onLoad} />}
      {lists === undefined ? (
        <LoadingBlock label={t('builder:saved.loading')} />
      ) : lists.length === 0 ? (
        <p className="empty-state empty-state--small">{t('builder:saved.empty')}</p>
      ) : (
        <ul className="saved-list">
          {lists.map((list) => (
            <li
              key={list.id}
              className={['saved-list__item', list.id === currentId && 'saved-list__item--current'].filter(Boolean).join(' ')}
              data-testid="saved-list"
              data-list-name={list.name}
              style={{ '--item-colour': `var(--faction-${list.faction}, var(--faction-unknown))` } as React.CSSProperties}
            >
              <div className="saved-list__text">
                <strong className="saved-list__name">{list.name}</strong>
                <span className="muted saved-list__meta">
                  {t('builder:saved.summary', { faction: nameOf(list.faction), points: formatNumber(computeTotals(list.units).points, language) })}{' '}
                  <Badge>{isCloudList(list) ? t('builder:saved.cloud') : t('builder:saved.local')}</Badge>
                  {catalogue && catalogue.units.length > 0 && repriceList(list, catalogue).canUpdate && (
                    <Badge tone="warning" testId="saved-points-changed">
                      {t('repricing:badge')}
                    </Badge>
                  )}
                </span>
              </div>
              <div className="saved-list__actions">
                <Button size="sm" onClick={() => onLoad(list)} aria-label={t('builder:saved.loadNamed', { name: list.name })} data-testid="saved-load">
                  {t('builder:saved.load')}
                </Button>
                <Button size="sm" onClick={() => setHistoryOf(list)} aria-label={t('library:history.openNamed', { name: list.name })} data-testid="saved-history">
                  {t('library:history.open')}
                </Button>
                <Button size="sm" onClick={() => void duplicate(list)} aria-label={t('library:duplicate.actionNamed', { name: list.name })} data-testid="saved-duplicate">
                  {t('library:duplicate.action')}
                </Button>
                <Button size="sm" onClick={() => void exportLists([list], 'download', t)} aria-label={t('library:export.oneNamed', { name: list.name })} data-testid="saved-export">
                  {t('library:export.one')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onDelete(list)} aria-label={t('builder:saved.deleteNamed', { name: list.name })} data-testid="saved-delete">
                  {t('builder:saved.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListHistoryDialog
        key={historyOf?.id ?? 'none'}
        list={historyOf}
        language={language}
        onClose={() => setHistoryOf(null)}
        onRestore={(entry) => void restore(entry)}
        onDuplicate={(entry) => {
          if (historyOf) void duplicate(historyOf, entry);
        }}
      />
    </section>
  );
});
