/**
 * The army builder (SPEC.md 2 "Builder", 4 "List building", 5 "Local save"). The list being
 * built is UI state; catalogue, saved lists and settings come from the local database through
 * live queries, and every write goes through a repository, so all of it works offline.
 *
 * Faction: navigation state, else the last used (remembered), else northern-tribes.
 * A list passed in navigation state ({ list }) is loaded on open.
 *
 * Layout (issue 14): below 768 px the units are the page and the list (selected units, name,
 * note, save, saved lists) is a sheet opened from the sticky summary bar, which also says when the
 * list's points changed and opens the sheet at that notice; from 768 px the faction sits over the
 * units and the same list pieces, selected units first, fill a side column that stays in view
 * (sticky, scrolling inside itself) while the units scroll.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useCachedText } from '../../i18n/cachedText';
import { i18n, normaliseLanguage } from '../../i18n';
import { useLocation, useNavigate } from '../../ui/router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { logger } from '../../platform/logger';
import { useAuth } from '../../auth/authStore';
import { factionName, isFactionId } from '../../domain/catalogue';
import { DEFAULT_FACTION_ID } from '../../domain/constants';
import { addUnit, computeTotals, removeUnit, validateLocalSave, type DomainIssue } from '../../domain/lists';
import type { ArmyList, FactionId, SelectedUnit, Unit } from '../../domain/types';
import { useFactions } from '../../db/hooks/useFactions';
import { useSetting } from '../../db/hooks/useSetting';
import { useUnitsForFaction } from '../../db/hooks/useUnitsForFaction';
import { AppError, STORAGE_FULL, STORAGE_UNAVAILABLE } from '../../db/errors';
import { deleteListsByName, LIST_CHANGED_ELSEWHERE, saveListLocally } from '../../db/repositories/lists';
import { updateListToCurrentPoints } from '../../db/repositories/listVersions';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { pricesChanged, repriceList } from '../../domain/repricing';
import { normaliseBudget } from '../../domain/budget';
import { attachCharacter, companyCatalogue } from '../../domain/companies';
import { checkList } from '../../domain/listChecks';
import { rememberFaction } from '../../db/repositories/settings';
import { Button, ConfirmDialog, Dialog, Sheet, notify } from '../../ui';
import { Tooltip } from '../../ui/Tooltip';
import { MAX_LIST_NOTE_LENGTH, MAX_SAVED_LIST_NAME_LENGTH, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../domain/constants';
import { isDeviceOnline, requestCloudSave } from './cloudSave';
import { DataRefreshMenu, useDataRefresh } from './DataRefreshMenu';
import { FactionPicker } from './FactionPicker';
import { ListSummaryBar } from './ListSummaryBar';
import { RepricingNotice } from './RepricingNotice';
import { useCurrentListStore } from '../library/currentListStore';
import { SelectedUnitsPanel } from './SelectedUnitsPanel';
import { UnitBrowser } from './UnitBrowser';
import { useCatalogueVersion, UNKNOWN_DATA_VERSION } from '../../db/hooks/useCatalogueVersion';
import { useIsPhone } from './useIsPhone';
import { deviceHasSeed } from '../../platform/seedMark';
import { loadParsedBundledCatalogue } from '../../db/seed/bundledCatalogue';
import { loadBundledTerms } from './bundledTerms';
import { FirstUseHint, isFirstUseHintDone, markFirstUseHintDone } from './FirstUseHint';
import { useIsTouch } from './useIsTouch';
import { useListColumnRoom } from './useListColumnRoom';
import { useLanguage } from './useLanguage';
import { useRuleTexts } from './useRuleTexts';
import { useStaleSaveGuard } from './staleSave';
import { useBuilderDraft } from './useBuilderDraft';
import { holdsUnsavedWork, type BuilderDraft, type BuilderList } from '../../domain/builderDraft';
import './builder.css';

/** The community post dialog, loaded when the Post to Community button is first pressed. */
const PostDialog = lazy(() => import('../community/PostDialog').then((m) => ({ default: m.PostDialog })));
/** The share dialog (links, QR code, print, text export), loaded when Share is first pressed. */
const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
/** A unit's card (art or generated, print), loaded when View Card is first pressed. */
const UnitCardDialog = lazy(() => import('./UnitCardDialog').then((m) => ({ default: m.UnitCardDialog })));
/**
 * The saved lists (with export, import, history): loaded with the list column on a wide screen
 * and when the list sheet opens on a phone, not before the units on a first visit (issue 12).
 */
// With its texts (the library namespace), fetched alongside rather than after the panel's code.
const SavedListsPanel = lazy(() =>
  Promise.all([import('./SavedListsPanel'), i18n.loadNamespaces('library')]).then(([m]) => ({ default: m.SavedListsPanel })),
);

/** What other screens may pass to /builder in navigation state. */
export interface BuilderNavState {
  faction?: string;
  list?: Pick<ArmyList, 'name' | 'faction' | 'units'> & Partial<Pick<ArmyList, 'id' | 'dataVersion' | 'note' | 'budget'>>;
}

const EMPTY_LIST: BuilderList = { id: null, dataVersion: null, name: '', currentName: '', units: [], note: '', budget: null };

function listFromState(state: BuilderNavState | null): BuilderList {
  const list = state?.list;
  if (!list || !Array.isArray(list.units)) return EMPTY_LIST;
  return { id: list.id ?? null, dataVersion: list.dataVersion ?? null, name: list.name, currentName: list.name, units: list.units.filter((u) => u.quantity > 0), note: list.note ?? '', budget: normaliseBudget(list.budget) };
}

function factionFromState(state: BuilderNavState | null): FactionId | null {
  if (isFactionId(state?.list?.faction)) return state.list.faction;
  if (isFactionId(state?.faction)) return state.faction;
  return null;
}

/** How long, once its code is in, a first visit's builder waits for the bundled files before it renders anyway. */
const BUNDLED_FIRST_RENDER_WAIT_MS = 500;

/**
 * On a device that has never held the catalogue (a first visit), the bundled catalogue and the
 * chosen language's term texts are read with this screen (index.html preloads both files
 * alongside it), so its first render shows the units at once instead of a loading state while
 * the sync worker writes the seed (issue 12).
 */
export const ready: Promise<unknown> | undefined = deviceHasSeed('core')
  ? undefined
  : Promise.race([
      Promise.all([loadParsedBundledCatalogue(), loadBundledTerms(normaliseLanguage(i18n.language))]),
      // Files slower than the screen's own (a connection that drops) do not hold the screen: it
      // renders with its units' loading state and shows them when they come.
      new Promise((resolve) => setTimeout(resolve, BUNDLED_FIRST_RENDER_WAIT_MS)),
    ]);

export function Component() {
  // Each text once per language: the screen re-renders as each of its reads comes in (issue 12).
  const t = useCachedText(useTranslation(['builder', 'errors', 'common', 'repricing']).t);
  useDocumentTitle(t('common:screens.builder'));
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const language = useLanguage();
  const isTouch = useIsTouch();
  const { terms, ready: termsReady } = useRuleTexts(language);
  const dataVersion = useCatalogueVersion() ?? UNKNOWN_DATA_VERSION;

  const navState = (location.state ?? null) as BuilderNavState | null;
  const [chosenFaction, setChosenFaction] = useState<FactionId | null>(() => factionFromState(navState));
  const [list, setList] = useState<BuilderList>(() => listFromState(navState));
  const listRef = useRef(list);
  listRef.current = list;

  // Navigation state is consumed once: a later reload starts from the remembered faction.
  useEffect(() => {
    if (navState?.list || navState?.faction) navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on open
  }, []);

  const lastFaction = useSetting('lastFaction');
  // A device that has never held the catalogue has never built a list, so it remembers no
  // faction: its first visit shows the default faction's units without waiting for that read.
  const [neverBuilt] = useState(() => !deviceHasSeed('core'));
  const shownFaction = lastFaction === undefined && neverBuilt ? null : lastFaction;
  const factionId: FactionId | null = chosenFaction ?? (shownFaction === undefined ? null : isFactionId(shownFaction) ? shownFaction : DEFAULT_FACTION_ID);

  // Issue 13 item 9: a save from a stale copy of the list is caught; a newer copy shows live.
  const staleGuard = useStaleSaveGuard(
    { id: list.id, name: list.name, faction: factionId ?? '', units: list.units, dataVersion: list.dataVersion, note: list.note, budget: list.budget },
    {
      show: (stored) => showStoredRef.current(stored),
      overwrite: (kind) => (kind === 'cloud' ? handleCloudSaveRef.current(true) : handleSaveLocallyRef.current(true)),
    },
  );
  const showStoredRef = useRef<(stored: ArmyList) => void>(() => undefined);
  const handleSaveLocallyRef = useRef<(overwrite: boolean) => Promise<void>>(async () => undefined);
  const handleCloudSaveRef = useRef<(overwrite: boolean) => Promise<void>>(async () => undefined);

  // The list survives a reload, a dropped tab and a trip to another screen (useBuilderDraft).
  const restoreDraft = (draft: BuilderDraft) => {
    setChosenFaction(draft.faction);
    staleGuard.rememberBase(draft.id, draft.base);
    const { faction: _faction, accountId: _accountId, base: _base, ...restored } = draft;
    listRef.current = restored;
    setList(restored);
  };
  const leaveAccountList = () => {
    staleGuard.remember(null);
    listRef.current = EMPTY_LIST;
    setList(EMPTY_LIST);
  };
  const draft = useBuilderDraft({ opened: navState?.list !== undefined, authReady: auth.authReady, accountId: auth.userId, restore: restoreDraft, onAccountLeft: leaveAccountList });
  const restoringRef = useRef(draft.restoring);
  restoringRef.current = draft.restoring;
  const { keep: keepDraft } = draft;
  const { baseFor } = staleGuard;
  useEffect(() => {
    if (factionId) void keepDraft({ faction: factionId, ...list, accountId: auth.userId, base: baseFor(list.id) });
  }, [list, factionId, auth.userId, keepDraft, baseFor]);

  useEffect(() => {
    // Nothing remembered shows the default faction already: that needs no write (on a first
    // visit it would make every read of the settings run, and the builder render, once more).
    const remembered = lastFaction ?? (chosenFaction === null ? DEFAULT_FACTION_ID : null);
    if (factionId && lastFaction !== undefined && factionId !== remembered) {
      rememberFaction(factionId).catch((error: unknown) => logger.warn('Could not remember the faction', { error: String(error) }));
    }
  }, [factionId, lastFaction, chosenFaction]);

  const factions = useFactions();
  const units = useUnitsForFaction(factionId);
  // The grid waits for the faction (the remembered one is still being read on a first visit: the
  // units are loading, not none) and for the rule texts its chips show, so it renders once, not
  // again when the texts come in.
  const shownUnits = factionId && termsReady ? units : undefined;
  const faction = factions?.find((f) => f.id === factionId);
  const unitsById = useMemo(() => new Map((units ?? []).map((u) => [u.id, u])), [units]);
  // Every unit of every faction (company rules, repricing, the saved lists' badges): read once the
  // list has units, or just after the faction's grid has rendered, not in the first render's tasks
  // on a first visit (issue 12); in both cases before the player can add a unit.
  const [gridShown, setGridShown] = useState(false);
  const gridReady = shownUnits !== undefined;
  useEffect(() => {
    if (!gridReady || gridShown) return;
    const timer = window.setTimeout(() => setGridShown(true), 0);
    return () => window.clearTimeout(timer);
  }, [gridReady, gridShown]);
  const catalogue = useCatalogue(gridShown || list.units.length > 0);
  // Unit profiles for the company rules (issue 14): Join (X), High Command, companions.
  const company = useMemo(() => (catalogue && catalogue.units.length > 0 ? companyCatalogue(catalogue.units) : null), [catalogue]);

  // Lists priced with other catalogue data say so (issue 10); units added here are priced now.
  const repricing = useMemo(
    () =>
      catalogue && catalogue.units.length > 0 && list.units.length > 0 && factionId
        ? repriceList({ faction: factionId, units: list.units, dataVersion: list.dataVersion }, { dataVersion, units: catalogue.units })
        : null,
    [catalogue, list.units, list.dataVersion, factionId, dataVersion],
  );
  const catalogueView = useMemo(() => (catalogue ? { dataVersion, units: catalogue.units } : undefined), [catalogue, dataVersion]);
  /** What a save records: the current catalogue once no unit keeps an older price. */
  const pricedWith = repricing?.canUpdate ? list.dataVersion : dataVersion === UNKNOWN_DATA_VERSION ? null : dataVersion;
  const [updatingPoints, setUpdatingPoints] = useState(false);

  const [hcOpen, setHcOpen] = useState(false);
  const [cardUnit, setCardUnit] = useState<Unit | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  // Mounted from the first Share on, so closing it gives the focus back to the Share button.
  const [shareMounted, setShareMounted] = useState(false);
  const openShare = () => {
    setShareMounted(true);
    setShareOpen(true);
  };
  const [deleting, setDeleting] = useState<ArmyList | null>(null);
  const [cloudSaving, setCloudSaving] = useState(false);
  const savedHeadingRef = useRef<HTMLHeadingElement>(null);
  const listColumnRef = useRef<HTMLElement>(null);
  const summaryBarRef = useRef<HTMLDivElement>(null);
  const { refreshing, refresh } = useDataRefresh();

  const showIssue = useCallback(
    (issue: DomainIssue) => {
      const description = issue.descriptionCode ? t(`errors:${issue.descriptionCode}`, issue.params ?? {}) : undefined;
      notify.error(t(`errors:${issue.code}`, issue.params ?? {}), description);
    },
    [t],
  );

  const setUnits = (units: SelectedUnit[]) => {
    // Nothing changes while the kept list is read back (it would replace the change).
    if (restoringRef.current) return;
    listRef.current = { ...listRef.current, units };
    setList(listRef.current);
  };

  // The how-to for a device that has never added a unit (read before the first render: no shift).
  const [isHintDone, setHintDone] = useState(isFirstUseHintDone);
  const finishHint = useCallback(() => {
    markFirstUseHintDone();
    setHintDone(true);
  }, []);

  const handleAdd = useCallback(
    (unit: Unit) => {
      if (restoringRef.current) return;
      const result = addUnit(listRef.current.units, unit);
      if (result.issue) {
        if (result.issue.code === 'list.highCommandLimit') setHcOpen(true);
        else showIssue(result.issue);
        return;
      }
      setUnits(result.units);
      finishHint();
    },
    [showIssue, finishHint],
  );

  const handleRemove = useCallback((unit: Pick<Unit, 'id'>) => setUnits(removeUnit(listRef.current.units, unit.id)), []);

  const handleAddById = useCallback(
    (id: string) => {
      const unit = unitsById.get(id);
      if (unit) {
        handleAdd(unit);
        return;
      }
      // A loaded list may hold a unit our catalogue no longer has: raise it within its availability.
      setUnits(listRef.current.units.map((u) => (u.id === id && u.quantity < u.availability ? { ...u, quantity: u.quantity + 1 } : u)));
    },
    [unitsById, handleAdd],
  );

  // A list belongs to one faction: switching starts a new one. With units on the list the
  // player confirms first, so a mis-tap on the faction menu never throws a list away.
  const [pendingFaction, setPendingFaction] = useState<FactionId | null>(null);
  const switchFaction = (id: FactionId) => {
    setChosenFaction(id);
    if (listRef.current.units.length > 0 || listRef.current.name) setList(EMPTY_LIST);
  };
  const handleFactionChange = (id: FactionId) => {
    // The kept list, once read back, brings its own faction: nothing is chosen before it is in.
    if (restoringRef.current || id === factionId) return;
    if (listRef.current.units.length > 0) setPendingFaction(id);
    else switchFaction(id);
  };

  // New list clears the list (SPEC.md); with changes no saved list holds, the player confirms first.
  const [confirmingNew, setConfirmingNew] = useState(false);
  const startNewList = () => {
    staleGuard.remember(null);
    setList(EMPTY_LIST);
  };
  const handleNewList = () => {
    if (holdsUnsavedWork({ ...listRef.current, base: baseFor(listRef.current.id) })) setConfirmingNew(true);
    else startNewList();
  };

  // The list open here, for "Report a problem" (issue 16); memory only.
  const setCurrentList = useCurrentListStore((s) => s.setList);
  useEffect(() => setCurrentList(list.id ? { id: list.id, name: list.currentName } : null), [list.id, list.currentName, setCurrentList]);

  /** Show a stored list (loaded, or the newer one from another tab: issue 13 item 9). */
  const showStored = (saved: ArmyList) => {
    if (isFactionId(saved.faction)) setChosenFaction(saved.faction);
    setList({ id: saved.id, dataVersion: saved.dataVersion ?? null, name: saved.name, currentName: saved.name, units: saved.units.filter((u) => u.quantity > 0), note: saved.note ?? '', budget: normaliseBudget(saved.budget) });
  };

  const handleLoad = (saved: ArmyList) => {
    staleGuard.remember(saved);
    if (isFactionId(saved.faction)) setChosenFaction(saved.faction);
    setList({ id: saved.id, dataVersion: saved.dataVersion ?? null, name: saved.name, currentName: saved.name, units: saved.units.filter((u) => u.quantity > 0), note: saved.note ?? '', budget: normaliseBudget(saved.budget) });
    // Wide screens: the column goes back to its top, where the loaded list's units are.
    if (listColumnRef.current) listColumnRef.current.scrollTop = 0;
    notify.success(t('builder:saved.loaded', { name: saved.name }));
  };

  /**
   * The builder's list becomes the saved one (its id, name and pricing), and the device's draft
   * says so before the player is told it is saved: a reload or a killed tab right after the
   * toast still opens it as that saved list, not as a new list with its name typed in. (The
   * draft effect would write the same, but only after the next frame.)
   */
  const becomeSaved = async (saved: { id: string; name: string; dataVersion?: string | null }) => {
    const next: BuilderList = { ...listRef.current, id: saved.id, dataVersion: saved.dataVersion ?? null, name: saved.name, currentName: saved.name };
    listRef.current = next;
    setList(next);
    if (factionId) await keepDraft({ faction: factionId, ...next, accountId: auth.userId, base: baseFor(saved.id) });
  };

  // One local save at a time: a save asked for while another is still writing waits for it,
  // then saves the list as it is by then. Two at once could finish in the other order and leave
  // the older list as the saved one's current version (a CI run of library.spec.ts caught it).
  const localSaves = useRef<Promise<void>>(Promise.resolve());
  const handleSaveLocally = (overwrite = false): Promise<void> => {
    const run = localSaves.current.then(() => saveLocallyNow(overwrite));
    localSaves.current = run.catch(() => undefined);
    return run;
  };
  const saveLocallyNow = async (overwrite: boolean) => {
    const current = listRef.current;
    if (!factionId) return;
    const issue = validateLocalSave({ name: current.name, faction: factionId, units: current.units });
    if (issue) {
      showIssue(issue);
      return;
    }
    try {
      const saved = await saveListLocally(
        { ...(current.id ? { id: current.id } : {}), name: current.name, faction: factionId, units: current.units, dataVersion: pricedWith, note: current.note, budget: current.budget },
        staleGuard.saveOptions(current.id, overwrite),
      );
      staleGuard.remember(saved);
      await becomeSaved(saved);
      notify.success(t('builder:toast.savedTitle'), t('builder:toast.savedDescription', { name: saved.name }));
    } catch (error) {
      if (error instanceof AppError && error.code === LIST_CHANGED_ELSEWHERE) staleGuard.ask('local');
      else if (error instanceof AppError && error.code === STORAGE_UNAVAILABLE) notify.error(t('common:noDatabase.notSaved'));
      else if (error instanceof AppError && error.code === STORAGE_FULL) notify.error(t('builder:toast.storageFull'));
      else if (error instanceof AppError && !error.code.startsWith('storage.')) showIssue({ code: error.code, ...(error.params ? { params: error.params } : {}) });
      else {
        logger.error('Local save failed', { error: String(error) });
        notify.error(t('builder:toast.saveFailed'), error instanceof Error ? error.message : String(error));
      }
    }
  };

  const handleCloudSave = async (overwrite = false) => {
    const current = listRef.current;
    if (!factionId) return;
    setCloudSaving(true);
    try {
      const saved = await requestCloudSave(
        { ...(current.id ? { id: current.id } : {}), name: current.name, faction: factionId, units: current.units, dataVersion: pricedWith, note: current.note, budget: current.budget },
        { isAuthenticated: auth.isAuthenticated === true, wabId: auth.wabId },
        staleGuard.saveOptions(current.id, overwrite),
      );
      staleGuard.remember(saved);
      await becomeSaved(saved);
      // Offline the list is saved on this device and queued: it is not in the cloud yet, and the toast does not say it is.
      if (isDeviceOnline()) notify.success(t('builder:toast.cloudSaved'));
      else notify.success(t('builder:toast.cloudQueuedTitle'), t('builder:toast.cloudQueuedOffline'));
    } catch (error) {
      if (error instanceof AppError && error.code === LIST_CHANGED_ELSEWHERE) staleGuard.ask('cloud');
      else if (error instanceof AppError && error.code === STORAGE_UNAVAILABLE) notify.error(t('common:noDatabase.notSaved'));
      else if (error instanceof AppError && error.code === STORAGE_FULL) notify.error(t('builder:toast.storageFull'));
      else if (error instanceof AppError && error.code.startsWith('cloud.')) showIssue({ code: error.code });
      else {
        logger.error('Cloud save failed', { error: String(error) });
        notify.error(t('builder:toast.cloudFailed'));
      }
    } finally {
      setCloudSaving(false);
    }
  };

  showStoredRef.current = showStored;
  handleSaveLocallyRef.current = handleSaveLocally;
  handleCloudSaveRef.current = handleCloudSave;

  const handleConfirmDelete = async () => {
    const target = deleting;
    if (!target) return;
    setDeleting(null);
    try {
      await deleteListsByName(target.name);
      if (listRef.current.id === target.id || listRef.current.currentName === target.name) setList((l) => ({ ...l, id: null, currentName: '' }));
      notify.success(t('builder:toast.deleted', { name: target.name }));
    } catch (error) {
      logger.error('Delete failed', { error: String(error) });
      notify.error(t('builder:toast.deleteFailed'));
    }
  };

  /** One tap: the list takes the current points; a saved list keeps its old content as a version. */
  const handleUpdatePoints = async () => {
    if (!repricing?.canUpdate) return;
    const current = listRef.current;
    const version = dataVersion === UNKNOWN_DATA_VERSION ? null : dataVersion;
    setUpdatingPoints(true);
    try {
      const saved = current.id && version ? await updateListToCurrentPoints(current.id, { units: repricing.updatedUnits, dataVersion: version }) : null;
      if (saved) {
        staleGuard.remember(saved);
        setList((l) => ({ ...l, units: saved.units, dataVersion: saved.dataVersion ?? null }));
        notify.success(t('repricing:updated'), t('repricing:updatedDetail'));
      } else {
        // Not saved on this device: the builder's list takes the new points; saving records them.
        setList((l) => ({ ...l, units: repricing.updatedUnits, dataVersion: version }));
        notify.success(t('repricing:updated'));
      }
    } catch (error) {
      logger.error('Updating a list to the current points failed', { error: String(error) });
      notify.error(t('repricing:updateFailed'), error instanceof AppError && error.code === STORAGE_FULL ? t('builder:toast.storageFull') : undefined);
    } finally {
      setUpdatingPoints(false);
    }
  };

  const focusSavedLists = () => {
    const heading = savedHeadingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  const [postOpen, setPostOpen] = useState(false);
  const isPhone = useIsPhone();
  const [listOpen, setListOpen] = useState(false);
  const openListRef = useRef<HTMLButtonElement>(null);
  const openNoticeRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLElement>(null);
  /** The summary bar's button that opened the sheet: "View list", or the points-changed one. */
  const [openedFrom, setOpenedFrom] = useState<'list' | 'notice'>('list');
  const closeList = () => setListOpen(false);
  // The sheet gives focus back to the button that opened it ("View list" once the notice is gone,
  // where the dialog's own focus return would find the button no longer there).
  const listOpener = () => (openedFrom === 'notice' ? (openNoticeRef.current ?? openListRef.current) : openListRef.current);
  const openList = (from: 'list' | 'notice') => {
    setOpenedFrom(from);
    setListOpen(true);
  };
  // Stable, so the memoised summary bar is not drawn again on every render of the builder.
  const openListFromBar = useCallback(() => openList('list'), []);
  const openNoticeFromBar = useCallback(() => openList('notice'), []);
  // Opened from the points-changed button, the sheet starts at the notice, which takes the focus.
  useEffect(() => {
    if (!listOpen || openedFrom !== 'notice') return;
    const notice = noticeRef.current;
    if (!notice) return;
    notice.focus({ preventScroll: true });
    notice.scrollIntoView({ block: 'start' });
  }, [listOpen, openedFrom]);
  // Wide screens: the list column ends above the summary bar, wherever the bar is.
  useListColumnRoom(!isPhone, listColumnRef, summaryBarRef);
  // Back on a wide screen (a rotated tablet) the list is the side column again.
  useEffect(() => {
    if (!isPhone) setListOpen(false);
  }, [isPhone]);
  // The sheet paints the list first; its name, save and saved-lists cards follow once that frame
  // is on screen, so the tap on "View list" is answered as soon as possible.
  const [isSheetComplete, setSheetComplete] = useState(false);
  useEffect(() => {
    if (!listOpen) {
      setSheetComplete(false);
      return;
    }
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setSheetComplete(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [listOpen]);
  const handlePost = () => setPostOpen(true);

  const totals = computeTotals(list.units);
  // Until the catalogue is in, the company rules cannot be checked: no count rather than a short
  // one (an offline reload read one violation, then two, a moment later).
  const violationCount = list.units.length > 0 && catalogue === undefined ? null : checkList(list.units, { budget: list.budget, company }).count;
  const unitCount = list.units.reduce((n, u) => n + u.quantity, 0);
  const canShare = list.units.length > 0 && list.name.trim() !== '';
  const isSignedIn = auth.isAuthenticated === true;
  // While the session is being read, the cloud button waits (disabled) without saying "Login required".
  const authKnown = auth.isAuthenticated !== null;
  const cloudButton = (
    <Button onClick={() => void handleCloudSave()} disabled={!isSignedIn || cloudSaving} aria-disabled={!isSignedIn} data-testid="cloud-save">
      {cloudSaving ? t('builder:controls.saving') : t('builder:controls.saveToCloud')}
    </Button>
  );

  const controlsCard = (
    <section className="card builder__controls" aria-label={t('builder:controls.listNameLabel')}>
      <p className="current-list" data-testid="current-list">
        <span className="muted">{t('builder:controls.currentList')}</span>{' '}
        <strong>{list.currentName || t('builder:controls.newListName')}</strong>
      </p>
      <div className="field">
        <label htmlFor="builder-list-name" className="visually-hidden">
          {t('builder:controls.listNameLabel')}
        </label>
        <input
          id="builder-list-name"
          className="input"
          value={list.name}
          maxLength={MAX_SAVED_LIST_NAME_LENGTH}
          readOnly={draft.restoring}
          onChange={(e) => setList((l) => ({ ...l, name: e.target.value }))}
          placeholder={t('builder:controls.listNamePlaceholder')}
          data-testid="list-name"
        />
      </div>
      <div className="field">
        <label htmlFor="builder-list-note">{t('builder:note.label')}</label>
        <textarea
          id="builder-list-note"
          className="textarea builder__list-note"
          value={list.note}
          maxLength={MAX_LIST_NOTE_LENGTH}
          readOnly={draft.restoring}
          onChange={(e) => setList((l) => ({ ...l, note: e.target.value }))}
          placeholder={t('builder:note.placeholder')}
          data-testid="list-note"
        />
      </div>
      <div className="builder__buttons">
        <Button variant="primary" onClick={() => void handleSaveLocally()} data-testid="save-locally">
          {t('builder:controls.saveLocally')}
        </Button>
        {isSignedIn || !authKnown ? (
          cloudButton
        ) : (
          <Tooltip delayMs={TOOLTIP_DELAY_MS} skipDelayMs={TOOLTIP_SKIP_DELAY_MS} content={t('builder:controls.loginRequired')}>
            <span className="tooltip-anchor" role="group" tabIndex={0} aria-label={t('builder:controls.loginRequired')} data-testid="cloud-save-wrapper">
              {cloudButton}
            </span>
          </Tooltip>
        )}
        <Button onClick={focusSavedLists} data-testid="load-list">
          {t('builder:controls.load')}
        </Button>
        <Button variant="ghost" onClick={handleNewList} data-testid="new-list">
          {t('builder:controls.newList')}
        </Button>
        <DataRefreshMenu refreshing={refreshing} onRefresh={(kind) => void refresh(kind)} />
      </div>
      {authKnown && !isSignedIn && isTouch && <p className="muted builder__note">{t('builder:controls.loginRequired')}</p>}
      {/* Its place is kept while the session is read, so the page below does not jump when it shows. */}
      {!authKnown && isTouch && (
        <p className="muted builder__note" style={{ visibility: 'hidden' }} aria-hidden="true">
          {t('builder:controls.loginRequired')}
        </p>
      )}
    </section>
  );

  const factionCard = (
    <section className="card builder__faction">
      <FactionPicker
        factions={factions}
        value={factionId}
        language={language}
        onChange={handleFactionChange}
        onRefresh={() => void refresh('factions')}
        refreshing={refreshing}
        isBusy={draft.restoring}
      />
      {faction?.hasOwnUnits === false && <p className="muted builder__note">{t('errors:catalogue.factionNoUnits')}</p>}
    </section>
  );

  const selectedPane = (
    <div className="builder__selected">
      {repricing?.hasChanges && (
        <RepricingNotice
          ref={noticeRef}
          repricing={repricing}
          origin="saved"
          factions={factions ?? []}
          language={language}
          onUpdate={() => void handleUpdatePoints()}
          isUpdating={updatingPoints}
        />
      )}
      <SelectedUnitsPanel
        units={list.units}
        language={language}
        onAdd={handleAddById}
        onRemove={(id) => handleRemove({ id })}
        budget={list.budget}
        onBudgetChange={(budget) => {
          if (!restoringRef.current) setList((l) => ({ ...l, budget }));
        }}
        loading={draft.restoring}
        company={company}
        onAttach={(characterId, targetId) => setUnits(attachCharacter(listRef.current.units, characterId, targetId))}
        actions={
          (canShare || isSignedIn) && (
            <>
              {canShare && (
                <Button variant="primary" onClick={openShare} data-testid="share-button">
                  {t('builder:controls.share')}
                </Button>
              )}
              {isSignedIn && (
                <Button onClick={handlePost} data-testid="post-button">
                  {t('builder:controls.postToCommunity')}
                </Button>
              )}
            </>
          )
        }
      />
    </div>
  );

  const savedPane = (
    <div className="builder__saved">
      <Suspense fallback={null}>
        <SavedListsPanel
          ref={savedHeadingRef}
          factions={factions ?? []}
          language={language}
          currentId={list.id}
          onLoad={handleLoad}
          onDelete={setDeleting}
          {...(catalogueView ? { catalogue: catalogueView } : {})}
        />
      </Suspense>
    </div>
  );

  return (
    <div
      className={isPhone ? 'page builder builder--phone' : 'page builder'}
      data-testid="builder"
      data-faction={factionId ?? ''}
      data-layout={isPhone ? 'phone' : 'wide'}
      style={{ '--faction-accent': `var(--faction-${factionId ?? 'unknown'})` } as React.CSSProperties}
    >
      <h1 className="visually-hidden">{t('common:screens.builder')}</h1>
      <div className="builder__layout">
        {factionCard}

        <div className="builder__units">
          {!isHintDone && !draft.restoring && list.units.length === 0 && <FirstUseHint isPhone={isPhone} onDismiss={finishHint} />}
          <UnitBrowser
            units={shownUnits}
            selected={list.units}
            language={language}
            terms={terms}
            isTouch={isTouch}
            onAdd={handleAdd}
            onRemove={handleRemove}
            onViewCard={setCardUnit}
          />
        </div>

        {/* Wide screens: the list column, selected units first, stays in view (sticky) while the
            units scroll; what does not fit scrolls inside it. */}
        {!isPhone && (
          <div className="builder__side-area">
            <aside ref={listColumnRef} className="builder__side" aria-label={t('builder:sheet.title')} data-testid="list-column">
              {selectedPane}
              {controlsCard}
              {savedPane}
            </aside>
          </div>
        )}
      </div>

      <ListSummaryBar
        ref={openListRef}
        barRef={summaryBarRef}
        points={totals.points}
        command={totals.command}
        budget={list.budget}
        violationCount={violationCount}
        pending={draft.restoring}
        unitCount={unitCount}
        language={language}
        {...(isPhone ? { onOpenList: openListFromBar, isListOpen: listOpen } : {})}
        {...(isPhone && repricing?.hasChanges ? { onOpenNotice: openNoticeFromBar, noticeAboutPoints: pricesChanged(repricing), noticeButtonRef: openNoticeRef } : {})}
      />

      {/* Phones: the list is one tap away, in a sheet with everything the list column has. */}
      {isPhone && (
        <Sheet open={listOpen} onClose={closeList} returnFocusTo={listOpener} title={t('builder:sheet.title')} testId="list-sheet">
          <div className="list-sheet">
            {selectedPane}
            {isSheetComplete && controlsCard}
            {isSheetComplete && savedPane}
          </div>
        </Sheet>
      )}

      <ConfirmDialog
        open={confirmingNew}
        title={t('builder:newListConfirm.title')}
        confirmLabel={t('builder:newListConfirm.confirm')}
        testId="new-list"
        onCancel={() => setConfirmingNew(false)}
        onConfirm={() => {
          startNewList();
          setConfirmingNew(false);
        }}
      >
        <p>{t('builder:newListConfirm.body')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingFaction !== null}
        title={t('builder:factionSwitch.title')}
        confirmLabel={t('builder:factionSwitch.confirm')}
        testId="faction-switch"
        onCancel={() => setPendingFaction(null)}
        onConfirm={() => {
          if (pendingFaction) switchFaction(pendingFaction);
          setPendingFaction(null);
        }}
      >
        <p>{t('builder:factionSwitch.body', { count: list.units.reduce((n, u) => n + u.quantity, 0) })}</p>
      </ConfirmDialog>

      <Dialog
        open={hcOpen}
        onClose={() => setHcOpen(false)}
        title={t('errors:list.highCommandLimitTitle')}
        testId="hc-dialog"
        footer={
          <Button variant="primary" onClick={() => setHcOpen(false)}>
            {t('builder:hcDialog.ok')}
          </Button>
        }
      >
        <p>{t('errors:list.highCommandLimit')}</p>
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('builder:deleteDialog.title')}
        testId="delete-dialog"
        footer={
          <>
            <Button onClick={() => setDeleting(null)}>{t('common:actions.cancel')}</Button>
            <Button variant="danger" onClick={() => void handleConfirmDelete()} data-testid="delete-confirm">
              {t('builder:deleteDialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('builder:deleteDialog.body', { name: deleting?.name ?? '' })}</p>
      </Dialog>

      {staleGuard.dialog}

      {cardUnit && (
        <Suspense fallback={null}>
          <UnitCardDialog unit={cardUnit} language={language} terms={terms} onClose={() => setCardUnit(null)} />
        </Suspense>
      )}

      {factionId && postOpen && (
        <Suspense fallback={null}>
          <PostDialog
            onClose={() => setPostOpen(false)}
            name={list.name.trim()}
            factionId={factionId}
            factionLabel={faction ? factionName(faction, language) : factionId}
            units={list.units}
            language={language}
            dataVersion={pricedWith}
          />
        </Suspense>
      )}

      {factionId && shareMounted && (
        <Suspense fallback={null}>
          <ShareDialog
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            name={list.name.trim()}
            faction={faction}
            factionId={factionId}
            units={list.units}
            dataVersion={pricedWith ?? dataVersion}
            language={language}
            note={list.note}
            budget={list.budget}
            company={company}
          />
        </Suspense>
      )}
    </div>
  );
}
