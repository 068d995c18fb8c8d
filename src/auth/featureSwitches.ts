/**
 * The feature switches admins keep on the server (/admin/dev-options, table feature_switches,
 * issue 17 item 8), as this device last read them: play mode for testers only or for every
 * signed-in player, and community posting on or off. Kept in browser storage so the choice
 * holds offline; read again (a plain REST read with the public key, no supabase-js) once per
 * page load and after an admin changes one. The server enforces what reaches it (a new post
 * while posting is off is refused); the app only follows.
 */
import { create } from 'zustand';
import { backendConfig } from '../backend/config';
import { afterFirstContentfulPaint } from '../platform/afterPaint';
import { logger } from '../platform/logger';
import { readStorage, writeStorage } from '../platform/environment';

export type PlayMode = 'testers' | 'everyone';
export type CommunityPosting = 'on' | 'off';

export interface FeatureSwitches {
  playMode: PlayMode;
  communityPosting: CommunityPosting;
}

export const DEFAULT_SWITCHES: FeatureSwitches = { playMode: 'testers', communityPosting: 'on' };
const STORAGE_NAME = 'featureSwitches';

/** Rows of feature_switches (or a stored copy) → switches; anything unknown keeps the default. */
export function parseSwitches(rows: unknown): FeatureSwitches {
  const result = { ...DEFAULT_SWITCHES };
  if (!Array.isArray(rows)) return result;
  for (const row of rows as Array<{ key?: unknown; value?: unknown }>) {
    if (row?.key === 'play_mode' && (row.value === 'testers' || row.value === 'everyone')) result.playMode = row.value;
    if (row?.key === 'community_posting' && (row.value === 'on' || row.value === 'off')) result.communityPosting = row.value;
  }
  return result;
}

function stored(): FeatureSwitches {
  try {
    return parseSwitches(JSON.parse(readStorage(STORAGE_NAME) ?? '[]'));
  } catch {
    return { ...DEFAULT_SWITCHES };
  }
}

export const useFeatureSwitches = create<FeatureSwitches>(() => stored());

export async function refreshFeatureSwitches(fetchImpl: typeof fetch = fetch): Promise<void> {
  const config = backendConfig();
  if (!config) return;
  try {
    const response = await fetchImpl(`${config.url}/rest/v1/feature_switches?select=key,value`, {
      cache: 'no-store',
      headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) throw new Error('Unexpected feature switches body');
    writeStorage(STORAGE_NAME, JSON.stringify(rows));
    useFeatureSwitches.setState(parseSwitches(rows));
  } catch (error) {
    logger.info('Feature switches could not be read; keeping the last known', { error: String(error) });
  }
}

let requested = false;

/**
 * Reads the switches once per page load (the first screen that asks), once that screen is on
 * screen: the stored copy (or the defaults on a first visit) serves the first render.
 */
export function refreshFeatureSwitchesOnce(): void {
  if (requested) return;
  requested = true;
  afterFirstContentfulPaint(() => void refreshFeatureSwitches());
}
