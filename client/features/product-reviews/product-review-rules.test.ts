import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  NOT_AN_IMAGE,
  REQUIRED_MESSAGE,
  compareReviews,
  toCreateArgs,
  validateProductReview,
  visiblePage,
  type ProductReviewDraft,
  type ReviewSort,
} from './product-review-rules';

const draft: ProductReviewDraft = {
  name: 'Tecno Spark 20',
  categoryId: '5',
  rating: 4,
  boughtFrom: '',
  amount: '',
  imageUrl: '',
  comment: '',
  image: null,
};

describe('validateProductReview (docs/screens.md "Product reviews")', () => {
  it.each([
    ['no name', { name: '  ' }, REQUIRED_MESSAGE],
    ['no category', { categoryId: '' }, REQUIRED_MESSAGE],
    ['rating 0', { rating: 0 }, REQUIRED_MESSAGE],
    ['a text file', { image: new File(['x'], 'notes.txt', { type: 'text/plain' }) }, NOT_AN_IMAGE],
    [
      'a 6 MB image',
      { image: new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }) },
      IMAGE_TOO_LARGE,
    ],
    ['everything required', {}, null],
    ['an image file', { image: new File(['x'], 'p.png', { type: 'image/png' }) }, null],
  ])('%s', (_, change, message) =>
    expect(validateProductReview({ ...draft, ...change })).toBe(message && i18n._(message)),
  );
});

it('the form refuses the text the server refuses, with the field’s message', () => {
  const named = { ...draft, name: 'Blender\u202Egnp.exe' };
  expect(validateProductReview(named)).toMatch(/The product name contains a text-direction override/);
  expect(validateProductReview({ ...draft, name: '\u200B\u3164' })).toBe('Please fill in all required fields');
  expect(validateProductReview({ ...draft, name: 'Blender', comment: 'Good\u0000' })).toMatch(/control character/);
  expect(toCreateArgs({ ...draft, name: 'Blender' }).name).toBe('Blender');
});

it('leaves blank optional fields out and drops the URL when a file is chosen', () => {
  expect(toCreateArgs({ ...draft, name: ' Phone ', comment: ' Good ', imageUrl: 'https://x.ug/a.jpg' })).toEqual({
    name: 'Phone',
    categoryId: 5,
    rating: 4,
    boughtFrom: undefined,
    amount: undefined,
    comment: 'Good',
    imageUrl: 'https://x.ug/a.jpg',
  });
  const withFile = toCreateArgs({
    ...draft,
    imageUrl: 'https://x.ug/a.jpg',
    image: new File(['x'], 'a.png', { type: 'image/png' }),
  });
  expect(withFile.imageUrl).toBeUndefined();
});

const r = (id: number, rating: number, upvotes: number, downvotes: number, day: number, categoryId = 1) => ({
  id,
  rating,
  upvotes,
  downvotes,
  categoryId,
  createdAt: `2024-12-${String(day).padStart(2, '0')}T10:00:00Z`,
});
const sample = [r(1, 5, 2, 0, 1), r(2, 1, 9, 8, 2), r(3, 3, 4, 0, 3), r(4, 4, 0, 5, 4)];

it.each<[ReviewSort, number[]]>([
  ['newest', [4, 3, 2, 1]],
  ['oldest', [1, 2, 3, 4]],
  ['highest-rated', [1, 4, 3, 2]],
  ['lowest-rated', [2, 3, 4, 1]],
  ['most-upvoted', [2, 3, 1, 4]],
  ['most-downvoted', [2, 4, 3, 1]],
  ['most-helpful', [3, 1, 2, 4]],
])('sort %s', (sort, ids) => expect([...sample].sort(compareReviews(sort)).map((x) => x.id)).toEqual(ids));

it('filters and sorts every review first, then pages the matches by 20', () => {
  const many = Array.from({ length: 45 }, (_, i) => r(i + 1, (i % 5) + 1, 0, 0, (i % 28) + 1, i % 2 ? 2 : 1));
  const all = { categoryId: null, rating: null };
  const page1 = visiblePage(many, { ...all, page: 1, sort: 'newest' });
  expect(page1).toMatchObject({ page: 1, pages: 3 });
  expect(page1.shown).toHaveLength(20);
  expect(visiblePage(many, { ...all, page: 3, sort: 'newest' }).shown).toHaveLength(5);
  // the 9 five-star reviews are spread over all three pages of 'newest'; the filter finds them all
  const fives = visiblePage(many, { ...all, rating: 5, page: 1, sort: 'newest' });
  expect(fives).toMatchObject({ page: 1, pages: 1 });
  expect(fives.shown.map((x) => x.id).sort((a, b) => a - b)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45]);
  // 22 reviews of category 2: page 2 of them holds the 2 oldest, a page past the end shows the last
  const cat2 = visiblePage(many, { ...all, categoryId: 2, page: 9, sort: 'oldest' });
  expect(cat2).toMatchObject({ page: 2, pages: 2 });
  expect(cat2.shown.every((x) => x.categoryId === 2)).toBe(true);
  expect(cat2.shown).toHaveLength(2);
});

it('puts the best match first even when it would sit on the second page of newest first', () => {
  // 25 reviews of 3 stars and one of 5 stars, the oldest: newest first, it is on page 2
  const many = [...Array.from({ length: 25 }, (_, i) => r(i + 1, 3, 1, 0, i + 2)), r(99, 5, 30, 0, 1)];
  const newest = visiblePage(many, { page: 1, categoryId: null, rating: null, sort: 'newest' });
  expect(newest.shown.map((x) => x.id)).not.toContain(99);
  for (const sort of ['highest-rated', 'most-upvoted', 'most-helpful'] as const) {
    expect(visiblePage(many, { page: 1, categoryId: null, rating: null, sort }).shown[0]!.id).toBe(99);
  }
  expect(visiblePage(many, { page: 1, categoryId: null, rating: 5, sort: 'newest' }).shown.map((x) => x.id)).toEqual([
    99,
  ]);
});
