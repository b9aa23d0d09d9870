import { describe, expect, it } from 'vitest';
import { growthPercent, monthWindows } from './month-window';

describe('growthPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 100],
    [0, 4, -100],
    [3, 2, 50],
    [2, 3, -33.3],
    [10, 3, 233.3],
    [4, 4, 0],
  ])('%i this month against %i last month → %d%%', (thisMonth, lastMonth, percent) => {
    expect(growthPercent(thisMonth, lastMonth)).toBe(percent);
  });
});

describe('monthWindows', () => {
  it('uses Kampala months (UTC+3)', () => {
    const w = monthWindows(Date.UTC(2025, 4, 31, 22));
    expect(new Date(w.thisStart).toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(new Date(w.lastStart).toISOString()).toBe('2025-04-30T21:00:00.000Z');
    expect(new Date(w.nextStart).toISOString()).toBe('2025-06-30T21:00:00.000Z');
  });
  it('crosses the year', () => {
    const w = monthWindows(Date.UTC(2025, 0, 10));
    expect(new Date(w.lastStart).toISOString()).toBe('2024-11-30T21:00:00.000Z');
  });
});
