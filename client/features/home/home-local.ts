/**
 * Home's figures from the synced directory on this device, for a visit with no connection and
 * nothing remembered. Loaded on demand, so the store stays off home's critical path.
 */
import { HOME_TOP_RATED_LIMIT } from '../../../sync/constants';
import type { BusinessCardData } from '../../components/business-card';
import { db } from '../../store/db';
import { topCategories, type HomeData } from './use-home-data';

export async function homeFromStore(): Promise<HomeData | null> {
  const [categories, businesses, reviews] = await Promise.all([
    db.categories.toArray(),
    db.businesses.toArray(),
    db.reviews.count(),
  ]);
  if (!categories.length && !businesses.length) return null;
  const counts = new Map<number, number>();
  for (const b of businesses) counts.set(b.categoryId, (counts.get(b.categoryId) ?? 0) + 1);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const topRated: BusinessCardData[] = [...businesses]
    .sort((a, b) => b.rating - a.rating || b.totalReviews - a.totalReviews)
    .slice(0, HOME_TOP_RATED_LIMIT)
    .map((b) => ({ ...b, category: { name: byId.get(b.categoryId)?.name ?? '' } }));
  return {
    stats: {
      totalBusinesses: businesses.length,
      totalCategories: categories.length,
      totalUsers: null,
      totalReviews: Math.max(
        reviews,
        businesses.reduce((sum, b) => sum + b.totalReviews, 0),
      ),
    },
    categories: topCategories(categories.map((c) => ({ ...c, _count: { businesses: counts.get(c.id) ?? 0 } }))),
    topRated,
  };
}
