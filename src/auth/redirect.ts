/**
 * Where to go after signing in. Only a same-origin relative path is followed: "/builder",
 * "/activity?tab=x". Anything that could leave the app ("//evil.example", "https://…",
 * "javascript:…", "/\\evil", control characters) falls back to the home page.
 */
export const DEFAULT_AFTER_SIGN_IN = '/';

export function safeRedirect(value: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== 'string' || value === '') return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  try {
    const base = 'https://app.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/login' || url.pathname === '/reset-password') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login path that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}
