import { describe, expect, it } from 'vitest';
import { growthPercent, monthWindows, recentMonths } from './month-window';

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

describe('recentMonths', () => {
  it('lists the last months up to this one, oldest first, in Kampala months across the year', () => {
    // 31 Jan 2025 22:00 UTC is already 1 February in Kampala
    const months = recentMonths(Date.UTC(2025, 0, 31, 22), 3);
    expect(months.map((m) => m.month)).toEqual(['2024-12', '2025-01', '2025-02']);
    expect(new Date(months[0]!.start).toISOString()).toBe('2024-11-30T21:00:00.000Z');
    expect(new Date(months[2]!.start).toISOString()).toBe('2025-01-31T21:00:00.000Z');
    expect(new Date(months[2]!.end).toISOString()).toBe('2025-02-28T21:00:00.000Z');
    expect(months[1]!.end).toBe(months[2]!.start);
  });
});
