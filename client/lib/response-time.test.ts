import { describe, expect, it } from 'vitest';
import { responseTimeText } from './response-time';

describe('responseTimeText', () => {
  it.each([
    [0, 'Usually quotes within 10 minutes'],
    [10, 'Usually quotes within 10 minutes'],
    [11, 'Usually quotes within 30 minutes'],
    [45, 'Usually quotes within an hour'],
    [60, 'Usually quotes within an hour'],
    [61, 'Usually quotes within 2 hours'],
    [120, 'Usually quotes within 2 hours'],
    [23 * 60, 'Usually quotes within 23 hours'],
    [23 * 60 + 1, 'Usually quotes within a day'],
    [24 * 60, 'Usually quotes within a day'],
    [24 * 60 + 1, 'Usually quotes within 2 days'],
    [6 * 24 * 60, 'Usually quotes within 6 days'],
    [6 * 24 * 60 + 1, 'Usually quotes within a week'],
    [9 * 24 * 60, 'Usually quotes within a week'],
  ])('%i minutes: %s', (minutes, text) => {
    expect(responseTimeText(minutes)).toBe(text);
  });

  it('says nothing without a response time', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(undefined)).toBeNull();
    expect(responseTimeText(Number.NaN)).toBeNull();
  });
});
