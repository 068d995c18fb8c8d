import { useLiveQuery } from './useLiveQuery';
import { getDb } from '../database';
import { useDatabaseRefused } from '../availability';
import { getSetting } from '../repositories/settings';
import type { SettingKey, SettingsMap } from '../types';

/** A setting's value: undefined while loading, null when never set (or where there is no database to keep it). */
export function useSetting<K extends SettingKey>(key: K): SettingsMap[K] | null | undefined {
  const stored = useLiveQuery(async () => (await getSetting(key, getDb())) ?? null, [key]);
  return useDatabaseRefused() ? null : stored;
}
