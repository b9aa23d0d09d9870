/**
 * Image decoding cost (ASVS 5.0 V5.2.1 and OWASP API4:2023 unrestricted
 * resource consumption): every upload is decoded through one function, with sharp's pixel limit
 * at 24 MP and a time limit, one image job at a time per process in a bounded first-come queue.
 * A 6300 × 6300 interlaced PNG of 136 kB, which the 40 MP cap let through (eight at once took
 * seconds each and hundreds of MB), is refused from its header. Timings and memory are measured
 * by bench/image-cost.ts, not here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses } from '../../db/schema';
import { IMAGE_LARGE_WIDTH, IMAGE_SMALL_WIDTH } from '../../sync/constants';
import { smallImagePath } from '../../sync/image-path';
import { IMAGE_DECODE_SECONDS, IMAGE_TOO_SLOW_MESSAGE } from '../../server/features/uploads/image-decode';
import {
  IMAGE_QUEUE_BUSY_MESSAGE,
  IMAGE_QUEUE_RETRY_SECONDS,
  IMAGE_QUEUE_WAITING_MAX,
  imageQueue,
} from '../../server/features/uploads/image-queue';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/signed-in-world';
import {
  fileOf,
  formOf,
  hugePngBytes,
  interlacedPngBytes,
  phonePhotoBytes,
  pngBytes,
} from '../fixtures/images/make-image';
import { firstRow } from '../../db/query';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const upload = (bytes: Buffer, name = 'photo.png') =>
  t.request('POST', '/api/uploads', { form: formOf({ image: fileOf(bytes, name) }), token: w.tokens.user });
const storedFiles = () => {
  try {
    return readdirSync(t.deps.config.uploadDir).sort();
  } catch {
    return [];
  }
};
const stored = (path: string) => readFileSync(join(t.deps.config.uploadDir, path.replace('/api/uploads/', '')));

/** Holds the image queue with jobs of the test's own until `release()`. */
function holdQueue(jobs: number) {
  const releases: (() => void)[] = [];
  const held = Array.from({ length: jobs }, () =>
    imageQueue.run(() => new Promise<void>((resolve) => releases.push(resolve))),
  );
  // each held job starts (and so can be released) only once the one before it is done
  return async () => {
    for (let i = 0; i < jobs; i++) {
      while (releases.length <= i) await new Promise((r) => setTimeout(r, 0));
      releases[i]!();
    }
    await Promise.all(held);
  };
}

describe('pixel cap', () => {
  it("refuses the finding's 6300 × 6300 interlaced PNG (136 kB) from its header, storing nothing", async () => {
    const bomb = await interlacedPngBytes(6300);
    expect(bomb.length).toBeLessThan(200_000);
    const before = storedFiles();
    const res = await upload(bomb);
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ success: false, message: 'Images may be at most 24 megapixels' });
    expect(storedFiles()).toEqual(before);
  });

  it('takes 4898 × 4898 (23.99 MP) and refuses 4899 × 4899 (24.0002 MP)', async () => {
    const over = await upload(hugePngBytes(4899, 4899));
    expect(over.status).toBe(422);
    expect(over.data.message).toBe('Images may be at most 24 megapixels');
    const ok = await upload(await pngBytes(4898, 4898));
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('a normal photo', () => {
  it('is stored byte for byte as before the limits: WebP at 800 and 160 px, upright', async () => {
    const photo = await phonePhotoBytes();
    const res = await upload(photo, 'IMG_0001.jpg');
    expect(res.status).toBe(201);
    const earlier = (width: number) =>
      sharp(photo).autoOrient().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    expect(stored(res.data.image).equals(await earlier(IMAGE_LARGE_WIDTH))).toBe(true);
    expect(stored(smallImagePath(res.data.image)).equals(await earlier(IMAGE_SMALL_WIDTH))).toBe(true);
    const large = await sharp(stored(res.data.image)).metadata();
    expect([large.width, large.height]).toEqual([800, 1067]);
  });
});

describe('one image job at a time', () => {
  it('an upload waits for the image job before it, then is stored', async () => {
    const png = await pngBytes();
    const before = storedFiles();
    const release = holdQueue(1);
    let pending;
    try {
      pending = upload(png, 'waits.png');
      await vi.waitFor(() => expect(imageQueue.waiting).toBe(1), { timeout: 10_000 });
      expect(storedFiles()).toEqual(before);
    } finally {
      await release();
    }
    const res = await pending;
    expect(res.status).toBe(201);
    expect(storedFiles().length).toBe(before.length + 2);
  });

  it('a full queue answers 503 with Retry-After and stores nothing, on every route that takes an image', async () => {
    const png = await pngBytes();
    const logoOf = async () =>
      (await firstRow(t.db.select().from(businesses).where(eq(businesses.id, w.business.id))))!.logo;
    const before = storedFiles();
    const logoBefore = await logoOf();
    const release = holdQueue(1 + IMAGE_QUEUE_WAITING_MAX);
    try {
      await vi.waitFor(() => expect(imageQueue.waiting).toBe(IMAGE_QUEUE_WAITING_MAX));
      const res = await upload(png, 'busy.png');
      expect(res.status).toBe(503);
      expect(res.data).toEqual({ success: false, message: IMAGE_QUEUE_BUSY_MESSAGE });
      expect(res.headers.get('retry-after')).toBe(String(IMAGE_QUEUE_RETRY_SECONDS));
      const logo = await t.request('PUT', `/api/businesses/${w.business.id}`, {
        token: w.tokens.vendor,
        form: formOf({ logo: fileOf(png, 'logo.png') }),
      });
      expect(logo.status).toBe(503);
      expect(logo.headers.get('retry-after')).toBe(String(IMAGE_QUEUE_RETRY_SECONDS));
      // refusals that need only the header still answer at once
      expect((await upload(hugePngBytes(), 'bomb.png')).status).toBe(422);
      expect(storedFiles()).toEqual(before);
      expect(await logoOf()).toBe(logoBefore);
    } finally {
      await release();
    }
    expect((await upload(png, 'later.png')).status).toBe(201);
  });
});

describe('time limit', () => {
  const proto = Object.getPrototypeOf(sharp()) as Sharp;
  // sharp keeps a pipeline's settings in `options` (sharp 0.35: dist/constructor.mjs, input.mjs)
  type Options = { timeoutSeconds: number; input: { limitInputPixels: number | boolean } };
  const optionsOf = (image: unknown) => (image as { options: Options }).options;

  it('every decode of an upload has the pixel limit and the time limit', async () => {
    const photo = await phonePhotoBytes();
    const toBuffer = proto.toBuffer as (this: Sharp) => Promise<Buffer>;
    const decodes: { seconds: number; pixels: number | boolean }[] = [];
    vi.spyOn(proto, 'toBuffer').mockImplementation(function (this: Sharp) {
      const options = optionsOf(this);
      decodes.push({ seconds: options.timeoutSeconds, pixels: options.input.limitInputPixels });
      return toBuffer.call(this);
    } as typeof proto.toBuffer);
    const metadata = proto.metadata as (this: Sharp) => Promise<Metadata>;
    const headerReads: (number | boolean)[] = [];
    vi.spyOn(proto, 'metadata').mockImplementation(function (this: Sharp) {
      headerReads.push(optionsOf(this).input.limitInputPixels);
      return metadata.call(this);
    } as typeof proto.metadata);

    expect((await upload(photo, 'a.jpg')).status).toBe(201);
    expect(headerReads).toEqual([24_000_000]);
    expect(decodes).toHaveLength(2);
    for (const decode of decodes) {
      expect(decode.pixels).toBe(24_000_000);
      expect(decode.seconds).toBeGreaterThanOrEqual(1);
      expect(decode.seconds).toBeLessThanOrEqual(IMAGE_DECODE_SECONDS);
    }
  });

  it('an image that takes too long answers 422 and stores nothing, even when one size was done', async () => {
    const png = await pngBytes();
    const toBuffer = proto.toBuffer as (this: Sharp) => Promise<Buffer>;
    let calls = 0;
    vi.spyOn(proto, 'toBuffer').mockImplementation(function (this: Sharp) {
      // the second size is cut off by libvips, with the error sharp 0.35 reports for .timeout()
      if (++calls === 2)
        return Promise.reject(new Error('timeout: 21% complete\nVipsImage: killed for image "temp-1"'));
      return toBuffer.call(this);
    } as typeof proto.toBuffer);
    const before = storedFiles();
    const res = await upload(png, 'slow.png');
    expect(calls).toBe(2);
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ success: false, message: IMAGE_TOO_SLOW_MESSAGE });
    expect(storedFiles()).toEqual(before);
    // the queue is free again
    vi.restoreAllMocks();
    expect((await upload(await pngBytes(), 'next.png')).status).toBe(201);
  });
});
