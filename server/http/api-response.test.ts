import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { COMPRESS_MIN_BYTES, encodingFor } from './api-response';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ demo: true });
});
afterAll(() => t.close());

/** The raw answer, body undecoded, as a browser's network stack sees it. */
async function raw(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('API answers on the wire', () => {
  it('brotli for a client that takes it, gzip otherwise, the same JSON either way', async () => {
    const plain = await raw('/api/categories');
    expect(plain.bytes.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.res.headers.get('content-encoding')).toBeNull();

    const br = await raw('/api/categories', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);

    const gz = await raw('/api/categories', { 'accept-encoding': 'gzip' });
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
  });

  it('leaves small answers alone: an encoding would cost more than it saves', async () => {
    const { res, bytes } = await raw('/api/stats/platform', { 'accept-encoding': 'br' });
    expect(bytes.byteLength).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(bytes.toString()).success).toBe(true);
  });

  it('a public answer carries an ETag, and the same one again is a 304 without a body', async () => {
    const first = await raw('/api/categories', { 'accept-encoding': 'br' });
    const tag = first.res.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // the tag names the content, not its encoding
    expect((await raw('/api/categories')).res.headers.get('etag')).toBe(tag);
    const again = await raw('/api/categories', { 'accept-encoding': 'br', 'if-none-match': tag! });
    expect(again.res.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect(again.res.headers.get('etag')).toBe(tag);
    expect(again.res.headers.get('cache-control')).toMatch(/^public/);
    const other = await raw('/api/categories', { 'if-none-match': 'W/"something-else"' });
    expect(other.res.status).toBe(200);
  });

  it('an answer no cache may keep gets no ETag', async () => {
    const { accessToken } = await t.registerAndSignIn('etag-test@example.com');
    const res = await t.request('GET', '/api/user/profile', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('errors keep the contract shape', async () => {
    const res = await t.request('GET', '/api/businesses/details/99999999', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(res.data).toMatchObject({ success: false });
  });
});

describe('encodingFor', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});
