/**
 * The scope of a pull (docs/decisions/006-pull-scopes.md): the whole public directory; an offline
 * area, the active businesses of one district with their products and approved reviews (step 9);
 * or the categories alone, the base a device of a big directory keeps besides its areas (step 10).
 */
import { and, desc, eq, gt, inArray, lte, max, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { businesses, categories, products, reviews, syncCounter, tombstones } from '../../db/schema';
import type { PublicTable } from '../../sync/protocol';
import { firstRow } from '../../db/query';

/** Step 9: one district's active businesses, their products and approved reviews. */
export type AreaScope = { area: string };
/** Step 10: the categories and their tombstones, nothing else. */
export type CategoriesScope = { categories: true };
/** Undefined: the whole directory. */
export type PullScope = AreaScope | CategoriesScope | undefined;

export const isCategories = (scope: PullScope): scope is CategoriesScope =>
  scope !== undefined && 'categories' in scope;
/** The area of an area scope; undefined for the other scopes. */
export const areaOf = (scope: PullScope): AreaScope | undefined => (scope && 'area' in scope ? scope : undefined);

/** The page cache's key of a scope (pull-cache.ts); the whole directory is ''. */
export const scopeKey = (scope: PullScope) => (!scope ? '' : 'area' in scope ? `area:${scope.area}` : 'categories');

const ALL_TABLES: readonly PublicTable[] = ['categories', 'businesses', 'reviews', 'productReviews'];

/**
 * The public tables a scope's pages carry. An area keeps no categories or product reviews (the
 * device has them from another scope), the categories scope nothing but categories.
 */
export function scopeTables(scope: PullScope): ReadonlySet<PublicTable> {
  if (!scope) return new Set(ALL_TABLES);
  return new Set<PublicTable>('area' in scope ? ['businesses', 'reviews'] : ['categories']);
}

/**
 * The newest version of what a scope's pages carry (pull-cache.ts step 2): the counter for the
 * whole directory; for an area, the newest business, product, review or tombstone of either; for
 * the categories, the newest category or category tombstone. Each is one step down an index.
 */
export async function scopeVersion(db: Db, scope: PullScope): Promise<number> {
  const newestTombstone = async (entities: string[]) =>
    (
      await firstRow(
        db
          .select({ v: tombstones.version })
          .from(tombstones)
          .where(inArray(tombstones.entity, entities))
          .orderBy(desc(tombstones.version))
          .limit(1),
      )
    )?.v ?? 0;
  const newest = async (table: typeof businesses | typeof products | typeof reviews | typeof categories) =>
    (await firstRow(db.select({ v: max(table.version) }).from(table)))?.v ?? 0;
  if (!scope)
    return (await firstRow(db.select({ v: syncCounter.value }).from(syncCounter).where(eq(syncCounter.id, 1))))?.v ?? 0;
  if (isCategories(scope)) return Math.max(await newest(categories), await newestTombstone(['categories']));
  return Math.max(
    await newest(businesses),
    await newest(products),
    await newest(reviews),
    await newestTombstone(AREA_TOMBSTONES),
  );
}

/** Tombstones an area's device acts on: its businesses and their reviews (a tombstone names no district). */
const AREA_TOMBSTONES = ['businesses', 'reviews'];

/**
 * Step 9: an area a device may pull is a district some business names. The districts of active
 * businesses are those GET /api/sync/areas offers (areas.ts); one whose businesses were all
 * hidden since stays pullable as an empty area, so a device that chose it learns they left. Any
 * other name is refused: it would only fill the page cache (pull-cache.ts) with empty pages.
 */
export async function isKnownArea(db: Db, area: string): Promise<boolean> {
  return !!(await firstRow(
    db.select({ id: businesses.id }).from(businesses).where(eq(businesses.district, area)).limit(1),
  ));
}

/** The ids of the area's active businesses, as a subquery. */
const areaBusinessIds = (db: Db, area: string) =>
  db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.district, area), eq(businesses.isActive, true)));

/**
 * The area's businesses whose own row changed in the range: each may be new to the device (it
 * moved in, or came back), so it comes with its products and its approved reviews whole.
 */
const enteringIds = (db: Db, area: string, since: number, upper: number) =>
  db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.district, area),
        eq(businesses.isActive, true),
        gt(businesses.version, since),
        lte(businesses.version, upper),
      ),
    );

/**
 * Step 2 for an area: the last version of the page counted over the area's changes only, so an
 * area's download takes as many pages as its own size needs. After a first pull every business
 * change counts: one that left the area is in the page's `deleted`.
 */
export async function areaPageBound(db: Db, area: string, since: number, limit: number) {
  const inArea = areaBusinessIds(db, area);
  const rows = db
    .select({ v: businesses.version })
    .from(businesses)
    .where(
      and(
        gt(businesses.version, since),
        since === 0 ? and(eq(businesses.district, area), eq(businesses.isActive, true)) : undefined,
      ),
    );
  const productVersions = db
    .select({ v: products.version })
    .from(products)
    .where(and(gt(products.version, since), inArray(products.businessId, inArea)));
  const reviewVersions = db
    .select({ v: reviews.version })
    .from(reviews)
    .where(and(gt(reviews.version, since), inArray(reviews.businessId, inArea)));
  const gone = db
    .select({ v: tombstones.version })
    .from(tombstones)
    .where(and(gt(tombstones.version, since), inArray(tombstones.entity, AREA_TOMBSTONES)));
  // a first pull has no tombstones to send
  const versions =
    since > 0 ? unionAll(rows, productVersions, reviewVersions, gone) : unionAll(rows, productVersions, reviewVersions);
  return await versions
    .orderBy(sql`1`)
    .limit(2)
    .offset(limit - 1);
}

/**
 * Step 2 for the categories scope: the page counts category changes and tombstones only, so a
 * business, product or review write makes no page of it (the pull answers 204).
 */
export async function categoriesPageBound(db: Db, since: number, limit: number) {
  return await unionAll(
    db.select({ v: categories.version }).from(categories).where(gt(categories.version, since)),
    db
      .select({ v: tombstones.version })
      .from(tombstones)
      .where(and(gt(tombstones.version, since), eq(tombstones.entity, 'categories'))),
  )
    .orderBy(sql`1`)
    .limit(2)
    .offset(limit - 1);
}

/** The reviews of an area page: those changed in the range, and the approved ones of entering businesses. */
export const areaReviewsWhere = (db: Db, area: string, since: number, upper: number) =>
  and(
    inArray(reviews.businessId, areaBusinessIds(db, area)),
    or(
      and(gt(reviews.version, since), lte(reviews.version, upper)),
      since > 0
        ? and(
            lte(reviews.version, since),
            eq(reviews.status, 'APPROVED'),
            inArray(reviews.businessId, enteringIds(db, area, since, upper)),
          )
        : undefined,
    ),
  );
