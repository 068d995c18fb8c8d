import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, snippet, stripHtml } from '../../../src/domain/search';
import type { FaqSection, RulesSection } from '../../../src/domain/types';
import { testCatalogue } from '../../fixtures/domain';

const rules: RulesSection[] = [
  {
    id: 'line-of-sight',
    chapter_id: 'c1',
    title: 'Line of Sight',
    content: '<p>A troop always has <strong>line of sight</strong> to itself and adjacent troops.</p>',
    title_es: 'Línea de visión',
    content_es: '<p>Una tropa siempre tiene línea de visión a sí misma.</p>',
    title_fr: '',
    content_fr: '',
    order_index: 1,
  },
  {
    id: 'slowed',
    chapter_id: 'c2',
    title: 'Slowed',
    content: `Slowed reduces charge movement by 4, to a minimum of 0. ${'Filler text about other rules. '.repeat(20)}The unit must then recover.`,
    title_es: 'Ralentizado',
    content_es: 'Ralentizado reduce el movimiento de carga en 4.',
    title_fr: 'Ralenti',
    content_fr: 'Ralenti réduit le mouvement de charge de 4.',
    order_index: 2,
  },
];

const faq: FaqSection[] = [
  {
    id: 'faq-ambusher',
    section: 'Ambusher deployment',
    content: 'Ambusher deploys with no enemy sight within 10 strides.',
    section_es: 'Despliegue de Emboscador',
    content_es: '',
    section_fr: '',
    content_fr: '',
    order_index: 1,
  },
];

const index = buildSearchIndex({ rules, faq, units: testCatalogue().units });

describe('searchIndex', () => {
  it('blank or whitespace-only terms clear the results', () => {
    expect(searchIndex(index, '', 'en')).toEqual([]);
    expect(searchIndex(index, '   \t', 'en')).toEqual([]);
  });

  it('matches titles and content, case-insensitively, with source and path', () => {
    const results = searchIndex(index, 'LINE OF SIGHT', 'en');
    expect(results[0]).toEqual({
      id: 'line-of-sight',
      title: 'Line of Sight',
      content: 'A troop always has line of sight to itself and adjacent troops.',
      source: 'rules',
      path: '/rules#line-of-sight',
      highlights: ['line', 'of', 'sight'],
    });
    const faqHit = searchIndex(index, 'strides', 'en').find((r) => r.source === 'faq');
    expect(faqHit).toMatchObject({ id: 'faq-ambusher', path: '/faq#faq-ambusher' });
  });

  it('finds units with their stats path, forgiving a typo in the title', () => {
    expect(searchIndex(index, 'Alborc', 'en')[0]).toMatchObject({ id: 'alborc', source: 'units', path: '/unit-stats?unit=alborc' });
    expect(searchIndex(index, 'Albork', 'en').map((r) => r.id)).toContain('alborc');
    expect(searchIndex(index, 'Dispel', 'en').some((r) => r.id === 'alborc')).toBe(true);
  });

  it('searches the chosen language and falls back to English where a translation is missing', () => {
    expect(searchIndex(index, 'visión', 'es')[0]?.title).toBe('Línea de visión');
    // French title missing → English title and content are indexed.
    expect(searchIndex(index, 'adjacent', 'fr')[0]).toMatchObject({ id: 'line-of-sight', title: 'Line of Sight' });
    expect(searchIndex(index, 'Ralenti', 'fr')[0]?.id).toBe('slowed');
    // Spanish FAQ content missing → English content.
    expect(searchIndex(index, 'strides', 'es')[0]).toMatchObject({ id: 'faq-ambusher', title: 'Despliegue de Emboscador' });
    // Accents are optional.
    expect(searchIndex(index, 'vision', 'es')[0]?.id).toBe('line-of-sight');
    expect(searchIndex(index, 'Cazadores Orcos', 'es')[0]?.id).toBe('orc-hunters');
  });

  /** One rules section that says "demoralized" in each language. */
  const fleeIndex = () =>
    buildSearchIndex({
      rules: [
        { ...rules[1]!, id: 'flee', title: 'Flee', content: 'Demoralized units flee.', title_es: 'Huir', content_es: 'Las unidades desmoralizadas huyen.', title_fr: 'Fuir', content_fr: 'Les unités démoralisées fuient.' },
      ],
    });

  it('in Spanish and French, a word finds its other genders and numbers; English and short words stay as typed', () => {
    const states = fleeIndex();
    expect(searchIndex(states, 'desmoralizado', 'es').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'démoralisé', 'fr').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'demoralise', 'fr').map((r) => r.id)).toEqual(['flee']);
    // English is matched as typed ("demoralizeds" is not a word to forgive), and "tropa" is too
    // short to lose its ending (it would find "tropel").
    expect(searchIndex(states, 'demoralizeds', 'en')).toEqual([]);
    expect(searchIndex(buildSearchIndex({ rules: [{ ...rules[1]!, id: 'x', content_es: 'un tropel' }] }), 'tropa', 'es')).toEqual([]);
  });

  it('the noun of an action finds the word it comes from, and British -ise spelling finds -ize', () => {
    const states = fleeIndex();
    expect(searchIndex(states, 'démoralisation', 'fr').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'desmoralización', 'es').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'desmoralizacion', 'es').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'demoralization', 'en').map((r) => r.id)).toEqual(['flee']);
    expect(searchIndex(states, 'demoralised', 'en').map((r) => r.id)).toEqual(['flee']);
  });

  it('snippets centre on the match in long content', () => {
    const hit = searchIndex(index, 'recover', 'en').find((r) => r.id === 'slowed');
    expect(hit?.content.startsWith('…')).toBe(true);
    expect(hit?.content).toContain('recover');
  });

  it('treats search operators as plain text', () => {
    expect(() => searchIndex(index, '| = ^ $ ! " \'', 'en')).not.toThrow();
    expect(searchIndex(index, '"slowed"', 'en')[0]?.id).toBe('slowed');
    expect(searchIndex(index, 'zzzzqqq', 'en')).toEqual([]);
  });

  it('builds each language once and reuses it', () => {
    const fresh = buildSearchIndex({ faq });
    searchIndex(fresh, 'ambusher', 'en');
    const built = fresh.byLanguage.get('en');
    searchIndex(fresh, 'deploy', 'en');
    expect(fresh.byLanguage.get('en')).toBe(built);
    expect(searchIndex(fresh, 'ambusher')[0]?.id).toBe('faq-ambusher');
  });
});

describe('helpers', () => {
  it('stripHtml removes tags, scripts and entities', () => {
    expect(stripHtml('<p>a&nbsp;&amp;&lt;b&gt; &quot;c&quot; &#39;d&#39;</p><script>evil()</script><style>x{}</style>')).toBe('a &<b> "c" \'d\'');
  });
  it('snippet keeps short text and cuts long text with ellipses', () => {
    expect(snippet('short', 'x')).toBe('short');
    const long = `${'a'.repeat(300)} needle ${'b'.repeat(300)}`;
    const s = snippet(long, 'needle', 60);
    expect(s).toContain('needle');
    expect(s.startsWith('…') && s.endsWith('…')).toBe(true);
    expect(snippet(long, 'absent', 60).startsWith('a')).toBe(true);
  });
});
