/**
 * The unified search of the Rules and FAQ screens (SPEC.md 5 "Search"): one index over rules
 * sections, FAQ sections and units, read from Dexie (so it works offline), queried in the
 * chosen language. A blank term gives no results.
 */
import { useMemo } from 'react';
import { buildSearchIndex, searchIndex } from '../../domain/search';
import type { Language, SearchResult } from '../../domain/types';
import { useCatalogue } from '../../db/hooks/useCatalogue';
import { useFaqSections } from '../../db/hooks/useFaqSections';
import { useRulesSections } from '../../db/hooks/useRulesSections';
import { logger } from '../../app/logger';

export function useUnifiedSearch(term: string, language: Language): { results: SearchResult[]; ready: boolean } {
  const rules = useRulesSections();
  const faq = useFaqSections();
  const catalogue = useCatalogue();
  const ready = rules !== undefined && faq !== undefined && catalogue !== undefined;
  const index = useMemo(
    () => (ready ? buildSearchIndex({ rules, faq, units: catalogue.units }) : null),
    [ready, rules, faq, catalogue],
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
