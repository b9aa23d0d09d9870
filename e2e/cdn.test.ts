/**
 * deploy/nginx.conf in front of the real server (support/nginx.ts runs Debian's nginx with it):
 * what the server marks public (closed area pull pages, pages, preview cards, hashed assets) is
 * answered by nginx the second time; an account's answers never are, and never reach another
 * account; /metrics is refused; and the app works through it in headless Chromium. Then the
 * file's rules one by one, against a stand-in server that answers with the headers asked for.
 */
import { eq } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories } from '../db/schema';
import { businessPath, categoryPath, slugify } from '../sync/public-pages';
import { launchBrowser, PHONE, watchPageErrors } from './support/browser';
import { startNginx, type Nginx } from './support/nginx';
import { startServer, type E2EServer } from './support/server';
import { firstRow } from '../db/query';

type Answer = { status: number; cache: string | null; cacheControl: string | null; body: string };

async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { headers });
  return {
    status: res.status,
    cache: res.headers.get('x-cache-status'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.text(),
  };
}

describe('the real server behind deploy/nginx.conf', () => {
  let server: E2EServer;
  let nginx: Nginx;
  let browser: Browser;
  let bakery: typeof businesses.$inferSelect;
  const through = (path: string, headers?: Record<string, string>) => get(nginx.url, path, headers);

  beforeAll(async () => {
    // enough that the largest district (Kampala, a third) passes a pull page's 8,000 rows
    // (PULL_PAGE_LIMIT, ~1,250 businesses): its first page is then closed
    server = await startServer({ businesses: 6000 });
    nginx = await startNginx(server.directUrl);
    browser = await launchBrowser();
    bakery = (await firstRow(server.db.select().from(businesses).where(eq(businesses.name, 'Kampala Fresh Bakery'))))!;
  });
  afterAll(async () => {
    await browser?.close();
    await nginx?.close();
    await server?.close();
  });

  /** A new customer, signed in through the real code flow, through nginx. */
  async function newCustomer(email: string) {
    const post = (path: string, body: unknown) =>
      fetch(`${nginx.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reg = await post('/auth/register', {
      firstName: 'Cache',
      lastName: email.slice(0, 5),
      email,
      phoneNumber: '+256700123456',
    });
    expect(reg.status).toBe(201);
    const verify = await post('/auth/verify-otp', { email, otp: server.latestCode(email) });
    expect(verify.status).toBe(200);
    return ((await verify.json()) as { accessToken: string }).accessToken;
  }

  it('a closed area pull page is answered by nginx the second time; the open last page never is', async () => {
    const listed = JSON.parse((await through('/api/sync/areas')).body) as { areas: { district: string }[] };
    const area = encodeURIComponent(listed.areas[0]!.district);

    const first = await through(`/api/sync/pull?area=${area}&since=0`);
    expect(first.status).toBe(200);
    const page = JSON.parse(first.body) as { hasMore: boolean; cursor: number };
    expect(page.hasMore).toBe(true);
    expect(first.cacheControl).toMatch(/^public, max-age=\d+$/);
    expect(first.cache).toBe('MISS');
    const again = await through(`/api/sync/pull?area=${area}&since=0`);
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(first.body);

    let cursor = page.cursor;
    for (;;) {
      const next = await through(`/api/sync/pull?area=${area}&since=${cursor}`);
      const body = JSON.parse(next.body) as { hasMore: boolean; cursor: number };
      if (body.hasMore) {
        cursor = body.cursor;
        continue;
      }
      expect(next.cacheControl).toBe('no-cache');
      expect((await through(`/api/sync/pull?area=${area}&since=${cursor}`)).cache).toBe('MISS');
      break;
    }
  });

  it('a server-rendered profile, its preview card and a hashed asset are answered by nginx the second time', async () => {
    const first = await through(businessPath(bakery));
    expect(first.status).toBe(200);
    expect(first.body).toContain('Kampala Fresh Bakery');
    expect(first.cacheControl).toBe('public, max-age=60, s-maxage=300');
    expect(first.cache).toBe('MISS');
    const again = await through(businessPath(bakery));
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(first.body);
    // another encoding is another answer of the server's, kept apart
    const plain = await through(businessPath(bakery), { 'accept-encoding': 'identity' });
    expect(plain.cache).toBe('MISS');
    expect(plain.body).toBe(first.body);

    const card = `/og/business/${bakery.id}.png`;
    expect((await through(card)).cache).toBe('MISS');
    expect((await through(card)).cache).toBe('HIT');

    const script = first.body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await through(script!);
    expect(asset.cacheControl).toBe('public, max-age=31536000, immutable');
    expect((await through(script!)).cache).toBe('HIT');

    // the service worker is revalidated each time, as the server says: passed on, never kept
    const worker = await through('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.cacheControl).toBe('no-cache');
    expect((await through('/sw.js')).cache).toBe('MISS');
  });

  it('home, a category, the directory with its filters and a district page are answered by nginx the second time', async () => {
    const category = (await firstRow(
      server.db.select().from(categories).where(eq(categories.id, bakery.categoryId!)),
    ))!;
    const canonical = categoryPath(category);
    for (const path of [
      '/',
      canonical,
      `/businesses-directory?categoryId=${bakery.categoryId}&sortBy=rating`,
      `${canonical}/${slugify(bakery.district)}`,
    ]) {
      const first = await through(path);
      expect(first.status, path).toBe(200);
      expect(first.body, path).toContain('id="first-view"');
      expect(first.cacheControl, path).toBe('public, max-age=60, s-maxage=300');
      expect(first.cache, path).toBe('MISS');
      const again = await through(path);
      expect(again.cache, path).toBe('HIT');
      expect(again.body, path).toBe(first.body);
    }
    // another set of filters is another page
    expect((await through(`/businesses-directory?categoryId=${bakery.categoryId}&sortBy=reviews`)).cache).toBe('MISS');
  });

  it("an account's answers are never kept, nor sent to another account", async () => {
    const tokens = { a: await newCustomer('cache-a@example.com'), b: await newCustomer('cache-b@example.com') };
    const profileOf = async (who: 'a' | 'b') => {
      const answer = await through('/api/user/profile', { authorization: `Bearer ${tokens[who]}` });
      expect(answer.status).toBe(200);
      expect(answer.cache).not.toBe('HIT');
      return (JSON.parse(answer.body) as { user: { email: string } }).user.email;
    };
    for (const who of ['a', 'b', 'a', 'b'] as const) expect(await profileOf(who)).toBe(`cache-${who}@example.com`);

    for (const who of ['a', 'b', 'a'] as const) {
      const pull = await through('/api/sync/pull?since=0&mine=0', { authorization: `Bearer ${tokens[who]}` });
      expect(pull.status).toBe(200);
      expect(pull.cacheControl).toBe('private, no-store');
      expect(pull.cache).toBe('MISS');
    }
    // without a token, own data is refused, not served from any account's answer
    expect((await through('/api/sync/pull?since=0&mine=0')).status).toBe(401);
  });

  it('/metrics is refused through nginx, and by the server itself for any forwarded request', async () => {
    expect((await through('/metrics')).status).toBe(403);
    expect((await get(server.directUrl, '/metrics', { 'x-forwarded-for': '41.210.1.7' })).status).toBe(403);
    expect((await get(server.directUrl, '/metrics')).status).toBe(200);
  });

  it('the app works through nginx: home and a profile open, and the header says Online', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${nginx.url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const indicator = page.locator('.sync-indicator');
    await expect.poll(() => indicator.innerText(), { timeout: 30_000 }).toContain('Online');

    await page.goto(`${nginx.url}${businessPath(bakery)}`);
    await page.getByRole('heading', { level: 1, name: 'Kampala Fresh Bakery' }).waitFor();
    await expect.poll(() => indicator.innerText(), { timeout: 30_000 }).toContain('Online');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("deploy/nginx.conf's rules, one by one", () => {
  let upstream: Server;
  let nginx: Nginx;
  let served = 0;

  beforeAll(async () => {
    // answers with the Cache-Control (and Set-Cookie) its path names, and says what it was sent
    upstream = createServer((req, res) => {
      const url = new URL(req.url!, 'http://upstream');
      const cacheControl = url.searchParams.get('cc');
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'a=1');
      if (url.searchParams.has('vary')) res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Type', 'application/json');
      const body = JSON.stringify({ n: ++served, headers: req.headers });
      setTimeout(() => res.end(body), url.searchParams.has('slow') ? 300 : 0);
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    nginx = await startNginx(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await nginx?.close();
    await new Promise((done) => upstream?.close(done));
  });

  const bearer = { authorization: 'Bearer some-account' };
  it.each([
    ['public is kept', '/1?cc=public,+max-age=60', {}, true],
    ['public is kept when asked with Authorization too', '/2?cc=public,+max-age=60', bearer, true],
    ['max-age without public, asked with Authorization, is not', '/3?cc=max-age=60', bearer, false],
    ['… asked without it, is', '/4?cc=max-age=60', {}, true],
    ['private is not', '/5?cc=private,+max-age=60', {}, false],
    ['no-store is not', '/6?cc=no-store', {}, false],
    ['no-cache is not', '/7?cc=no-cache', {}, false],
    ['an answer without Cache-Control is not', '/8', {}, false],
    ['a public answer setting a cookie is not', '/9?cc=public,+max-age=60&cookie', {}, false],
  ] as const)('%s', async (_label, path, headers, kept) => {
    const first = await get(nginx.url, path, headers);
    const second = await get(nginx.url, path, headers);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe(kept ? 'HIT' : 'MISS');
    expect(second.body === first.body).toBe(kept);
  });

  it('one key per encoding the server may answer in; the server is sent that encoding', async () => {
    const ask = (encoding: string) =>
      get(nginx.url, '/10?cc=public,+max-age=60&vary', { 'accept-encoding': encoding }).then((a) => ({
        ...a,
        sent: (JSON.parse(a.body) as { headers: Record<string, string> }).headers['accept-encoding'],
      }));
    expect((await ask('gzip, deflate, br, zstd')).sent).toBe('br, gzip');
    expect((await ask('gzip, deflate')).sent).toBe('gzip');
    expect((await ask('identity')).sent).toBeUndefined();
    const again = await ask('gzip, deflate, br, zstd');
    expect([again.cache, again.sent]).toEqual(['HIT', 'br, gzip']);
  });

  it('passes the client on: X-Forwarded-For ends with the peer nginx saw, X-Real-IP is it', async () => {
    const answer = await get(nginx.url, '/11', { 'x-forwarded-for': '6.6.6.6' });
    const { headers } = JSON.parse(answer.body) as { headers: Record<string, string> };
    expect(headers['x-forwarded-for']).toBe('6.6.6.6, 127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.host).toBe(new URL(nginx.url).host);
  });

  it('a crowd asking for one page at once costs the server one answer', async () => {
    const before = served;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(nginx.url, '/12?cc=public,+max-age=60&slow')),
    );
    expect(served - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});
