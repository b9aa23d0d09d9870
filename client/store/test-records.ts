/**
 * For the store's tests: a business as the device stores it, with every field of the pull's record
 * at a plain default, so a test names only the fields it is about.
 */
import type { BusinessRecord, ProductReviewRecord } from '../../sync/schemas/pull';
import type { StoredBusiness } from './db';
import { withSearchFields } from './decode';

export function storedBusiness(
  fields: Partial<Omit<BusinessRecord, 'category'>> & Pick<BusinessRecord, 'id'>,
): StoredBusiness {
  const products = fields.products ?? [];
  return withSearchFields({
    categoryId: 1,
    name: `Business ${fields.id}`,
    rating: 0,
    totalReviews: 0,
    visits: 0,
    isVerified: false,
    isActive: true,
    city: 'Kampala',
    district: null,
    tagline: null,
    description: null,
    subCategory: null,
    whatsapp: null,
    email: null,
    website: null,
    tiktokUsername: null,
    logo: null,
    responseMinutes: null,
    _count: { reviews: 0, products: products.length },
    ...fields,
    products,
  });
}

/** A product review as the device stores it, approved, with plain defaults. */
export function storedProductReview(
  fields: Partial<ProductReviewRecord> & Pick<ProductReviewRecord, 'id'>,
): ProductReviewRecord {
  return {
    userId: 9,
    categoryId: 1,
    name: `Product ${fields.id}`,
    rating: 4,
    imageUrl: null,
    image: null,
    boughtFrom: null,
    amount: null,
    comment: null,
    upvotes: 0,
    downvotes: 0,
    isFlagged: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    user: { firstName: 'Ben', lastName: 'Okello' },
    ...fields,
  };
}
