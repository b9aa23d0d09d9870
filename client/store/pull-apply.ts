/**
 * Stores one pull page (sync/protocol.ts step 7): rows, deletions, own-data sections and the new
 * cursors in a single IndexedDB transaction, so a failure halfway stores nothing and keeps the
 * old cursor; the same page is pulled again next time.
 * The rows are decoded and written a slice at a time inside that transaction: writing a record
 * costs the main thread its structured clone, and a page of 8,000 rows written at once blocked it
 * for seconds. Awaiting each slice's writes hands the event loop back to the page (the writes
 * complete in a later task) while the transaction stays open, since the next slice is issued
 * from their completion.
 */
import type { MineSections, PullResponse, Row } from '../../sync/protocol';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  DeliveryRecord,
  LeadRecord,
  ProductReviewRecord,
  SearchRecord,
} from '../../sync/schemas/pull';
import { db, getMeta, type MineRow } from './db';
import { pageDecoder, withKeptProducts, withSearchFields } from './decode';

type Mine = MineSections<
  BusinessRecord,
  BusinessReviewRecord,
  SearchRecord,
  LeadRecord,
  DeliveryRecord,
  ProductReviewRecord
>;

/**
 * Rows per slice, so that a slice's decoding and writes take about 50 ms on a 4× slowed CPU. Not
 * under 50: for a smaller bulkPut Dexie tracks every key and index value it changed for liveQuery,
 * which cost seconds per page at commit; from 50 rows on it marks the table changed as a whole.
 */
export const APPLY_SLICE_ROWS = { categories: 100, businesses: 50, reviews: 200, productReviews: 100 };

/**
 * Rows per slice of a small page applied on the page's thread (page-writer.ts: the categories scope,
 * a delta). Writing a record there costs its structured clone on the main thread: the categories
 * scope's 20 categories in one slice held it for about 100 ms (a 4× slowed CPU: 460 ms) right after
 * a list page loaded. A page this small has few keys to track for the live queries.
 */
export const SMALL_PAGE_SLICE_ROWS: SliceRows = { categories: 5, businesses: 5, reviews: 10, productReviews: 10 };

export type SliceRows = typeof APPLY_SLICE_ROWS;

/**
 * Which pull a page answers (device-scope.ts): the whole directory, the categories scope of a
 * scoped device, or one of its offline areas. Each keeps its own cursor.
 */
export type PullTarget = { scope: 'whole' } | { scope: 'categories' } | { scope: 'area'; district: string };

export type ApplyOptions = {
  /** The account whose own data was asked for (`mine` sent), or null for an anonymous pull. */
  mineUserId: number | null;
  /** The whole directory when absent. */
  target?: PullTarget;
  /** APPLY_SLICE_ROWS when absent. */
  sliceRows?: SliceRows;
};

function* slices(rows: Row[] | undefined, size: number): Generator<Row[]> {
  for (let i = 0; i < (rows?.length ?? 0); i += size) yield rows!.slice(i, i + size);
}

export async function applyPullPage(page: PullResponse, options: ApplyOptions): Promise<void> {
  const target = options.target ?? { scope: 'whole' };
  const size = options.sliceRows ?? APPLY_SLICE_ROWS;
  if (target.scope === 'area') return applyAreaPage(page, target.district, size);
  const decode = pageDecoder(page);
  await db.transaction(
    'rw',
    [db.categories, db.businesses, db.reviews, db.productReviews, db.mine, db.meta, db.seen, db.listings, db.areas],
    async () => {
      if (page.reset) {
        // the server's database was replaced: nothing held matches it any more
        await Promise.all(
          [db.categories, db.businesses, db.reviews, db.productReviews, db.mine, db.seen, db.listings].map((t) =>
            t.clear(),
          ),
        );
        await db.areas.toCollection().modify({ cursor: 0, syncedAt: null });
        await db.meta.bulkPut([
          { key: 'mineCursor', value: 0 },
          { key: target.scope === 'whole' ? 'baseCursor' : 'cursor', value: 0 },
        ]);
      }
      for (const rows of slices(page.categories, size.categories)) await db.categories.bulkPut(decode.categories(rows));
      const need = new Set(await getMeta<number[]>('needProducts', []));
      for (const rows of slices(page.businesses, size.businesses)) {
        const incoming = decode.businesses(rows);
        // only a row sent without its products needs the stored one (a first pull has none)
        const kept = incoming.filter((b) => b.keepProducts).map((b) => b.id);
        const stored = new Map((kept.length ? await db.businesses.bulkGet(kept) : []).map((b, i) => [kept[i], b]));
        await db.businesses.bulkPut(incoming.map((b) => withKeptProducts(b, stored.get(b.id), need)));
      }
      for (const rows of slices(page.reviews, size.reviews)) await db.reviews.bulkPut(decode.reviews(rows));
      for (const rows of slices(page.productReviews, size.productReviews))
        await db.productReviews.bulkPut(decode.productReviews(rows));
      const deleted = page.deleted ?? {};
      if (deleted.categories?.length) await db.categories.bulkDelete(deleted.categories);
      if (deleted.businesses?.length) await db.businesses.bulkDelete(deleted.businesses);
      for (const id of deleted.businesses ?? []) need.delete(id);
      await db.meta.put({ key: 'needProducts', value: [...need] });
      if (deleted.reviews?.length) await db.reviews.bulkDelete(deleted.reviews);
      if (deleted.productReviews?.length) await db.productReviews.bulkDelete(deleted.productReviews);
      await db.meta.put({ key: target.scope === 'whole' ? 'cursor' : 'baseCursor', value: page.cursor });
      if (options.mineUserId !== null && !page.hasMore) {
        await db.mine.bulkPut(mineRows((page.mine ?? {}) as Mine));
        await db.meta.bulkPut([
          { key: 'mineCursor', value: page.cursor },
          { key: 'mineUserId', value: options.mineUserId },
        ]);
      }
    },
  );
}

/**
 * An offline area's page (sync/protocol.ts step 9): its businesses come whole, with their
 * products. `deleted.businesses` names every business changed elsewhere; only one the device
 * holds as part of this area (its stored district is this one) leaves, with its reviews: a
 * business the user opened in another district stays.
 */
async function applyAreaPage(page: PullResponse, district: string, size: SliceRows): Promise<void> {
  const decode = pageDecoder(page);
  await db.transaction('rw', [db.businesses, db.reviews, db.areas], async () => {
    const area = await db.areas.get(district);
    // the user removed the area while its page travelled
    if (!area) return;
    if (page.reset) {
      const held = await db.businesses.where('district').equals(district).primaryKeys();
      await db.businesses.bulkDelete(held);
      await db.reviews.where('businessId').anyOf(held).delete();
    }
    for (const rows of slices(page.businesses, size.businesses))
      await db.businesses.bulkPut(decode.businesses(rows).map(({ keepProducts: _keep, ...b }) => b));
    for (const rows of slices(page.reviews, size.reviews)) await db.reviews.bulkPut(decode.reviews(rows));
    const named = page.deleted?.businesses ?? [];
    if (named.length) {
      const held = (await db.businesses.bulkGet(named)).filter((b) => b?.district === district).map((b) => b!.id);
      await db.businesses.bulkDelete(held);
      if (held.length) await db.reviews.where('businessId').anyOf(held).delete();
    }
    if (page.deleted?.reviews?.length) await db.reviews.bulkDelete(page.deleted.reviews);
    await db.areas.update(district, { cursor: page.cursor, ...(!page.hasMore && { syncedAt: Date.now() }) });
  });
}

/** A page as the server sent it: parsed here (in the worker, pull-worker.ts), then applied. */
export async function applyPageText(text: string, options: ApplyOptions): Promise<{ hasMore: boolean }> {
  const page = JSON.parse(text) as PullResponse;
  // the account changed while the page travelled: its own data belongs to nobody here
  if (options.mineUserId === null) delete page.mine;
  await applyPullPage(page, options);
  return { hasMore: page.hasMore };
}

function mineRows(mine: Mine): MineRow[] {
  const rows: MineRow[] = [];
  if (mine.reviews) rows.push({ section: 'reviews', value: mine.reviews });
  if (mine.productReviews) rows.push({ section: 'productReviews', value: mine.productReviews });
  if (mine.votes) rows.push({ section: 'votes', value: mine.votes });
  if (mine.searches) rows.push({ section: 'searches', value: mine.searches });
  if (mine.leads) rows.push({ section: 'leads', value: mine.leads });
  if (mine.deliveries) rows.push({ section: 'deliveries', value: mine.deliveries });
  if (mine.business !== undefined) {
    const own = mine.business;
    rows.push({ section: 'business', value: own ? withSearchFields(withoutCategory(own)) : null });
  }
  return rows;
}

function withoutCategory(b: BusinessRecord): Omit<BusinessRecord, 'category'> {
  const { category: _category, ...rest } = b;
  return rest;
}
