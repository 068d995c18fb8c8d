/**
 * Descriptions of keywords, characteristics and special rules (useSpecialRules), looked up by
 * name case-insensitively, in the current language with English as the fallback.
 */
import { useMemo } from 'react';
import { useSpecialRules } from '../../db/hooks/useSpecialRules';
import type { Language, SpecialRuleText } from '../../domain/types';

export interface TermText {
  label: string;
  description: string | null;
}

export type TermLookup = (name: string, value?: string) => TermText;

function localName(rule: SpecialRuleText, language: Language): string {
  if (language === 'es') return rule.name_es || rule.name;
  if (language === 'fr') return rule.name_fr || rule.name;
  return rule.name;
}

function localDescription(rule: SpecialRuleText, language: Language): string | null {
  const text = language === 'es' ? rule.description_es : language === 'fr' ? rule.description_fr : rule.description;
  return (text || rule.description || '').trim() || null;
}

export function useRuleTexts(language: Language): TermLookup {
  const rules = useSpecialRules();
  return useMemo(() => {
    const byName = new Map<string, SpecialRuleText>();
    for (const r of rules ?? []) byName.set(r.name.trim().toLowerCase(), r);
    return (name: string, value?: string) => {
      const rule = byName.get(name.trim().toLowerCase());
      const base = rule ? localName(rule, language) : name;
      return { label: value ? `${base} (${value})` : base, description: rule ? localDescription(rule, language) : null };
    };
  }, [rules, language]);
}
