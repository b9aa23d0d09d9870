import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallImagePath } from '../../../sync/image-path';
import {
  fileOf,
  formOf,
  hugePngBytes,
  jpegBytes,
  jpegWithExif,
  pngBytes,
} from '../../../test/fixtures/images/make-image';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { account, type Account } from '../businesses/test-fixtures';
import { uploadFile } from './image-store';

let t: TestApp;
let user: Account;
beforeAll(async () => {
  t = createTestApp();
  user = await account(t, 'USER');
});
afterAll(() => t.close());

const upload = (file: File, token: string | null = user.token) =>
  t.request('POST', '/api/uploads', { form: formOf({ image: file }), token });

describe('POST /api/uploads', () => {
  it('accepts a PNG by its content, even named .txt, and answers its large path', async () => {
    const res = await upload(fileOf(await pngBytes(), 'notes.txt', 'text/plain'));
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ success: true, image: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/) });
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload(fileOf(Buffer.from('hello, I am not a picture'), 'photo.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.data).toEqual({ success: false, message: 'Please upload a JPEG, PNG, WebP or GIF image' });
  });

  it('refuses a file that starts like a PNG but is not one with 415', async () => {
    const fake = Buffer.concat([(await pngBytes()).subarray(0, 8), Buffer.from('garbage garbage garbage')]);
    const res = await upload(fileOf(fake, 'broken.png'));
    expect(res.status).toBe(415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(fileOf(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.data.success).toBe(false);
    expect(res.data.message).toMatch(/5 MB/);
  });

  it('refuses an image just over 5 MB with its own message', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(fileOf(big, 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.data).toEqual({ success: false, message: 'Images may be at most 5 MB' });
  });

  it('refuses absurd dimensions with 422 before decoding', async () => {
    const res = await upload(fileOf(hugePngBytes(), 'bomb.png', 'image/png'));
    expect(res.status).toBe(422);
    expect(res.data.message).toMatch(/megapixels/);
  });

  it('asks for sign-in (401) and for a file (400)', async () => {
    expect((await upload(fileOf(await pngBytes(), 'a.png'), null)).status).toBe(401);
    const none = await t.request('POST', '/api/uploads', { form: formOf({ other: 'x' }), token: user.token });
    expect(none.status).toBe(400);
  });

  it('stores WebP at 800 and 160 px wide, without EXIF, upright', async () => {
    const exif = await jpegWithExif();
    expect((await sharp(exif).metadata()).exif).toBeDefined();
    const res = await upload(fileOf(exif, 'camera.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const large = await sharp(readFileSync(uploadFile(t.deps, res.data.image))).metadata();
    expect(large.format).toBe('webp');
    expect(large.exif).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored image is the upright 32 × 64.
    expect([large.width, large.height]).toEqual([32, 64]);

    const big = await upload(fileOf(await jpegBytes(1200, 900), 'wide.jpg'));
    const bigMeta = await sharp(readFileSync(uploadFile(t.deps, big.data.image))).metadata();
    const smallMeta = await sharp(readFileSync(uploadFile(t.deps, smallImagePath(big.data.image)))).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([800, 600]);
    expect([smallMeta.width, smallMeta.height]).toEqual([160, 120]);
  });
});

describe('GET /api/uploads/:file', () => {
  it('serves both sizes as immutable WebP', async () => {
    const { data } = await upload(fileOf(await pngBytes(), 'a.png'));
    for (const path of [data.image, smallImagePath(data.image)]) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for unknown names and anything that looks like a path', async () => {
    for (const path of [
      '/api/uploads/0123456789abcdef0123456789abcdef.webp',
      '/api/uploads/..%2F..%2Fapp.db',
      '/api/uploads/..%2Fapp.db',
      '/api/uploads/app.db',
    ]) {
      expect((await t.request('GET', path)).status).toBe(404);
    }
  });
});
