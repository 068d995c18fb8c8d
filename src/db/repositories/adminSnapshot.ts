/**
 * The admin dashboard's last figures read from the server, kept on the device (issue 17
 * item 1) so /admin still shows them offline, with the time they were read. One row in
 * `syncState`, keyed by the admin it belongs to: another account signed in on this device
 * never sees them.
 */
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';

const KEY_PREFIX = 'adminDashboard:';

export interface AdminSnapshot<T = unknown> {
  figures: T;
  /** When the server answered (ISO). */
  readAt: string;
}

export async function getAdminSnapshot<T>(userId: string, db: WarcrowDB = getDb()): Promise<AdminSnapshot<T> | null> {
  const row = await db.syncState.get(`${KEY_PREFIX}${userId}`);
  const value = row?.value as AdminSnapshot<T> | undefined;
  return value && typeof value.readAt === 'string' ? value : null;
}

export async function saveAdminSnapshot<T>(userId: string, snapshot: AdminSnapshot<T>, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.syncState.put({ key: `${KEY_PREFIX}${userId}`, value: snapshot }));
}
