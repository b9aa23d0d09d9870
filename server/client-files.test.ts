import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from './pages/page-routes';
import { createTestApp, type TestApp } from '../test/helpers/test-app';

const SHELL = '<!doctype html><html><head><title>Soko</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const get = (path: string, encoding = 'br, gzip') => t.app.request(path, { headers: { 'accept-encoding': encoding } });

describe('the built PWA', () => {
  it('answers 503 with the command to run until a build exists, then serves it', async () => {
    const before = await get('/', 'identity');
    expect(before.status).toBe(503);
    expect(await before.text()).toContain('npm run build');

    const dist = t.deps.config.distDir;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(SHELL));
    writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');

    expect((await get('/')).status).toBe(200);
  });

  it.each(['/', '/businesses-directory', '/user/dashboard'])(
    'answers the page %s as the shell with its own head, brotli-compressed and revalidated',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      // the same for every reader, revalidated by its tag (server/pages/page-routes.ts)
      expect(res.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
      const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`<link rel="canonical" href="http://localhost${path}">`);
    },
  );

  it('answers a path outside the route table with the 404 page, not the shell', async () => {
    const res = await get('/businesses/12?tab=reviews', 'identity');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Page Not Found');
  });

  it('serves the shell itself, as the service worker precaches it, from its precompressed file', async () => {
    const res = await get('/index.html');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SHELL);
  });

  it('keeps hashed assets for a year', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset 404, never the shell cached for a year', async () => {
    const res = await get('/assets/app-Old99999.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('answers a client that takes no compression with the plain page', async () => {
    const res = await get('/businesses-directory', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<title>Vendors &amp; Businesses in Uganda · Soko Uganda</title>');
    expect(html).toContain('<div id="root"></div>');
  });
});
