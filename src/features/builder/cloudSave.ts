/**
 * The one seam between the builder and cloud saving. A cloud save checks SPEC.md 5 "Cloud
 * save" (signed in, a name, some units, a WAB ID), then saves the list on this device with
 * the same rules as a local save. The push itself is the sync engine's job: saveListLocally
 * appends an outbox entry stamped with the signed-in account (sync rule 11), which the engine
 * sends to army_lists when the device is online. Nothing here waits on the network.
 *
 * Throws AppError: the domain's cloud.* codes (errors namespace) for validation, or
 * storage.full / storage.failed when the device refuses the write.
 */
import { validateCloudSave } from '../../domain/lists';
import type { ArmyList, SelectedUnit } from '../../domain/types';
import { AppError } from '../../db/errors';
import { saveListLocally } from '../../db/repositories/lists';

export interface CloudSaveRequest {
  id?: string;
  name: string;
  faction: string;
  units: readonly SelectedUnit[];
}

export interface CloudSaveAuth {
  isAuthenticated: boolean;
  wabId: string | null;
}

export async function requestCloudSave(list: CloudSaveRequest, auth: CloudSaveAuth): Promise<ArmyList> {
  const issue = validateCloudSave({ isAuthenticated: auth.isAuthenticated, name: list.name, units: list.units, wabId: auth.wabId });
  if (issue) throw AppError.fromIssue(issue);
  const draft = list.id === undefined ? { name: list.name, faction: list.faction, units: list.units } : { ...list };
  return saveListLocally(draft);
}
