// @vitest-environment jsdom
import createDOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  createSanitizer,
  isAllowedHref,
  isHtmlContent,
  MAX_SANITIZE_INPUT_CHARS,
  sanitiseClassList,
  sanitiseStyle,
} from '../../../src/domain/sanitize';

const sanitize = createSanitizer(() => window);

/** Parses the output and collects everything that could run script or restyle the page. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) found.push(`tag:${tag}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!(ALLOWED_ATTRIBUTES as readonly string[]).includes(name)) found.push(`attr:${name}`);
      if (name === 'href' && !isAllowedHref(attr.value)) found.push(`href:${attr.value}`);
      if (name === 'style' && /position|url|expression|z-index|behavior|binding|import/i.test(attr.value)) found.push(`style:${attr.value}`);
    }
  }
  return found;
}

describe('sanitiser basics', () => {
  it('keeps the allowed tags and attributes', () => {
    const html = '<h1>Title</h1><p class="text-red">Hello <strong>bold</strong> <em>em</em> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><div><span>x</span></div><br><b>b</b><i>i</i><h2>h2</h2><h3>h3</h3>';
    expect(sanitize(html)).toBe(html);
  });

  it('keeps links with the allowed schemes and relative links', () => {
    for (const href of ['https://example.com/a?b=c', 'http://x.org', 'ftp://f.org', 'mailto:a@b.c', 'tel:+34123', 'callto:abc', 'cid:part1', 'xmpp:me@jabber.org', '/rules#x', 'faq', '#top']) {
      expect(sanitize(`<a href="${href}">x</a>`)).toBe(`<a href="${href.replace(/&/g, '&amp;')}">x</a>`);
    }
  });

  it('adds rel="noopener noreferrer" to every target="_blank"', () => {
    expect(sanitize('<a href="https://x.org" target="_blank">x</a>')).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitize('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitize('<a href="https://x.org" rel="opener nofollow">x</a>')).toBe('<a href="https://x.org" rel="nofollow">x</a>');
    expect(sanitize('<a href="https://x.org" rel="opener">x</a>')).toBe('<a href="https://x.org">x</a>');
    expect(sanitize('<a href="https://x.org" target="_top">x</a>')).toBe('<a href="https://x.org">x</a>');
    expect(sanitize('<a href="https://x.org" target=" _SELF ">x</a>')).toBe('<a href="https://x.org" target="_self">x</a>');
  });

  it('drops protocol-relative and foreign-scheme links', () => {
    for (const href of ['//evil.com', '\\\\evil.com', '/\\evil.com', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', 'sms:123', 'file:///etc/passwd']) {
      const out = sanitize(`<a href="${href}">x</a>`);
      expect(out).toBe('<a>x</a>');
    }
  });

  it('drops scheme-less links a browser could read as another host, and keeps the app\'s own', () => {
    for (const href of ['/%5Cevil.example/x', '/%5cevil.example/x', '/&#92;evil.example/x', '/&#x5c;evil.example/x', '/%2F/evil.example/x', '/&#9;/evil.example/x', 'rules\\..\\x']) {
      expect(sanitize(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    for (const href of ['/rules', '#news', 'rules/chapter-2', 'http://x.org/a', 'mailto:a@x.org']) {
      expect(sanitize(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('filters styles to harmless properties and plain values', () => {
    expect(sanitize('<span style="color: red; font-weight: bold">x</span>')).toBe('<span style="color: red; font-weight: bold">x</span>');
    expect(sanitize('<p style="position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 9999; color: #ff0000">x</p>')).toBe('<p style="color: #ff0000">x</p>');
    expect(sanitize('<p style="background: url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
  });

  it('keeps only our class names', () => {
    expect(sanitize('<p class="text-red fixed inset-0 z-50 news-highlight">x</p>')).toBe('<p class="text-red news-highlight">x</p>');
    expect(sanitize('<p class="modal-backdrop">x</p>')).toBe('<p>x</p>');
  });

  it('empty or non-string input gives an empty string', () => {
    expect(sanitize('')).toBe('');
    expect(sanitize(undefined as unknown as string)).toBe('');
  });
});

describe('XSS corpus', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)><circle r=10></circle></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<embed src="javascript:alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '<a href="jav&#x09;ascript:alert(1)">click</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
    '<a href="//evil.com/phish">login</a>',
    '<p onclick="alert(1)" onmouseover="alert(1)">hover</p>',
    '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;background:white">fake login</div>',
    '<div style="position: absolute !important; inset: 0">overlay</div>',
    '<span style="background-image: url(https://evil.com/track.png)">t</span>',
    '<span style="color: expression(alert(1))">ie</span>',
    '<span style="color: red; behavior: url(x.htc)">ie</span>',
    '<span style="-moz-binding: url(x.xml#xss)">ff</span>',
    '<span style="color: \\72 ed">escaped</span>',
    '<span style="color: red /* comment */">c</span>',
    '<span style="@import url(x.css)">i</span>',
    '<style>body{display:none}</style><p>x</p>',
    '<link rel="stylesheet" href="https://evil.com/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.com">',
    '<form action="https://evil.com"><input name="password"><button>Go</button></form>',
    '<base href="https://evil.com/">',
    '<p data-x="1" id="main" aria-hidden="true" title="t">attrs</p>',
    '<video><source onerror="alert(1)"></video>',
    '<details open ontoggle=alert(1)>',
    '<a href="https://ok.com" onfocus="alert(1)" autofocus>x</a>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><script>alert(1)</script></template>',
    '"><script>alert(1)</script>',
    '<scr<script>ipt>alert(1)</script>',
    '<p style="color: red;" class="text-red" onclick="x()">ok</p>',
    '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
    '<a href="  //evil.com">x</a>',
    '<a href="https:evil.com" target="_blank">x</a>',
  ];

  it.each(payloads)('%s', (payload) => {
    const out = sanitize(payload);
    expect(dangers(out)).toEqual([]);
    expect(out).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<svg|<img|<style|position/i);
    // Sanitising twice changes nothing more (stable output).
    expect(sanitize(out)).toBe(out);
  });

  const randomMarkup = (length: number, seed0: number) => {
    const chars = '<>/="\' abcdefghijklmnopqrstuvwxyz:;()&#';
    let s = '';
    let seed = seed0;
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      s += chars[seed % chars.length];
    }
    return s;
  };

  it('a 1 MB random string is refused outright (empty output)', () => {
    const s = randomMarkup(1024 * 1024, 11);
    expect(s.length).toBeGreaterThan(MAX_SANITIZE_INPUT_CHARS);
    expect(sanitize(s)).toBe('');
  });

  it('random markup under the cap yields nothing dangerous', () => {
    expect(dangers(sanitize(randomMarkup(8000, 5)))).toEqual([]);
  });
});

describe('sanitiser sources', () => {
  it('accepts a window, a DOMPurify instance, or a function, and leaves a shared instance without hooks', () => {
    const purify = createDOMPurify(window);
    const fromInstance = createSanitizer(purify);
    expect(fromInstance('<p class="evil text-red">x</p>')).toBe('<p class="text-red">x</p>');
    // Our hooks were removed after the call: the instance behaves as plain DOMPurify again.
    expect(purify.sanitize('<p class="evil">x</p>')).toBe('<p class="evil">x</p>');
    expect(createSanitizer(window)('<b>x</b>')).toBe('<b>x</b>');
    expect(createSanitizer(() => purify)('<b>x</b>')).toBe('<b>x</b>');
  });

  it('does not resolve its source until first use', () => {
    let calls = 0;
    const s = createSanitizer(() => {
      calls++;
      return window;
    });
    expect(calls).toBe(0);
    s('<p>a</p>');
    s('<p>b</p>');
    expect(calls).toBe(1);
  });
});

describe('helpers', () => {
  it.each([
    ['color: red', 'color: red'],
    ['COLOR: #FFF !important', 'color: #FFF'],
    ['color: rgb(255, 0, 0); text-align: center', 'color: rgb(255, 0, 0); text-align: center'],
    ['color: rgba(0,0,0,0.5)', 'color: rgba(0,0,0,0.5)'],
    ['font-style: italic; text-decoration: underline line-through', 'font-style: italic; text-decoration: underline line-through'],
    ['font-weight: 700', 'font-weight: 700'],
    ['font-weight: 750', ''],
    ['color: var(--x)', ''],
    ['color:', ''],
    ['nonsense', ''],
    ['text-align: center; position: fixed', 'text-align: center'],
    ['color: red\\;', ''],
    ['<x>', ''],
  ])('sanitiseStyle(%j) → %j', (input, out) => expect(sanitiseStyle(input)).toBe(out));

  it('sanitiseClassList', () => {
    expect(sanitiseClassList(' news-date  bogus text-bold ')).toBe('news-date text-bold');
  });

  it('isHtmlContent', () => {
    expect(isHtmlContent('<p>x</p>')).toBe(true);
    expect(isHtmlContent('a <br/> b')).toBe(true);
    expect(isHtmlContent('News 1/2/25: 3 < 4 > 2')).toBe(false);
    expect(isHtmlContent('')).toBe(false);
    expect(isHtmlContent(null)).toBe(false);
  });
});
