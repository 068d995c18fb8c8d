import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { termsInLanguage } from '../../../src/domain/termTexts';
import type { SpecialRuleText } from '../../../src/domain/types';
import { makeTermLookup } from '../../../src/features/builder/useRuleTexts';

const seed = JSON.parse(readFileSync('supabase/seed/content/special-rules.json', 'utf8')) as SpecialRuleText[];

describe('the bundled term texts in one language', () => {
  it('names and describes every term as the lookup over the full rows does, in each language', () => {
    for (const language of ['en', 'es', 'fr'] as const) {
      const full = makeTermLookup(seed, language);
      const cut = makeTermLookup(termsInLanguage(seed, language), language);
      for (const row of seed) {
        for (const kind of ['characteristic', 'keyword', 'rule'] as const) {
          expect(cut(row.name, '2', kind), `${language} ${row.name} ${kind}`).toEqual(full(row.name, '2', kind));
        }
      }
    }
  });

  it('keeps only the chosen language: the Spanish file carries no French and no English description of its own', () => {
    const spanish = termsInLanguage(seed, 'es');
    expect(spanish).toHaveLength(seed.length);
    for (const row of spanish) {
      expect(row.name_fr).toBe('');
      expect(row.description_fr).toBe('');
      expect(row.description).toBe('');
    }
    expect(JSON.stringify(spanish).length).toBeLessThan(JSON.stringify(seed).length / 2);
  });

  it('falls back to the English description where the language has none, and keeps the kind', () => {
    const rows = termsInLanguage(
      [
        { name: 'Fog', name_fr: 'Brume', description: 'Hard to see through.', description_fr: '', kind: 'characteristic' },
        { name: 'Ambusher', name_fr: 'Embusqué', description: 'Deploys late.', description_fr: 'Se déploie tard.', kind: 'rule' },
      ],
      'fr',
    );
    expect(rows).toEqual([
      { name: 'Fog', name_es: '', name_fr: 'Brume', description: '', description_es: '', description_fr: 'Hard to see through.', kind: 'characteristic' },
      { name: 'Ambusher', name_es: '', name_fr: 'Embusqué', description: '', description_es: '', description_fr: 'Se déploie tard.', kind: 'rule' },
    ]);
  });

  it('skips what is not a named row, and an unknown kind', () => {
    expect(termsInLanguage('not rows', 'en')).toEqual([]);
    expect(termsInLanguage([null, 3, { name: '  ' }, { name: 'Place', description: 7, kind: 'spell' }], 'en')).toEqual([
      { name: 'Place', name_es: '', name_fr: '', description: '', description_es: '', description_fr: '' },
    ]);
  });
});
