import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_CATEGORY_COUNT, HOME_TOP_RATED_LIMIT } from '../../../sync/constants';
import { db } from '../../store/db';
import { storedBusiness } from '../../test-support/test-records';
import { clearDeviceStore } from '../../test-support/device';
import { homeFromStore } from './home-local';

const at = '2025-01-01T00:00:00.000Z';
const categories = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  name: `Category ${i + 1}`,
  emoji: '🛒',
  description: '',
  tags: '',
  image: null,
  createdAt: at,
  updatedAt: at,
}));

function business(id: number) {
  return storedBusiness({
    id,
    categoryId: (id % 5) + 1,
    rating: [0, 3.5, 4, 4.5, 4.75][id % 5]!,
    totalReviews: (id * 7) % 11,
    isVerified: id % 3 === 0,
  });
}

beforeEach(async () => {
  await clearDeviceStore();
});

describe('home from the device store', () => {
  it('answers nothing when the device holds no directory', async () => {
    expect(await homeFromStore()).toBeNull();
  });

  it('counts, ranks and sums through indexes, as reading every business would', async () => {
    const all = Array.from({ length: 300 }, (_, i) => business(i + 1));
    await db.categories.bulkPut(categories);
    await db.businesses.bulkPut(all);
    const scan = vi.spyOn(db.businesses, 'toArray');

    const home = (await homeFromStore())!;

    expect(scan).not.toHaveBeenCalled();
    expect(home.stats).toEqual({
      totalBusinesses: 300,
      totalCategories: 6,
      totalUsers: null,
      totalReviews: all.reduce((sum, b) => sum + b.totalReviews, 0),
    });
    const expectedTop = [...all]
      .sort(
        (a, b) =>
          b.rating - a.rating ||
          b.totalReviews - a.totalReviews ||
          Number(b.isVerified) - Number(a.isVerified) ||
          a.id - b.id,
      )
      .slice(0, HOME_TOP_RATED_LIMIT);
    expect(home.topRated.map((b) => [b.id, b.category?.name])).toEqual(
      expectedTop.map((b) => [b.id, `Category ${b.categoryId}`]),
    );
    const perCategory = (id: number) => all.filter((b) => b.categoryId === id).length;
    expect(home.categories).toHaveLength(HOME_CATEGORY_COUNT);
    for (const c of home.categories) expect(c._count.businesses).toBe(perCategory(c.id));
    expect(home.categories.map((c) => c.id)).not.toContain(6);
  });
});
