import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses, categories, productReviews, searches } from '../../../db/schema';
import type { CategoryCreate, CategoryUpdate } from '../../../sync/schemas/category';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { conflict, notFound } from '../../http/errors';

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

/**
 * Active businesses of each category, as a column of a select from `categories`. Written out in
 * full: drizzle leaves columns unqualified in a one-table select, and a bare "id" inside the
 * subquery would mean the business's id.
 */
export const activeBusinessCount = sql<number>`(SELECT count(*) FROM businesses b WHERE b.category_id = categories.id AND b.is_active = 1)`;

export function listCategories(db: Db) {
  const counts = activeBusinessCount;
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

/** A unique name collision is the one constraint an admin can run into. */
function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  // drizzle wraps driver errors; the SQLite code is on the cause.
  if ('code' in err && err.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
  return 'cause' in err && isUniqueViolation(err.cause);
}
const NAME_TAKEN = 'A category with this title already exists';
const CATEGORY_NOT_FOUND = 'Category not found';

function categoryView(db: Db, id: number) {
  const row = db
    .select({ category: categories, businessCount: activeBusinessCount })
    .from(categories)
    .where(eq(categories.id, id))
    .get();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategoryView(row.category, row.businessCount);
}

/** POST /api/categories (admin). */
export function createCategory(deps: Deps, caller: Caller | null, input: CategoryCreate) {
  requireRole(caller, 'ADMIN');
  try {
    const row = deps.db
      .insert(categories)
      .values({ ...input, image: input.image ?? null })
      .returning({ id: categories.id })
      .get();
    return categoryView(deps.db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
}

/** PUT /api/categories/{id} (admin): only the fields sent change. */
export function updateCategory(deps: Deps, caller: Caller | null, id: number, input: CategoryUpdate) {
  requireRole(caller, 'ADMIN');
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    try {
      const changed = deps.db.update(categories).set(changes).where(eq(categories.id, id)).run();
      if (changed.changes === 0) throw notFound(CATEGORY_NOT_FOUND);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
      throw err;
    }
  }
  return categoryView(deps.db, id);
}

/** DELETE /api/categories/{id} (admin): only a category nothing refers to any more. */
export function deleteCategory(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  deps.db.transaction((tx) => {
    if (!tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get()) {
      throw notFound(CATEGORY_NOT_FOUND);
    }
    if (tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.categoryId, id)).limit(1).get()) {
      throw conflict('This category still has businesses and cannot be deleted');
    }
    const usedByReview = tx
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(eq(productReviews.categoryId, id))
      .limit(1)
      .get();
    const usedBySearch = tx
      .select({ id: searches.id })
      .from(searches)
      .where(eq(searches.categoryId, id))
      .limit(1)
      .get();
    if (usedByReview || usedBySearch) {
      throw conflict('This category still has product reviews or service requests and cannot be deleted');
    }
    tx.delete(categories).where(eq(categories.id, id)).run();
  });
}
