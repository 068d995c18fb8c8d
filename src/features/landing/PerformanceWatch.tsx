/** Watches the page load time and shows the performance panel after a slow load (lazy). */
import { lazy, Suspense, useState } from 'react';
import { useSetting } from '../../db/hooks/useSetting';

const PerformancePanel = lazy(() => import('./PerformancePanel'));

/** Rendered by the landing only after a slow load, so a normal visit never loads it. */
export default function PerformanceWatch({ loadTime }: { loadTime: number }) {
  const dismissed = useSetting('performancePanelDismissed');
  const [closed, setClosed] = useState(false);
  if (closed || dismissed !== null) return null;
  return (
    <Suspense fallback={null}>
      <PerformancePanel loadTimeMs={loadTime} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

