/**
 * Changelog version (SPEC.md 5 "Changelog"): the first bracketed x.y.z in the text; empty
 * content, HTML content or no match falls back to 0.5.11.
 */
import { DEFAULT_CHANGELOG_VERSION } from './constants';
import { isHtmlContent } from './html';

const BRACKETED_VERSION = /\[(\d+\.\d+\.\d+)\]/;

export function changelogVersion(content: string | null | undefined): string {
  if (typeof content !== 'string' || content.trim() === '' || isHtmlContent(content)) return DEFAULT_CHANGELOG_VERSION;
  return BRACKETED_VERSION.exec(content)?.[1] ?? DEFAULT_CHANGELOG_VERSION;
}
