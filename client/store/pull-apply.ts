/**
 * Stores one pull page (sync/protocol.ts step 7): rows, deletions, own-data sections and the new
 * cursors in a single IndexedDB transaction, so a failure halfway stores nothing and keeps the
 * old cursor; the same page is pulled again next time.
 */
import type { MineSections, PullResponse } from '../../sync/protocol';
import type {
  BusinessRecord,
  BusinessReviewRecord,
  DeliveryRecord,
  LeadRecord,
  SearchRecord,
} from '../../sync/schemas/pull';
import { db, getMeta, type MineRow } from './db';
import { decodePage, withKeptProducts, withSearchFields } from './decode';

type Mine = MineSections<BusinessRecord, BusinessReviewRecord, SearchRecord, LeadRecord, DeliveryRecord>;

export type ApplyOptions = {
  /** The account whose own data was asked for (`mine` sent), or null for an anonymous pull. */
  mineUserId: number | null;
};

export async function applyPullPage(page: PullResponse, options: ApplyOptions): Promise<void> {
  const rows = decodePage(page);
  await db.transaction(
    'rw',
    [db.categories, db.businesses, db.reviews, db.productReviews, db.mine, db.meta],
    async () => {
      if (page.reset) {
        await Promise.all([db.categories, db.businesses, db.reviews, db.productReviews, db.mine].map((t) => t.clear()));
        await db.meta.put({ key: 'mineCursor', value: 0 });
      }
      if (rows.categories.length) await db.categories.bulkPut(rows.categories);
      const need = new Set(await getMeta<number[]>('needProducts', []));
      if (rows.businesses.length) {
        const stored = await db.businesses.bulkGet(rows.businesses.map((b) => b.id));
        await db.businesses.bulkPut(rows.businesses.map((b, i) => withKeptProducts(b, stored[i], need)));
      }
      if (rows.reviews.length) await db.reviews.bulkPut(rows.reviews);
      if (rows.productReviews.length) await db.productReviews.bulkPut(rows.productReviews);
      const deleted = page.deleted ?? {};
      if (deleted.categories?.length) await db.categories.bulkDelete(deleted.categories);
      if (deleted.businesses?.length) await db.businesses.bulkDelete(deleted.businesses);
      for (const id of deleted.businesses ?? []) need.delete(id);
      await db.meta.put({ key: 'needProducts', value: [...need] });
      if (deleted.reviews?.length) await db.reviews.bulkDelete(deleted.reviews);
      if (deleted.productReviews?.length) await db.productReviews.bulkDelete(deleted.productReviews);
      await db.meta.put({ key: 'cursor', value: page.cursor });
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

function mineRows(mine: Mine): MineRow[] {
  const rows: MineRow[] = [];
  if (mine.reviews) rows.push({ section: 'reviews', value: mine.reviews });
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
