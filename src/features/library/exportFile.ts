/**
 * Export lists to a file (issue 16): the open format as a download, or through the system
 * share sheet where the browser can share files. Records when the player last exported.
 */
import { APP_VERSION } from '../../domain/constants';
import { listFileName, toListFile } from '../../domain/listFile';
import type { ArmyList } from '../../domain/types';
import { setSetting } from '../../db/repositories/settings';

/** How long the download link stays valid (the browser has started the download by then). */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface ListExport {
  file: File;
  count: number;
}

export function makeListExport(lists: readonly ArmyList[], now: Date = new Date()): ListExport {
  const content = toListFile(lists, { exportedAt: now.toISOString(), appVersion: APP_VERSION });
  const name = listFileName(lists, now.toISOString().slice(0, 10));
  return { file: new File([`${JSON.stringify(content, null, 2)}\n`], name, { type: 'application/json' }), count: lists.length };
}

/** True when the system share sheet can take this file. */
export function canShareFile(file: File): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && typeof navigator.share === 'function' && navigator.canShare({ files: [file] });
}

async function recordExport(count: number): Promise<void> {
  await setSetting('lastListExport', { at: new Date().toISOString(), count });
}

/** Saves the file through the browser's download. */
export async function downloadListExport({ file, count }: ListExport): Promise<void> {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  await recordExport(count);
}

/** Hands the file to the system share sheet; false when the player closed it without sharing. */
export async function shareListExport({ file, count }: ListExport): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title: file.name });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
  await recordExport(count);
  return true;
}
