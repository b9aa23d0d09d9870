/**
 * Pull scopes are real, and the shared page cache outlives writes it does not carry
 * (server/sync/pull-cache.ts; docs/security.md "Third round"). An area is a district some business
 * names: any other `?area=` is a 400 and builds nothing, so random names cannot push the first
 * pages of the directory out of the cache. A vote on a product review leaves the pages of areas
 * and of the categories, and the closed pages of the whole directory, where they are.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, productReviews, users } from '../../db/schema';
import { CLOSED_PAGE_KEEP_MS } from '../../server/sync/pull-cache';
import { PULL_PAGE_LIMIT } from '../../sync/protocol';
import { sqlWhile } from '../helpers/sql-spy';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow, rawRun } from '../../db/query';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ demo: true });
});
afterAll(() => t.close());

const pull = async (query: string) => {
  const res = await t.app.request(`/api/sync/pull?${query}`, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  return res;
};

/** Public pages built while `run` ran: each build starts with the page bound's `union all` query. */
async function pagesBuilt(run: () => Promise<unknown>): Promise<number> {
  return (await sqlWhile(t.db, run)).filter((text) => text.includes('union all')).length;
}

const districtOfActive = async () =>
  (await firstRow(
    t.db
      .select({ district: businesses.district })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), sql`${businesses.district} is not null`))
      .orderBy(asc(businesses.id)),
  ))!.district!;

/** A name the area schema accepts (letters and spaces) that no business has: "Nowhere Bcd"… */
const madeUpArea = (i: number) => `Nowhere ${[...String(i + 1000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

describe('areas are districts that businesses name', () => {
  it('answers 100 made-up area names 400, building nothing; the first page stays cached', async () => {
    expect((await pull('since=0')).status).toBe(200);
    const statuses: number[] = [];
    const built = await pagesBuilt(async () => {
      for (let i = 0; i < 100; i++) statuses.push((await pull(`since=0&area=${madeUpArea(i)}`)).status);
    });
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect(built).toBe(0);
    expect(await pagesBuilt(() => pull('since=0'))).toBe(0);
    console.log(
      `[figure] 100 made-up areas: ${statuses.filter((s) => s === 400).length} × 400, pages built 0; the first whole page still cached (0 builds)`,
    );
  });

  it('answers a district whose businesses are all hidden as an empty area, not a 400', async () => {
    await t.db.insert(businesses).values({
      ownerId: (await firstRow(t.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@example.com'))))!
        .id,
      categoryId: 1,
      name: 'Hidden Shop',
      district: 'Hiddenland',
      isActive: false,
    });
    expect((await pull('since=0&area=Hiddenland')).status).toBe(204);
  });
});

describe('a vote on a product review', () => {
  async function vote() {
    const { accessToken } = await t.registerAndSignIn(`voter${Math.random().toString(36).slice(2, 8)}@scopes.test`);
    const review = (await firstRow(
      t.db.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.status, 'APPROVED')),
    ))!;
    const res = await t.request('PUT', `/api/product-reviews/${review.id}/upvote`, { token: accessToken });
    expect(res.status).toBe(200);
  }

  it('leaves the pages of an area and of the categories cached', async () => {
    const area = encodeURIComponent(await districtOfActive());
    const queries = [`since=0&area=${area}`, 'scope=categories&since=0'];
    for (const q of queries) expect((await pull(q)).status).toBe(200);
    await vote();
    expect(await pagesBuilt(() => Promise.all(queries.map(pull)))).toBe(0);
    // a write they carry still shows at once
    await t.db
      .update(businesses)
      .set({ name: 'Renamed In Area' })
      .where(eq(businesses.district, await districtOfActive()));
    expect(await pagesBuilt(() => pull(queries[0]!))).toBe(1);
  });

  it('leaves the closed pages of a whole directory bigger than one page cached', async () => {
    // one business per owner: an owner each
    await rawRun(
      t.db,
      sql.raw(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${PULL_PAGE_LIMIT + 500})
      insert into users (first_name, last_name, email, created_at, updated_at)
      select 'Bulk', 'Owner', 'bulk' || i || '@scopes.test', 0, 0 from n`),
    );
    await rawRun(
      t.db,
      sql.raw(`
      insert into businesses (owner_id, category_id, name, district, created_at, updated_at)
      select id, 1, 'Bulk ' || id, 'Bulkland', 0, 0 from users where email like 'bulk%@scopes.test'`),
    );
    const first = await pull('since=0');
    const { cursor, hasMore } = (await (await t.app.request('/api/sync/pull?since=0')).json()) as {
      cursor: number;
      hasMore: boolean;
    };
    expect(first.status).toBe(200);
    expect(hasMore).toBe(true);
    await pull(`since=${cursor}`);
    await vote();
    const rebuilt = await pagesBuilt(async () => {
      await pull('since=0');
      await pull(`since=${cursor}`);
    });
    // the closed first page is served as it was; the open last page carries the vote
    expect(rebuilt).toBe(1);
    // an hour on, the closed page is built again: what was removed meanwhile stops being sent
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + CLOSED_PAGE_KEEP_MS);
    try {
      expect(await pagesBuilt(() => pull('since=0'))).toBe(1);
    } finally {
      later.mockRestore();
    }
    console.log(
      `[figure] whole directory of ${PULL_PAGE_LIMIT + 500}+ businesses, 2 pages: after a vote, pages rebuilt ${rebuilt} (the last)`,
    );
  }, 60_000);
});
