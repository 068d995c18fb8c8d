import { describe, expect, it } from 'vitest';
import { isSlowLoad, loadTimeTone, navigationLoadTime } from '../../../../src/features/landing/performance';

describe('performance panel timing', () => {
  it('counts 3000 ms or more as slow', () => {
    expect(isSlowLoad(2999)).toBe(false);
    expect(isSlowLoad(3000)).toBe(true);
  });

  it('colours the badge green under 2 s, yellow under 4 s, red otherwise', () => {
    expect([0, 1999, 2000, 3999, 4000, 9000].map(loadTimeTone)).toEqual(['success', 'success', 'warning', 'warning', 'danger', 'danger']);
  });

  it('reads the load time from navigation timing once the load event has ended', () => {
    const perf = (entry: Partial<PerformanceNavigationTiming> | null) => ({
      getEntriesByType: () => (entry ? [entry as PerformanceEntry] : []),
    });
    expect(navigationLoadTime(perf({ startTime: 0, loadEventEnd: 3210.4 }))).toBe(3210);
    expect(navigationLoadTime(perf({ startTime: 0, loadEventEnd: 0 }))).toBeNull();
    expect(navigationLoadTime(perf(null))).toBeNull();
  });
});
