/**
 * The unified search of the Rules and FAQ screens (SPEC.md 5 "Search"): one index over rules
 * sections, FAQ sections and units, read from Dexie (so it works offline), queried in the
 * chosen language. Game terms (special_rules) let a term be found by its name in the chosen
 * language or in English, and give unit results their keywords in the chosen language.
 * A blank term gives no results.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { buildSearchIndex, searchIndex } from '../../domain/search';
import type { Language, SearchResult, UnitType } from '../../domain/types';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useFaqSections } from '../../db/hooks/useFaqSections';
import { useRulesSections } from '../../db/hooks/useRulesSections';
import { useSpecialRules } from '../../db/hooks/useSpecialRules';
import { logger } from '../../platform/logger';

const UNIT_TYPES: readonly UnitType[] = ['Troop', 'Character', 'Named Character', 'Support Character', 'Companion'];

export function useUnifiedSearch(term: string, language: Language): { results: SearchResult[]; ready: boolean } {
  const { t } = useTranslation('units');
  const rules = useRulesSections();
  const faq = useFaqSections();
  const catalogue = useCatalogue();
  const terms = useSpecialRules();
  const ready = rules !== undefined && faq !== undefined && catalogue !== undefined && terms !== undefined;
  const typeLabels = useMemo(() => Object.fromEntries(UNIT_TYPES.map((type) => [type, t(`types.${type.replace(/\s+/g, '')}`)])), [t]);
  const index = useMemo(
    () => (ready ? buildSearchIndex({ rules, faq, units: catalogue.units, terms, unitTypeLabels: { [language]: typeLabels } }) : null),
    [ready, rules, faq, catalogue, terms, language, typeLabels],
  );
  const results = useMemo(() => {
    if (!index || term.trim() === '') return [];
    try {
      return searchIndex(index, term, language);
    } catch (error) {
      logger.error('Search failed', { term, error: String(error) });
      return [];
    }
  }, [index, term, language]);
  return { results, ready };
}
