import { describe, expect, it } from 'vitest';
import {
  checkProductReview,
  EMPTY_PRODUCT_REVIEW,
  IMAGE_TYPE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './product-review-rules';

const ok = { ...EMPTY_PRODUCT_REVIEW, name: 'Tecno Spark 20', categoryId: '5', rating: 4 };
const png = new File(['x'], 'a.png', { type: 'image/png' });
const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });

describe('product review form (docs/screens.md "Product reviews")', () => {
  it.each([
    ['no name', { name: ' ' }],
    ['no category', { categoryId: '' }],
    ['no rating', { rating: 0 }],
  ])('%s → required fields message', (_n, change) => {
    expect(checkProductReview({ ...ok, ...change }, null)).toEqual({ ok: false, message: REQUIRED_FIELDS_MESSAGE });
  });
  it('refuses a file that is not an image', () => {
    expect(checkProductReview(ok, pdf)).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
  });
  it('sends only the filled optional fields, and no URL when a file is chosen', () => {
    expect(checkProductReview({ ...ok, amount: ' USh 50,000 ', imageUrl: 'https://x.ug/a.jpg' }, png)).toEqual({
      ok: true,
      value: { name: 'Tecno Spark 20', categoryId: 5, rating: 4, amount: 'USh 50,000' },
    });
    expect(checkProductReview({ ...ok, imageUrl: 'https://x.ug/a.jpg' }, null)).toMatchObject({
      ok: true,
      value: { imageUrl: 'https://x.ug/a.jpg' },
    });
  });
});
