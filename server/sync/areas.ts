/**
 * GET /api/sync/areas (sync/protocol.ts step 9): the offline areas a device can choose, one per
 * district of the list (sync/places.ts) that active businesses name (a district kept from free
 * text that names none is flagged for its owner to choose again, docs/product.md "Places"), with the bytes its download will take as sent, and their total
 * (step 10: a device keeps the whole directory while it is under SMALL_DIRECTORY_BYTES).
 *
 * An area's size is measured, not modelled: its first page is built and brotli-encoded as a
 * download would (and stays in the page cache for the first device that asks for it), and its
 * bytes per row scale to the area's rows. Small areas compress worse per business than big
 * ones (200 B against 90 B in the seeded data), so no one ratio fits all. A measurement is kept
 * while its area's rows stay within MEASURE_SLACK of the rows it was made at: writes elsewhere
 * in the directory, or a few in the area, cost one grouped count query per change counter.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, reviews } from '../../db/schema';
import { DISTRICTS } from '../../sync/places';
import { currentVersion } from './pull-public';

export type Area = { district: string; businesses: number; bytes: number };
/** All the areas together: the active businesses with a district and the bytes of their downloads. */
export type AreasTotal = { businesses: number; bytes: number };
/** A first page of an area as sent: its encoded bytes and the rows (businesses, products, reviews) it holds. */
export type Measured = { bytes: number; rows: number };

/** A measurement scales linearly while the area's rows stay within this share of it. */
const MEASURE_SLACK = 0.2;

type Counted = { district: string; businesses: number; rows: number };
type AreaCache = {
  counter: number;
  counted: Promise<Counted[]>;
  measured: Map<string, Measured & { at: number }>;
};
const caches = new WeakMap<Db, AreaCache>();

/** Active businesses, their products and approved reviews per district of the list: one grouped read. */
async function countAreas(db: Db): Promise<Counted[]> {
  const listed = inArray(businesses.district, [...DISTRICTS]);
  const approved = new Map(
    (
      await db
        .select({ district: businesses.district, reviews: count() })
        .from(reviews)
        .innerJoin(businesses, eq(businesses.id, reviews.businessId))
        .where(and(eq(reviews.status, 'APPROVED'), eq(businesses.isActive, true), listed))
        .groupBy(businesses.district)
    ).map((r) => [r.district!, r.reviews]),
  );
  return (
    await db
      .select({
        district: businesses.district,
        businesses: count(),
        products: sql<number>`sum(${businesses.productCount})`,
      })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), listed))
      .groupBy(businesses.district)
  ).map((r) => ({
    district: r.district!,
    businesses: r.businesses,
    rows: r.businesses + Number(r.products ?? 0) + (approved.get(r.district!) ?? 0),
  }));
}

/**
 * The areas at the current counter, largest first. `inTurn` runs the grouped count in a work
 * turn (http/work-turns.ts); `measure` builds and encodes an area's first page.
 */
export async function offeredAreas(
  db: Db,
  inTurn: <T>(job: () => Promise<T>) => Promise<T>,
  measure: (district: string) => Promise<Measured>,
): Promise<{ counter: number; total: AreasTotal; areas: Area[] }> {
  const counter = await currentVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.counter < counter) {
    const counted = inTurn(() => countAreas(db));
    cache = { counter, counted, measured: cache?.measured ?? new Map() };
    caches.set(db, cache);
    // a failed count is not kept: the next request counts again
    counted.catch(() => caches.get(db) === cache && caches.delete(db));
  }
  const { measured } = cache;
  const areas: Area[] = [];
  for (const area of await cache.counted) {
    let kept = measured.get(area.district);
    if (!kept || Math.abs(area.rows - kept.at) > kept.at * MEASURE_SLACK) {
      kept = { ...(await measure(area.district)), at: area.rows };
      measured.set(area.district, kept);
    }
    const bytes = kept.rows > 0 ? Math.round((kept.bytes * area.rows) / kept.rows) : kept.bytes;
    areas.push({ district: area.district, businesses: area.businesses, bytes });
  }
  for (const district of measured.keys()) if (!areas.some((a) => a.district === district)) measured.delete(district);
  const total = areas.reduce<AreasTotal>(
    (sum, a) => ({ businesses: sum.businesses + a.businesses, bytes: sum.bytes + a.bytes }),
    { businesses: 0, bytes: 0 },
  );
  areas.sort((a, b) => b.businesses - a.businesses || a.district.localeCompare(b.district));
  return { counter, total, areas };
}
