/**
 * The keys of the vendor's answers in the server-state client (lib/server-state.ts, kept under
 * the account): every read, local edit and invalidation of the vendor area names its answer here.
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  /** GET /businesses/my-business */
  business: () => [...vendorKeys.all, 'business'] as const,
  /** GET /businesses/dashboard/{id} */
  dashboard: (businessId: number) => [...vendorKeys.all, 'dashboard', businessId] as const,
  /** GET /searches/getmyleads/{id} */
  leads: (businessId: number) => [...vendorKeys.all, 'leads', businessId] as const,
  /** GET /searches/lead-share/{id} */
  leadShare: (businessId: number) => [...vendorKeys.all, 'lead-share', businessId] as const,
  /** GET /deliveries/business/{id} */
  deliveries: (businessId: number) => [...vendorKeys.all, 'deliveries', businessId] as const,
  /** GET /reviews/business/{id}, the first page as long as the API allows */
  reviews: (businessId: number) => [...vendorKeys.all, 'reviews', businessId] as const,
  /** GET /verification/mine?businessId= */
  verification: (businessId: number) => [...vendorKeys.all, 'verification', businessId] as const,
  /** GET /categories, for the business form */
  categories: () => [...vendorKeys.all, 'categories'] as const,
};
