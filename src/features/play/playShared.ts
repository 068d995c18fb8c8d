/** Small helpers the play screens share: acting on a game, names, where a game resumes. */
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { AppError } from '../../db/errors';
import { recordPlayAction } from '../../db/repositories/playGames';
import { getScenario, type ScenarioLanguage } from '../../domain/scenarios';
import { factionName } from '../../domain/catalogue';
import { useFactions } from '../../db/hooks/useFactions';
import type { MissionSide, PlayAction, PlayState } from '../../domain/play/types';
import { normaliseLanguage } from '../../i18n';
import { notify } from '../../ui';

export function useLanguage(): ScenarioLanguage {
  const { i18n } = useTranslation();
  return normaliseLanguage(i18n.language);
}

/** Record an action on a game; a refused or failed write shows a toast and returns false. */
export function usePlayAct(gameId: string | undefined): (action: PlayAction) => Promise<boolean> {
  const { t } = useTranslation(['play', 'errors']);
  return useCallback(
    async (action: PlayAction) => {
      if (!gameId) return false;
      try {
        await recordPlayAction(gameId, action);
        return true;
      } catch (err) {
        logger.warn('Play action not recorded', { type: action.type, error: String(err) });
        const code = err instanceof AppError ? err.code : 'storage.failed';
        notify.error(code === 'play.actionRefused' ? t('play:errors.refused') : t('play:errors.notSaved'));
        return false;
      }
    },
    [gameId, t],
  );
}

/** A scenario's name in the language; names not confirmed in that language carry the English name too. */
export function scenarioName(id: string | null, language: ScenarioLanguage): string {
  const scenario = id ? getScenario(id) : undefined;
  if (!scenario) return id ?? '';
  const name = scenario.names[language];
  if (language === 'en' || scenario.nameStatus[language] !== 'unconfirmed' || name === scenario.names.en) return name;
  return `${name} (${scenario.names.en})`;
}

/** Where a game picks up: its phase's screen. */
export function resumePath(state: Pick<PlayState, 'id' | 'currentPhase' | 'finished'>): string {
  if (state.finished || state.currentPhase === 'summary') return `/summary/${state.id}`;
  if (state.currentPhase === 'deployment') return `/deployment/${state.id}`;
  return `/game?g=${encodeURIComponent(state.id)}`;
}

/**
 * Keeps the screen awake while mounted (Screen Wake Lock): released on leaving, asked for again
 * when the page becomes visible (the browser drops the lock when the page is hidden).
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (active) sentinel = lock;
        else void lock.release();
      } catch (err) {
        logger.info('Screen wake lock refused', { error: String(err) });
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisible);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, []);
}

/**
 * A game's length in hours and minutes with their units, in the language ("1 h 30 min",
 * "45 min"), so it cannot be read as the players' clocks (minutes:seconds).
 */
export function formatDuration(ms: number, language: string): string {
  const minutes = Math.max(0, Math.round(ms / 60000));
  const hours = Math.floor(minutes / 60);
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  return minutes % 60 === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}`;
}

export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A faction id to its name in the language ("No list" for a company tracked without one). */
export function useFactionLabel(): (id: string | undefined | null) => string {
  const { t } = useTranslation('play');
  const factions = useFactions();
  const language = useLanguage();
  return (id) => {
    const faction = factions?.find((f) => f.id === id);
    return faction ? factionName(faction, language) : t('play:noFaction');
  };
}

/** Each side's words (Tree Mother: the Sÿenann defender, the raider). */
const SIDE_KEYS: Record<MissionSide, 'play:sides.defender' | 'play:sides.raider'> = { sÿenann: 'play:sides.defender', raiders: 'play:sides.raider' };

/** A side in the language. */
export function useSideLabel(): (side: MissionSide) => string {
  const { t } = useTranslation('play');
  return useCallback((side: MissionSide) => t(SIDE_KEYS[side]), [t]);
}
