/**
 * No lost update between tabs (issue 13 item 9). The builder remembers the content it loaded
 * (or last saved) a list with, its base. A save hands that base to the repository, which
 * refuses it when the stored list no longer holds it (another tab, or a sync from another
 * device, saved it since): the player then chooses to keep both (theirs stays, mine becomes a
 * copy), take theirs (my unsaved changes go) or overwrite — never a silent loss.
 *
 * While the builder holds no unsaved change, a newer stored version of the open list replaces
 * it on screen as soon as it is written (the database's live query), so the other tab shows
 * the newer list live.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { contentOfList, sameEdits, sameListContent, type ListContent } from '../../domain/listContent';
import type { ArmyList } from '../../domain/types';
import { useArmyList } from '../../db/hooks/useArmyList';
import { createListFromShared, getList, markListForCloud } from '../../db/repositories/lists';
import { Button, Dialog, notify } from '../../ui';

/** The builder's open list as this guard sees it. */
export interface OpenList extends ListContent {
  id: string | null;
  name: string;
  faction: string;
}

export interface StaleSaveHandlers {
  /** Show a stored list in the builder (take theirs, or a newer version arrived). */
  show: (list: ArmyList) => void;
  /** Save again, without the check (overwrite). */
  overwrite: (kind: SaveKind) => Promise<void>;
}

export type SaveKind = 'local' | 'cloud';

interface Base {
  id: string;
  content: ListContent;
}

export function useStaleSaveGuard(open: OpenList, handlers: StaleSaveHandlers) {
  // The copy's name is a library text, loaded when a copy is made (the builder's first screen does not need it).
  const { t, i18n } = useTranslation(['builder']);
  const base = useRef<Base | null>(null);
  const [asking, setAsking] = useState<SaveKind | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  /** The builder now holds this stored list as it is (loaded or saved); null: a new list. */
  const remember = useCallback((list: ArmyList | null) => {
    base.current = list ? { id: list.id, content: contentOfList(list) } : null;
  }, []);

  /** The base kept with the builder's draft (useBuilderDraft), and put back from it. */
  const baseFor = useCallback((id: string | null): ListContent | null => (id && base.current?.id === id ? base.current.content : null), []);
  const rememberBase = useCallback((id: string | null, content: ListContent | null) => {
    base.current = id && content ? { id, content } : null;
  }, []);

  /** The options a save of the open list passes to the repository. */
  const saveOptions = useCallback((id: string | null, overwrite = false): { basedOn?: ListContent } => {
    const known = base.current;
    if (overwrite || !id || !known || known.id !== id) return {};
    return { basedOn: known.content };
  }, []);

  // The other tab's save shows here at once when this tab has nothing unsaved.
  const stored = useArmyList(open.id);
  useEffect(() => {
    const known = base.current;
    if (!stored || !known || stored.id !== known.id) return;
    if (sameListContent(contentOfList(stored), known.content)) return;
    if (!sameEdits(openRef.current, known.content)) return;
    base.current = { id: stored.id, content: contentOfList(stored) };
    handlersRef.current.show(stored);
  }, [stored]);

  const close = () => setAsking(null);

  const keepBoth = async () => {
    const kind = asking;
    close();
    const current = openRef.current;
    try {
      await i18n.loadNamespaces('library');
      const copy = await createListFromShared({
        name: t('library:duplicate.name', { name: current.name.trim() }),
        faction: current.faction,
        units: [...current.units],
        dataVersion: current.dataVersion ?? null,
        note: current.note ?? null,
        ...(current.budget !== undefined && current.budget !== null ? { budget: current.budget } : {}),
      });
      const kept = kind === 'cloud' ? ((await markListForCloud(copy.id)) ?? copy) : copy;
      remember(kept);
      handlersRef.current.show(kept);
      notify.success(t('builder:staleSave.copied', { name: kept.name }));
    } catch (error) {
      logger.error('Keeping both versions of a list failed', { error: String(error) });
      notify.error(t('builder:toast.saveFailed'));
    }
  };

  const takeTheirs = async () => {
    close();
    const id = openRef.current.id;
    const theirs = id ? await getList(id) : null;
    if (!theirs) return;
    remember(theirs);
    handlersRef.current.show(theirs);
  };

  const overwrite = async () => {
    const kind = asking;
    close();
    if (kind) await handlersRef.current.overwrite(kind);
  };

  const dialog: ReactNode = (
    <Dialog
      open={asking !== null}
      onClose={close}
      title={t('builder:staleSave.title')}
      testId="stale-save-dialog"
      footer={
        <>
          <Button onClick={() => void keepBoth()} data-testid="stale-save-keep-both">
            {t('builder:staleSave.keepBoth')}
          </Button>
          <Button onClick={() => void takeTheirs()} data-testid="stale-save-theirs">
            {t('builder:staleSave.theirs')}
          </Button>
          <Button variant="danger" onClick={() => void overwrite()} data-testid="stale-save-overwrite">
            {t('builder:staleSave.overwrite')}
          </Button>
        </>
      }
    >
      <p>{t('builder:staleSave.body', { name: open.name.trim() })}</p>
    </Dialog>
  );

  return { remember, baseFor, rememberBase, saveOptions, ask: setAsking, dialog };
}
