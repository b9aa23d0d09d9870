/**
 * The Host header never names the site (server/config.ts `siteOrigin`, docs/security.md "Pages"):
 * with PUBLIC_ORIGIN every page, robots.txt and sitemap links to it whatever Host or
 * X-Forwarded-Host a request claims; without it (never in production: the config refuses to
 * start) only a loopback Host is used, else http://localhost:PORT, and such answers vary by Host.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { loadConfig } from '../../server/config';
import { listen } from '../../server/http/fair-turns';
import { businessPath } from '../../sync/public-pages';
import { writePageShell } from '../helpers/page-shell';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { firstRow } from '../../db/query';

let t: TestApp;
let profilePath: string;

beforeAll(async () => {
  t = createTestApp({ demo: true });
  writePageShell(t);
  t.deps.config.port = 8080;
  profilePath = businessPath((await firstRow(t.db.select().from(businesses).where(eq(businesses.isActive, true))))!);
});
afterAll(() => t.close());

const ATTACKER = 'evil.example';

/** Every address a page or crawler file names for the site itself. */
async function sitesNamed(host: string, headers: Record<string, string> = {}) {
  const named: string[] = [];
  const varies: boolean[] = [];
  for (const path of [
    profilePath,
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/businesses-1.xml',
  ]) {
    // as @hono/node-server makes it: the request's URL from its Host header
    const res = await t.app.request(`http://${host}${path}`, { headers });
    expect(res.status, `${host}${path}`).toBe(200);
    const body = await res.text();
    expect(body, path).not.toContain(ATTACKER);
    varies.push(/\bhost\b/i.test(res.headers.get('vary') ?? ''));
    const html = (pattern: RegExp) => pattern.exec(body)?.[1];
    if (path === profilePath) {
      named.push(
        html(/<link rel="canonical" href="([^"]+)">/)!,
        html(/<meta property="og:url" content="([^"]+)">/)!,
        html(/<meta property="og:image" content="([^"]+)">/)!,
        JSON.parse(html(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!)['@id'] as string,
      );
    } else if (path === '/robots.txt') {
      named.push(/^Sitemap: (.+)$/m.exec(body)![1]!);
    } else {
      named.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
  }
  return { origins: new Set(named.map((url) => new URL(url).origin)), varies: new Set(varies) };
}

describe('the site address', () => {
  it.each([
    // [PUBLIC_ORIGIN, Host, other headers, the origin every link must have, varies by Host]
    ['https://soko.ug', ATTACKER, {}, 'https://soko.ug', false],
    ['https://soko.ug', 'localhost:5173', { 'x-forwarded-host': ATTACKER }, 'https://soko.ug', false],
    [undefined, 'localhost:5173', {}, 'http://localhost:5173', true],
    [undefined, '127.0.0.2:3000', {}, 'http://127.0.0.2:3000', true],
    [undefined, '[::1]:8080', {}, 'http://[::1]:8080', true],
    [undefined, 'localhost', { 'x-forwarded-host': ATTACKER, forwarded: `host=${ATTACKER}` }, 'http://localhost', true],
    [undefined, ATTACKER, {}, 'http://localhost:8080', true],
    [undefined, `localhost.${ATTACKER}`, {}, 'http://localhost:8080', true],
    [undefined, `127.0.0.1.${ATTACKER}`, {}, 'http://localhost:8080', true],
    [undefined, '10.0.0.5:8080', {}, 'http://localhost:8080', true],
  ] as const)('PUBLIC_ORIGIN %s, Host %s, %o → %s', async (publicOrigin, host, headers, expected, varies) => {
    t.deps.config.publicOrigin = publicOrigin;
    try {
      const named = await sitesNamed(host, headers);
      expect([...named.origins]).toEqual([expected]);
      expect([...named.varies]).toEqual([varies]);
    } finally {
      t.deps.config.publicOrigin = undefined;
    }
  });

  it('over a real socket: a forged Host or X-Forwarded-Host reaches no page', async () => {
    const server = await listen(t.app.fetch, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    try {
      const body = await new Promise<string>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: profilePath, headers: { host: ATTACKER, 'x-forwarded-host': ATTACKER } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(body).toContain('<link rel="canonical" href="http://localhost:8080/');
      expect(body).not.toContain(ATTACKER);
    } finally {
      server.close();
    }
  });

  it('production refuses to start without PUBLIC_ORIGIN, and takes only an http(s) address', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_PATH: `${t.dir}/cfg/app.db`,
      MAIL_DIR: `${t.dir}/cfg/mail`,
      VAPID_PUBLIC_KEY: 'vapid-public-key',
      VAPID_PRIVATE_KEY: 'vapid-private-key',
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN must be set in production/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: '   ' })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'soko.ug' })).toThrow(/PUBLIC_ORIGIN must be an address/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /https:\/\/ or http:\/\//,
    );
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://soko.ug/some/path' }).publicOrigin).toBe(
      'https://soko.ug',
    );
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), DATABASE_PATH: production.DATABASE_PATH }).publicOrigin,
    ).toBeUndefined();
  });
});
