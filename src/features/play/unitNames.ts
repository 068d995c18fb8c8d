/**
 * Unit names in the player's language on the play screens. A game keeps the names its units
 * had at set-up (the English card names of the lists); a unit from the catalogue is shown with
 * the catalogue's name in the chosen language, a unit typed in by hand as typed.
 */
import { useMemo } from 'react';
import { useCatalogueUnitNames } from '../../db/hooks/useCatalogueUnitNames';
import { unitName, unitNameLang } from '../../domain/catalogue';
import type { PlayState, PlayUnit } from '../../domain/play/types';
import { useLanguage } from './playShared';

/**
 * The renamed copy of each unit, kept while the unit is the same object: the reducer keeps the
 * units a tap did not change, so their cards are not drawn again.
 */
const renamed = new WeakMap<PlayUnit, { name: string; unit: PlayUnit }>();

/** Units whose name on screen is the catalogue's English one where the page is in another language (no name of its own there). */
const shownInEnglish = new WeakSet<PlayUnit>();

/** 'en' for a unit shown with its English card name on a Spanish or French page (for the name's `lang`, so a screen reader says it as English). */
export function playUnitNameLang(unit: PlayUnit, language: string): 'en' | undefined {
  return language !== 'en' && shownInEnglish.has(unit) ? 'en' : undefined;
}

function withName(unit: PlayUnit, name: string): PlayUnit {
  if (name === unit.name) return unit;
  const kept = renamed.get(unit);
  if (kept && kept.name === name) return kept.unit;
  const next = { ...unit, name };
  renamed.set(unit, { name, unit: next });
  return next;
}

/** `state` with its catalogue units named in the chosen language (the same object when nothing changes). */
export function useLocalisedUnits<S extends Pick<PlayState, 'units'>>(state: S): S {
  const language = useLanguage();
  const names = useCatalogueUnitNames(language === 'en' ? [] : state.units.flatMap((u) => (u.unitId ? [u.unitId] : [])));
  return useMemo(() => {
    if (language === 'en' || !names || names.size === 0) return state;
    let changed = false;
    const units = state.units.map((unit) => {
      const known = unit.unitId ? names.get(unit.unitId) : undefined;
      const next = known ? withName(unit, unitName(known, language)) : unit;
      if (known && unitNameLang(known, language) === 'en') shownInEnglish.add(next);
      if (next !== unit) changed = true;
      return next;
    });
    return changed ? { ...state, units } : state;
  }, [state, names, language]);
}
