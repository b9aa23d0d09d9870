import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses, categories } from '../../../db/schema';

type CategoryRow = typeof categories.$inferSelect;

/** A category as the API shows it (spec 01 §3), with its count of active businesses. */
export function toCategoryView(row: CategoryRow, businessCount: number) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    emoji: row.emoji,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    _count: { businesses: businessCount },
  };
}

export function listCategories(db: Db) {
  const counts = sql<number>`(select count(*) from ${businesses} where ${businesses.categoryId} = ${categories.id} and ${businesses.isActive} = 1)`;
  return db
    .select({ category: categories, businessCount: counts })
    .from(categories)
    .orderBy(asc(categories.name))
    .all()
    .map((r) => toCategoryView(r.category, r.businessCount));
}

export function getCategory(db: Db, id: number) {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}
