import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePage } from '../../client/store/decode';
import { businesses, products } from '../../db/schema';
import type { PullResponse } from '../../sync/protocol';
import { sqlWhile } from '../../test/helpers/sql-spy';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { pullChanges } from './pull';
import { firstRow } from '../../db/query';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ demo: true });
});
afterAll(() => t.close());

async function rawPull(query: string) {
  const res = await t.app.request(`/api/sync/pull?${query}`, { headers: { 'accept-encoding': 'br' } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoded = res.headers.get('content-encoding') === 'br';
  return { status: res.status, text: (encoded ? brotliDecompressSync(bytes) : bytes).toString() };
}

/** Public pages built while `run` ran: each build starts with the page bound's `union all` query. */
async function pagesBuilt(run: () => Promise<unknown>): Promise<number> {
  return (await sqlWhile(t.db, run)).filter((text) => text.includes('union all')).length;
}

const activeIds = async (n: number) =>
  (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)).limit(n)).map(
    (b) => b.id,
  );

describe('the shared first pages of the pull', () => {
  it('answer every new device alike, and the next write anywhere shows at once', async () => {
    const first = await rawPull('since=0');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual(JSON.parse(JSON.stringify(await pullChanges(t.deps, null, 0, undefined))));
    expect((await rawPull('since=0')).text).toBe(first.text);

    const id = (await firstRow(
      t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)),
    ))!.id;
    await t.db.update(businesses).set({ name: 'Renamed While Cached' }).where(eq(businesses.id, id));
    const after = await rawPull('since=0');
    expect(after.text).not.toBe(first.text);
    expect(after.text).toContain('Renamed While Cached');
    expect(JSON.parse(after.text).cursor).toBeGreaterThanOrEqual(JSON.parse(first.text).cursor);

    // the next page from the old cursor carries the change too
    const next = await rawPull(`since=${JSON.parse(first.text).cursor as number}`);
    expect(next.status).toBe(200);
    expect(next.text).toContain('Renamed While Cached');
  });

  it("leave a page with the caller's own data or a `need` list to that caller", async () => {
    const { accessToken } = await t.registerAndSignIn('cache-mine@example.com');
    const mine = await t.request('GET', '/api/sync/pull?since=0&mine=0', { token: accessToken });
    expect(mine.status).toBe(200);
    const id = (await firstRow(
      t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)),
    ))!.id;
    const { cursor } = (await t.request('GET', '/api/sync/pull?since=0')).data as { cursor: number };
    const needed = await t.request('GET', `/api/sync/pull?since=${cursor}&need=${id}`);
    expect(needed.status).toBe(200);
    expect(needed.text).toContain(`${id}`);
    expect((await t.request('GET', `/api/sync/pull?since=${cursor}`)).status).toBe(204);
  });

  it('answer a first pull that names businesses it needs (each a new list) from the same page', async () => {
    const plain = await rawPull('since=0');
    const ids = await activeIds(10);
    let answers: { status: number; text: string }[] = [];
    const built = await pagesBuilt(async () => {
      answers = await Promise.all(ids.map((id) => rawPull(`since=0&need=${id}`)));
    });
    expect(built).toBe(0);
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    expect(answers.every((a) => a.text === plain.text)).toBe(true);
  });

  it('give a device its own data on the shared last page, without building the page again', async () => {
    const { accessToken } = await t.registerAndSignIn('cache-shared-mine@example.com');
    const plain = JSON.parse((await rawPull('since=0')).text) as PullResponse;
    let mine: PullResponse | undefined;
    const built = await pagesBuilt(async () => {
      mine = (await t.request('GET', '/api/sync/pull?since=0&mine=0', { token: accessToken })).data as PullResponse;
    });
    expect(built).toBe(0);
    const { mine: own, ...page } = mine!;
    expect(page).toEqual(plain);
    expect(own).toMatchObject({ reviews: [], votes: [], searches: [] });
  });
});

describe('pages not built yet over a long range', () => {
  it('are built in turns, at most two at a time for one client; more is a 429 to retry', async () => {
    const answers = await Promise.all([2, 3, 4].map((since) => t.app.request(`/api/sync/pull?since=${since}`)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ success: false, message: 'Too many sync pulls at once, please wait' });
  });
});

describe('a `need` list behind the tip', () => {
  it('is a small page of its own at the same cursor, whatever the cursor, and names what is gone', async () => {
    const [wanted, hidden] = (await activeIds(2)) as [number, number];
    await t.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, hidden));
    let res: { status: number; text: string } | undefined;
    const built = await pagesBuilt(async () => {
      res = await rawPull(`since=1&need=${wanted},${hidden},99999999`);
    });
    expect(built).toBe(0);
    expect(res!.status).toBe(200);
    const page = JSON.parse(res!.text) as PullResponse;
    expect(page).toMatchObject({ cursor: 1, hasMore: true });
    expect([...page.deleted!.businesses!].sort((a, b) => a - b)).toEqual([hidden, 99999999].sort((a, b) => a - b));
    const [business, ...others] = decodePage(page).businesses;
    expect(others).toEqual([]);
    expect(business!.id).toBe(wanted);
    const own = await t.db.select({ id: products.id }).from(products).where(eq(products.businessId, wanted));
    expect(business!.products.map((p) => p.id).sort()).toEqual(own.map((p) => p.id).sort());
  });
});
