/** Tiny HTML helpers with no DOM and no DOMPurify, for modules that only need to classify text. */

/** True when the text contains a tag and should be rendered as sanitised HTML. */
export function isHtmlContent(text: string | null | undefined): boolean {
  return typeof text === 'string' && /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i.test(text);
}
