import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessRecord } from '../../sync/schemas/pull';
import { clearSession } from '../lib/session';
import { clearDeviceStore, setOnline } from '../test-support/device';
import { signInAs, testUser } from '../test-support/test-user';
import { db } from './db';
import { CATEGORY_COLS, DELTA_COLS, rowCodec } from '../../sync/protocol';
import { applyPullPage } from './pull-apply';
import {
  useBusiness,
  useBusinessReviews,
  useBusinesses,
  useCategories,
  useCategory,
  useProductReviews,
  useSyncStatus,
  type BusinessFilter,
} from './hooks';
import { enqueue } from './outbox';
import { storedBusiness, storedProduct, storedProductReview } from '../test-support/test-records';

const at = '2025-01-01T00:00:00.000Z';

function business(id: number, name: string, extra: Partial<BusinessRecord> = {}) {
  return storedBusiness({ district: 'Kampala', ...extra, id, name });
}

beforeEach(async () => {
  await clearDeviceStore();
  setOnline(false);
  signInAs(testUser());
  await db.categories.bulkPut([
    { id: 1, name: 'Bakeries', emoji: '🎂', description: '', tags: '', image: null, createdAt: at, updatedAt: at },
    { id: 2, name: 'Plumbing', emoji: '🔧', description: '', tags: '', image: null, createdAt: at, updatedAt: at },
  ]);
  await db.businesses.bulkPut([
    business(1, 'Kampala Fresh Bakery', {
      rating: 4.4,
      totalReviews: 7,
      products: [storedProduct({ id: 10, name: 'Birthday Cake', minPrice: 45_000, maxPrice: 180_000 })],
    }),
    business(2, 'Gulu Cakes', {
      rating: 4.8,
      totalReviews: 2,
      products: [storedProduct({ id: 20, name: 'Wedding Cake', minPrice: 350_000, maxPrice: 1_200_000 })],
    }),
    business(3, 'Ntinda Pipes', {
      categoryId: 2,
      rating: 3.9,
      totalReviews: 12,
      products: [storedProduct({ id: 30, name: 'Tap repair', minPrice: 20_000, maxPrice: 60_000 })],
    }),
  ]);
});
afterEach(() => clearSession());

describe('a category an admin deactivated', () => {
  it('leaves the public lists, and still names the category of its businesses', async () => {
    const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
    const row = (inactive: 1 | null) =>
      category.encode({ id: 2, name: 'Plumbing', emoji: '🔧', createdAt: 29_000_000, inactive });
    await applyPullPage({ cursor: 10, hasMore: false, categories: [row(1)] }, { mineUserId: null });

    const list = renderHook(() => useCategories());
    await waitFor(() => expect(list.result.current?.map((c) => c.name)).toEqual(['Bakeries']));
    const one = renderHook(() => useCategory(2));
    await waitFor(() => expect(one.result.current).toMatchObject({ name: 'Plumbing', isActive: false }));
    const business = renderHook(() => useBusiness(3));
    await waitFor(() => expect(business.result.current?.category).toMatchObject({ name: 'Plumbing' }));

    await applyPullPage({ cursor: 11, hasMore: false, categories: [row(null)] }, { mineUserId: null });
    await waitFor(() => expect(list.result.current?.map((c) => c.name)).toEqual(['Bakeries', 'Plumbing']));
  });
});

describe('reading the store', () => {
  it('searches, filters by budget, sorts and pages the directory on the device', async () => {
    const { result, rerender } = renderHook((filter: BusinessFilter) => useBusinesses(filter), {
      initialProps: { query: 'CAKE bakeries' } as BusinessFilter,
    });
    // every word matches somewhere (category, product names); a match in the name ranks first
    await waitFor(() => expect(result.current?.businesses.map((b) => b.id)).toEqual([2, 1]));
    expect(result.current!.businesses[0]!.category).toMatchObject({ name: 'Bakeries', emoji: '🎂' });

    rerender({ query: 'cake', maxPrice: 200_000 });
    await waitFor(() => expect(result.current?.businesses.map((b) => b.id)).toEqual([1]));
    rerender({ sortBy: 'price-desc' });
    await waitFor(() => expect(result.current?.businesses.map((b) => b.id)).toEqual([2, 1, 3]));
    rerender({ sortBy: 'reviews', limit: 1, offset: 1 });
    await waitFor(() => expect(result.current).toMatchObject({ total: 3, businesses: [{ id: 1 }] }));
    rerender({ categoryId: 2, sortBy: 'rating' });
    await waitFor(() => expect(result.current?.businesses.map((b) => b.id)).toEqual([3]));

    const categories = renderHook(() => useCategories());
    await waitFor(() => expect(categories.result.current?.map((c) => c._count.businesses)).toEqual([2, 1]));
  });

  it('follows a write to the businesses when the page is filtered from the array kept in memory', async () => {
    // no limit: every business is scanned, and the next read is answered from the kept array
    const { result } = renderHook(() => useBusinesses({ categoryId: 1 }));
    await waitFor(() => expect(result.current?.businesses.map((b) => b.id)).toEqual([2, 1]));
    await new Promise((r) => setTimeout(r, 100));
    await db.businesses.update(2, { name: 'Gulu Cakes & Bread' });
    await waitFor(() => expect(result.current?.businesses.map((b) => b.name)).toContain('Gulu Cakes & Bread'));
  });

  it('shows a write at once: a review waiting to sync replaces the author’s older one', async () => {
    await db.reviews.bulkPut([
      {
        id: 1,
        businessId: 1,
        userId: 7,
        rating: 2,
        comment: 'Late',
        status: 'APPROVED',
        isFlagged: false,
        hired: false,
        reply: null,
        createdAt: at,
        user: { firstName: 'Amina', lastName: 'Nakato', avatar: null },
      },
      {
        id: 2,
        businessId: 1,
        userId: 9,
        rating: 5,
        comment: 'Great',
        status: 'APPROVED',
        isFlagged: false,
        hired: false,
        reply: null,
        createdAt: at,
        user: { firstName: 'Ben', lastName: 'Okello', avatar: null },
      },
    ]);
    const { result } = renderHook(() => useBusinessReviews(1));
    await waitFor(() => expect(result.current?.map((r) => r.id)).toEqual([1, 2]));
    const id = await enqueue('review.create', { businessId: 1, rating: 4, comment: 'Better now' });
    await waitFor(() =>
      expect(result.current?.map((r) => [r.rating, r.pending ?? false, r.mutationId])).toEqual([
        [4, true, id],
        [5, false, undefined],
      ]),
    );
    const status = renderHook(() => useSyncStatus());
    await waitFor(() =>
      expect(status.result.current).toMatchObject({ online: false, pendingCount: 1, rejectedCount: 0 }),
    );
  });

  it('moves a vote count by one at once, and switching a vote moves both counts', async () => {
    await db.productReviews.put(
      storedProductReview({ id: 4, name: 'Kettle', upvotes: 3, downvotes: 1, createdAt: at }),
    );
    await db.mine.put({ section: 'votes', value: [[4, 'down']] });
    const { result } = renderHook(() => useProductReviews());
    await waitFor(() => expect(result.current?.[0]).toMatchObject({ upvotes: 3, downvotes: 1, myVote: 'down' }));
    await enqueue('productReview.vote', { reviewId: 4, direction: 'up' });
    await waitFor(() => expect(result.current?.[0]).toMatchObject({ upvotes: 4, downvotes: 0, myVote: 'up' }));
    await enqueue('productReview.vote', { reviewId: 4, direction: 'none' });
    await waitFor(() => expect(result.current?.[0]).toMatchObject({ upvotes: 3, downvotes: 0, myVote: null }));
  });
});
