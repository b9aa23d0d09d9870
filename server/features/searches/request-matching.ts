/**
 * Who receives a request (docs/product.md "Requests and quotes", "Fair leads"): at most
 * SEARCH_RECIPIENTS_MAX active businesses of its category, of the request's district or its
 * region. A business of another region never receives it: a vendor in Lira does not quote on a
 * job in Ntinda. Of the places:
 * - the first ones go to the best: the district first, then best rated, most reviewed, quickest
 *   to quote;
 * - the last FAIR_SLOTS go to the least served of the others: the district first, then the fewest
 *   leads in the last FAIR_WINDOW_DAYS, then the one that waited longest for a lead (never first),
 *   then the newest business. Each lead sent moves its business back in that line, so the slots
 *   rotate through every matching business, and a new one gets a lead within its first few
 *   matching requests.
 * Posting a request (REST or a replayed offline write) and its preview both come here.
 *
 * Businesses keep their district as free text, so it is compared in the key form of
 * `districtKey` (sync/places.ts). A category holds at most a few thousand businesses, read
 * through `businesses_category_listing_idx`; the lead counts are one probe each of
 * `leads_business_idx` (business_id, created_at).
 */
import { and, asc, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lowerAscii } from '../../../db/dialect';
import { businesses, leads, searches } from '../../../db/schema';
import { firstRow } from '../../../db/query';
import { SEARCH_RECIPIENTS_MAX } from '../../../sync/constants';
import { districtKey, districtKeysOf, regionOf } from '../../../sync/places';

type Reader = Pick<Db, 'select'>;

/** Of the SEARCH_RECIPIENTS_MAX places, how many go to the least served businesses. */
const FAIR_SLOTS = 3;
/** How far back "least served" looks. */
const FAIR_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

const districtKeySql = (db: object, column: typeof businesses.district | typeof searches.district) =>
  lowerAscii(db, sql`replace(trim(${column}), '-', ' ')`);

function placeFilter(db: object, column: typeof businesses.district | typeof searches.district, district: string) {
  const region = regionOf(district);
  const key = districtKeySql(db, column);
  return region ? inArray(key, districtKeysOf(region)) : eq(key, districtKey(district));
}

/**
 * The businesses that should receive a request of `categoryId` in `district` posted at `now`,
 * leaving out `except` (those that already have it), so that `except.length` plus the answer
 * stays within the cap: the best ranked first, then the FAIR_SLOTS least served.
 */
export async function matchRecipients(
  db: Reader,
  where: { categoryId: number; district: string },
  now: number,
  except: readonly number[] = [],
): Promise<{ id: number; inDistrict: boolean }[]> {
  const room = SEARCH_RECIPIENTS_MAX - except.length;
  if (room <= 0) return [];
  const fairSlots = Math.min(FAIR_SLOTS, room);
  // 1 or 0 through CASE: a comparison is 1/0 on SQLite but true/false on PostgreSQL
  const inDistrict = sql<number>`(case when ${districtKeySql(db, businesses.district)} = ${districtKey(where.district)} then 1 else 0 end)`;
  const matching = (leaveOut: readonly number[]) =>
    and(
      eq(businesses.categoryId, where.categoryId),
      eq(businesses.isActive, true),
      placeFilter(db, businesses.district, where.district),
      leaveOut.length ? notInArray(businesses.id, [...leaveOut]) : undefined,
    );
  const toRecipient = (r: { id: number; inDistrict: number | string }) => ({
    id: r.id,
    inDistrict: Number(r.inDistrict) === 1,
  });

  const best = (
    await db
      .select({ id: businesses.id, inDistrict })
      .from(businesses)
      .where(matching(except))
      .orderBy(
        desc(inDistrict),
        desc(businesses.rating),
        desc(businesses.totalReviews),
        sql`${businesses.responseMinutes} is null`,
        asc(businesses.responseMinutes),
        asc(businesses.id),
      )
      .limit(room - fairSlots)
  ).map(toRecipient);

  const since = now - FAIR_WINDOW_DAYS * DAY_MS;
  const recentLeads = sql`(select count(*) from ${leads} where ${leads.businessId} = ${businesses.id} and ${leads.createdAt} >= ${since})`;
  const lastLead = sql`(select max(${leads.createdAt}) from ${leads} where ${leads.businessId} = ${businesses.id})`;
  const leastServed = (
    await db
      .select({ id: businesses.id, inDistrict })
      .from(businesses)
      .where(matching([...except, ...best.map((b) => b.id)]))
      .orderBy(
        desc(inDistrict),
        asc(recentLeads),
        sql`${lastLead} is not null`,
        asc(lastLead),
        desc(businesses.createdAt),
        asc(businesses.id),
      )
      .limit(fairSlots)
  ).map(toRecipient);
  return [...best, ...leastServed];
}

/**
 * The Leads screen's share (docs/product.md "Fair leads"): the requests of the business's
 * category and area (its district's region, or its district when it has none we know) posted in
 * the last FAIR_WINDOW_DAYS, and how many of them reached it. The count of requests reads
 * `searches_created_idx` over the window.
 */
export async function leadShare(
  db: Reader,
  business: { id: number; categoryId: number; district: string | null },
  now: number,
): Promise<{ days: number; matching: number; reached: number }> {
  const since = new Date(now - FAIR_WINDOW_DAYS * DAY_MS);
  const reached =
    (
      await firstRow(
        db
          .select({ n: count() })
          .from(leads)
          .innerJoin(searches, eq(searches.id, leads.searchId))
          .where(and(eq(leads.businessId, business.id), gte(searches.createdAt, since))),
      )
    )?.n ?? 0;
  const matching = business.district
    ? ((
        await firstRow(
          db
            .select({ n: count() })
            .from(searches)
            .where(
              and(
                eq(searches.categoryId, business.categoryId),
                gte(searches.createdAt, since),
                placeFilter(db, searches.district, business.district),
              ),
            ),
        )
      )?.n ?? 0)
    : 0;
  // a request of another category or place that reached it (it moved) still counts as matching
  return { days: FAIR_WINDOW_DAYS, matching: Math.max(matching, reached), reached };
}
