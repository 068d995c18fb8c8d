/**
 * A game action in words (the summary's timeline, the Undo button): the domain's timeline line
 * (src/domain/play/timeline.ts) translated, with state and End of Round step names in the
 * chosen language.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { timelineLine } from '../../domain/play/timeline';
import type { PlayAction, PlayState } from '../../domain/play/types';
import { usePlayerName } from './playerName';

export function useTimelineText(state: Pick<PlayState, 'players' | 'seats' | 'units'>): (action: PlayAction) => string {
  const { t } = useTranslation('play');
  const nameOf = usePlayerName(state);
  return useCallback(
    (action: PlayAction) => {
      const line = timelineLine(action, state, nameOf);
      const params: Record<string, string | number> = { ...line.params };
      if (typeof params.state === 'string') params.state = t(`states.${params.state}.name`);
      if (typeof params.step === 'string' && params.step !== '') params.step = t(`endOfRound.steps.${params.step}.title`);
      return t(line.key, params);
    },
    [state, t, nameOf],
  );
}
