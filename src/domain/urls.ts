/**
 * Which user-supplied URLs the app keeps and renders (issue 13 item 3): community pictures,
 * deploy links and the scheme-less links in news.
 *
 * A picture or a deploy link is an absolute https: URL, or a path on the app's own origin
 * that no browser can read as another host. Browsers treat a backslash as a slash and drop
 * tabs and newlines inside a URL, so `/\evil.example/x.png`, `\\evil.example` or
 * `/<tab>/evil.example` all resolve to evil.example; an encoded backslash (`%5C`) or slash
 * right after the root (`/%2F`) is refused too, since a server or proxy on the way may
 * decode it. The same rules are the server's (supabase/migrations/*_safe_urls.sql,
 * public.is_safe_url), so what one side accepts the other does.
 */

/** Longest URL kept (shared_lists.image_url's limit on the server). */
export const USER_URL_MAX = 2048;

/** Whitespace, control characters or a backslash anywhere: never part of a URL we keep. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARACTER = /[\s\u0000-\u001f\u007f\\]/;
const ENCODED_BACKSLASH = /%5c/i;
/** https, a plain host name (letters, digits, dots, hyphens), an optional port, then a path, query or fragment. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#].*)?$/i;
/** A root-relative path whose second character does not start another root. */
const SAME_ORIGIN_PATH = /^\/(?![/]|%2f)/i;

function clean(url: string): string | null {
  const value = url.trim();
  if (value === '' || value.length > USER_URL_MAX) return null;
  if (UNSAFE_CHARACTER.test(value) || ENCODED_BACKSLASH.test(value)) return null;
  return value;
}

export function isSafeHttpsUrl(url: string): boolean {
  const value = clean(url);
  return value !== null && HTTPS_URL.test(value);
}

export function isSafeSameOriginPath(url: string): boolean {
  const value = clean(url);
  return value !== null && SAME_ORIGIN_PATH.test(value);
}

/** An absolute https: URL or a same-origin path (pictures, deploy links). */
export function isSafeUserUrl(url: string): boolean {
  return isSafeHttpsUrl(url) || isSafeSameOriginPath(url);
}

/** The trimmed URL when it is safe to render, else null. */
export function safeUserUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !isSafeUserUrl(url)) return null;
  return url.trim();
}

/**
 * A link without a scheme (news): it must stay on the app. Paths, fragments, queries and
 * relative names pass; anything a browser could read as another host does not.
 */
export function isSafeRelativeHref(href: string): boolean {
  const value = href.trim();
  if (value === '' || UNSAFE_CHARACTER.test(href.replace(/^\s+|\s+$/g, '')) || ENCODED_BACKSLASH.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return !/^\/(?:\/|%2f)/i.test(value);
}
