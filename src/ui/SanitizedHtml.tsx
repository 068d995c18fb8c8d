/**
 * Renders HTML content (news, rules, FAQ, missions) through the domain sanitiser (DOMPurify
 * with SPEC.md 5's allow-lists). Import it lazily where first-paint size matters: it brings
 * DOMPurify with it.
 */
import { useMemo } from 'react';
import { createSanitizer } from '../domain/sanitize';

const sanitise = createSanitizer(() => window);

export function SanitizedHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitise(html), [html]);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default SanitizedHtml;
