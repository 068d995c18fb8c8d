import type { Language } from '../../domain/types';

/** The text in the chosen language, or English when that translation is missing or blank. */
export function localised(en: string, es: string | null | undefined, fr: string | null | undefined, language: Language): string {
  const text = language === 'es' ? es : language === 'fr' ? fr : en;
  return typeof text === 'string' && text.trim() !== '' ? text : en;
}
