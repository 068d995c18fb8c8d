import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration } from '../../../../src/features/play/playShared';

const minutes = (n: number) => n * 60_000;
// French puts a narrow no-break space between a number and its unit; ICU versions differ on it.
const spaced = (ms: number, language: string) => formatDuration(ms, language).replace(/[\u00a0\u202f]/g, ' ');

describe("a game's length on the summary", () => {
  it('says its units, so 1 h 30 min is not read as a clock', () => {
    expect(spaced(minutes(90), 'en')).toBe('1 hr 30 min');
    expect(spaced(minutes(90), 'es')).toBe('1 h 30 min');
    expect(spaced(minutes(90), 'fr')).toBe('1 h 30 min');
    expect(formatClock(minutes(1) + 30_000)).toBe('1:30');
  });

  it('leaves out the hours of a short game and the minutes of a round hour', () => {
    expect(spaced(minutes(45), 'fr')).toBe('45 min');
    expect(spaced(20_000, 'es')).toBe('0 min');
    expect(spaced(minutes(120), 'es')).toBe('2 h');
    expect(spaced(minutes(125), 'en')).toBe('2 hr 5 min');
  });
});
