/**
 * Home's figures from the synced directory on this device, for a visit with no connection and
 * nothing remembered. Loaded on demand, so the store stays off home's critical path. Read through
 * indexes (counts, the `order.*` sort keys), never every business: a cheap phone holding 10,000
 * businesses would otherwise decode them all to show three.
 */
import { HOME_TOP_RATED_LIMIT } from '../../../sync/constants';
import type { BusinessCardData } from '../../components/business-card';
import { db } from '../../store/db';
import { topCategories, type HomeData } from './use-home-data';

export async function homeFromStore(): Promise<HomeData | null> {
  const [categories, totalBusinesses, reviews, reviewKeys, best] = await Promise.all([
    db.categories.toArray(),
    db.businesses.count(),
    db.reviews.count(),
    // `order.reviews` starts with -totalReviews (directory-query.ts sortKeys)
    db.businesses.orderBy('order.reviews').keys(),
    db.businesses.orderBy('order.rank').limit(HOME_TOP_RATED_LIMIT).toArray(),
  ]);
  if (!categories.length && !totalBusinesses) return null;
  const counts = await Promise.all(categories.map((c) => db.businesses.where('categoryId').equals(c.id).count()));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const topRated: BusinessCardData[] = best.map((b) => ({ ...b, category: { name: names.get(b.categoryId) ?? '' } }));
  const reviewsCounted = reviewKeys.reduce<number>((sum, key) => sum - Number((key as unknown as number[])[0] ?? 0), 0);
  return {
    stats: {
      totalBusinesses,
      totalCategories: categories.length,
      totalUsers: null,
      totalReviews: Math.max(reviews, reviewsCounted),
    },
    categories: topCategories(categories.map((c, i) => ({ ...c, _count: { businesses: counts[i] ?? 0 } }))),
    topRated,
  };
}
