/**
 * For tests: records as the device stores them and the API answers them, with every field at a
 * plain default, so a test names only the fields it is about.
 */
import type { BusinessView } from '../../sync/answers/business';
import type { BusinessRecord, ProductRecord, ProductReviewRecord } from '../../sync/schemas/pull';
import type { StoredBusiness } from '../store/db';
import { withSearchFields } from '../store/decode';

const at = '2025-01-01T00:00:00.000Z';

/** The fields a business card shows, the same on the device's record and on a list answer. */
function cardFields(id: number) {
  return {
    categoryId: 1,
    name: `Business ${id}`,
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
  };
}

export function storedBusiness(
  fields: Partial<Omit<BusinessRecord, 'category'>> & Pick<BusinessRecord, 'id'>,
): StoredBusiness {
  const products = fields.products ?? [];
  return withSearchFields({
    ...cardFields(fields.id),
    _count: { reviews: 0, products: products.length },
    ...fields,
    products,
  });
}

/** A business as a list answers it (GET /api/businesses/admin and the like): no products, a price range. */
export function businessView(fields: Partial<BusinessView> & Pick<BusinessView, 'id'>): BusinessView {
  return {
    ...cardFields(fields.id),
    category: { id: 1, name: 'Category 1', emoji: '🏷️', image: null },
    verifiedAt: null,
    verifiedChecks: null,
    hours: null,
    minPrice: null,
    maxPrice: null,
    createdAt: at,
    updatedAt: at,
    _count: { reviews: 0, products: 0 },
    ...fields,
  };
}

/** A product or service as the device stores it, of business 5, unpriced. */
export function storedProduct(fields: Partial<ProductRecord> & Pick<ProductRecord, 'id'>): ProductRecord {
  return {
    businessId: 5,
    kind: 'product',
    name: `Product ${fields.id}`,
    description: '',
    price: null,
    minPrice: null,
    maxPrice: null,
    currency: 'UGX',
    image: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
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
