import { asc, eq, sql } from 'drizzle-orm';
import { type Db, writeTx } from '../../../db/client';
import { auditLog, businesses, categories, productReviews, searches } from '../../../db/schema';
import type { CategoryCreate, CategoryUpdate } from '../../../sync/schemas/category';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { firstRow, isUniqueViolation } from '../../../db/query';

type CategoryRow = typeof categories.$inferSelect;

/**
 * A category as the API shows it (CategoryRecord, sync/schemas/pull.ts), with its count of active businesses and whether
 * an admin deactivated it.
 */
function toCategoryView(row: CategoryRow, businessCount: number) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    emoji: row.emoji,
    tags: row.tags,
    isActive: row.isActive,
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

/**
 * Whether a category is active: the admin's Activate/Deactivate, kept in `categories.is_active`
 * (migration 0011); each change also writes a `category.activate` or `category.deactivate` audit
 * row with the admin, for the audit log.
 */
const CATEGORY_ACTIVATE = 'category.activate';
const CATEGORY_DEACTIVATE = 'category.deactivate';

async function isCategoryActive(db: Pick<Db, 'select'>, id: number): Promise<boolean> {
  return (
    (await firstRow(db.select({ isActive: categories.isActive }).from(categories).where(eq(categories.id, id))))
      ?.isActive ?? true
  );
}

/**
 * The categories with their counts: every one for the admin, only the active ones for the public
 * (docs/product.md "Categories": a deactivated category leaves the public site).
 */
export async function listCategories(db: Db, which: 'all' | 'active' = 'all') {
  return (
    await db
      .select({ category: categories, businessCount: activeBusinessCount })
      .from(categories)
      .where(which === 'active' ? eq(categories.isActive, true) : undefined)
      .orderBy(asc(categories.name))
  ).map((r) => toCategoryView(r.category, r.businessCount));
}

const CHOOSE_CATEGORY = 'Please choose a valid category';
const CATEGORY_NOT_OFFERED = 'This category is no longer offered. Please choose another one.';

/**
 * The category a new request, business or product review goes in: it must exist and be active
 * (docs/product.md "Categories"). `current` is the category the record already has, which it may
 * keep after the category was deactivated. REST routes and replayed offline writes both call this.
 */
export async function requireOfferedCategory(
  db: Pick<Db, 'select'>,
  id: number,
  current?: number | null,
): Promise<CategoryRow> {
  const row = await firstRow(db.select().from(categories).where(eq(categories.id, id)));
  if (!row) throw badRequest(CHOOSE_CATEGORY, { categoryId: CHOOSE_CATEGORY });
  if (!row.isActive && id !== current) throw badRequest(CATEGORY_NOT_OFFERED, { categoryId: CATEGORY_NOT_OFFERED });
  return row;
}

const NAME_TAKEN = 'A category with this title already exists';
const CATEGORY_NOT_FOUND = 'Category not found';

async function categoryView(db: Db, id: number) {
  const row = await firstRow(
    db
      .select({ category: categories, businessCount: activeBusinessCount })
      .from(categories)
      .where(eq(categories.id, id)),
  );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategoryView(row.category, row.businessCount);
}

/** A category as the public site shows it, or null when there is none or it is no longer listed. */
export async function listedCategoryView(db: Db, id: number) {
  const row = await firstRow(
    db
      .select({ category: categories, businessCount: activeBusinessCount })
      .from(categories)
      .where(eq(categories.id, id)),
  );
  return row?.category.isActive ? toCategoryView(row.category, row.businessCount) : null;
}

/** POST /api/categories (admin). */
export async function createCategory(deps: Deps, caller: Caller | null, input: CategoryCreate) {
  requireRole(caller, 'ADMIN');
  try {
    const row = await firstRow(
      deps.db
        .insert(categories)
        .values({ ...input, image: input.image ?? null })
        .returning({ id: categories.id }),
    );
    return await categoryView(deps.db, row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
}

/**
 * PUT /api/categories/{id} (admin): only the fields sent change. `isActive` is kept as an audit
 * row with the admin (see CATEGORY_ACTIVATE), written only when it changes the state.
 */
export async function updateCategory(deps: Deps, caller: Caller | null, id: number, input: CategoryUpdate) {
  const admin = requireRole(caller, 'ADMIN');
  const { isActive, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    await writeTx(deps.db, async (tx) => {
      if (!(await firstRow(tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))))) {
        throw notFound(CATEGORY_NOT_FOUND);
      }
      if (Object.keys(changes).length > 0) await tx.update(categories).set(changes).where(eq(categories.id, id));
      if (isActive !== undefined && isActive !== (await isCategoryActive(tx, id))) {
        await tx.update(categories).set({ isActive }).where(eq(categories.id, id));
        await tx.insert(auditLog).values({
          actorId: admin.id,
          action: isActive ? CATEGORY_ACTIVATE : CATEGORY_DEACTIVATE,
          targetType: 'category',
          targetId: id,
          createdAt: new Date(deps.now()),
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
  return await categoryView(deps.db, id);
}

/** DELETE /api/categories/{id} (admin): only a category nothing refers to any more. */
export async function deleteCategory(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  await writeTx(deps.db, async (tx) => {
    if (!(await firstRow(tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id))))) {
      throw notFound(CATEGORY_NOT_FOUND);
    }
    if (
      await firstRow(tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.categoryId, id)).limit(1))
    ) {
      throw conflict('This category still has businesses and cannot be deleted');
    }
    const usedByReview = await firstRow(
      tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.categoryId, id)).limit(1),
    );
    const usedBySearch = await firstRow(
      tx.select({ id: searches.id }).from(searches).where(eq(searches.categoryId, id)).limit(1),
    );
    if (usedByReview || usedBySearch) {
      throw conflict('This category still has product reviews or service requests and cannot be deleted');
    }
    await tx.delete(categories).where(eq(categories.id, id));
  });
}
