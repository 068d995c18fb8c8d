/**
 * News is sanitised when it is pulled into the local database, not only when it is shown
 * (issue 13 item 4): what Dexie keeps is what the sanitiser lets through, so nothing that
 * reads the news table later (another screen, an export, a future feature) can meet the
 * markup as the server sent it. The screen sanitises again (src/ui/SanitizedHtml.tsx).
 *
 * The sanitiser is DOMPurify and needs a DOM. The sync worker borrows the page's (it asks
 * the page to sanitise each item). A context without one (the service worker's
 * Background Sync) has no sanitiser, and the content pull then leaves the news table to the
 * next run on a page; it never stores news it could not sanitise. Node tests register a
 * jsdom-backed sanitiser (tests/integration/setup.ts).
 *
 * Only HTML content is touched: plain text is shown as text, and running it through an HTML
 * serialiser would turn "&" into "&amp;" on screen. An item that changes on sanitising is
 * logged once (per id and server version) so the admin can find and fix its source.
 */
import { logger } from '../src/platform/logger';
import { isHtmlContent } from '../src/domain/html';
import type { NewsItem } from '../src/domain/types';

/**
 * Sanitises one HTML string. The page's is synchronous (DOMPurify on its window); the sync
 * worker has no DOM and asks the page for each item (sync/worker.ts), so an answer may be a promise.
 */
export type HtmlSanitiser = (html: string) => string | Promise<string>;

let registered: HtmlSanitiser | null = null;

/** Use this sanitiser for pulled news (a context whose DOM is not `window`, such as tests). */
export function registerHtmlSanitiser(sanitiser: HtmlSanitiser | null): void {
  registered = sanitiser;
}

let loader: (() => Promise<HtmlSanitiser>) | null = null;

/**
 * The page says how to make its sanitiser (src/auth/startAuth.ts: DOMPurify on its window),
 * loaded only when news arrives. The service worker registers none: it has no DOM, so it
 * leaves news for the page's next run. Kept out of this module so the worker's bundle and
 * types never reach for the DOM.
 */
export function registerHtmlSanitiserLoader(load: (() => Promise<HtmlSanitiser>) | null): void {
  loader = load;
}

/** The sanitiser of this context, or null when it has no DOM to sanitise with. */
export async function loadHtmlSanitiser(): Promise<HtmlSanitiser | null> {
  if (registered) return registered;
  if (!loader) return null;
  registered = await loader();
  return registered;
}

const NEWS_FIELDS = ['content_en', 'content_es', 'content_fr'] as const;
const logged = new Set<string>();

/** The item with its HTML content sanitised; logs once when that changed anything. */
export async function sanitiseNewsItem(item: NewsItem, sanitise: HtmlSanitiser): Promise<NewsItem> {
  const next: NewsItem = { ...item };
  const changed: string[] = [];
  for (const field of NEWS_FIELDS) {
    const raw = item[field];
    if (!isHtmlContent(raw) || raw === null) continue;
    const clean = await sanitise(raw);
    if (clean !== raw) {
      next[field] = clean;
      changed.push(field);
    }
  }
  const key = `${item.id}@${item.updated_at ?? ''}`;
  if (changed.length > 0 && !logged.has(key)) {
    logged.add(key);
    logger.warn('A news item changed when it was sanitised', { id: item.id, fields: changed });
  }
  return next;
}
