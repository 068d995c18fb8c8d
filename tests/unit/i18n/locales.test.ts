import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES_DIR = join(process.cwd(), 'src/i18n/locales');
const LANGUAGES = ['en', 'es', 'fr'] as const;

function flatten(node: unknown, prefix = ''): Record<string, unknown> {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce<Record<string, unknown>>(
    (acc, [key, value]) => ({ ...acc, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function load(language: string, file: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')));
}

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has the common namespace at least', () => {
    expect(namespaces).toContain('common.json');
  });

  it.each(namespaces)('%s exists in es and fr with exactly the English keys', (file) => {
    const en = load('en', file);
    for (const language of LANGUAGES.slice(1)) {
      const other = load(language, file);
      // A plural form English does not have (French and Spanish "_many") is not extra when English has the key's "_other".
      const languagePlural = (k: string) => {
        const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
        return !!m && `${m[1]}_other` in en && new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes(m[2] as Intl.LDMLPluralRule);
      };
      const missing = Object.keys(en).filter((k) => !(k in other));
      const extra = Object.keys(other).filter((k) => !(k in en) && !languagePlural(k));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
    }
  });

  it.each(namespaces)('%s has a non-empty string for every key in every language', (file) => {
    for (const language of LANGUAGES) {
      const entries = Object.entries(load(language, file));
      const bad = entries.filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect({ language, bad }).toEqual({ language, bad: [] });
    }
  });

  it('keeps {{placeholders}} identical across languages', () => {
    // Name and format ("{{count, number}}" → "count,number").
    const placeholders = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map((m) => (m[2] ? `${m[1]},${m[2]}` : m[1])).sort();
    for (const file of namespaces) {
      const en = load('en', file);
      for (const language of LANGUAGES.slice(1)) {
        const other = load(language, file);
        for (const [key, value] of Object.entries(en)) {
          expect({ file, language, key, p: placeholders(other[key]) }).toEqual({ file, language, key, p: placeholders(value) });
        }
      }
    }
  });

  it('no locale folder has a namespace that English lacks', () => {
    for (const language of LANGUAGES.slice(1)) {
      const files = readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json'));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });
});
