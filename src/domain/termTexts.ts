/**
 * The bundled keyword, characteristic and special-rule texts cut down to one language, for a
 * screen that names terms before the device holds them (the builder's first visit, issue 12):
 * each row keeps its English name (the key the units name it by), its kind, and only the
 * chosen language's name and description, the English description standing in where the
 * language has none (as the lookup over the full rows does). About a third of the file.
 *
 * Run by the build (vite.config.ts, `bundledTerms`) over supabase/seed/content/special-rules.json.
 */
import type { Language, SpecialRuleText } from './types';

const KINDS = new Set(['keyword', 'characteristic', 'rule']);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function termsInLanguage(raw: unknown, language: Language): SpecialRuleText[] {
  if (!Array.isArray(raw)) return [];
  const rows: SpecialRuleText[] = [];
  for (const item of raw as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const source = item as Record<string, unknown>;
    const name = text(source.name).trim();
    if (name === '') continue;
    const row: SpecialRuleText = { name, name_es: '', name_fr: '', description: '', description_es: '', description_fr: '' };
    if (language === 'en') row.description = text(source.description);
    else {
      row[`name_${language}`] = text(source[`name_${language}`]);
      row[`description_${language}`] = text(source[`description_${language}`]) || text(source.description);
    }
    if (typeof source.kind === 'string' && KINDS.has(source.kind)) row.kind = source.kind as SpecialRuleText['kind'];
    rows.push(row);
  }
  return rows;
}
