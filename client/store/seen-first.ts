/**
 * What the user opened online stays on the device (device-scope.ts step 2), so that opening a
 * page once is enough to have it offline, whatever the size of the directory.
 *  1. A profile: the business with its products and the approved reviews shown, and the time of
 *     the view (kept SEEN_KEEP_MS after the last one). A profile the server no longer has (404)
 *     leaves the device.
 *  2. A listing: the businesses of its answer in order, as cards (`summary`: no products yet);
 *     a business the device already holds whole keeps its products.
 *  3. Product reviews: the newest page the user was shown.
 *  4. A vote the server applied: the review's counts and the account's vote as it answered them.
 *     A device that keeps only chosen areas never pulls the counts, so without this a sent vote
 *     would fall back to the count shown before it once the pull brings the account's votes.
 *  5. A delivery the vendor cancelled: the server's answer replaces the kept one at once, rather
 *     than at the next pull.
 */
import type { ProductReviewVotes } from '../../sync/answers/product-review';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  DeliveryRecord,
  ProductReviewRecord,
  VoteDirection,
} from '../../sync/schemas/pull';
import { db, type StoredBusiness } from './db';
import { withSearchFields } from './decode';
import { sortKeys } from './directory-query';

/** A business as a list answers it (POST /api/businesses/search): a card, without products. */
export type Listed = Omit<BusinessRecord, 'products'> & {
  products?: BusinessRecord['products'];
  minPrice?: number | null;
  maxPrice?: number | null;
};

function withoutCategory<T extends { category?: unknown }>(b: T): Omit<T, 'category'> {
  const { category: _category, ...rest } = b;
  return rest;
}

// 1.
export async function keepProfile(business: BusinessRecord, reviews: BusinessReviewRecord[], now = Date.now()) {
  const approved = reviews.filter((r) => r.status === 'APPROVED');
  await db.transaction('rw', [db.businesses, db.reviews, db.seen], async () => {
    await db.businesses.put(withSearchFields({ ...withoutCategory(business), products: business.products ?? [] }));
    await db.reviews.where('businessId').equals(business.id).delete();
    await db.reviews.bulkPut(approved);
    await db.seen.put({ businessId: business.id, seenAt: now });
  });
}

/** A view of a profile the device holds (offline, or before its refresh). */
export async function markSeen(businessId: number, now = Date.now()): Promise<void> {
  if (await db.businesses.get(businessId)) await db.seen.put({ businessId, seenAt: now });
}

export async function forgetBusiness(businessId: number): Promise<void> {
  await db.transaction('rw', [db.businesses, db.reviews, db.seen], async () => {
    await db.businesses.delete(businessId);
    await db.reviews.where('businessId').equals(businessId).delete();
    await db.seen.delete(businessId);
  });
}

// 2.
/** The key of a listing: its filter, without the page size. */
export const listingKey = (filter: object) => JSON.stringify(filter);

/**
 * Businesses read and written per step of keepListing. IndexedDB clones each record on the calling
 * thread: a list page's 50 cards read and written at once held the main thread for about 80 ms
 * (a 4× slowed CPU: 330 ms) while the page had just loaded. Each step awaits its writes, so the
 * next one starts in a later task, inside the same transaction.
 */
export const LISTING_SLICE_ROWS = 5;

export async function keepListing(key: string, listed: Listed[], total: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', [db.businesses, db.listings], async () => {
    for (let i = 0; i < listed.length; i += LISTING_SLICE_ROWS) {
      const slice = listed.slice(i, i + LISTING_SLICE_ROWS);
      const held = await db.businesses.bulkGet(slice.map((b) => b.id));
      await db.businesses.bulkPut(slice.map((b, j) => asCard(b, held[j])));
    }
    await db.listings.put({ key, ids: listed.map((b) => b.id), total, fetchedAt: now });
  });
}

/** A listed business as stored: a whole one already held keeps its products; else a card. */
function asCard(b: Listed, held: StoredBusiness | undefined): StoredBusiness {
  const record = withoutCategory(b);
  if (held && !held.summary) return withSearchFields({ ...record, products: held.products });
  const stored = withSearchFields({ ...record, products: [] });
  // a card's price range is the list's (its products are not sent)
  const low = b.minPrice ?? null;
  const high = b.maxPrice ?? null;
  return { ...stored, low, high, order: sortKeys({ ...stored, low, high }), summary: true };
}

/** A product review as the public list answers it (GET /api/product-reviews): no author id. */
export type ListedProductReview = Omit<ProductReviewRecord, 'userId'> & { userId?: number };

/**
 * 3. The product reviews a scoped device browsed: the newest page it was shown, replacing the one
 * before (the categories scope carries none, since they grow with the directory). Only approved
 * ones: the author's own others come with the account's data.
 */
export async function keepProductReviews(listed: ListedProductReview[]): Promise<void> {
  const approved = listed.filter((r) => (r.status ?? 'APPROVED') === 'APPROVED');
  await db.transaction('rw', db.productReviews, async () => {
    await db.productReviews.clear();
    await db.productReviews.bulkPut(approved.map((r) => ({ ...r, userId: r.userId ?? 0, status: 'APPROVED' })));
  });
}

// 4.
export async function keepVoteResults(applied: ProductReviewVotes[]): Promise<void> {
  if (applied.length === 0) return;
  await db.transaction('rw', [db.productReviews, db.mine], async () => {
    const row = await db.mine.get('votes');
    const votes = new Map((row?.value ?? []) as [number, VoteDirection][]);
    for (const { id, upvotes, downvotes, myVote } of applied) {
      await db.productReviews.update(id, { upvotes, downvotes });
      if (myVote) votes.set(id, myVote);
      else votes.delete(id);
    }
    await db.mine.put({ section: 'votes', value: [...votes] });
  });
}

// 5.
export async function keepDeliveryAnswer(answer: DeliveryRecord): Promise<void> {
  await db.transaction('rw', db.mine, async () => {
    const row = await db.mine.get('deliveries');
    if (!row) return;
    const kept = row.value as DeliveryRecord[];
    await db.mine.put({ section: 'deliveries', value: kept.map((d) => (d.id === answer.id ? answer : d)) });
  });
}
