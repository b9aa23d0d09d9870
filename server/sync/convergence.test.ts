/**
 * Two devices write offline (reviews that replace each other, votes that switch and withdraw,
 * messages), then replay their queues shuffled, in random pieces, with random duplicates, pulling
 * in small pages at random moments while an admin moderates. In the end each device holds exactly
 * what a fresh device of the same account would pull, and every change took effect once.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { StoredBusiness } from '../../client/store/db';
import { decodePage, withKeptProducts, type DecodedBusiness } from '../../client/store/decode';
import { appliedMutations, businesses, messages, productReviewVotes, products, reviews, users } from '../../db/schema';
import type { PullResponse } from '../../sync/protocol';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createWorld, type World } from '../../test/helpers/signed-in-world';
import type { Caller } from '../context';
import { pullChanges } from './pull';
import { mutation, newProductReview, push, seeded, type Mutation } from './sync-test-kit';
import { firstRow } from '../../db/query';

const PAGE = 7;
let t: TestApp;
afterEach(() => t.close());

class Device {
  cursor = 0;
  mineCursor = 0;
  readonly tables = new Map<string, Map<number, unknown>>();
  readonly mine: Record<string, unknown> = {};
  readonly need = new Set<number>();
  constructor(readonly caller: Caller) {}

  /** The client store's rules (client/store/pull-apply.ts) on plain maps. */
  apply(page: PullResponse) {
    const rows = decodePage(page);
    for (const [table, list] of Object.entries(rows)) {
      const map = this.tables.get(table) ?? new Map<number, unknown>();
      for (const row of list) {
        const id = (row as { id: number }).id;
        const kept =
          table === 'businesses'
            ? withKeptProducts(row as DecodedBusiness, map.get(id) as StoredBusiness, this.need)
            : row;
        map.set(id, kept);
      }
      this.tables.set(table, map);
    }
    for (const [table, ids] of Object.entries(page.deleted ?? {}))
      for (const id of ids) {
        this.tables.get(table)?.delete(id);
        if (table === 'businesses') this.need.delete(id);
      }
    this.cursor = page.cursor;
    if (!page.hasMore) {
      Object.assign(this.mine, page.mine);
      this.mineCursor = page.cursor;
    }
  }

  /** The client's loop (client/store/pull.ts): pages until the last, then once more for `need`. */
  async pullAll(deps: TestApp['deps']) {
    for (let asked = false; ;) {
      const page = await pullChanges(deps, this.caller, this.cursor, this.mineCursor, {
        limit: PAGE,
        need: [...this.need],
      });
      if (!page) return;
      this.apply(page);
      if (page.hasMore) continue;
      if (asked || this.need.size === 0) return;
      asked = true;
    }
  }

  snapshot() {
    const sorted = (m: Map<number, unknown> | undefined) => [...(m ?? new Map()).entries()].sort(([a], [b]) => a - b);
    return {
      tables: Object.fromEntries([...this.tables.keys()].sort().map((k) => [k, sorted(this.tables.get(k))])),
      mine: this.mine,
    };
  }
}

async function callerOf(w: World, id: number): Promise<Caller> {
  const u = (await firstRow(w.t.db.select().from(users).where(eq(users.id, id))))!;
  return { id: u.id, role: u.role, email: u.email, firstName: u.firstName, lastName: u.lastName };
}

it.each([1, 2, 3, 4])('two devices with shuffled, duplicated queues converge on the server (seed %i)', async (seed) => {
  t = createTestApp();
  const w = await createWorld(t);
  const random = seeded(seed);
  const shops = [
    w.business,
    w.otherBusiness,
    await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Third Shop'),
  ];
  const items = [
    await newProductReview(w, 'Blender'),
    await newProductReview(w, 'Kettle'),
    await newProductReview(w, 'Radio'),
  ];
  const directions = ['up', 'down', 'none'] as const;
  // reviews never target this one: an admin hides and shows it while the devices sync
  const flickering = await w.newBusiness((await w.newUser({ role: 'VENDOR' })).id, 'Sometimes Open');
  for (const shop of [...shops, flickering])
    await t.db.insert(products).values([
      { businessId: shop.id, name: 'Tap repair', minPrice: 20_000, maxPrice: 60_000 },
      { businessId: shop.id, name: 'New sink', price: 250_000 },
    ]);
  /** An admin hides a shop or shows it again: a device must get its products back. */
  const toggleShop = async () => {
    const now = (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, flickering.id))))!;
    await t.db.update(businesses).set({ isActive: !now.isActive }).where(eq(businesses.id, flickering.id));
  };
  /** A vendor edits or removes a product: the devices must follow both. */
  const editProducts = async () => {
    const list = await t.db.select().from(products);
    const target = list[random.int(list.length)];
    if (!target) return;
    if (random.next() < 0.3) await t.db.delete(products).where(eq(products.id, target.id));
    else
      await t.db
        .update(products)
        .set({ price: 1000 * (1 + random.int(500)) })
        .where(eq(products.id, target.id));
  };

  const queueOf = (n: number): Mutation[] =>
    random.shuffle(
      Array.from({ length: 18 }, (_, i) => {
        const kind = random.int(3);
        if (kind === 0)
          return mutation('review.create', { businessId: shops[random.int(3)]!.id, rating: 1 + random.int(5) });
        if (kind === 1)
          return mutation('productReview.vote', {
            reviewId: items[random.int(3)]!.id,
            direction: directions[random.int(3)],
          });
        return mutation('message.create', {
          fullName: 'Device Owner',
          email: 'owner@example.com',
          subject: `Device ${n} note ${i}`,
          content: 'Is this available in Gulu?',
        });
      }),
    );
  const devices = [
    { device: new Device(await callerOf(w, w.ids.user)), token: w.tokens.user!, queue: queueOf(1), sent: 0 },
    { device: new Device(await callerOf(w, w.ids.otherUser)), token: w.tokens.otherUser!, queue: queueOf(2), sent: 0 },
  ];
  const appliedInOrder: Mutation[] = [];

  while (devices.some((d) => d.sent < d.queue.length)) {
    const d = devices[random.int(2)]!;
    const piece = d.queue.slice(d.sent, d.sent + 1 + random.int(4));
    const again = Array.from({ length: random.int(3) }, () => d.queue[random.int(d.sent + piece.length)]!);
    const batch = [...piece, ...again];
    const { results } = await push(t, d.token, batch);
    results.forEach((r, i) => {
      expect(r.status).not.toBe('rejected');
      if (r.status === 'applied') appliedInOrder.push(batch[i]!);
    });
    d.sent += piece.length;
    if (random.next() < 0.5) await d.device.pullAll(t.deps);
    if (random.next() < 0.3) await editProducts();
    if (random.next() < 0.2) await toggleShop();
    if (random.next() < 0.3) {
      const pending = await t.db.select().from(reviews).where(eq(reviews.status, 'PENDING'));
      for (const r of pending.slice(0, 1 + random.int(2)))
        await t.request('PUT', `/api/reviews/${r.id}/approve`, { token: w.tokens.admin });
    }
  }

  const all = devices.flatMap((d) => d.queue);
  expect(appliedInOrder.map((m) => m.id).sort()).toEqual(all.map((m) => m.id).sort());
  expect((await firstRow(t.db.select({ n: count() }).from(appliedMutations)))!.n).toBe(all.length);
  const sentMessages = all.filter((m) => m.name === 'message.create').length;
  expect((await firstRow(t.db.select({ n: count() }).from(messages)))!.n).toBe(sentMessages);

  // the last applied vote of each account on each review is the one that holds
  const expectedVotes = new Map<string, string>();
  for (const m of appliedInOrder.filter((x) => x.name === 'productReview.vote')) {
    const owner = devices.find((d) => d.queue.includes(m))!.device.caller.id;
    const args = m.args as { reviewId: number; direction: string };
    expectedVotes.set(`${owner}:${args.reviewId}`, args.direction);
  }
  const votes = await t.db.select().from(productReviewVotes);
  expect(new Map(votes.map((v) => [`${v.userId}:${v.reviewId}`, v.direction]))).toEqual(
    new Map([...expectedVotes].filter(([, d]) => d !== 'none')),
  );

  for (const d of devices) {
    await d.device.pullAll(t.deps);
    const fresh = new Device(d.device.caller);
    await fresh.pullAll(t.deps);
    expect(d.device.snapshot()).toEqual(fresh.snapshot());
  }
  expect(devices[0]!.device.snapshot().tables).toEqual(devices[1]!.device.snapshot().tables);
});
