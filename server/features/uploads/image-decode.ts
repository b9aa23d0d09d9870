import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../../sync/constants';
import { IMAGE_PIXELS_MESSAGE, IMAGE_UNREADABLE_MESSAGE } from '../../../sync/image-rules';
import { HttpError } from '../../http/errors';
import { imageQueue } from './image-queue';

/**
 * The only place uploaded images are opened. Every sharp instance gets the pixel limit, so
 * libvips refuses a larger image before allocating for it; every pipeline that decodes also
 * gets a time limit, and runs in the image queue (./image-queue.ts), one job at a time. An
 * Adam7-interlaced PNG, for one, must be decoded whole into memory: 84 kB of 24 MP cost ~1 s and
 * ~100 MB per upload on a quiet 2-core machine (bench/image-cost.ts).
 */
export const IMAGE_DECODE_SECONDS = 10;
export const IMAGE_TOO_SLOW_MESSAGE = 'This image took too long to process; please upload a smaller one';
// libvips keeps recent operations (up to 50 MB) in case the same input comes again, which an
// upload never does: the cache would only hold on to decoded pixels.
sharp.cache(false);
// One libvips worker per pipeline (the default on glibc, made explicit for every platform): with
// one job at a time, image work takes at most one core and leaves the other to the requests.
sharp.concurrency(1);

function openImage(input: Uint8Array): Sharp {
  return sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS });
}

/** Width and height from the header alone, no pixel decoded; null when this is no image. */
export async function imageSize(input: Uint8Array): Promise<{ width: number; height: number } | null> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await openImage(input).metadata());
  } catch (err) {
    if (isPixelLimit(err)) throw new HttpError(422, IMAGE_PIXELS_MESSAGE);
    return null;
  }
  if (!width || !height) return null;
  if (width * height > IMAGE_MAX_PIXELS) throw new HttpError(422, IMAGE_PIXELS_MESSAGE);
  return { width, height };
}

/**
 * Upright WebP at each width, without any metadata, decoded once per width in turn: the whole
 * job gets IMAGE_DECODE_SECONDS, after which libvips stops it.
 */
export function encodeWebp<const W extends readonly number[]>(
  input: Uint8Array,
  widths: W,
): Promise<{ -readonly [K in keyof W]: Buffer }> {
  return imageQueue.run(async () => {
    const deadline = Date.now() + IMAGE_DECODE_SECONDS * 1000;
    const encoded: Buffer[] = [];
    for (const width of widths) {
      const seconds = Math.floor((deadline - Date.now()) / 1000);
      if (seconds < 1) throw new HttpError(422, IMAGE_TOO_SLOW_MESSAGE);
      try {
        encoded.push(
          await openImage(input)
            .timeout({ seconds })
            .autoOrient()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toBuffer(),
        );
      } catch (err) {
        if (isTimeout(err)) throw new HttpError(422, IMAGE_TOO_SLOW_MESSAGE);
        if (isPixelLimit(err)) throw new HttpError(422, IMAGE_PIXELS_MESSAGE);
        throw new HttpError(422, IMAGE_UNREADABLE_MESSAGE);
      }
    }
    return encoded as { -readonly [K in keyof W]: Buffer };
  });
}

/** sharp's words for .timeout(): "timeout: 21% complete" (sharp 0.35). */
const isTimeout = (err: unknown) => err instanceof Error && err.message.startsWith('timeout:');
const isPixelLimit = (err: unknown) => err instanceof Error && err.message.includes('exceeds pixel limit');
