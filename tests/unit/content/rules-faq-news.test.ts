import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FaqSection, Language, NewsItem, RulesChapter, RulesSection } from '../../../src/domain/types';

const ROOT = resolve(__dirname, '../../..');
const CONTENT = resolve(ROOT, 'supabase/seed/content');

const readJson = <T>(name: string): T => JSON.parse(readFileSync(resolve(CONTENT, name), 'utf8')) as T;
const chapters = readJson<RulesChapter[]>('rules-chapters.json');
const sections = readJson<RulesSection[]>('rules-sections.json');
const faq = readJson<FaqSection[]>('faq-sections.json');
const news = readJson<NewsItem[]>('news.json');
const changelog = readFileSync(resolve(ROOT, 'public/CHANGELOG.md'), 'utf8');

const LANGS: readonly Language[] = ['en', 'es', 'fr'];

const EXPECTED_CHAPTERS = [
  'core-concepts',
  'activations-and-turns',
  'movement',
  'line-of-sight',
  'combat-and-dice',
  'states',
  'terrain',
  'keywords-glossary',
];

/** Tags the rules and FAQ text may use: p, br, strong, em, ul, ol, li, with no attributes. */
const RULES_TAG = /^<\/?(p|br|strong|em|ul|ol|li)\s*\/?>$/;
/** News may also use a link, but only https with target="_blank". */
const NEWS_TAG = /^(<\/?(p|br|strong|em|ul|li)\s*\/?>|<a href="https:\/\/[^"\s<>]+" target="_blank">|<\/a>)$/;

/** Every tag-like token in the text that does not match the allow-list (stray < or > count too). */
function badTags(html: string, allowed: RegExp): string[] {
  const bad = (html.match(/<[^>]*>/g) ?? []).filter((tag) => !allowed.test(tag));
  const rest = html.replace(/<[^>]*>/g, '');
  if (/[<>]/.test(rest)) bad.push('stray angle bracket');
  return bad;
}

function plain(html: string): string {
  return html
    .replace(/<\/(p|li)>|<br\s*\/?>/g, '. ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (html: string): number => plain(html).split(' ').filter(Boolean).length;

/** Sentences of the text (block ends count as sentence ends). */
function sentences(html: string): string[] {
  return plain(html)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** True when one sentence names the term and carries the number as a whole number. */
function statesNumber(html: string, term: RegExp, value: number): boolean {
  const num = new RegExp(`(^|[^\\d.])${value}(?![\\d.]\\d)`);
  return sentences(html).some((s) => term.test(s) && num.test(s));
}

const sectionContent = (s: RulesSection, lang: Language): string =>
  lang === 'en' ? s.content : lang === 'es' ? s.content_es : s.content_fr;
const sectionTitle = (s: RulesSection, lang: Language): string =>
  lang === 'en' ? s.title : lang === 'es' ? s.title_es : s.title_fr;
const chapterTitle = (c: RulesChapter, lang: Language): string =>
  lang === 'en' ? c.title : lang === 'es' ? c.title_es : c.title_fr;
const faqQuestion = (f: FaqSection, lang: Language): string =>
  lang === 'en' ? f.section : lang === 'es' ? f.section_es : f.section_fr;
const faqAnswer = (f: FaqSection, lang: Language): string =>
  lang === 'en' ? f.content : lang === 'es' ? f.content_es : f.content_fr;
const newsContent = (n: NewsItem, lang: Language): string | null =>
  lang === 'en' ? n.content_en : lang === 'es' ? n.content_es : n.content_fr;

const nonEmpty = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

const duplicates = (values: readonly (string | number)[]): (string | number)[] =>
  values.filter((v, i) => values.indexOf(v) !== i);

describe('test helpers', () => {
  it('badTags accepts the allow-list and rejects attributes, other tags and stray brackets', () => {
    expect(badTags('<p>One <strong>two</strong><br/>three</p><ul><li>x</li></ul>', RULES_TAG)).toEqual([]);
    expect(badTags('<p class="x">a</p>', RULES_TAG)).toEqual(['<p class="x">']);
    expect(badTags('<div>a</div>', RULES_TAG)).toHaveLength(2);
    expect(badTags('<a href="https://example.org">x</a>', RULES_TAG)).toHaveLength(2);
    expect(badTags('a < b', RULES_TAG)).toEqual(['stray angle bracket']);
    expect(badTags('<a href="https://example.org" target="_blank">x</a>', NEWS_TAG)).toEqual([]);
    expect(badTags('<a href="http://example.org" target="_blank">x</a>', NEWS_TAG)).toHaveLength(1);
  });

  it('statesNumber needs the term and the number in the same sentence', () => {
    expect(statesNumber('<p>Scout deploys within 12 strides.</p>', /Scout/, 12)).toBe(true);
    expect(statesNumber('<p>Scout deploys far away. It is 12 strides.</p>', /Scout/, 12)).toBe(false);
    expect(statesNumber('<ul><li>Scout: far</li><li>range 12</li></ul>', /Scout/, 12)).toBe(false);
    expect(statesNumber('<p>Scout within 112 strides.</p>', /Scout/, 12)).toBe(false);
    expect(statesNumber('<p>Large caps at 3.5 successes.</p>', /Large/, 3)).toBe(false);
  });
});

describe('rules chapters', () => {
  it('are the eight chapters, in order, with unique ids and order_index', () => {
    const ordered = [...chapters].sort((a, b) => a.order_index - b.order_index);
    expect(ordered.map((c) => c.id)).toEqual(EXPECTED_CHAPTERS);
    expect(duplicates(chapters.map((c) => c.id))).toEqual([]);
    expect(duplicates(chapters.map((c) => c.order_index))).toEqual([]);
  });

  it('have a title in every language, without markup', () => {
    for (const c of chapters) {
      for (const lang of LANGS) {
        const title = chapterTitle(c, lang);
        expect(nonEmpty(title), `${c.id} ${lang}`).toBe(true);
        expect(title, `${c.id} ${lang}`).not.toMatch(/[<>]/);
      }
    }
  });
});

describe('rules sections', () => {
  const chapterIds = new Set(chapters.map((c) => c.id));

  it('have unique ids and point at an existing chapter', () => {
    expect(duplicates(sections.map((s) => s.id))).toEqual([]);
    for (const s of sections) expect(chapterIds.has(s.chapter_id), s.id).toBe(true);
  });

  it('have 3 to 6 sections per chapter, with order_index unique within the chapter', () => {
    for (const id of EXPECTED_CHAPTERS) {
      const own = sections.filter((s) => s.chapter_id === id);
      expect(own.length, id).toBeGreaterThanOrEqual(3);
      expect(own.length, id).toBeLessThanOrEqual(6);
      expect(duplicates(own.map((s) => s.order_index)), id).toEqual([]);
    }
  });

  it('have a title and content in every language', () => {
    for (const s of sections) {
      for (const lang of LANGS) {
        expect(nonEmpty(sectionTitle(s, lang)), `${s.id} title ${lang}`).toBe(true);
        expect(nonEmpty(plain(sectionContent(s, lang))), `${s.id} content ${lang}`).toBe(true);
      }
    }
  });

  it('keep English content between 60 and 200 words and translations close to it', () => {
    for (const s of sections) {
      const en = words(s.content);
      expect(en, s.id).toBeGreaterThanOrEqual(60);
      expect(en, s.id).toBeLessThanOrEqual(200);
      for (const lang of ['es', 'fr'] as const) {
        const n = words(sectionContent(s, lang));
        expect(n, `${s.id} ${lang}`).toBeGreaterThanOrEqual(60);
        expect(n, `${s.id} ${lang}`).toBeLessThanOrEqual(200);
      }
    }
  });

  it('use only the allowed tags (p, br, strong, em, ul, ol, li) and no attributes', () => {
    for (const s of sections) {
      for (const lang of LANGS) {
        expect(badTags(sectionContent(s, lang), RULES_TAG), `${s.id} ${lang}`).toEqual([]);
        expect(sectionTitle(s, lang), `${s.id} title ${lang}`).not.toMatch(/[<>]/);
      }
    }
  });

  it('include the two rules additions as their own sections', () => {
    const los = sections.find((s) => s.id === 'los-adjacent-troops');
    expect(los?.chapter_id).toBe('line-of-sight');
    expect(plain(los?.content ?? '')).toMatch(/always has line of sight to itself and to any troop adjacent/);
    const ownUnit = sections.find((s) => s.id === 'los-own-unit-does-not-block');
    expect(ownUnit?.chapter_id).toBe('line-of-sight');
    expect(plain(ownUnit?.content ?? '')).toMatch(/never block line of sight to the other members/);
    const stay = sections.find((s) => s.id === 'movement-move-and-stay-still');
    expect(stay?.chapter_id).toBe('movement');
    expect(plain(stay?.content ?? '')).toMatch(/move action and leave it exactly where it is/);
  });

  describe.each(LANGS)('game numbers from SPEC.md section 9 (%s)', (lang) => {
    const all = sections.map((s) => sectionContent(s, lang)).join(' ');
    const cases: [string, RegExp, number][] = [
      ['Ambusher 10 strides', /Ambusher/, 10],
      ['Scout 12 strides', /Scout/, 12],
      ['Slowed reduces charge movement by 4', /Slowed/, 4],
      ['Preferred Terrain adds 2 strides', /Preferred Terrain/, 2],
      ['Large damage cap of 3 successes', /Large/, 3],
      ['5 activations per player per turn', /activ/i, 5],
    ];
    it.each(cases)('%s', (_label, term, value) => {
      expect(statesNumber(all, term, value)).toBe(true);
    });

    it('names every terrain keyword, state, effect and dice rule', () => {
      const text = plain(all);
      for (const term of ['Block LoS', 'Cover', 'Rugged', 'Trap', 'Vulnerable', 'Disarmed', 'Frightened', 'Slowed']) {
        expect(text, term).toContain(term);
      }
      for (const term of ['Shove', 'Attract', 'Place', 'Displace', 'Heal', 'Recover', 'Flee']) {
        expect(text, term).toContain(term);
      }
    });
  });

  it('describe the five dice rules in English', () => {
    const text = plain(sections.map((s) => s.content).join(' ')).toLowerCase();
    for (const rule of ['cancel a die', 'cancel a symbol', 'repeat a die', 'repeat a roll', 'fix a die']) {
      expect(text, rule).toContain(rule);
    }
  });

  it('state the company-building rules from SPEC.md section 5 in English', () => {
    const text = plain(sections.map((s) => s.content).join(' '));
    expect(text).toContain('A unit can include at most one Character');
    expect(text).toContain('Characters without the Join keyword cannot join units');
    expect(text).toContain('Two High Command characters cannot be in one company');
  });
});

describe('FAQ', () => {
  it('has 15 to 20 entries with unique ids and order_index', () => {
    expect(faq.length).toBeGreaterThanOrEqual(15);
    expect(faq.length).toBeLessThanOrEqual(20);
    expect(duplicates(faq.map((f) => f.id))).toEqual([]);
    expect(duplicates(faq.map((f) => f.order_index))).toEqual([]);
  });

  it('has a question and an answer in every language', () => {
    for (const f of faq) {
      for (const lang of LANGS) {
        expect(nonEmpty(faqQuestion(f, lang)), `${f.id} question ${lang}`).toBe(true);
        expect(nonEmpty(faqAnswer(f, lang)), `${f.id} answer ${lang}`).toBe(true);
        expect(faqQuestion(f, lang).trim(), `${f.id} ${lang}`).toMatch(/\?$/);
        expect(badTags(faqAnswer(f, lang), RULES_TAG), `${f.id} ${lang}`).toEqual([]);
      }
      expect(f.section_es.trim(), f.id).toMatch(/^¿/);
    }
  });

  it('covers list building, play and the app', () => {
    const text = faq.map((f) => `${f.section} ${f.content}`).join(' ');
    for (const topic of [
      'points',
      'availability',
      'High Command',
      'companion',
      'mercenary',
      'tournament legal',
      'activations',
      'Vulnerable',
      'line of sight',
      'offline',
      'save',
      'Share',
      'Short links',
      'cloud',
      'language',
    ]) {
      expect(text, topic).toContain(topic);
    }
  });
});

describe('news', () => {
  it('has four items with unique ids and valid ISO dates in 2025-2026, newest 2026-11-20', () => {
    expect(news).toHaveLength(4);
    expect(duplicates(news.map((n) => n.id))).toEqual([]);
    for (const n of news) {
      expect(n.date, n.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const parsed = new Date(`${n.date}T00:00:00Z`);
      expect(Number.isNaN(parsed.getTime()), n.id).toBe(false);
      expect(parsed.toISOString().slice(0, 10), n.id).toBe(n.date);
      expect(['2025', '2026'], n.id).toContain(n.date.slice(0, 4));
      expect(n.translation_key, n.id).toBeNull();
    }
    expect([...news.map((n) => n.date)].sort().at(-1)).toBe('2026-11-20');
    expect(new Set(news.map((n) => n.date.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
  });

  it('has content in every language and only allowed markup', () => {
    for (const n of news) {
      for (const lang of LANGS) {
        const text = newsContent(n, lang);
        expect(nonEmpty(text), `${n.id} ${lang}`).toBe(true);
        expect(badTags(text ?? '', NEWS_TAG), `${n.id} ${lang}`).toEqual([]);
        const opens = (text ?? '').split('[[red]]').length - 1;
        const closes = (text ?? '').split('[[/red]]').length - 1;
        expect(opens, `${n.id} ${lang}`).toBe(closes);
      }
    }
  });

  it('uses the dated plain-text form, an HTML item and a red highlight', () => {
    expect(news.some((n) => n.content_en?.startsWith('News 20/11/26:') && n.content_es?.startsWith('Noticias 20/11/26:'))).toBe(true);
    expect(news.some((n) => /<p>/.test(n.content_en ?? ''))).toBe(true);
    expect(news.some((n) => LANGS.every((lang) => (newsContent(n, lang) ?? '').includes('[[red]]')))).toBe(true);
  });
});

describe('CHANGELOG.md', () => {
  it('has 0.6.4 as its first bracketed version', () => {
    expect(changelog.match(/\[(\d+\.\d+\.\d+)\]/)?.[1]).toBe('0.6.4');
    expect(changelog).toMatch(/^## \[0\.6\.4\] - 2026-11-22$/m);
  });

  it('lists the older releases, newest first, each with bullet points', () => {
    const versions = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)];
    expect(versions.map((m) => m[1])).toEqual(['0.6.4', '0.6.3', '0.6.0', '0.5.11']);
    const dates = versions.map((m) => m[2] ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const blocks = changelog.split(/^## /m).slice(1);
    for (const block of blocks) expect(block).toMatch(/^- \S/m);
  });
});
