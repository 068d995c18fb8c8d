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

/** How many opened posts the device remembers for the activity feed (the oldest go first). */
export const OPENED_POSTS_KEPT = 200;

/**
 * Remember that the player opened a community post as it was at `updatedAt`, so the activity
 * feed can say when it changes afterwards. One read-modify-write in one transaction.
 */
export async function rememberOpenedPost(postId: string, updatedAt: string, db: WarcrowDB = getDb()): Promise<void> {
  await runWrite(() =>
    db.transaction('rw', db.settings, async () => {
      const row = await db.settings.get('openedPosts');
      const known = row && row.value && typeof row.value === 'object' ? (row.value as Record<string, unknown>) : {};
      const kept = Object.entries(known).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== postId);
      kept.push([postId, updatedAt]);
      await db.settings.put({ key: 'openedPosts', value: Object.fromEntries(kept.slice(-OPENED_POSTS_KEPT)) });
    }),
  );
}
