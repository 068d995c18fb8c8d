import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FaqSection, Language, NewsItem } from '../../../src/domain/types';
import { sentences, unverifiedClaims } from './factCheck';

const ROOT = resolve(__dirname, '../../..');
const CONTENT = resolve(ROOT, 'supabase/seed/content');

const readJson = <T>(name: string): T => JSON.parse(readFileSync(resolve(CONTENT, name), 'utf8')) as T;
const faq = readJson<FaqSection[]>('faq-sections.json');
const news = readJson<NewsItem[]>('news.json');
const changelog = readFileSync(resolve(ROOT, 'public/CHANGELOG.md'), 'utf8');

const LANGS: readonly Language[] = ['en', 'es', 'fr'];

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

describe('FAQ game facts', () => {
  it('state nothing the fact base marks unverified, in any language', () => {
    const claims = LANGS.flatMap((lang) => faq.flatMap((f) => unverifiedClaims(faqAnswer(f, lang), lang).map((c) => `${f.id} ${lang}: ${c}`)));
    expect(claims).toEqual([]);
  });

  it('give the 1.6 state timings, and no activation cap or pre-1.5 state timing', () => {
    const english = faq.flatMap((f) => sentences(f.content));
    expect(english.filter((s) => /at most 5 activations|end at the end of the activation|ends only when the unit passes/i.test(s))).toEqual([]);
    const states = faq.find((f) => f.id === 'faq-when-states-end');
    expect(states?.content).toContain('Since rules 1.6, Vulnerable and Disarmed end once the roll they affected is fully resolved');
    expect(states?.content).toContain('Slowed ends right after the unit performs a Move action');
    expect(states?.content).toContain('Frightened ends after the unit makes any willpower test, whatever the result');
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
