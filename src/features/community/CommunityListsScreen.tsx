/**
 * Browse Lists (/community-lists): the community lists kept on the device (pulled by the sync
 * engine, so it works offline), newest first, with a faction filter and a search over name
 * and description. "Open in builder" copies a list into a new list of the player's own
 * (createListFromShared never overwrites one) and opens it in the builder.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from '../../ui/router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { logger } from '../../platform/logger';
import { factionName, isFactionId } from '../../domain/catalogue';
import type { FactionId, SharedList } from '../../domain/types';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useSharedLists } from '../../db/hooks/useSharedLists';
import { AppError } from '../../db/errors';
import { createListFromShared } from '../../db/repositories/lists';
import { seedAndReadCatalogue } from '../../db/deviceCatalogue';
import { rememberOpenedPost } from '../../db/repositories/settings';
import { Button, LoadingBlock, notify } from '../../ui';
import { useOnline } from '../../app/Shell';
import { useSyncState } from '../../db/hooks/useSyncState';
import { formatDateTime } from '../../domain/format';
import type { BuilderNavState } from '../builder/BuilderScreen';
import { useLanguage } from '../builder/useLanguage';
import { MyPosts } from './MyPosts';
import { SharedListCard } from './SharedListCard';
import { computeTotals } from '../../domain/lists';
import { adoptList, type AdoptedList } from '../../domain/repricing';
import { UNKNOWN_DATA_VERSION, useCatalogueVersion } from '../../db/hooks/useCatalogueVersion';
import { RepricingNotice } from '../builder/RepricingNotice';
import { keepUnsavedDraftAside } from '../builder/keepDraftAside';
import { foldText } from '../../domain/fold';
import './community.css';

/** `term` is folded (foldText): "linea" finds "Línea", as the rules search does. */
function matches(list: SharedList, term: string): boolean {
  if (term === '') return true;
  return foldText(list.name).includes(term) || foldText(list.description ?? '').includes(term);
}

type ListType = 'all' | 'casual' | 'tournament';
type SortOrder = 'newest' | 'points';
/** Cards shown at first and added by each "Show more" (issue 15 item 2). */
const PAGE_SIZE = 24;

function ofType(list: SharedList, type: ListType, event: string): boolean {
  if (type === 'casual' && list.is_tournament_list) return false;
  if (type === 'tournament' && !list.is_tournament_list) return false;
  return event === '' || (list.is_tournament_list && foldText(list.tournament_name ?? '').includes(event));
}

export function Component() {
  const { t } = useTranslation(['community', 'common', 'errors', 'repricing']);
  useDocumentTitle(t('common:screens.communityLists'));
  const navigate = useNavigate();
  const language = useLanguage();
  const [faction, setFaction] = useState<FactionId | null>(null);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ListType>('all');
  const [event, setEvent] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const online = useOnline();
  const syncState = useSyncState();
  const [openingId, setOpeningId] = useState<string | null>(null);
  const lists = useSharedLists({ faction });

  // Opening the screen online asks for a pull, so fresh posts show up; offline, Dexie has them.
  useEffect(() => {
    if (!navigator.onLine) return;
    import('../../../sync/requestSync')
      .then(({ requestSync }) => requestSync())
      .catch((error: unknown) => logger.warn('Could not ask sync for community lists', { error: String(error) }));
  }, []);
  const catalogue = useCatalogue();

  const dataVersion = useCatalogueVersion();
  const currentVersion = dataVersion === undefined || dataVersion === UNKNOWN_DATA_VERSION ? null : dataVersion;
  const catalogueIn = (catalogue?.units.length ?? 0) > 0;
  const factionLabel = useCallback(
    (id: string) => {
      const found = catalogue?.factions.find((f) => f.id === id);
      return found ? factionName(found, language) : t('errors:catalogue.unknownFaction');
    },
    [catalogue, language, t],
  );
  const term = foldText(search.trim());
  const eventTerm = foldText(event.trim());
  const filtered = useMemo(() => (lists ?? []).filter((list) => matches(list, term) && ofType(list, type, eventTerm)), [lists, term, type, eventTerm]);
  // A new filter starts again from the first page.
  useEffect(() => setLimit(PAGE_SIZE), [term, type, eventTerm, sort, faction]);
  // Each post read through this device's catalogue (issues 10 and 15): its units at today's
  // points, what changed since it was posted, and what the catalogue does not know.
  const adopted = useMemo(() => {
    const view = { dataVersion: dataVersion ?? UNKNOWN_DATA_VERSION, units: catalogue?.units ?? [] };
    return new Map<string, AdoptedList>(filtered.map((list) => [list.id, adoptList({ faction: list.faction, units: list.units, dataVersion: list.dataVersion ?? null }, view)]));
  }, [filtered, catalogue, dataVersion]);
  // Newest first (as read), or by points at today's prices, newest first among equals.
  const sorted = useMemo(() => {
    if (sort === 'newest') return filtered;
    const points = (list: SharedList) => computeTotals(adopted.get(list.id)?.units ?? []).points;
    return [...filtered].sort((a, b) => points(b) - points(a));
  }, [filtered, sort, adopted]);
  const shown = sorted.slice(0, limit);

  const handleOpen = useCallback(
    async (list: SharedList, shown: AdoptedList | undefined) => {
      setOpeningId(list.id);
      try {
        // The catalogue's units and points, never the post's claims (adoptList); the post as it
        // was priced is kept as the new list's earlier version. A tap before this device's
        // catalogue is in (it is written when a screen first reads it) waits for it.
        let adoption = shown;
        let version = currentVersion;
        if (!catalogueIn || !version) {
          const stored = await seedAndReadCatalogue();
          if (!stored) throw new Error('The device holds no catalogue');
          version = stored.dataVersion;
          adoption = adoptList({ faction: list.faction, units: list.units, dataVersion: list.dataVersion ?? null }, { dataVersion: version, units: stored.catalogue.units });
        }
        const repricing = adoption?.repricing;
        const units = adoption?.units ?? [];
        const asShared = repricing?.canUpdate ? { units: repricing.recordedUnits, dataVersion: list.dataVersion ?? null } : undefined;
        // The opened list replaces the builder's: unsaved work there is kept as a saved list first.
        const keptAside = await keepUnsavedDraftAside();
        if (keptAside) notify.success(t('builder:toast.draftKeptAside', { name: keptAside.name }));
        const created = await createListFromShared(
          { name: list.name, faction: list.faction, units, ...(list.created_at ? { created_at: list.created_at } : {}), dataVersion: version },
          asShared ? { asShared } : {},
        );
        // The activity feed says when this post changes after today. Written before the builder
        // opens (a few milliseconds), so leaving the page at once cannot lose it; a failure never
        // blocks the open.
        await rememberOpenedPost(list.id, list.updated_at).catch((error: unknown) => {
          logger.info('Could not remember an opened post', { id: list.id, error: String(error) });
        });
        const state: BuilderNavState = { list: created, faction: created.faction };
        if (adoption && adoption.unknown.length > 0) {
          notify.info(t('community:browse.unknownLeftOut', { count: adoption.unknown.length, names: adoption.unknown.map((u) => u.name).join(', ') }));
        }
        navigate('/builder', { state });
      } catch (error) {
        logger.warn('Could not open a community list in the builder', { id: list.id, error: String(error) });
        const detail = error instanceof AppError ? t(`errors:${error.code}`, error.params ?? {}) : undefined;
        notify.error(t('community:browse.openFailed'), detail);
        setOpeningId(null);
      }
    },
    [navigate, t, currentVersion, catalogueIn],
  );

  return (
    <div className="page community" data-testid="community-lists">
      <h1>{t('common:screens.communityLists')}</h1>
      <p className="muted">{t('community:browse.intro')}</p>
      <MyPosts />

      <div className="community__filters">
        <div className="field">
          <label htmlFor="community-search">{t('community:browse.searchLabel')}</label>
          <input
            id="community-search"
            className="input"
            type="search"
            value={search}
            placeholder={t('community:browse.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            data-testid="community-search"
          />
        </div>
        <div className="field">
          <label htmlFor="community-type">{t('community:browse.typeLabel')}</label>
          <select id="community-type" className="select" value={type} onChange={(e) => setType(e.target.value as ListType)} data-testid="community-type">
            <option value="all">{t('community:browse.allTypes')}</option>
            <option value="casual">{t('community:browse.casual')}</option>
            <option value="tournament">{t('community:browse.tournament')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="community-event">{t('community:browse.eventLabel')}</label>
          <input
            id="community-event"
            className="input"
            type="search"
            value={event}
            placeholder={t('community:browse.eventPlaceholder')}
            onChange={(e) => setEvent(e.target.value)}
            data-testid="community-event"
          />
        </div>
        <div className="field">
          <label htmlFor="community-sort">{t('community:browse.sortLabel')}</label>
          <select id="community-sort" className="select" value={sort} onChange={(e) => setSort(e.target.value as SortOrder)} data-testid="community-sort">
            <option value="newest">{t('community:browse.sortNewest')}</option>
            <option value="points">{t('community:browse.sortPoints')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="community-faction">{t('community:browse.factionLabel')}</label>
          <select
            id="community-faction"
            className="select"
            value={faction ?? ''}
            onChange={(event) => setFaction(isFactionId(event.target.value) ? event.target.value : null)}
            data-testid="community-faction"
          >
            <option value="">{t('community:browse.allFactions')}</option>
            {(catalogue?.factions ?? []).map((f) => (
              <option key={f.id} value={f.id}>
                {factionName(f, language)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!online && (
        <p className="banner" role="status" data-testid="community-as-of">
          {syncState?.lastSuccessAt
            ? t('community:browse.asOf', { time: formatDateTime(syncState.lastSuccessAt, language) })
            : t('community:browse.asOfNever')}
        </p>
      )}
      {/* Posts are read through this device's catalogue: until it is in, they load. */}
      {lists === undefined || catalogue === undefined ? (
        <LoadingBlock />
      ) : shown.length === 0 ? (
        <p className="empty-state" data-testid="community-empty">
          {lists.length === 0 && term === '' && faction === null && type === 'all' && eventTerm === '' ? t('community:browse.empty') : t('community:browse.emptyFiltered')}
        </p>
      ) : (
        <>
          <p className="muted" aria-live="polite" data-testid="community-count">
            {t('community:browse.count', { count: sorted.length })}
          </p>
          <ul className="community__grid">
            {shown.map((list) => {
              const adoption = adopted.get(list.id);
              const repricing = adoption?.repricing;
              return (
                <li key={list.id}>
                  <SharedListCard
                    list={list}
                    factionLabel={factionLabel(list.faction)}
                    totals={computeTotals(adoption?.units ?? [])}
                    composition={{ units: adoption?.units ?? [], unknown: adoption?.unknown ?? [] }}
                    language={language}
                    notice={
                      repricing?.hasChanges ? (
                        <RepricingNotice
                          repricing={repricing}
                          origin="posted"
                          factions={catalogue?.factions ?? []}
                          language={language}
                          {...(repricing.canUpdate ? { note: t('repricing:sharedNote') } : {})}
                        />
                      ) : null
                    }
                    isOpening={openingId === list.id}
                    onOpen={(l) => void handleOpen(l, adoption)}
                  />
                </li>
              );
            })}
          </ul>
          {sorted.length > shown.length && (
            <Button onClick={() => setLimit((n) => n + PAGE_SIZE)} data-testid="community-more">
              {t('community:browse.more', { count: Math.min(PAGE_SIZE, sorted.length - shown.length) })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
