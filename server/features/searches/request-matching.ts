/**
 * Who receives a request (docs/product.md, "Requests and quotes"): at most SEARCH_RECIPIENTS_MAX
 * active businesses of its category, those of the request's district first, then those of the
 * same region, each group best rated and most responsive first. A business of another region
 * never receives it: a vendor in Lira does not quote on a job in Ntinda.
 *
 * Businesses keep their district as free text, so it is compared in the key form of
 * `districtKey` (sync/places.ts). A category holds at most a few thousand businesses, read
 * through `businesses_category_listing_idx`, so no index on the expression is needed.
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lowerAscii } from '../../../db/dialect';
import { businesses } from '../../../db/schema';
import { SEARCH_RECIPIENTS_MAX } from '../../../sync/constants';
import { districtKey, districtKeysOf, regionOf } from '../../../sync/places';

type Reader = Pick<Db, 'select'>;

const districtKeySql = (db: object) => lowerAscii(db, sql`replace(trim(${businesses.district}), '-', ' ')`);

function placeFilter(db: object, district: string) {
  const region = regionOf(district);
  const key = districtKeySql(db);
  return region ? inArray(key, districtKeysOf(region)) : eq(key, districtKey(district));
}

/**
 * The businesses that should receive a request of `categoryId` in `district`, best first,
 * leaving out `except` (those that already have it), so that `except.length` plus the answer
 * stays within the cap.
 */
export async function matchRecipients(
  db: Reader,
  where: { categoryId: number; district: string },
  except: readonly number[] = [],
): Promise<{ id: number; inDistrict: boolean }[]> {
  const room = SEARCH_RECIPIENTS_MAX - except.length;
  if (room <= 0) return [];
  // 1 or 0 through CASE: a comparison is 1/0 on SQLite but true/false on PostgreSQL
  const inDistrict = sql<number>`(case when ${districtKeySql(db)} = ${districtKey(where.district)} then 1 else 0 end)`;
  return (
    await db
      .select({ id: businesses.id, inDistrict })
      .from(businesses)
      .where(
        and(
          eq(businesses.categoryId, where.categoryId),
          eq(businesses.isActive, true),
          placeFilter(db, where.district),
          except.length ? notInArray(businesses.id, [...except]) : undefined,
        ),
      )
      .orderBy(
        desc(inDistrict),
        desc(businesses.rating),
        desc(businesses.totalReviews),
        sql`${businesses.responseMinutes} is null`,
        asc(businesses.responseMinutes),
        asc(businesses.id),
      )
      .limit(room)
  ).map((r) => ({ id: r.id, inDistrict: r.inDistrict === 1 }));
}
