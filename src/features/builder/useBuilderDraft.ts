/**
 * The builder's list survives a reload, a tab the phone dropped and a trip to another screen
 * ("Nothing lost"): every change is written to the device's drafts at once (the latest one
 * wins when changes come faster than the writes), and the builder opens with it again.
 *
 * Whether a draft is waiting is remembered in browser storage, so a builder with nothing to
 * bring back (a first visit, a list just saved and cleared) renders its empty list at once,
 * and one with a draft shows a loading state, not "No units selected", until it is read.
 * A list opened from another screen (community, a shared list) replaces the draft, as loading a
 * saved list does. A draft written while another account was signed in is not shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { draftBelongsTo, isEmptyDraft, parseBuilderDraft, type BuilderDraft } from '../../domain/builderDraft';
import { AppError, STORAGE_FULL, STORAGE_UNAVAILABLE } from '../../db/errors';
import { discardDraft, getDraft, keepDraft } from '../../db/repositories/drafts';
import { logger } from '../../platform/logger';
import { readStorage, writeStorage } from '../../platform/environment';
import { notify } from '../../ui';

/** Browser-storage mark: '1' while the device holds a draft worth reading back. */
export const BUILDER_DRAFT_MARK = 'builderDraft';

const EMPTY = 'empty';

/** What a draft is, as far as "did it change" goes. */
function draftKey(draft: BuilderDraft): string {
  return isEmptyDraft(draft) ? EMPTY : JSON.stringify(draft);
}

let queued: BuilderDraft | null = null;
let writing: Promise<void> | null = null;
let warnedFull = false;

/** Writes the latest queued draft until none is left; one write at a time. */
function flush(onFull: () => void): Promise<void> {
  writing ??= (async () => {
    while (queued) {
      const next = queued;
      queued = null;
      try {
        if (isEmptyDraft(next)) {
          await discardDraft('builderList');
          writeStorage(BUILDER_DRAFT_MARK, null);
        } else {
          // The mark first: a tab killed between the two still finds the draft.
          writeStorage(BUILDER_DRAFT_MARK, '1');
          await keepDraft('builderList', next);
        }
        warnedFull = false;
      } catch (error) {
        if (error instanceof AppError && error.code === STORAGE_FULL) {
          if (!warnedFull) onFull();
          warnedFull = true;
        } else if (!(error instanceof AppError && error.code === STORAGE_UNAVAILABLE)) {
          // No database at all is said once by the shell; anything else is logged.
          logger.warn('The builder list was not kept on the device', { error: String(error) });
        }
      }
    }
  })().finally(() => {
    writing = null;
  });
  return writing;
}

export interface BuilderDraftOptions {
  /** The builder opened with a list from another screen: it replaces the draft. */
  opened: boolean;
  /** Whether the session is known, and whose it is (null: a guest). */
  authReady: boolean;
  accountId: string | null;
  /** Put a draft read back on the builder. */
  restore: (draft: BuilderDraft) => void;
  /** The account that owned the list signed out (or another signed in): clear the builder. */
  onAccountLeft: () => void;
}

export function useBuilderDraft({ opened, authReady, accountId, restore, onAccountLeft }: BuilderDraftOptions): {
  /** A draft is being read: the list shows its loading state and takes no edits. */
  restoring: boolean;
  /**
   * Keep this as the builder's list (called with every change). Resolves once the device holds
   * it (or holds a later one), for a caller that must not go on before (a save's toast).
   */
  keep: (draft: BuilderDraft) => Promise<void>;
} {
  const { t } = useTranslation('builder');
  const [waiting] = useState(() => !opened && readStorage(BUILDER_DRAFT_MARK) === '1');
  /** undefined while the stored draft is read; null when there is none to bring back. */
  const [stored, setStored] = useState<BuilderDraft | null | undefined>(waiting ? undefined : null);
  const [applied, setApplied] = useState(!waiting);
  /** What the device holds now, so an unchanged list is not written again. */
  const lastKept = useRef(opened ? '' : EMPTY);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const leftRef = useRef(onAccountLeft);
  leftRef.current = onAccountLeft;
  /** Whose list the builder shows (null: a guest's, the device's). */
  const owner = useRef<string | null>(null);

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    getDraft('builderList')
      .then((raw) => parseBuilderDraft(raw))
      .catch((error: unknown) => {
        logger.warn('Could not read the builder list kept on the device', { error: String(error) });
        return null;
      })
      .then((draft) => {
        if (!live) return;
        if (!draft) writeStorage(BUILDER_DRAFT_MARK, null);
        setStored(draft);
      });
    return () => {
      live = false;
    };
  }, [waiting]);

  useEffect(() => {
    if (applied || stored === undefined) return;
    if (stored === null) {
      setApplied(true);
      return;
    }
    // A guest's draft is the device's: only an account's waits to know who is signed in.
    if (stored.accountId !== null && !authReady) return;
    if (draftBelongsTo(stored, accountId)) {
      lastKept.current = draftKey(stored);
      owner.current = stored.accountId;
      restoreRef.current(stored);
    }
    setApplied(true);
  }, [applied, stored, authReady, accountId]);

  const restoring = !applied;
  const keep = useCallback(
    (draft: BuilderDraft): Promise<void> => {
      if (restoring) return Promise.resolve();
      if (draft.accountId !== owner.current) {
        const left = owner.current !== null;
        owner.current = draft.accountId;
        if (left) {
          // The player whose list this is signed out: it stays theirs on the device (and comes
          // back when they sign in again), and leaves the screen.
          lastKept.current = EMPTY;
          leftRef.current();
          return Promise.resolve();
        }
        // A guest who signs in keeps the list they were building, now as theirs.
      }
      const key = draftKey(draft);
      // Unchanged: resolves once any write still under way (maybe of this very draft) is done.
      if (key === lastKept.current) return writing ?? Promise.resolve();
      lastKept.current = key;
      queued = draft;
      return flush(() => notify.error(t('toast.draftNotKept')));
    },
    [restoring, t],
  );
  return { restoring, keep };
}
