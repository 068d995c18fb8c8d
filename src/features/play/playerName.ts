/**
 * Players' names in words: the name a player typed, or their seat's default ("Me", "Player 2")
 * in the language of the moment (src/domain/play/names.ts says which). Play mode's screens and
 * the activity feed use it, so a default never stays in the language the game was set up in.
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/useTranslation';
import { playerNaming, type PlayerNaming } from '../../domain/play/names';
import type { PlayState } from '../../domain/play/types';

export function playerNameText(t: TFunction, naming: PlayerNaming | null): string {
  if (naming === null) return '';
  if (naming.kind === 'typed') return naming.name;
  return naming.kind === 'me' ? t('play:setup.me') : t('play:setup.defaultName', { n: naming.n });
}

/** A game's players by id, named in the current language ('' for no player). */
export function usePlayerName(state: Pick<PlayState, 'players' | 'seats'>): (playerId: string | null | undefined) => string {
  const { t } = useTranslation('play');
  return useCallback((playerId: string | null | undefined) => (playerId ? playerNameText(t, playerNaming(state, playerId)) : ''), [state, t]);
}
