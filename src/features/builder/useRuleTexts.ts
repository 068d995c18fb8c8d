/**
 * Descriptions of keywords, characteristics and special rules (useSpecialRules), looked up by
 * name case-insensitively, in the current language with English as the fallback. A term the
 * glossary does not describe has no description (the chip then says so); a characteristic
 * never borrows the description of a keyword or rule of the same name (the "Fog"
 * characteristic is not Fog terrain).
 */
import { useMemo } from 'react';
import { useDatabaseAvailability } from '../../db/availability';
import { useSpecialRules } from '../../db/hooks/useSpecialRules';
import type { Language, SpecialRuleText } from '../../domain/types';

export interface TermText {
  label: string;
  description: string | null;
}

export type TermKind = 'characteristic' | 'keyword' | 'rule';

export type TermLookup = (name: string, value?: string, kind?: TermKind) => TermText;

function localName(rule: SpecialRuleText, language: Language): string {
  if (language === 'es') return rule.name_es || rule.name;
  if (language === 'fr') return rule.name_fr || rule.name;
  return rule.name;
}

function localDescription(rule: SpecialRuleText, language: Language): string | null {
  const text = language === 'es' ? rule.description_es : language === 'fr' ? rule.description_fr : rule.description;
  return (text || rule.description || '').trim() || null;
}

/** The lookup over a set of glossary rows, in one language. */
export function makeTermLookup(rules: readonly SpecialRuleText[], language: Language): TermLookup {
  const byName = new Map<string, SpecialRuleText>();
  for (const r of rules) byName.set(r.name.trim().toLowerCase(), r);
  return (name, value, kind) => {
    const rule = byName.get(name.trim().toLowerCase());
    const base = rule ? localName(rule, language) : name;
    const sameKind = !rule?.kind || kind !== 'characteristic' || rule.kind === 'characteristic';
    return { label: value ? `${base} (${value})` : base, description: rule && sameKind ? localDescription(rule, language) : null };
  };
}

export interface RuleTexts {
  terms: TermLookup;
  /** False while the texts are still being read (where there is a database to read them from). */
  ready: boolean;
}

export function useRuleTexts(language: Language): RuleTexts {
  const rules = useSpecialRules();
  const noDatabase = useDatabaseAvailability() === 'unavailable';
  const terms = useMemo(() => makeTermLookup(rules ?? [], language), [rules, language]);
  return { terms, ready: rules !== undefined || noDatabase };
}
