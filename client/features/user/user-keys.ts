/**
 * The keys of the customer's answers in the server-state client (lib/server-state.ts, kept under
 * the account): every read, local edit and invalidation of the user area names its answer here.
 */
export const userKeys = {
  all: ['user'] as const,
  /** GET /users/dashboard */
  dashboard: () => [...userKeys.all, 'dashboard'] as const,
  /** GET /reviews/my-reviews */
  reviews: () => [...userKeys.all, 'reviews'] as const,
  /** GET /product-reviews/my-reviews */
  productReviews: () => [...userKeys.all, 'product-reviews'] as const,
  /** GET /searches/my-searches */
  searches: () => [...userKeys.all, 'searches'] as const,
  /** The quotes of every request. */
  allBids: () => [...userKeys.all, 'bids'] as const,
  /** GET /searches/{id}/bids: the id as text, whether a screen read it from the address or a request. */
  bids: (searchId: number | string) => [...userKeys.allBids(), String(searchId)] as const,
  /** GET /searches/preview: how many businesses a request of this category and district reaches. */
  recipients: (categoryId: number, district: string) => [...userKeys.all, 'recipients', categoryId, district] as const,
};
