import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../../../../src/platform/logger';
import { reportStoredNewsChanged } from '../../../../src/features/landing/newsSanitiseLog';

afterEach(() => setLogSink(null));

describe('a stored news item that changes on sanitising', () => {
  it('is logged once per item and version, whatever the language or how often it is shown', () => {
    const lines: Array<{ message: string; context?: Record<string, unknown> }> = [];
    setLogSink((_level, message, context) => lines.push(context === undefined ? { message } : { message, context }));
    const item = { id: 'n-hostile', updated_at: '2031-01-02T00:00:00Z' };
    expect(reportStoredNewsChanged(item, 'en')).toBe(true);
    expect(reportStoredNewsChanged(item, 'en')).toBe(false);
    expect(reportStoredNewsChanged(item, 'es')).toBe(false);
    expect(reportStoredNewsChanged({ ...item, updated_at: '2031-01-03T00:00:00Z' }, 'en')).toBe(true);
    expect(reportStoredNewsChanged({ id: 'n-other' }, 'fr')).toBe(true);
    expect(lines.map((l) => l.context?.id)).toEqual(['n-hostile', 'n-hostile', 'n-other']);
    expect(new Set(lines.map((l) => l.message))).toEqual(new Set(['A stored news item changed when it was sanitised for the screen']));
  });
});
