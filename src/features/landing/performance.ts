/**
 * Page-load timing for the performance panel (SPEC.md 2 "Other", 9): a load of 3000 ms or
 * more counts as slow; the badge is green under 2 s, yellow under 4 s, red otherwise.
 */
import { LOAD_TIME_GREEN_BELOW_MS, LOAD_TIME_YELLOW_BELOW_MS, SLOW_LOAD_THRESHOLD_MS } from '../../domain/constants';

export type LoadTone = 'success' | 'warning' | 'danger';

export function isSlowLoad(ms: number): boolean {
  return ms >= SLOW_LOAD_THRESHOLD_MS;
}

export function loadTimeTone(ms: number): LoadTone {
  if (ms < LOAD_TIME_GREEN_BELOW_MS) return 'success';
  if (ms < LOAD_TIME_YELLOW_BELOW_MS) return 'warning';
  return 'danger';
}

/** The navigation's load time from Navigation Timing, or null before the load event ends. */
export function navigationLoadTime(perf: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance): number | null {
  const [entry] = (perf?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  if (!entry || !(entry.loadEventEnd > 0)) return null;
  return Math.round(entry.loadEventEnd - entry.startTime);
}
