/**
 * Uploads (ASVS 5.0 V5 file handling; OWASP API7:2023 SSRF): images are judged by content,
 * refused before decoding when too large or too many pixels, and stored only as freshly encoded
 * WebP without any metadata, through every call that takes an image. A product review's image
 * URL is kept as text and never fetched by the server. Figures: metadata chunks in stored files
 * = 0; server fetches of review image URLs = 0.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productReviews, products } from '../../db/schema';
import { IMAGE_MAX_BYTES } from '../../sync/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';
import { fileOf, formOf, jpegBytes } from '../fixtures/images/make-image';
import { firstRow } from '../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const upload = (file: File, token = w.tokens.user) =>
  t.request('POST', '/api/uploads', { form: formOf({ image: file }), token });
const storedFiles = () => {
  try {
    return readdirSync(t.deps.config.uploadDir).map((f) => join(t.deps.config.uploadDir, f));
  } catch {
    return [];
  }
};
const storedBytes = (path: string) => readFileSync(join(t.deps.config.uploadDir, path.replace('/api/uploads/', '')));

/** The chunk names of a WebP (RIFF) file. */
function webpChunks(data: Buffer): string[] {
  expect(data.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(data.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= data.length;) {
    chunks.push(data.subarray(at, at + 4).toString('latin1'));
    const size = data.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A JPEG carrying GPS coordinates, a camera serial and a copyright line. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 90, b: 30 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Owner', Artist: 'Home Address Person', Make: 'PhoneCo', Model: 'X1' },
      IFD2: { BodySerialNumber: 'SERIAL-123456' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 20/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 34/1 0/1' },
    })
    .toBuffer();
}

/** A real 20000 × 20000 PNG (1-bit grey, all black): 50 KB on the wire, 400 megapixels decoded. */
function pixelBomb(size = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + size / 8) * size); // every row: filter 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

describe('hostile files', () => {
  it('a GIF header followed by script (not a picture) is refused', async () => {
    const res = await upload(fileOf(Buffer.from('GIF89a/*<script>alert(1)</script>*/=1;'), 'x.gif', 'image/gif'));
    expect(res.status).toBe(415);
  });

  it('a real GIF and a real JPEG with HTML appended are stored re-encoded, the HTML gone', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    for (const [bytes, name] of [
      [Buffer.concat([gif, html]), 'poly.gif'],
      [Buffer.concat([await jpegBytes(60, 40), html]), 'poly.jpg'],
    ] as const) {
      const res = await upload(fileOf(bytes, name, 'text/html'));
      expect(res.status, res.text).toBe(201);
      const stored = storedBytes(res.data.image);
      expect(stored.toString('latin1')).not.toMatch(/<script|<html/i);
      webpChunks(stored);
    }
  });

  it('5 MB + 1 byte is refused with 413', async () => {
    const big = Buffer.concat([await jpegBytes(64, 64), Buffer.alloc(IMAGE_MAX_BYTES + 1)]).subarray(
      0,
      IMAGE_MAX_BYTES + 1,
    );
    const before = storedFiles().length;
    const res = await upload(fileOf(big, 'big.jpg', 'image/jpeg'));
    expect(res.status).toBe(413);
    expect(res.data.success).toBe(false);
    expect(storedFiles().length).toBe(before);
  });

  it('a 20000 × 20000 PNG bomb is refused from its header, before decoding', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const before = storedFiles().length;
    const started = performance.now();
    const res = await upload(fileOf(bomb, 'bomb.png', 'image/png'));
    const ms = performance.now() - started;
    expect(res.status).toBe(422);
    expect(res.data.message).toMatch(/megapixels/);
    expect(storedFiles().length).toBe(before);
    // decoding 400 megapixels would take seconds and over a gigabyte; a header read takes ms
    expect(ms).toBeLessThan(3_000);
  });

  it('a bomb is refused the same way as a business logo, a product image and a review photo', async () => {
    const bomb = fileOf(pixelBomb(), 'bomb.png', 'image/png');
    await t.db.delete(products).where(eq(products.businessId, w.business.id));
    const calls = [
      t.request('PUT', `/api/businesses/${w.business.id}`, { token: w.tokens.vendor, form: formOf({ logo: bomb }) }),
      t.request('POST', `/api/businesses/${w.business.id}/products`, {
        token: w.tokens.vendor,
        form: formOf({ name: 'Bomb', description: 'x', minPrice: 1, maxPrice: 2, image: bomb }),
      }),
      t.request('POST', '/api/product-reviews', {
        token: w.tokens.user,
        form: formOf({ name: 'Bomb', categoryId: w.category.id, rating: 3, image: bomb }),
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(422);
  });
});

describe('metadata', () => {
  it('a JPEG with GPS EXIF, through every call that takes an image: stored without any metadata', async () => {
    const gps = await jpegWithGps();
    expect((await sharp(gps).metadata()).exif).toBeDefined();
    const file = () => fileOf(gps, 'holiday.jpg', 'image/jpeg');
    await t.db.delete(products).where(eq(products.businessId, w.business.id));
    const service = (
      await firstRow(
        t.db
          .insert(products)
          .values({ businessId: w.business.id, kind: 'service', name: 'Svc', minPrice: 1, maxPrice: 2 })
          .returning(),
      )
    ).id;
    const review = (
      await firstRow(
        t.db
          .insert(productReviews)
          .values({ userId: w.ids.user, categoryId: w.category.id, name: 'Own', rating: 3 })
          .returning(),
      )
    ).id;
    const category = await t.request('POST', '/api/categories', {
      token: w.tokens.admin,
      form: formOf({ name: 'Photo cat', description: 'x', image: file() }),
    });
    const calls: [string, Promise<{ status: number }>][] = [
      ['POST /uploads', upload(file())],
      [
        'PUT /businesses/{id} logo',
        t.request('PUT', `/api/businesses/${w.business.id}`, {
          token: w.tokens.vendor,
          form: formOf({ logo: file() }),
        }),
      ],
      [
        'POST /businesses/{id}/products',
        t.request('POST', `/api/businesses/${w.business.id}/products`, {
          token: w.tokens.vendor,
          form: formOf({ name: 'P', description: 'x', minPrice: 1, maxPrice: 2, image: file() }),
        }),
      ],
      [
        'PATCH product-services',
        t.request('PATCH', `/api/businesses/${w.business.id}/product-services/${service}`, {
          token: w.tokens.vendor,
          form: formOf({ image: file() }),
        }),
      ],
      [
        'POST /product-reviews',
        t.request('POST', '/api/product-reviews', {
          token: w.tokens.user,
          form: formOf({ name: 'Cam', categoryId: w.category.id, rating: 4, image: file() }),
        }),
      ],
      [
        'PUT /product-reviews/{id}',
        t.request('PUT', `/api/product-reviews/${review}`, { token: w.tokens.user, form: formOf({ image: file() }) }),
      ],
      [
        'PUT /categories/{id}',
        t.request('PUT', `/api/categories/${category.data.category?.id ?? 0}`, {
          token: w.tokens.admin,
          form: formOf({ image: file() }),
        }),
      ],
    ];
    expect(category.status).toBe(201);
    for (const [name, call] of calls) expect((await call).status, name).toBeLessThan(300);

    const files = storedFiles();
    expect(files.length).toBeGreaterThanOrEqual(16); // 8 uploads here × 2 sizes, plus earlier ones
    let metadataChunks = 0;
    for (const path of files) {
      const data = readFileSync(path);
      const chunks = webpChunks(data);
      metadataChunks += chunks.filter((c) => ['EXIF', 'XMP ', 'ICCP'].includes(c)).length;
      const text = data.toString('latin1');
      for (const secret of ['Exif', 'GPS', 'Secret Owner', 'Home Address', 'SERIAL-123456', 'PhoneCo'])
        expect(text.includes(secret), `${secret} in ${path}`).toBe(false);
      const meta = await sharp(data).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(meta.format).toBe('webp');
      expect(statSync(path).size).toBeGreaterThan(0);
    }
    console.log(
      `[figure] uploads: ${files.length} stored files from 8 image-taking calls, metadata chunks ${metadataChunks}`,
    );
    expect(metadataChunks).toBe(0);
  });
});

describe('a product review image URL', () => {
  let server: Server;
  let hits = 0;
  let url = '';
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(10));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/photo.png`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('is stored as text and never fetched by the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const created = await t.request('POST', '/api/product-reviews', {
      token: w.tokens.user,
      json: { name: 'Linked', categoryId: w.category.id, rating: 4, imageUrl: url },
    });
    expect(created.status).toBe(201);
    const updated = await t.request('PUT', `/api/product-reviews/${created.data.data.id}`, {
      token: w.tokens.user,
      json: { imageUrl: `${url}?v=2` },
    });
    expect(updated.status).toBe(200);
    const pushed = await t.request('POST', '/api/sync/push', {
      token: w.tokens.otherUser,
      json: {
        mutations: [
          {
            id: 'ssrf-check-0001',
            name: 'productReview.create',
            args: { name: 'Linked offline', categoryId: w.category.id, rating: 2, imageUrl: `${url}?v=3` },
          },
        ],
      },
    });
    expect(pushed.data.results[0].status).toBe('applied');
    for (const path of ['/api/product-reviews', '/api/product-reviews/my-reviews', '/api/sync/pull?since=0']) {
      expect((await t.request('GET', path, { token: w.tokens.user })).status).toBe(200);
    }
    const internal = await t.request('POST', '/api/product-reviews', {
      token: w.tokens.user,
      json: { name: 'Internal', categoryId: w.category.id, rating: 4, imageUrl: 'file:///etc/passwd' },
    });
    expect(internal.status).toBe(400);
    const row = (await firstRow(
      t.db.select().from(productReviews).where(eq(productReviews.id, created.data.data.id)),
    ))!;
    expect(row.imageUrl).toBe(`${url}?v=2`);
    expect(row.image).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    console.log(`[figure] uploads: server fetches of review image URLs = ${hits + fetchSpy.mock.calls.length}`);
    expect(hits).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
