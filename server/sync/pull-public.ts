/**
 * Steps 2–4 of the pull (sync/protocol.ts): the next page of public changes after a cursor, read
 * from one snapshot, rows in the positional format of the protocol.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { unionAll, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import {
  businesses,
  categories,
  productReviews,
  products,
  reviews,
  syncCounter,
  tombstones,
  users,
} from '../../db/schema';
import {
  CATEGORY_COLS,
  PRODUCT_REVIEW_COLS,
  REVIEW_COLS,
  DELTA_COLS,
  minutesAfter,
  rowCodec,
  toEpochMinutes,
  type PublicTable,
  type PullResponse,
  type Row,
} from '../../sync/protocol';
import { changedBusinesses } from './pull-businesses';
import {
  areaOf,
  areaPageBound,
  areaReviewsWhere,
  categoriesPageBound,
  isCategories,
  scopeTables,
  type PullScope,
} from './pull-scope';
import { firstRow } from '../../db/query';

/** Tombstone entity (SQL table name) → the table name of the protocol. */
const DELETABLE: Record<string, PublicTable> = {
  categories: 'categories',
  businesses: 'businesses',
  reviews: 'reviews',
  product_reviews: 'productReviews',
};

const bit = (b: boolean) => (b ? 1 : null);
const minutes = (d: Date) => toEpochMinutes(d);

/** The current value of the change counter: the newest version anywhere. */
export async function currentVersion(db: Db): Promise<number> {
  return (
    (await firstRow(db.select({ value: syncCounter.value }).from(syncCounter).where(eq(syncCounter.id, 1))))?.value ?? 0
  );
}

/**
 * 2. The last version of this page and whether more follow (a scope's page counts the scope's
 * changes only: an area's, or the categories').
 */
export async function pageBound(
  db: Db,
  since: number,
  limit: number,
  scope?: PullScope,
): Promise<{ upper: number; hasMore: boolean }> {
  const counter = await currentVersion(db);
  const versions = !scope
    ? await wholePageBound(db, since, limit)
    : isCategories(scope)
      ? await categoriesPageBound(db, since, limit)
      : await areaPageBound(db, scope.area, since, limit);
  if (versions.length === 2) return { upper: versions[0]!.v, hasMore: true };
  return { upper: counter, hasMore: false };
}

/** The versions at the page's end and just after it, over every public table. */
async function wholePageBound(db: Db, since: number, limit: number) {
  return await unionAll(
    db.select({ v: categories.version }).from(categories).where(gt(categories.version, since)),
    db.select({ v: businesses.version }).from(businesses).where(gt(businesses.version, since)),
    db.select({ v: products.version }).from(products).where(gt(products.version, since)),
    db.select({ v: reviews.version }).from(reviews).where(gt(reviews.version, since)),
    db.select({ v: productReviews.version }).from(productReviews).where(gt(productReviews.version, since)),
    db
      .select({ v: tombstones.version })
      .from(tombstones)
      .where(and(gt(tombstones.version, since), inArray(tombstones.entity, Object.keys(DELETABLE)))),
  )
    .orderBy(sql`1`)
    .limit(2)
    .offset(limit - 1);
}

/**
 * 3–4. The public changes with since < version ≤ upper (and the businesses the device `need`s);
 * `deleted` only when the device has data. A scope (pull-scope.ts) reads only its tables: an area
 * (step 9) its businesses and their reviews, the categories scope (step 10) the categories.
 */
export async function publicChanges(
  db: Db,
  since: number,
  upper: number,
  need: number[] = [],
  scope?: PullScope,
): Promise<Omit<PullResponse, 'cursor' | 'hasMore'>> {
  const inRange = (column: SQLiteColumn) => and(gt(column, since), lte(column, upper));
  const tables = scopeTables(scope);
  const area = areaOf(scope);
  const page: Omit<PullResponse, 'cursor' | 'hasMore'> = {};
  const deleted: Partial<Record<PublicTable, number[]>> = {};
  const hide = (table: PublicTable, id: number) => {
    if (since > 0) (deleted[table] ??= []).push(id);
  };

  // an area holds businesses only: the device keeps categories through another scope
  const cats = !tables.has('categories')
    ? []
    : await db.select().from(categories).where(inRange(categories.version)).orderBy(asc(categories.id));
  const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
  if (cats.length)
    page.categories = cats.map((c) =>
      category.encode({
        ...c,
        createdAt: minutes(c.createdAt),
        updatedAt: minutesAfter(c.createdAt, c.updatedAt),
        inactive: c.isActive ? null : 1,
      }),
    );

  if (tables.has('businesses')) {
    const { rows, hidden } = await changedBusinesses(db, since, upper, need, area);
    for (const id of hidden) hide('businesses', id);
    if (rows.length) page.businesses = rows;
  }

  const revs = !tables.has('reviews')
    ? []
    : await db
        .select({ review: reviews, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(area ? areaReviewsWhere(db, area.area, since, upper) : inRange(reviews.version))
        .orderBy(asc(reviews.id));
  const approved: Row[] = [];
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  for (const { review: r, ...user } of revs) {
    if (r.status !== 'APPROVED') hide('reviews', r.id);
    else
      approved.push(
        review.encode({
          ...r,
          ...user,
          createdAt: minutes(r.createdAt),
          isFlagged: bit(r.isFlagged),
          hired: r.hired ? 1 : null,
          repliedAt: r.repliedAt && minutes(r.repliedAt),
        }),
      );
  }
  if (approved.length) page.reviews = approved;

  const prs = !tables.has('productReviews')
    ? []
    : await db
        .select({ review: productReviews, firstName: users.firstName, lastName: users.lastName })
        .from(productReviews)
        .innerJoin(users, eq(users.id, productReviews.userId))
        .where(inRange(productReviews.version))
        .orderBy(asc(productReviews.id));
  // Moderated like reviews: a pending or rejected one reaches no device, and one that was public
  // and is no more (rejected) is removed from the devices that hold it.
  const published: Row[] = [];
  const productReview = rowCodec(PRODUCT_REVIEW_COLS, DELTA_COLS.productReviews);
  for (const { review: r, ...user } of prs) {
    if (r.status !== 'APPROVED') hide('productReviews', r.id);
    else
      published.push(
        productReview.encode({ ...r, ...user, createdAt: minutes(r.createdAt), isFlagged: bit(r.isFlagged) }),
      );
  }
  if (published.length) page.productReviews = published;

  if (since > 0) {
    const gone = await db
      .select({ entity: tombstones.entity, id: tombstones.entityId })
      .from(tombstones)
      .where(
        and(
          inRange(tombstones.version),
          inArray(
            tombstones.entity,
            Object.keys(DELETABLE).filter((entity) => tables.has(DELETABLE[entity]!)),
          ),
        ),
      );
    for (const t of gone) hide(DELETABLE[t.entity]!, t.id);
  }
  if (Object.keys(deleted).length) page.deleted = deleted;
  return page;
}
