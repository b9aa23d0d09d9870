import { describe, expect, it } from 'vitest';
import { ALL_REVIEWS, filterReviews, ratingSummary } from './review-filters';

const reviews = [
  { id: 1, rating: 5, comment: 'The Birthday Cake was perfect', status: 'APPROVED' },
  { id: 2, rating: 4, comment: 'Good bread, friendly staff', status: 'APPROVED' },
  { id: 3, rating: 2, comment: null, status: 'PENDING' },
  { id: 4, rating: 5, comment: 'birthday cake again, lovely', status: 'PENDING' },
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

describe('vendor review filters', () => {
  it.each([
    ['everything', ALL_REVIEWS, [1, 2, 3, 4]],
    ['five stars', { ...ALL_REVIEWS, rating: '5' as const }, [1, 4]],
    ['a service named in the comment, any case', { ...ALL_REVIEWS, service: 'Birthday Cake' }, [1, 4]],
    ['verified only', { ...ALL_REVIEWS, verified: 'verified' as const }, [1, 2]],
    ['pending only', { ...ALL_REVIEWS, verified: 'pending' as const }, [3, 4]],
    ['combined', { rating: '5' as const, service: 'birthday cake', verified: 'verified' as const }, [1]],
  ])('%s', (_n, filter, expected) => {
    expect(ids(filterReviews(reviews, filter))).toEqual(expected);
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal and counts each star', () => {
    const summary = ratingSummary(reviews);
    expect(summary.average).toBe(4);
    expect(summary.total).toBe(4);
    expect(summary.counts).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
  });
  it('is zero without reviews', () => {
    expect(ratingSummary([]).average).toBe(0);
  });
});
