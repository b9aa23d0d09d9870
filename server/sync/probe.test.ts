import { it } from 'vitest';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createTestApp } from '../../test/helpers/test-app';

it('probe', async () => {
  const t = createTestApp({ demo: true });
  const r = await t.request('GET', '/api/sync/pull?since=0');
  const counts = Object.fromEntries(Object.entries(r.data).map(([k, v]) => [k, Array.isArray(v) ? v.length : v]));
  console.log(
    r.status,
    counts,
    'bytes',
    r.text.length,
    'gzip',
    gzipSync(r.text).length,
    'br',
    brotliCompressSync(r.text).length,
  );
  console.log(JSON.stringify(r.data.businesses[0]));
  console.log(JSON.stringify(r.data.categories[0]));
  console.log(JSON.stringify(r.data.reviews?.[0]), JSON.stringify(r.data.productReviews?.[0]));
  const e = await t.request('GET', `/api/sync/pull?since=${r.data.cursor}`);
  console.log(e.status, [...e.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n'), e.text.length);
  t.close();
});
