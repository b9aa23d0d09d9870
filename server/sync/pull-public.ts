/**
 * Steps 2–4 of the pull (sync/protocol.ts): the next page of public changes after a cursor, read
 * from one snapshot, rows in the positional format of the protocol.
 */
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
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
  BUSINESS_COLS,
  CATEGORY_COLS,
  PRODUCT_COLS,
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

/** Tombstone entity (SQL table name) → the table name of the protocol. */
const DELETABLE: Record<string, PublicTable> = {
  categories: 'categories',
  businesses: 'businesses',
  reviews: 'reviews',
  product_reviews: 'productReviews',
};

const bit = (b: boolean) => (b ? 1 : null);
const minutes = (d: Date) => toEpochMinutes(d);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The current value of the change counter: the newest version anywhere. */
export function currentVersion(db: Db): number {
  return db.select({ value: syncCounter.value }).from(syncCounter).where(eq(syncCounter.id, 1)).get()?.value ?? 0;
}

/** 2. The last version of this page and whether more follow. */
export function pageBound(db: Db, since: number, limit: number): { upper: number; hasMore: boolean } {
  const counter = currentVersion(db);
  const versions = unionAll(
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
    .offset(limit - 1)
    .all();
  if (versions.length === 2) return { upper: versions[0]!.v, hasMore: true };
  return { upper: counter, hasMore: false };
}

/** 3–4. The public changes with since < version ≤ upper; `deleted` only when the device has data. */
export function publicChanges(db: Db, since: number, upper: number): Omit<PullResponse, 'cursor' | 'hasMore'> {
  const inRange = (column: SQLiteColumn) => and(gt(column, since), lte(column, upper));
  const page: Omit<PullResponse, 'cursor' | 'hasMore'> = {};
  const deleted: Partial<Record<PublicTable, number[]>> = {};
  const hide = (table: PublicTable, id: number) => {
    if (since > 0) (deleted[table] ??= []).push(id);
  };

  const cats = db.select().from(categories).where(inRange(categories.version)).orderBy(asc(categories.id)).all();
  const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
  if (cats.length)
    page.categories = cats.map((c) =>
      category.encode({ ...c, createdAt: minutes(c.createdAt), updatedAt: minutesAfter(c.createdAt, c.updatedAt) }),
    );

  const productChanged = db.select({ id: products.businessId }).from(products).where(inRange(products.version));
  const changed = db
    .select()
    .from(businesses)
    .where(or(inRange(businesses.version), inArray(businesses.id, productChanged)))
    .orderBy(asc(businesses.id))
    .all();
  const active = changed.filter((b) => b.isActive);
  for (const b of changed) if (!b.isActive) hide('businesses', b.id);
  if (active.length) page.businesses = businessRows(db, active);

  const revs = db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(inRange(reviews.version))
    .orderBy(asc(reviews.id))
    .all();
  const approved: Row[] = [];
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  for (const { review: r, ...user } of revs) {
    if (r.status !== 'APPROVED') hide('reviews', r.id);
    else approved.push(review.encode({ ...r, ...user, createdAt: minutes(r.createdAt), isFlagged: bit(r.isFlagged) }));
  }
  if (approved.length) page.reviews = approved;

  const prs = db
    .select({ review: productReviews, firstName: users.firstName, lastName: users.lastName })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(inRange(productReviews.version))
    .orderBy(asc(productReviews.id))
    .all();
  const productReview = rowCodec(PRODUCT_REVIEW_COLS, DELTA_COLS.productReviews);
  if (prs.length)
    page.productReviews = prs.map(({ review: r, ...user }) =>
      productReview.encode({ ...r, ...user, createdAt: minutes(r.createdAt), isFlagged: bit(r.isFlagged) }),
    );

  if (since > 0) {
    const gone = db
      .select({ entity: tombstones.entity, id: tombstones.entityId })
      .from(tombstones)
      .where(and(inRange(tombstones.version), inArray(tombstones.entity, Object.keys(DELETABLE))))
      .all();
    for (const t of gone) hide(DELETABLE[t.entity]!, t.id);
  }
  if (Object.keys(deleted).length) page.deleted = deleted;
  return page;
}

type BusinessRow = typeof businesses.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Business rows with their products nested (step 3), products read in chunks of ids. */
function businessRows(db: Db, list: BusinessRow[]): Row[] {
  const byBusiness = new Map<number, ProductRow[]>();
  for (let i = 0; i < list.length; i += 500) {
    const ids = list.slice(i, i + 500).map((b) => b.id);
    const rows = db
      .select()
      .from(products)
      .where(inArray(products.businessId, ids))
      .orderBy(asc(products.businessId), asc(products.createdAt), asc(products.id))
      .all();
    for (const p of rows) byBusiness.set(p.businessId, [...(byBusiness.get(p.businessId) ?? []), p]);
  }
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const product = rowCodec(PRODUCT_COLS, DELTA_COLS.products);
  return list.map((b) =>
    business.encode({
      ...b,
      rating: round2(b.rating),
      isVerified: bit(b.isVerified),
      products: (byBusiness.get(b.id) ?? []).map((p) =>
        product.encode({
          ...p,
          createdAt: minutes(p.createdAt),
          updatedAt: minutesAfter(p.createdAt, p.updatedAt),
          currency: p.currency === 'UGX' ? null : p.currency,
        }),
      ),
    }),
  );
}
