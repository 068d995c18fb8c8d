import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from '../database';
import { getSetting } from '../repositories/settings';
import type { SettingKey, SettingsMap } from '../types';

/** A setting's value: undefined while loading, null when never set. */
export function useSetting<K extends SettingKey>(key: K): SettingsMap[K] | null | undefined {
  return useLiveQuery(async () => (await getSetting(key, getDb())) ?? null, [key]);
}
