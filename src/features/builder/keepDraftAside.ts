/**
 * "Nothing lost" when a list is opened in the builder from another screen (a shared list, a
 * community post): the builder's list is replaced by the opened one, so unsaved work on it is
 * first kept as a saved list of the player's own (numbered if its name is taken). Loaded at the
 * tap, with the database layer.
 */
import { draftBelongsTo, holdsUnsavedWork, parseBuilderDraft } from '../../domain/builderDraft';
import type { ArmyList } from '../../domain/types';
import { getDraft } from '../../db/repositories/drafts';
import { createListFromShared } from '../../db/repositories/lists';
import { useAuthStore } from '../../auth/authStore';

/** Keeps the builder's unsaved list as a saved list; the list kept, or null when there was nothing to keep. */
export async function keepUnsavedDraftAside(): Promise<ArmyList | null> {
  const draft = parseBuilderDraft(await getDraft('builderList'));
  // Another account's list on this device is not this player's to keep.
  if (!draft || !draftBelongsTo(draft, useAuthStore.getState().userId) || !holdsUnsavedWork(draft)) return null;
  return createListFromShared({ name: draft.name, faction: draft.faction, units: draft.units, dataVersion: draft.dataVersion, note: draft.note, budget: draft.budget });
}
