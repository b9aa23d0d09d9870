/**
 * Uploaded images in a bucket (UPLOAD_URL; docs/operations.md "Uploads in a bucket"): the same
 * flow as on the folder, through the real S3 protocol on loopback (s3rver,
 * test/helpers/s3-server.ts): an upload is stored, served, checked by a review, drawn into a
 * preview card, removed when its write is refused, and swept once nothing references it.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImagePath } from '../../../sync/image-path';
import { fileOf, formOf, pngBytes } from '../../../test/fixtures/images/make-image';
import { startS3Server, type S3Server } from '../../../test/helpers/s3-server';
import { createWorld, type World } from '../../../test/helpers/signed-in-world';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadUploadUrl, uploadsAddress } from '../../config';
import { openObjectStore, type ObjectStore } from '../../storage/object-store';
import { uploadKey } from './image-store';
import { UPLOAD_GRACE_MS, sweepUploads } from './sweep-uploads';

describe('UPLOAD_URL', () => {
  it.each([
    ['unset', {}, undefined],
    ['blank', { UPLOAD_URL: ' ' }, undefined],
    ['a bucket', { UPLOAD_URL: 's3://soko-uploads' }, 's3://soko-uploads'],
    ['a bucket and prefix', { UPLOAD_URL: 's3://soko-uploads/prod/images/' }, 's3://soko-uploads/prod/images'],
  ])('reads %s', (_case, env, expected) => {
    expect(loadUploadUrl(env)).toBe(expected);
  });

  it.each([
    ['a folder', { UPLOAD_URL: '/srv/soko/uploads' }, 'for a folder set UPLOAD_DIR instead'],
    ['a file address', { UPLOAD_URL: 'file:///srv/soko/uploads' }, 'must start with s3://'],
    ['a bucket name S3 refuses', { UPLOAD_URL: 's3://Soko_Uploads/x' }, 'must name a bucket'],
    ['credentials in the address', { UPLOAD_URL: 's3://key:hunter2@soko/x' }, 's3://key:***@soko/x'],
    ['a prefix with odd names', { UPLOAD_URL: 's3://soko-uploads/my images' }, 'has a prefix of names'],
    ['UPLOAD_DIR beside it', { UPLOAD_URL: 's3://soko-uploads', UPLOAD_DIR: '/srv/up' }, 'are both set'],
    [
      'an endpoint that is not an address',
      { UPLOAD_URL: 's3://soko-uploads', AWS_ENDPOINT_URL_S3: 'minio:9000' },
      'must be an address like http://127.0.0.1:9000',
    ],
  ])('refuses %s with a message', (_case, env, message) => {
    expect(() => loadUploadUrl(env)).toThrow(message);
  });

  it('is where the server opens its uploads store; unset, the uploads folder', () => {
    expect(uploadsAddress({ uploadDir: '/srv/soko/uploads', uploadUrl: 's3://soko-uploads/p' })).toBe(
      's3://soko-uploads/p',
    );
    expect(uploadsAddress({ uploadDir: '/srv/soko/uploads' })).toBe('/srv/soko/uploads');
  });
});

const BUCKET = 'soko-uploads';
let s3: S3Server;
let t: TestApp;
let w: World;
/** The whole bucket, to see that the app's objects are under its prefix and nowhere else. */
let bucket: ObjectStore;
beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  t = createTestApp();
  // as server/serve.ts opens it, from the environment an operator sets
  t.deps.config.uploadUrl = loadUploadUrl({ UPLOAD_URL: `s3://${BUCKET}/prod/images`, ...s3.env });
  t.deps.uploads = openObjectStore(uploadsAddress(t.deps.config), { env: s3.env });
  bucket = openObjectStore(`s3://${BUCKET}`, { env: s3.env });
  w = await createWorld(t);
});
afterAll(() => t?.close());
afterAll(() => s3?.stop());

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of bucket.list()) keys.push(key);
  return keys.sort();
}
const inBucket = (path: string) => `prod/images/${uploadKey(path)}`;

async function upload(): Promise<string> {
  const res = await t.request('POST', '/api/uploads', {
    token: w.tokens.vendor,
    form: formOf({ image: fileOf(await pngBytes(), 'photo.png') }),
  });
  expect(res.status).toBe(201);
  return (res.data as { image: string }).image;
}

async function putLogo(businessId: number, token: string | null) {
  return await t.request('PUT', `/api/businesses/${businessId}`, {
    token,
    form: formOf({ logo: fileOf(await pngBytes(), 'logo.png') }),
  });
}

/** The colour at the centre of a card's picture (or of its initials badge, without one). */
async function pictureColour(png: Buffer): Promise<number[]> {
  const pixel = await sharp(png).extract({ left: 200, top: 270, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...pixel];
}

describe('uploads in a bucket (UPLOAD_URL on s3rver)', () => {
  let image: string;
  let logo: string;

  it('stores both sizes under the prefix and serves them with the same headers as from the folder', async () => {
    image = await upload();
    expect(await bucketKeys()).toEqual([inBucket(image), inBucket(smallImagePath(image))].sort());
    expect(existsSync(t.deps.config.uploadDir)).toBe(false);

    for (const path of [image, smallImagePath(image)]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const served = new Uint8Array(await res.arrayBuffer());
      expect(served).toEqual((await bucket.get(inBucket(path)))!.bytes);
      expect((await sharp(served).metadata()).format).toBe('webp');
    }
    expect((await t.app.request(`/api/uploads/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });

  it('lets a product review name an uploaded image only when the bucket has it', async () => {
    const review = (path: string) =>
      t.request('POST', '/api/product-reviews', {
        token: w.tokens.user,
        json: { name: 'Kettle', categoryId: w.category.id, rating: 5, image: path },
      });
    expect((await review(`/api/uploads/${'a'.repeat(32)}.webp`)).status).toBe(400);
    expect((await review(image)).status).toBe(201);
  });

  it('draws a business card with its logo read from the bucket', async () => {
    const res = await putLogo(w.business.id, w.tokens.vendor);
    expect(res.status).toBe(200);
    logo = (res.data as { business: { logo: string } }).business.logo;
    expect(await bucket.head(inBucket(logo))).not.toBeNull();

    const card = await t.app.request(`/og/business/${w.business.id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const [r, g, b] = await pictureColour(Buffer.from(await card.arrayBuffer()));
    // the logo's orange (200, 80, 40: test/fixtures/images/make-image.ts), not the pale badge
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(130);
    expect(b).toBeLessThan(100);

    const withoutLogo = await t.app.request(`/og/business/${w.otherBusiness.id}.png`);
    expect(await pictureColour(Buffer.from(await withoutLogo.arrayBuffer()))).not.toEqual([r, g, b]);
  });

  it('removes a refused write’s image from the bucket at once', async () => {
    const before = await bucketKeys();
    // another vendor's business: the logo is stored, the write refused, the logo deleted again
    expect((await putLogo(w.business.id, w.tokens.otherVendor)).status).toBe(403);
    expect(await bucketKeys()).toEqual(before);
  });

  it('sweeps what nothing references once past the grace period, and leaves what is not its own', async () => {
    const replaced = await putLogo(w.business.id, w.tokens.vendor);
    const newLogo = (replaced.data as { business: { logo: string } }).business.logo;
    await t.deps.uploads.put('notes.txt', new TextEncoder().encode('not an upload'), 'text/plain');
    await t.deps.uploads.put(`older/${'b'.repeat(32)}.webp`, new Uint8Array([1]), 'image/webp');

    expect(await sweepUploads(t.deps)).toMatchObject({ removed: 0 });
    t.clock.advance(UPLOAD_GRACE_MS + 60_000);
    // the review's photo (the first upload) and the new logo are referenced; the old logo is not
    expect(await sweepUploads(t.deps)).toEqual({ removed: 2, kept: 4 });
    expect(await bucketKeys()).toEqual(
      [
        ...[image, newLogo].flatMap((path) => [inBucket(path), inBucket(smallImagePath(path))]),
        'prod/images/notes.txt',
        `prod/images/older/${'b'.repeat(32)}.webp`,
      ].sort(),
    );
    expect((await t.app.request(logo)).status).toBe(404);
    expect((await t.app.request(newLogo)).status).toBe(200);
  });
});
