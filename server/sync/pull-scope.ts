/**
 * The scope of a pull (docs/decisions/006-pull-scopes.md): the whole public directory, or an
 * offline area, the active businesses of one district with their products and approved reviews.
 */
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { businesses, products, reviews, tombstones } from '../../db/schema';

export type PullScope = { area: string } | undefined;

/** The page cache's key of a scope (pull-cache.ts); the whole directory is ''. */
export const scopeKey = (scope: PullScope) => (scope ? `area:${scope.area}` : '');

/** Tombstones an area's device acts on: its businesses and their reviews (a tombstone names no district). */
export const AREA_TOMBSTONES = ['businesses', 'reviews'];

/** The ids of the area's active businesses, as a subquery. */
export const areaBusinessIds = (db: Db, area: string) =>
  db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.district, area), eq(businesses.isActive, true)));

/**
 * The area's businesses whose own row changed in the range: each may be new to the device (it
 * moved in, or came back), so it comes with its products and its approved reviews whole.
 */
export const enteringIds = (db: Db, area: string, since: number, upper: number) =>
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
export function areaPageBound(db: Db, area: string, since: number, limit: number) {
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
  return versions
    .orderBy(sql`1`)
    .limit(2)
    .offset(limit - 1)
    .all();
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
