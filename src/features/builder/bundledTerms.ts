/**
 * The bundled term texts in one language (src/domain/termTexts.ts), each language a small chunk
 * of its own: what the builder names its units' terms with before the device holds them
 * (useRuleTexts), and where the browser refuses the local database. Loaded once per language.
 */
import type { Language, SpecialRuleText } from '../../domain/types';

const LOADERS: Readonly<Record<Language, () => Promise<{ default: SpecialRuleText[] }>>> = {
  en: () => import('virtual:bundled-terms/en'),
  es: () => import('virtual:bundled-terms/es'),
  fr: () => import('virtual:bundled-terms/fr'),
};

const loaded = new Map<Language, Promise<SpecialRuleText[]>>();
const read = new Map<Language, SpecialRuleText[]>();

/** The texts of `language` if this page has already read them, else null (for a first render). */
export function bundledTermsNow(language: Language): SpecialRuleText[] | null {
  return read.get(language) ?? null;
}

export function loadBundledTerms(language: Language): Promise<SpecialRuleText[]> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((module) => {
      read.set(language, module.default);
      return module.default;
    });
    loaded.set(language, pending);
    // A failed load (offline before the precache had it) is not kept: the next screen that asks
    // calls import() again.
    pending.catch(() => loaded.delete(language));
  }
  return pending;
}
