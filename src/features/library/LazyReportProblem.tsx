/**
 * "Report a problem" as the home and About pages place it: its code (the share-link encoder,
 * the local database hooks, the library's texts) loads once the page has painted and the box
 * is near the screen, never on the first screen's path (issue 12): on a phone it sits below
 * the fold, so a first visit does not pay for it until the player scrolls to it. It keeps
 * its final height meanwhile, so nothing shifts when it arrives.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../platform/afterPaint';

const ReportProblem = lazy(() => import('./ReportProblem').then((m) => ({ default: m.ReportProblem })));

/** How close to the screen the box may come before its code loads. */
const NEAR_SCREEN_MARGIN = '200px';

export function LazyReportProblem({ address }: { address: string }) {
  const [wanted, setWanted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (wanted || !element) return;
    let observer: IntersectionObserver | undefined;
    // After the first paint, then as soon as the box is near the screen.
    const cancel = afterNextPaint(() => {
      if (typeof IntersectionObserver !== 'function') {
        setWanted(true);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      }, { rootMargin: NEAR_SCREEN_MARGIN });
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [wanted]);
  const placeholder = <div ref={box} aria-hidden="true" style={{ minHeight: 44, marginTop: 'var(--space-2)' }} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={<div aria-hidden="true" style={{ minHeight: 44, marginTop: 'var(--space-2)' }} />}>
      <ReportProblem address={address} />
    </Suspense>
  );
}
