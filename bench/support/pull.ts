/**
 * A device's pull of the directory over HTTP (sync/protocol.ts, pull), counting the bytes of every
 * page on the wire, and the pages decoded back into plain records (the same decoding as a device).
 */
import {
  BUSINESS_COLS,
  CATEGORY_COLS,
  DELTA_COLS,
  PRODUCT_COLS,
  PRODUCT_REVIEW_COLS,
  REVIEW_COLS,
  rowCodec,
  type PullResponse,
  type Row,
} from '../../sync/protocol';
import { wireRequest } from './http';

const ACCEPT_ENCODING = 'br, gzip';

export type PullRun = {
  cursor: number;
  pages: { since: number; status: number; received: number; sent: number; bodyBytes: number; encoding: string }[];
  /** Response bytes on the wire, all pages. */
  received: number;
  /** Request bytes on the wire, all pages. */
  sent: number;
  bodies: PullResponse[];
};

export async function pullAll(baseUrl: string, since: number): Promise<PullRun> {
  const run: PullRun = { cursor: since, pages: [], received: 0, sent: 0, bodies: [] };
  for (let page = 0; page < 500; page++) {
    const res = await wireRequest(`${baseUrl}/api/sync/pull?since=${run.cursor}`, {
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
    run.pages.push({
      since: run.cursor,
      status: res.status,
      received: res.received,
      sent: res.sent,
      bodyBytes: res.bodyBytes,
      encoding: String(res.headers['content-encoding'] ?? 'identity'),
    });
    run.received += res.received;
    run.sent += res.sent;
    if (res.status === 204) break;
    if (res.status !== 200)
      throw new Error(`pull since=${run.cursor} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
    const body = JSON.parse(res.body.toString('utf8')) as PullResponse;
    run.bodies.push(body);
    run.cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return run;
}

const withoutNulls = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null));

/** The records of the pulled pages as plain objects (nulls left out), the way a device stores them. */
export function decodePages(bodies: PullResponse[]) {
  const out = {
    categories: [] as Record<string, unknown>[],
    businesses: [] as Record<string, unknown>[],
    reviews: [] as Record<string, unknown>[],
    productReviews: [] as Record<string, unknown>[],
  };
  for (const body of bodies) {
    const category = rowCodec(CATEGORY_COLS, DELTA_COLS.categories);
    const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
    const product = rowCodec(PRODUCT_COLS, DELTA_COLS.products);
    const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
    const productReview = rowCodec(PRODUCT_REVIEW_COLS, DELTA_COLS.productReviews);
    for (const r of body.categories ?? []) out.categories.push(withoutNulls(category.decode(r)));
    for (const r of body.businesses ?? []) {
      const b = business.decode(r);
      out.businesses.push(
        withoutNulls({
          ...b,
          products: ((b.products as Row[] | null) ?? []).map((p) => withoutNulls(product.decode(p))),
        }),
      );
    }
    for (const r of body.reviews ?? []) out.reviews.push(withoutNulls(review.decode(r)));
    for (const r of body.productReviews ?? []) out.productReviews.push(withoutNulls(productReview.decode(r)));
  }
  return out;
}
