import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { getAdminSnapshot, type AdminSnapshot } from '../repositories/adminSnapshot';

/** The admin's last dashboard figures on this device: undefined while reading, null when none. */
export function useAdminSnapshot<T>(userId: string | null): AdminSnapshot<T> | null | undefined {
  return useLiveQuery(async () => (userId ? getAdminSnapshot<T>(userId, getDb()) : null), [userId]);
}
