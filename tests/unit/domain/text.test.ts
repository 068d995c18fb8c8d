import { describe, expect, it } from 'vitest';
import { changelogVersion } from '../../../src/domain/changelog';
import { escapeRegExp, highlightSegments } from '../../../src/domain/highlight';
import { formatNewsDate, newsContent, parseNewsText, sortNewsNewestFirst } from '../../../src/domain/news';

describe('changelogVersion', () => {
  it.each([
    ['# Changelog\n\n## [0.6.4] - 2025-07-01\n- fixes\n## [0.6.3]', '0.6.4'],
    ['Version 1.2.3 without brackets, then [2.0.10]', '2.0.10'],
    ['[1.2] is not x.y.z', '0.5.11'],
    ['', '0.5.11'],
    ['   \n ', '0.5.11'],
    ['<h1>Changelog</h1><p>[0.7.0]</p>', '0.5.11'],
    [null, '0.5.11'],
    [undefined, '0.5.11'],
  ])('%j → %s', (content, version) => expect(changelogVersion(content)).toBe(version));
});

describe('highlightSegments', () => {
  it('splits into matching and plain segments, case-insensitively', () => {
    expect(highlightSegments('Line of sight: a line', 'LINE')).toEqual([
      { text: 'Line', match: true },
      { text: ' of sight: a ', match: false },
      { text: 'line', match: true },
    ]);
  });
  it('escapes the term before it becomes a RegExp', () => {
    expect(highlightSegments('cost (X) + 2 [a] .*', '(x) + 2')).toEqual([
      { text: 'cost ', match: false },
      { text: '(X) + 2', match: true },
      { text: ' [a] .*', match: false },
    ]);
    expect(highlightSegments('a.*b', '.*')).toEqual([
      { text: 'a', match: false },
      { text: '.*', match: true },
      { text: 'b', match: false },
    ]);
    expect(() => highlightSegments('x', '[(')).not.toThrow();
    expect(new RegExp(escapeRegExp('^$\\/|?{}-')).test('^$\\/|?{}-')).toBe(true);
  });
  it('ignores accents and marks several terms, merging overlaps', () => {
    expect(highlightSegments('Embusqué (Ambusher)', ['embusque', 'ambusher'])).toEqual([
      { text: 'Embusqué', match: true },
      { text: ' (', match: false },
      { text: 'Ambusher', match: true },
      { text: ')', match: false },
    ]);
    expect(highlightSegments('Línea de visión', 'LINEA DE VISION')).toEqual([{ text: 'Línea de visión', match: true }]);
    expect(highlightSegments('abcdef', ['abc', 'cde'])).toEqual([
      { text: 'abcde', match: true },
      { text: 'f', match: false },
    ]);
    expect(highlightSegments('abc', [' ', ''])).toEqual([{ text: 'abc', match: false }]);
  });
  it('a blank term gives the text as one plain segment; empty text gives none', () => {
    expect(highlightSegments('abc', '  ')).toEqual([{ text: 'abc', match: false }]);
    expect(highlightSegments('', 'a')).toEqual([]);
    expect(highlightSegments('abc', 'abc')).toEqual([{ text: 'abc', match: true }]);
  });
});

describe('news', () => {
  const item = { id: 'n1', date: '2025-01-05', content_en: 'English', content_es: 'Español', content_fr: null };

  it('chooses content by language with English fallback', () => {
    expect(newsContent(item, 'es')).toEqual({ text: 'Español', code: null, isHtml: false });
    expect(newsContent(item, 'fr')).toEqual({ text: 'English', code: null, isHtml: false });
    expect(newsContent({ ...item, content_es: '  ' }, 'es').text).toBe('English');
    expect(newsContent({ ...item, content_en: '<p>Hi</p>' }, 'en')).toEqual({ text: '<p>Hi</p>', code: null, isHtml: true });
  });

  it('missing content → news.noContent ("No content available")', () => {
    expect(newsContent({ content_en: null, content_es: null, content_fr: '' }, 'fr')).toEqual({ text: null, code: 'news.noContent', isHtml: false });
  });

  it('formats dates as MM/dd/yy and MMM dd, yyyy', () => {
    expect(formatNewsDate('2025-01-05', 'header')).toBe('01/05/25');
    expect(formatNewsDate('2025-01-05', 'archive')).toBe('Jan 05, 2025');
    expect(formatNewsDate(new Date(2024, 11, 31), 'archive')).toBe('Dec 31, 2024');
    expect(formatNewsDate('not a date', 'header')).toBe('');
  });

  it('sorts newest first, unparseable dates last', () => {
    const items = [
      { id: 'a', date: '2025-01-01' },
      { id: 'b', date: 'garbage' },
      { id: 'c', date: '2025-03-01' },
      { id: 'd', date: '2025-03-01' },
    ];
    expect(sortNewsNewestFirst(items).map((i) => i.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('plain text: lines, the highlighted date prefix in both languages, and red markers', () => {
    expect(parseNewsText('News 5/1/25: New units!\r\nNoticias 12/10/24: ¡Nuevas [[red]]unidades[[/red]]!\n\nplain News 1/1/25: not a prefix')).toEqual([
      [
        { text: 'News 5/1/25:', kind: 'date' },
        { text: ' New units!', kind: 'text' },
      ],
      [
        { text: 'Noticias 12/10/24:', kind: 'date' },
        { text: ' ¡Nuevas ', kind: 'text' },
        { text: 'unidades', kind: 'red' },
        { text: '!', kind: 'text' },
      ],
      [],
      [{ text: 'plain News 1/1/25: not a prefix', kind: 'text' }],
    ]);
  });

  it('a red marker may span lines, and an unclosed one runs to the end', () => {
    expect(parseNewsText('a [[red]]b\nc[[/red]] d\n[[red]]e')).toEqual([
      [
        { text: 'a ', kind: 'text' },
        { text: 'b', kind: 'red' },
      ],
      [
        { text: 'c', kind: 'red' },
        { text: ' d', kind: 'text' },
      ],
      [{ text: 'e', kind: 'red' }],
    ]);
    expect(parseNewsText('[[red]][[/red]]x')).toEqual([[{ text: 'x', kind: 'text' }]]);
  });
});
