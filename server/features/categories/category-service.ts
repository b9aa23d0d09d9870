import { asc, eq, sql } from 'drizzle-orm';
import { type Db, writeTx } from '../../../db/client';
import { auditLog, businesses, categories, productReviews, searches } from '../../../db/schema';
import type { CategoryCreate, CategoryUpdate } from '../../../sync/schemas/category';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';

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
export const CATEGORY_ACTIVATE = 'category.activate';
export const CATEGORY_DEACTIVATE = 'category.deactivate';

function isCategoryActive(db: Pick<Db, 'select'>, id: number): boolean {
  return (
    db.select({ isActive: categories.isActive }).from(categories).where(eq(categories.id, id)).get()?.isActive ?? true
  );
}

/**
 * The categories with their counts: every one for the admin, only the active ones for the public
 * (docs/product.md "Categories": a deactivated category leaves the public site).
 */
export function listCategories(db: Db, which: 'all' | 'active' = 'all') {
  return db
    .select({ category: categories, businessCount: activeBusinessCount })
    .from(categories)
    .where(which === 'active' ? eq(categories.isActive, true) : undefined)
    .orderBy(asc(categories.name))
    .all()
    .map((r) => toCategoryView(r.category, r.businessCount));
}

const CHOOSE_CATEGORY = 'Please choose a valid category';
const CATEGORY_NOT_OFFERED = 'This category is no longer offered. Please choose another one.';

/**
 * The category a new request, business or product review goes in: it must exist and be active
 * (docs/product.md "Categories"). `current` is the category the record already has, which it may
 * keep after the category was deactivated. REST routes and replayed offline writes both call this.
 */
export function requireOfferedCategory(db: Pick<Db, 'select'>, id: number, current?: number | null): CategoryRow {
  const row = db.select().from(categories).where(eq(categories.id, id)).get();
  if (!row) throw badRequest(CHOOSE_CATEGORY, { categoryId: CHOOSE_CATEGORY });
  if (!row.isActive && id !== current) throw badRequest(CATEGORY_NOT_OFFERED, { categoryId: CATEGORY_NOT_OFFERED });
  return row;
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

/** A category as the public site shows it, or null when there is none or it is no longer listed. */
export function listedCategoryView(db: Db, id: number) {
  const row = db
    .select({ category: categories, businessCount: activeBusinessCount })
    .from(categories)
    .where(eq(categories.id, id))
    .get();
  return row?.category.isActive ? toCategoryView(row.category, row.businessCount) : null;
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

/**
 * PUT /api/categories/{id} (admin): only the fields sent change. `isActive` is kept as an audit
 * row with the admin (see CATEGORY_ACTIVATE), written only when it changes the state.
 */
export function updateCategory(deps: Deps, caller: Caller | null, id: number, input: CategoryUpdate) {
  const admin = requireRole(caller, 'ADMIN');
  const { isActive, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    writeTx(deps.db, (tx) => {
      if (!tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).get()) {
        throw notFound(CATEGORY_NOT_FOUND);
      }
      if (Object.keys(changes).length > 0) tx.update(categories).set(changes).where(eq(categories.id, id)).run();
      if (isActive !== undefined && isActive !== isCategoryActive(tx, id)) {
        tx.update(categories).set({ isActive }).where(eq(categories.id, id)).run();
        tx.insert(auditLog)
          .values({
            actorId: admin.id,
            action: isActive ? CATEGORY_ACTIVATE : CATEGORY_DEACTIVATE,
            targetType: 'category',
            targetId: id,
            createdAt: new Date(deps.now()),
          })
          .run();
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
    throw err;
  }
  return categoryView(deps.db, id);
}

/** DELETE /api/categories/{id} (admin): only a category nothing refers to any more. */
export function deleteCategory(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  writeTx(deps.db, (tx) => {
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
