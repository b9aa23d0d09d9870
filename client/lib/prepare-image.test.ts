import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../sync/constants';
import {
  DISPLAY_MAX_SIDE,
  IMAGE_PIXELS_MESSAGE,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  browserImageTools,
  encodeWithFallback,
  prepareImage,
  type DecodedImage,
  type ImageTools,
  type PreparedImage,
} from './prepare-image';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

/** The very file sent (toEqual finds any two Files equal). */
async function sent(result: Promise<PreparedImage>): Promise<File | string> {
  const prepared = await result;
  return prepared.ok ? prepared.file : prepared.message;
}

/** A file of `size` bytes starting with `head`. */
function fileOf(name: string, type: string, head: number[], size = 1000): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

/** A decoder that "decodes" to the given size, and an encoder answering `encoded`. */
function tools(width: number, height: number, encoded: Blob | null = new Blob(['w'], { type: 'image/webp' })) {
  const close = vi.fn();
  const image: DecodedImage = { width, height, source: {} as CanvasImageSource, close };
  const decode = vi.fn(async () => image);
  const encode = vi.fn(async () => encoded);
  return { tools: { decode, encode } satisfies ImageTools, decode, encode, close, image };
}

describe('prepareImage (checked and shrunk on the phone)', () => {
  it('refuses what is no image the server takes, with its sentence, without decoding it', async () => {
    const t = tools(100, 100);
    const slice = vi.spyOn(File.prototype, 'slice');
    const pdf = fileOf('receipt.pdf', 'application/pdf', [0x25, 0x50, 0x44, 0x46], 4 * 1024 * 1024);
    expect(await prepareImage(pdf, t.tools)).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
    // only the first bytes were asked for
    expect(slice).toHaveBeenCalledWith(0, 12);
    slice.mockRestore();
    const heic = fileOf('IMG_0001.heic', 'image/heic', [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
    expect(await prepareImage(heic, t.tools)).toEqual({ ok: false, message: IMAGE_TYPE_MESSAGE });
    expect(t.decode).not.toHaveBeenCalled();
  });

  it('takes an image by its first bytes when the picker gave no type, and sends it with its type', async () => {
    const t = tools(400, 300);
    const result = await prepareImage(fileOf('photo', '', JPEG_HEAD), t.tools);
    expect(result).toMatchObject({ ok: true, name: 'photo' });
    expect(result.ok && result.file.type).toBe('image/jpeg');
  });

  it('keeps a small image as it is', async () => {
    const t = tools(800, 600);
    const logo = fileOf('logo.png', 'image/png', PNG_HEAD, 200 * 1024);
    const result = await prepareImage(logo, t.tools);
    expect(result).toMatchObject({ ok: true, name: 'logo.png' });
    expect(result.ok && result.file).toBe(logo);
    expect(t.encode).not.toHaveBeenCalled();
    expect(t.close).toHaveBeenCalled();
  });

  it('shrinks a big photo so its longest side is 1600 px, as WebP', async () => {
    const t = tools(6000, 4000);
    const photo = fileOf('IMG_2031.JPG', 'image/jpeg', JPEG_HEAD, 3 * 1024 * 1024);
    const result = await prepareImage(photo, t.tools);
    expect(DISPLAY_MAX_SIDE).toBe(1600);
    expect(t.encode).toHaveBeenCalledWith(t.image, 1600, 1067);
    expect(result).toMatchObject({ ok: true, name: 'IMG_2031.webp' });
    if (!result.ok) throw new Error('refused');
    expect(result.file.type).toBe('image/webp');
    expect(result.file.name).toBe('IMG_2031.webp');
    expect(result.file.size).toBe(1);
    expect(t.close).toHaveBeenCalled();
  });

  it('shrinks a portrait photo by its height, and sends JPEG where WebP cannot be encoded', async () => {
    const t = tools(3024, 4032, new Blob(['jj'], { type: 'image/jpeg' }));
    const result = await prepareImage(fileOf('portrait.png', 'image/png', PNG_HEAD, 2000), t.tools);
    expect(t.encode).toHaveBeenCalledWith(t.image, 1200, 1600);
    expect(result).toMatchObject({ ok: true, name: 'portrait.jpg' });
    expect(result.ok && result.file.type).toBe('image/jpeg');
  });

  it('re-encodes a heavy file even when its size in pixels is small, unless that makes it no smaller', async () => {
    const heavy = fileOf('scan.png', 'image/png', PNG_HEAD, 2 * 1024 * 1024);
    const shrunk = await prepareImage(heavy, tools(1200, 900).tools);
    expect(shrunk.ok && shrunk.file.type).toBe('image/webp');
    const bigger = new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/webp' });
    expect(await sent(prepareImage(heavy, tools(1200, 900, bigger).tools))).toBe(heavy);
  });

  it('refuses with the server’s sentences what is still too large, or cannot be read', async () => {
    const huge = fileOf('pano.jpg', 'image/jpeg', JPEG_HEAD, IMAGE_MAX_BYTES + 1);
    // no encoder on this phone: the original is all there is
    expect(await prepareImage(huge, tools(3000, 2000, null).tools)).toEqual({ ok: false, message: IMAGE_SIZE_MESSAGE });
    const light = fileOf('pano.jpg', 'image/jpeg', JPEG_HEAD, 2 * 1024 * 1024);
    expect(await prepareImage(light, tools(8000, 4000, null).tools)).toEqual({
      ok: false,
      message: IMAGE_PIXELS_MESSAGE,
    });
    // shrunk, and still above the limit
    const still = new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)], { type: 'image/webp' });
    expect(await prepareImage(huge, tools(3000, 2000, still).tools)).toEqual({
      ok: false,
      message: IMAGE_SIZE_MESSAGE,
    });

    const broken = { decode: vi.fn(async () => Promise.reject(new Error('bad'))), encode: vi.fn() };
    const small = fileOf('broken.png', 'image/png', PNG_HEAD);
    expect(await prepareImage(small, broken)).toEqual({ ok: false, message: IMAGE_UNREADABLE_MESSAGE });
    expect(await prepareImage(huge, broken)).toEqual({ ok: false, message: IMAGE_SIZE_MESSAGE });
  });

  it('words the refusals as the server does', () => {
    expect(IMAGE_SIZE_MESSAGE).toBe('Images may be at most 5 MB');
    expect(IMAGE_PIXELS_MESSAGE).toBe('Images may be at most 24 megapixels');
  });

  it('in a browser without any decoder, leaves the judgement to the server within the size limit', async () => {
    const defaults = browserImageTools();
    expect(defaults.decode).toBeNull(); // jsdom: no createImageBitmap, no <img>.decode()
    const photo = fileOf('photo.jpg', 'image/jpeg', JPEG_HEAD, 3 * 1024 * 1024);
    expect(await sent(prepareImage(photo))).toBe(photo);
    const huge = fileOf('huge.jpg', 'image/jpeg', JPEG_HEAD, IMAGE_MAX_BYTES + 1);
    expect(await prepareImage(huge)).toEqual({ ok: false, message: IMAGE_SIZE_MESSAGE });
  });
});

describe('encodeWithFallback', () => {
  it('asks WebP first, then JPEG when the browser answered PNG instead', async () => {
    const encodeAs = vi.fn(
      async (type: string, _quality: number) => new Blob(['x'], { type: type === 'image/webp' ? 'image/png' : type }),
    );
    const blob = await encodeWithFallback(encodeAs);
    expect(encodeAs.mock.calls.map(([type, quality]) => [type, quality])).toEqual([
      ['image/webp', 0.82],
      ['image/jpeg', 0.82],
    ]);
    expect(blob?.type).toBe('image/jpeg');
  });

  it('answers null when nothing could be encoded', async () => {
    expect(await encodeWithFallback(async () => null)).toBeNull();
  });
});
