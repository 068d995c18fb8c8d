/**
 * HTML sanitising for news, changelog, rules and FAQ text (SPEC.md 5 "News rendering").
 *
 * DOMPurify with SPEC's allowed tags, attributes and link schemes, plus the holes DOMPurify
 * leaves open closed here:
 *  - it does not sanitise CSS: `style` keeps only a few harmless properties with plain values
 *    (no url(), expression(), escapes, comments or positioning — no full-screen overlays);
 *  - `class` keeps only our own class names, so content cannot borrow the app's layout classes;
 *  - protocol-relative links (//evil.com) are dropped, as are any hrefs outside the schemes,
 *    and scheme-less links a browser could read as another host (/\evil.com, /%5Cevil.com);
 *  - every target="_blank" gets rel="noopener noreferrer".
 *
 * Input longer than MAX_SANITIZE_INPUT_CHARS is refused (''): no news item, rule or FAQ entry
 * comes near it, and parsing megabytes of hostile markup can stall the page for seconds.
 *
 * No window is touched at import time: the sanitiser receives a DOMPurify instance or a window
 * (or a function returning one) and creates its purifier on first use.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify, UponSanitizeAttributeHook } from 'dompurify';
import { isSafeRelativeHref } from './urls';

/** Longest HTML accepted; longer input sanitises to ''. */
export const MAX_SANITIZE_INPUT_CHARS = 100_000;

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'div', 'span'] as const;
export const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class', 'style'] as const;
export const ALLOWED_URI_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel', 'callto', 'cid', 'xmpp'] as const;
/** Our own class names that content may use. */
export const ALLOWED_CLASSES = ['news-highlight', 'news-date', 'text-red', 'text-bold', 'text-italic', 'text-underline'] as const;

/** Scheme-qualified URLs in the list, or relative URLs (no scheme, not protocol-relative). */
const ALLOWED_URI = new RegExp(`^(?:(?:${ALLOWED_URI_SCHEMES.join('|')}):|(?!//)(?![a-z][a-z0-9+.-]*:)[^\\s\\\\])`, 'i');

const SAFE_VALUE: Readonly<Record<string, RegExp>> = {
  color: /^(?:#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i,
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'text-decoration': /^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i,
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
};

/** Keeps only allow-listed declarations with plain values; '' when nothing survives. */
export function sanitiseStyle(style: string): string {
  // Escapes, comments and any function other than rgb()/rgba() are refused outright.
  if (/[\\<>]|\/\*|@/.test(style)) return '';
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const value = decl
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    const rule = SAFE_VALUE[prop];
    if (!rule || value === '' || !rule.test(value)) continue;
    if (/(?:url|expression|var|calc|attr|image|env)\s*\(/i.test(value)) continue;
    kept.push(`${prop}: ${value}`);
  }
  return kept.join('; ');
}

export function sanitiseClassList(value: string): string {
  return value
    .split(/\s+/)
    .filter((c) => (ALLOWED_CLASSES as readonly string[]).includes(c))
    .join(' ');
}

/** A link in a listed scheme, or a scheme-less link that stays on the app (urls.ts). */
export function isAllowedHref(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed === '' || !ALLOWED_URI.test(trimmed) || /^[\s\\/]{2}/.test(trimmed)) return false;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || isSafeRelativeHref(href);
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  RETURN_TRUSTED_TYPE: false,
};

const onAttribute: UponSanitizeAttributeHook = (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === 'style') {
    const clean = sanitiseStyle(data.attrValue);
    if (clean === '') data.keepAttr = false;
    else data.attrValue = clean;
  } else if (name === 'class') {
    const clean = sanitiseClassList(data.attrValue);
    if (clean === '') data.keepAttr = false;
    else data.attrValue = clean;
  } else if (name === 'href') {
    if (!isAllowedHref(data.attrValue)) data.keepAttr = false;
  } else if (name === 'target') {
    const t = data.attrValue.trim().toLowerCase();
    if (t !== '_blank' && t !== '_self') data.keepAttr = false;
    else data.attrValue = t;
  }
};

const afterAttributes = (node: Element) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  else if (node.hasAttribute('rel')) {
    const rel = (node.getAttribute('rel') ?? '')
      .split(/\s+/)
      .filter((r) => ['noopener', 'noreferrer', 'nofollow'].includes(r.toLowerCase()))
      .join(' ');
    if (rel === '') node.removeAttribute('rel');
    else node.setAttribute('rel', rel);
  }
};

type PurifierSource = DOMPurify | Window | (() => DOMPurify | Window);

function isPurifier(x: unknown): x is DOMPurify {
  if (typeof x !== 'function' && (typeof x !== 'object' || x === null)) return false;
  const r = x as { sanitize?: unknown; addHook?: unknown };
  return typeof r.sanitize === 'function' && typeof r.addHook === 'function';
}

export type Sanitiser = (html: string) => string;

/**
 * Makes a sanitiser. Pass a window (a fresh DOMPurify is made from it), a DOMPurify instance,
 * or a function returning either — resolved on the first call, never at import.
 */
export function createSanitizer(source: PurifierSource): Sanitiser {
  let purifier: DOMPurify | null = null;
  // A DOMPurify made here is ours alone: its configuration and hooks are set once, not parsed
  // again for every call (the rules screen sanitises each of its sections).
  let owned = false;
  const resolve = (): DOMPurify => {
    if (purifier) return purifier;
    let s: DOMPurify | Window = typeof source === 'function' && !isPurifier(source) ? (source as () => DOMPurify | Window)() : (source as DOMPurify | Window);
    if (!isPurifier(s)) {
      s = createDOMPurify(s as unknown as Window & typeof globalThis);
      s.setConfig(CONFIG);
      s.addHook('uponSanitizeAttribute', onAttribute);
      s.addHook('afterSanitizeAttributes', afterAttributes);
      owned = true;
    }
    purifier = s;
    return purifier;
  };
  return (html: string): string => {
    if (typeof html !== 'string' || html === '' || html.length > MAX_SANITIZE_INPUT_CHARS) return '';
    const p = resolve();
    if (owned) return p.sanitize(html);
    // A shared instance gets the hooks for this call only, so it is left as it was found.
    p.addHook('uponSanitizeAttribute', onAttribute);
    p.addHook('afterSanitizeAttributes', afterAttributes);
    try {
      return p.sanitize(html, CONFIG);
    } finally {
      p.removeHook('uponSanitizeAttribute', onAttribute);
      p.removeHook('afterSanitizeAttributes', afterAttributes);
    }
  };
}

export { isHtmlContent } from './html';
