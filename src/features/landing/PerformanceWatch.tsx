/** Watches the page load time and shows the performance panel after a slow load (lazy). */
import { lazy, Suspense, useState } from 'react';
import { useSetting } from '../../db/hooks/useSetting';
import { isSlowLoad } from './performance';
import { usePageLoadTime } from './useLandingFacts';

const PerformancePanel = lazy(() => import('./PerformancePanel'));

export default function PerformanceWatch() {
  const loadTime = usePageLoadTime();
  const dismissed = useSetting('performancePanelDismissed');
  const [closed, setClosed] = useState(false);
  if (closed || loadTime === null || !isSlowLoad(loadTime) || dismissed !== null) return null;
  return (
    <Suspense fallback={null}>
      <PerformancePanel loadTimeMs={loadTime} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

