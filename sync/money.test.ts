import { describe, expect, it } from 'vitest';
import { formatCount, formatUSh } from './money';

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  it.each([
    0, 7, 999, 1000, 12_345, 150_000, 1_000_000, 987_654_321, 2_500_000_000, -1, -1000, -1_234_567, 999.5, 1499.4,
  ])('writes %d as en-US does', (value) => {
    expect(formatCount(value)).toBe(intl.format(Math.round(value)));
  });

  it('rounds to whole shillings', () => {
    expect(formatUSh(149_999.6)).toBe('USh 150,000');
    expect(formatUSh(5000)).toBe('USh 5,000');
  });
});
