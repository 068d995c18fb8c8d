/**
 * Renders HTML content (news, rules, FAQ, missions) through the domain sanitiser (DOMPurify
 * with SPEC.md 5's allow-lists). Import it lazily where first-paint size matters: it brings
 * DOMPurify with it.
 */
import { useEffect, useMemo } from 'react';
import { createSanitizer } from '../domain/sanitize';

const sanitise = createSanitizer(() => window);

export function SanitizedHtml({
  html,
  className,
  testId,
  onSanitised,
}: {
  html: string;
  className?: string;
  testId?: string;
  /** Told whether sanitising changed the HTML (news logs a stored item that did, issue 13 item 4). */
  onSanitised?: (changed: boolean) => void;
}) {
  const clean = useMemo(() => sanitise(html), [html]);
  useEffect(() => {
    onSanitised?.(clean !== html);
  }, [clean, html, onSanitised]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default SanitizedHtml;
