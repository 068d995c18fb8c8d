/**
 * Descriptions of keywords, characteristics and special rules, looked up by
 * name case-insensitively, in the current language with English as the fallback. A term the
 * glossary does not describe has no description (the chip then says so); a characteristic
 * never borrows the description of a keyword or rule of the same name (the "Fog"
 * characteristic is not Fog terrain).
 */
import { useEffect, useMemo, useState } from 'react';
import { useDatabaseRefused } from '../../db/availability';
import { useStoredTerms } from '../../db/hooks/useSpecialRules';
import type { Language, SpecialRuleText } from '../../domain/types';
import { sayTermValue } from '../../domain/termValue';
import { logger } from '../../platform/logger';
import { deviceHasSeed, noteSeed } from '../../platform/seedMark';
import { bundledTermsNow, loadBundledTerms } from './bundledTerms';
import termNames from '../../domain/data/term-names.json';

export interface TermText {
  label: string;
  description: string | null;
  /**
   * The English name (with its value), when the label's name is our own translation: no
   * official Spanish text is known, and a French name is the fans' only where the fact base
   * has one (src/domain/data/term-names.json). Screens show it beside the label.
   */
  ownNameOf?: string;
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

const FR_SOURCED = new Set(termNames.frSourced.map((name) => name.toLowerCase()));

/** Whether `rule`'s name in `language` is our own translation (not the English one, not a sourced French one). */
function ownName(rule: SpecialRuleText, language: Language): boolean {
  if (language === 'en' || localName(rule, language) === rule.name) return false;
  return language === 'es' || !FR_SOURCED.has(rule.name.toLowerCase());
}

/** The lookup over a set of glossary rows, in one language. */
export function makeTermLookup(rules: readonly SpecialRuleText[], language: Language): TermLookup {
  const byName = new Map<string, SpecialRuleText>();
  for (const r of rules) byName.set(r.name.trim().toLowerCase(), r);
  const known = (word: string) => byName.get(word.trim().toLowerCase());
  const localValue = (value: string): { text: string; own: boolean } => {
    const { text, terms } = sayTermValue(value, language, known, (rule) => localName(rule, language));
    return { text, own: terms.some((rule) => ownName(rule, language)) };
  };
  return (name, value, kind) => {
    const rule = known(name);
    const base = rule ? localName(rule, language) : name;
    const sameKind = !rule?.kind || kind !== 'characteristic' || rule.kind === 'characteristic';
    const shownValue = value ? localValue(value) : null;
    const text: TermText = { label: shownValue ? `${base} (${shownValue.text})` : base, description: rule && sameKind ? localDescription(rule, language) : null };
    if ((rule && ownName(rule, language)) || shownValue?.own) text.ownNameOf = value ? `${rule?.name ?? name} (${value})` : (rule?.name ?? name);
    return text;
  };
}

export interface RuleTexts {
  terms: TermLookup;
  /** False while the texts are still being read. */
  ready: boolean;
}

/**
 * The bundled texts of `language` while `wanted`; undefined until loaded ([] if they cannot be).
 * A load that failed (the file was not cached and the connection dropped) is tried again when
 * the browser is back online; until then the labels keep their English names.
 */
function useBundledTerms(language: Language, wanted: boolean): SpecialRuleText[] | undefined {
  // Already read (a first visit's builder reads them before its first render): no wait at all.
  const [bundled, setBundled] = useState<{ language: Language; rows: SpecialRuleText[]; failedAttempt: number | null } | null>(() => {
    const rows = bundledTermsNow(language);
    return rows ? { language, rows, failedAttempt: null } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const failed = bundled?.language === language && bundled.failedAttempt !== null;
  useEffect(() => {
    // Loaded, or failed with no retry asked for since.
    const current = bundled?.language === language ? bundled : null;
    if (!wanted || (current && (current.failedAttempt === null || current.failedAttempt >= attempt))) return;
    let cancelled = false;
    loadBundledTerms(language).then(
      (rows) => {
        if (!cancelled) setBundled({ language, rows, failedAttempt: null });
      },
      (error: unknown) => {
        logger.warn('The bundled term texts could not be read', { language, error: String(error) });
        if (!cancelled) setBundled({ language, rows: [], failedAttempt: attempt });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, language, bundled, attempt]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  // Another language's rows stay until this one's are in: a label falls back to its English name
  // for that moment, rather than the grid going back to its loading state.
  return wanted ? bundled?.rows : undefined;
}

/**
 * The device's term texts once it holds them (the pull keeps them current). Before that (a
 * first visit, told from the first render by the seed mark) and where the browser refuses the
 * local database, the bundle's texts in the chosen language alone: the builder's first screen
 * does not download the three languages' file for the few words its unit cards name.
 */
export function useRuleTexts(language: Language): RuleTexts {
  const [markedSeeded] = useState(() => deviceHasSeed('terms'));
  const stored = useStoredTerms();
  const noDatabase = useDatabaseRefused();
  const seeded = stored?.seeded;
  useEffect(() => {
    if (seeded !== undefined) noteSeed('terms', seeded);
  }, [seeded]);
  const fromDevice = stored?.seeded ? stored.rows : undefined;
  const bundled = useBundledTerms(language, fromDevice === undefined && (noDatabase || !markedSeeded || stored !== undefined));
  const rows = fromDevice ?? bundled;
  const terms = useMemo(() => makeTermLookup(rows ?? [], language), [rows, language]);
  return { terms, ready: rows !== undefined };
}
