/** Answers of /api/businesses and /api/product-services (sync/api-contract.ts). */
import type { BusinessHours } from '../schemas/business';
import type { BusinessRecord, ProductRecord } from '../schemas/pull';
import type { VerificationBadge } from '../schemas/verification';
import type { Done, ListAnswer, PagedAnswer } from './envelope';

/** The account that owns a business: on admins' answers and on the owner's own profile. */
type BusinessOwner = { id: number; firstName: string; lastName: string; email: string };

/**
 * A business as the lists show it (server/features/businesses/business-view.ts): BusinessRecord's
 * fields without the products, every one present, with the price range of its products.
 */
export type BusinessView = Omit<BusinessRecord, 'verifiedAt' | 'verifiedChecks' | 'hours' | 'products'> & {
  /** Only while the badge stands (docs/product.md "Verification"); checks comma-separated. */
  verifiedAt: string | null;
  verifiedChecks: string | null;
  hours: BusinessHours | null;
  /** The lowest and highest price of its products and services; null without one. */
  minPrice: number | null;
  maxPrice: number | null;
  createdAt: string;
  updatedAt: string;
  owner?: BusinessOwner;
  /** On admins' answers: when an admin looked at it; null for a new business (docs/product.md "Shared links"). */
  reviewedAt?: string | null;
};

/** A business with every product and service: its profile, and what a write of it answers. */
type BusinessProfile = BusinessView & { products: ProductRecord[] };

/** A product or service on the public list, with its business's card (GET /product-services/all). */
type ListedProductService = ProductRecord & {
  business: Pick<
    BusinessRecord,
    'id' | 'name' | 'logo' | 'isVerified' | 'rating' | 'totalReviews' | 'city' | 'district' | 'whatsapp' | 'email'
  > & {
    productCount: number;
    category: Pick<BusinessRecord['category'], 'id' | 'name'>;
  };
};

type OneBusiness = { success: true; business: BusinessProfile };
type OneProductService = { success: true; productService: ProductRecord };

export interface BusinessAnswers {
  /** The directory search: a page of `businesses`, `pagination.total` at most SEARCH_RANK_CAP (business-search.ts). */
  'POST /businesses/search': PagedAnswer<'businesses', BusinessView> & {
    /**
     * True when the need found nothing in the chosen category, and these are the category's
     * businesses instead (business-search.ts step 6); the directory says so.
     */
    fallback: boolean;
  };
  /** Whole lists of at most `limit`; `total` (their length) is a name the spec's home reads. */
  'GET /businesses/featured': ListAnswer<'businesses', BusinessView> & { total: number };
  'GET /businesses/top-rated': ListAnswer<'businesses', BusinessView> & { total: number };
  /** A bare array, as the spec's client reads it; the full count is in the X-Total-Count header. */
  'GET /businesses/all': BusinessView[];
  'GET /businesses/admin': PagedAnswer<'businesses', BusinessView>;
  /** null for an account without a business yet. */
  'GET /businesses/my-business': { success: true; business: BusinessProfile | null };
  'GET /businesses/details/:id': OneBusiness;
  'PUT /businesses/:id/reviewed': OneBusiness;
  'POST /businesses': OneBusiness;
  'PUT /businesses/:id': OneBusiness;
  'PATCH /businesses/:id': OneBusiness;
  'PUT /businesses/:id/status': OneBusiness;
  'DELETE /businesses/admin/:id': Done;
  /** `counted`: false when this visitor was already counted today. */
  'POST /businesses/:id/visit': { success: true; counted: boolean };
  'PUT /businesses/:id/verification/revoke': Done & { businessId: number; badge: VerificationBadge };

  'POST /businesses/:id/products': { success: true; product: ProductRecord };
  'DELETE /businesses/products/:id': Done;
  'POST /businesses/:id/product-services': OneProductService;
  'GET /businesses/:id/product-services': ListAnswer<'data', ProductRecord>;
  'GET /businesses/:id/product-services/:serviceId': OneProductService;
  'PUT /businesses/:id/product-services/:serviceId': OneProductService;
  'PATCH /businesses/:id/product-services/:serviceId': OneProductService;
  'GET /product-services/all': PagedAnswer<'data', ListedProductService>;
  'DELETE /product-services/:serviceId': Done;
}
