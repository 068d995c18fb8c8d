/**
 * "Report a problem" as the home and About pages place it: its code (the share-link encoder,
 * the local database hooks) loads once the page has painted, never on the first screen's path
 * (issue 12), in a box of its final height so nothing shifts when it arrives.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ReportProblem = lazy(() => import('./ReportProblem').then((m) => ({ default: m.ReportProblem })));

export function LazyReportProblem({ address }: { address: string }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  const placeholder = <div aria-hidden="true" style={{ minHeight: 44, marginTop: 'var(--space-2)' }} />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ReportProblem address={address} />
    </Suspense>
  );
}
