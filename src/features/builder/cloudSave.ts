/**
 * The one seam between the builder and cloud saving. A cloud save checks SPEC.md 5 "Cloud
 * save" (signed in, a name, some units, a WAB ID), then saves the list on this device with
 * the same rules as a local save, flagged to be kept in the cloud (syncToCloud): the row and
 * its outbox entry, stamped with the signed-in account (sync rule 11), are written in one
 * transaction. Then it asks the sync engine for a run; the push itself happens when the
 * device is online. Nothing here waits on the network.
 *
 * Throws AppError: the domain's cloud.* codes (errors namespace) for validation, or
 * storage.full / storage.failed when the device refuses the write.
 */
import { logger } from '../../platform/logger';
import { validateCloudSave } from '../../domain/lists';
import type { ArmyList, SelectedUnit } from '../../domain/types';
import { AppError } from '../../db/errors';
import { saveListLocally, type SaveListOptions } from '../../db/repositories/lists';

export interface CloudSaveRequest {
  id?: string;
  name: string;
  faction: string;
  units: readonly SelectedUnit[];
  /** The catalogue dataVersion that priced the units (issue 10). */
  dataVersion?: string | null;
  /** The player's note (issue 16). */
  note?: string;
  /** The points budget (issue 14); null: none. */
  budget?: number | null;
}

export interface CloudSaveAuth {
  isAuthenticated: boolean;
  wabId: string | null;
}

/** army_lists ids are UUIDs; a list imported from the old app may carry another id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** False when the browser says it is offline: the save is queued and uploads later. */
export function isDeviceOnline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
}

/** Ask the sync engine to push now (loaded on demand: sync stays out of the builder chunk). */
function requestPush(): void {
  import('../../../sync/requestSync')
    .then(({ requestSync }) => requestSync())
    .catch((error: unknown) => logger.warn('Could not ask sync to push a cloud save', { error: String(error) }));
}

/** `options.basedOn`: the content the builder loaded the list with (a stale copy is refused: issue 13 item 9). */
export async function requestCloudSave(list: CloudSaveRequest, auth: CloudSaveAuth, options: Pick<SaveListOptions, 'basedOn'> = {}): Promise<ArmyList> {
  const issue = validateCloudSave({ isAuthenticated: auth.isAuthenticated, name: list.name, units: list.units, wabId: auth.wabId });
  if (issue) throw AppError.fromIssue(issue);
  const { id, ...rest } = list;
  const draft = id !== undefined && UUID.test(id) ? { id, ...rest } : rest;
  const saved = await saveListLocally(draft, { ...options, syncToCloud: true });
  if (isDeviceOnline()) requestPush();
  return saved;
}
