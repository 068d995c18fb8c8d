import { describe, expect, it } from 'vitest';
import { isSafeHttpsUrl, isSafeRelativeHref, isSafeSameOriginPath, isSafeUserUrl, safeUserUrl } from '../../../src/domain/urls';

// Every URL here is resolved the way a browser does, against the app's origin: what the
// checks accept must stay on the app (a path) or be https (a URL), nothing else.
const APP = 'https://warcrow.app/builder/list';

const FOREIGN_READINGS = [
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  '\\/evil.example/x.png',
  '//evil.example/x.png',
  '/%5Cevil.example/x.png',
  '/%5cevil.example/x.png',
  '/%2F/evil.example/x.png',
  '/\t/evil.example/x.png',
  '/\n/evil.example/x.png',
  '/art/\\..\\..\\x.png',
  ' //evil.example/x.png',
];

describe('isSafeUserUrl: absolute https or a same-origin path', () => {
  it('accepts https URLs and the app\'s own paths', () => {
    for (const url of ['https://images.example/crow.jpg', 'https://img.example:8443/a/b.png?x=1#y', '/art/portrait/alula_portrait.jpg', '/x']) {
      expect(isSafeUserUrl(url), url).toBe(true);
    }
    expect(new URL('/art/portrait/alula_portrait.jpg', APP).origin).toBe(new URL(APP).origin);
  });

  it('refuses every path a browser could read as another host', () => {
    for (const url of FOREIGN_READINGS) expect(isSafeUserUrl(url), JSON.stringify(url)).toBe(false);
    // The first two really do leave the app when a browser resolves them: the check is not theoretical.
    expect(new URL('/\\evil.example/x.png', APP).host).toBe('evil.example');
    expect(new URL('\\\\evil.example/x.png', APP).host).toBe('evil.example');
    expect(new URL('/\t/evil.example/x.png', APP).host).toBe('evil.example');
  });

  it('refuses other schemes, credentials in the host and blank values', () => {
    for (const url of ['http://images.example/crow.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.example/a', 'https://good.example@evil.example/x.png', 'https:/\\evil.example', 'https://', '', '   ', 'x.png', `https://a.example/${'x'.repeat(2100)}`]) {
      expect(isSafeUserUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it('splits into the two halves', () => {
    expect(isSafeHttpsUrl('https://a.example/x')).toBe(true);
    expect(isSafeHttpsUrl('/x')).toBe(false);
    expect(isSafeSameOriginPath('/x')).toBe(true);
    expect(isSafeSameOriginPath('https://a.example/x')).toBe(false);
  });

  it('safeUserUrl gives the trimmed URL or null', () => {
    expect(safeUserUrl('  https://a.example/x.png ')).toBe('https://a.example/x.png');
    expect(safeUserUrl('/\\evil.example/x.png')).toBeNull();
    expect(safeUserUrl(null)).toBeNull();
    expect(safeUserUrl(42)).toBeNull();
  });
});

describe('isSafeRelativeHref: links without a scheme in news', () => {
  it('keeps paths, fragments, queries and relative names on the app', () => {
    for (const href of ['/rules', '#news', '?lang=es', 'rules/chapter-2', './a', '../b']) {
      expect(isSafeRelativeHref(href), href).toBe(true);
      expect(new URL(href, APP).origin).toBe(new URL(APP).origin);
    }
  });

  it('refuses the readings as another host', () => {
    for (const href of FOREIGN_READINGS) expect(isSafeRelativeHref(href), JSON.stringify(href)).toBe(false);
  });
});
