import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { pullChanges } from './pull';

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

describe('the shared first pages of the pull', () => {
  it('answer every new device alike, and the next write anywhere shows at once', async () => {
    const first = await rawPull('since=0');
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual(JSON.parse(JSON.stringify(pullChanges(t.deps, null, 0, undefined))));
    expect((await rawPull('since=0')).text).toBe(first.text);

    const id = t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)).get()!.id;
    t.db.update(businesses).set({ name: 'Renamed While Cached' }).where(eq(businesses.id, id)).run();
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
    const id = t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)).get()!.id;
    const { cursor } = (await t.request('GET', '/api/sync/pull?since=0')).data as { cursor: number };
    const needed = await t.request('GET', `/api/sync/pull?since=${cursor}&need=${id}`);
    expect(needed.status).toBe(200);
    expect(needed.text).toContain(`${id}`);
    expect((await t.request('GET', `/api/sync/pull?since=${cursor}`)).status).toBe(204);
  });
});
