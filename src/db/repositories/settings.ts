/**
 * Device preferences and one-off flags (SPEC.md 4 "Update notice", 7 "Browser storage"):
 * language, last-used faction, theme, the dismissed performance panel, the answer to the
 * persistent-storage request, and markers for one-time jobs.
 */
import type { FactionId, Language } from '../../domain/types';
import { getDb, type WarcrowDB } from '../database';
import { runWrite } from '../errors';
import type { PersistentStorageAnswer, SettingKey, SettingsMap, Theme } from '../types';

export async function getSetting<K extends SettingKey>(key: K, db: WarcrowDB = getDb()): Promise<SettingsMap[K] | undefined> {
  const row = await db.settings.get(key);
  return row?.value as SettingsMap[K] | undefined;
}

export async function setSetting<K extends SettingKey>(key: K, value: SettingsMap[K], db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.settings.put({ key, value }));
}

export async function clearSetting(key: SettingKey, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() => db.settings.delete(key));
}

export const chooseLanguage = (language: Language, db?: WarcrowDB) => setSetting('language', language, db);
export const rememberFaction = (faction: FactionId, db?: WarcrowDB) => setSetting('lastFaction', faction, db);
export const rememberEventNames = (names: SettingsMap['eventNames'], db?: WarcrowDB) =>
  setSetting('eventNames', { playerName: names.playerName.slice(0, 100), eventName: names.eventName.slice(0, 120) }, db);
export const chooseTheme = (theme: Theme, db?: WarcrowDB) => setSetting('theme', theme, db);
export const dismissPerformancePanel = (db?: WarcrowDB) => setSetting('performancePanelDismissed', true, db);
export const recordPersistentStorageAnswer = (answer: PersistentStorageAnswer, db?: WarcrowDB) =>
  setSetting('persistentStorage', answer, db);
