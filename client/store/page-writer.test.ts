import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_COLS, DELTA_COLS, REVIEW_COLS, rowCodec, type PullResponse } from '../../sync/protocol';
import { clearDeviceStore } from '../test-support/device';
import { db, getMeta } from './db';
import { WORKER_MIN_CHARS, type ApplyReply, type ApplyRequest } from './page-writer';
import { APPLY_SLICE_ROWS, applyPageText, SMALL_PAGE_SLICE_ROWS } from './pull-apply';

function page(cursor: number, hasMore: boolean, businessIds: number[], reviewIds: number[] = []): string {
  const business = rowCodec(BUSINESS_COLS, DELTA_COLS.businesses);
  const review = rowCodec(REVIEW_COLS, DELTA_COLS.reviews);
  const body: PullResponse = {
    cursor,
    hasMore,
    businesses: businessIds.map((id) => business.encode({ id, categoryId: 1, name: `Shop ${id}`, products: [] })),
    reviews: reviewIds.map((id) => review.encode({ id, businessId: 1, rating: 5, createdAt: 29_000_000, userId: 3 })),
  };
  return JSON.stringify(body);
}

/** The same page as big as the worker takes (JSON allows trailing white space). */
const big = (text: string) => text.padEnd(WORKER_MIN_CHARS, ' ');

/** A stand-in for the browser's Worker running pull-worker.ts: same messages, same store. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static broken = false;
  received: ApplyRequest[] = [];
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: ApplyRequest) {
    this.received.push(request);
    const answer = (data: ApplyReply) => this.dispatchEvent(new MessageEvent('message', { data }));
    if (FakeWorker.broken) {
      setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })));
      return;
    }
    applyPageText(request.text, request.options).then(
      ({ hasMore }) => answer({ id: request.id, hasMore }),
      (error: Error) => answer({ id: request.id, error: error.message }),
    );
  }
  terminate() {}
}

/** page-writer.ts keeps its worker for the session: each test loads it afresh. */
async function writer() {
  vi.resetModules();
  return import('./page-writer');
}

beforeEach(async () => {
  await clearDeviceStore();
  FakeWorker.started = [];
  FakeWorker.broken = false;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('applying pull pages off the main thread', () => {
  it('sends each page to one worker and resolves once it is stored, or with the worker’s error', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { applyPage } = await writer();
    expect(await applyPage(big(page(10, true, [1, 2])), { mineUserId: null })).toEqual({ hasMore: true });
    expect(await applyPage(big(page(20, false, [3])), { mineUserId: null })).toEqual({ hasMore: false });
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received.map((r) => r.id)).toEqual([1, 2]);
    expect(await db.businesses.count()).toBe(3);
    expect(await getMeta('cursor', 0)).toBe(20);

    await expect(applyPage(big('{"cursor": 30, "businesses": [['), { mineUserId: null })).rejects.toThrow(/JSON/);
    expect(await getMeta('cursor', 0)).toBe(20);
  });

  it('applies a small page here, without starting the worker, a few rows per task', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { applyPage } = await writer();
    expect(await applyPage(page(10, false, [1]), { mineUserId: null })).toEqual({ hasMore: false });
    expect(FakeWorker.started).toHaveLength(0);
    expect(await db.businesses.count()).toBe(1);

    // the writer's own module graph (writer() loads it afresh)
    const puts = vi.spyOn((await import('./db')).db.businesses, 'bulkPut');
    const ids = Array.from({ length: 2 * SMALL_PAGE_SLICE_ROWS.businesses + 2 }, (_, i) => i + 1);
    expect(await applyPage(page(20, false, ids), { mineUserId: null })).toEqual({ hasMore: false });
    expect(puts.mock.calls.map(([rows]) => rows.length)).toEqual([
      SMALL_PAGE_SLICE_ROWS.businesses,
      SMALL_PAGE_SLICE_ROWS.businesses,
      2,
    ]);
    expect(await db.businesses.count()).toBe(ids.length);
    expect(await getMeta('cursor', 0)).toBe(20);
  });

  it('applies pages here when the worker cannot start or dies, and does not start another', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.broken = true;
    const { applyPage } = await writer();
    expect(await applyPage(big(page(10, true, [1])), { mineUserId: null })).toEqual({ hasMore: true });
    expect(await applyPage(big(page(20, false, [2])), { mineUserId: null })).toEqual({ hasMore: false });
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.received).toHaveLength(1);
    expect(await getMeta('cursor', 0)).toBe(20);

    vi.stubGlobal('Worker', undefined);
    const here = await writer();
    expect(await here.applyPage(big(page(30, false, [4])), { mineUserId: null })).toEqual({ hasMore: false });
    expect(await db.businesses.count()).toBe(3);
  });

  it('writes a page in slices of at least 50 rows (Dexie then marks a table changed whole), in one transaction', async () => {
    const puts = vi.spyOn(db.businesses, 'bulkPut');
    const reviewPuts = vi.spyOn(db.reviews, 'bulkPut');
    const ids = Array.from({ length: 2 * APPLY_SLICE_ROWS.businesses + 7 }, (_, i) => i + 1);
    await applyPageText(page(40, false, ids, ids), { mineUserId: null });
    const sizes = puts.mock.calls.map(([rows]) => rows.length);
    expect(sizes).toEqual([APPLY_SLICE_ROWS.businesses, APPLY_SLICE_ROWS.businesses, 7]);
    expect(Math.min(APPLY_SLICE_ROWS.businesses, APPLY_SLICE_ROWS.reviews, APPLY_SLICE_ROWS.productReviews)).toBe(50);
    expect(reviewPuts.mock.calls.flatMap(([rows]) => rows.map((r) => r.id))).toEqual(ids);
    expect(await db.businesses.count()).toBe(ids.length);
    expect(await getMeta('cursor', 0)).toBe(40);
  });
});
