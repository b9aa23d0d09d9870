/**
 * Images are checked and shrunk on the phone before they are uploaded: users pay per
 * megabyte, and the server would refuse a photo above its limits only after receiving all of it.
 * docs/product.md ("Limits": up to 5 MB and 24 megapixels; "Images": the server re-encodes to
 * WebP anyway), so a photo larger than anything we show is drawn smaller here and sent as WebP
 * (JPEG where the browser cannot encode WebP), which also leaves its EXIF and GPS data behind.
 * The refusals use the server's own sentences, so a photo reads the same refusal on either side.
 */
import { IMAGE_LARGE_WIDTH, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MIME_TYPES } from '../../sync/constants';
import {
  IMAGE_PIXELS_MESSAGE,
  IMAGE_SIGNATURE_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  sniffImageType,
} from '../../sync/image-rules';

export { IMAGE_PIXELS_MESSAGE, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, IMAGE_UNREADABLE_MESSAGE };

/** Longest side of what is sent (1600 px): twice the widest size the server keeps, for sharp 2× screens. */
export const DISPLAY_MAX_SIDE = 2 * IMAGE_LARGE_WIDTH;
/** A file above this is re-encoded even when its size in pixels is already small. */
const KEEP_MAX_BYTES = 1024 * 1024;
const ENCODE_QUALITY = 0.82;

export type PreparedImage = { ok: true; file: File; name: string } | { ok: false; message: string };

/** A decoded picture, ready to be drawn; `close` frees its pixels. */
export type DecodedImage = { width: number; height: number; source: CanvasImageSource; close: () => void };

/**
 * How pictures are decoded and encoded; the browser's by default, replaced in tests (jsdom has
 * no canvas). `decode` is null where this browser cannot decode at all; `encode` answers null
 * where it cannot encode (the original is then sent if the server would take it).
 */
export type ImageTools = {
  decode: ((file: Blob) => Promise<DecodedImage>) | null;
  encode: (image: DecodedImage, width: number, height: number) => Promise<Blob | null>;
};

/**
 * The file to upload instead of `file`: the same file when it is small enough, a smaller WebP (or
 * JPEG) when not, or the sentence to show when it cannot be sent.
 */
export async function prepareImage(file: File, tools: ImageTools = browserImageTools()): Promise<PreparedImage> {
  // Refused at once, from its type or its first bytes, never reading the rest.
  const type = await acceptedType(file);
  if (!type) return { ok: false, message: IMAGE_TYPE_MESSAGE };
  const original = (): PreparedImage => {
    if (file.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_SIZE_MESSAGE };
    // a picker that gave no type (or a wrong one) for what its bytes show to be an image
    const kept = file.type === type ? file : new File([file], file.name, { type });
    return { ok: true, file: kept, name: file.name };
  };
  // A browser without any decoder leaves the judgement to the server.
  if (!tools.decode) return original();

  let image: DecodedImage;
  try {
    image = await tools.decode(file);
  } catch {
    return { ok: false, message: file.size > IMAGE_MAX_BYTES ? IMAGE_SIZE_MESSAGE : IMAGE_UNREADABLE_MESSAGE };
  }
  try {
    const { width, height } = image;
    if (!(width > 0 && height > 0)) return { ok: false, message: IMAGE_UNREADABLE_MESSAGE };
    const longest = Math.max(width, height);
    if (longest <= DISPLAY_MAX_SIDE && file.size <= KEEP_MAX_BYTES) return original();

    const scale = Math.min(1, DISPLAY_MAX_SIDE / longest);
    const size = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
    let encoded: Blob | null = null;
    try {
      encoded = await tools.encode(image, size.width, size.height);
    } catch {
      encoded = null;
    }
    // Not shrunk (no encoder here), or no smaller than the original that already fits the display size.
    if (!encoded || (encoded.size >= file.size && longest <= DISPLAY_MAX_SIDE)) {
      if (width * height > IMAGE_MAX_PIXELS) return { ok: false, message: IMAGE_PIXELS_MESSAGE };
      return original();
    }
    if (encoded.size > IMAGE_MAX_BYTES) return { ok: false, message: IMAGE_SIZE_MESSAGE };
    const name = renamed(file.name, encoded.type);
    return { ok: true, file: new File([encoded], name, { type: encoded.type }), name };
  } finally {
    image.close();
  }
}

/**
 * The image type the server would accept this as (server/features/uploads/image-store.ts checks
 * the content): the declared type when it is one of them, else what the first 12 bytes show.
 */
async function acceptedType(file: File): Promise<string | null> {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return file.type;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return sniffImageType(head);
}

function renamed(name: string, type: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim() || 'photo';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

// The browser's decoder and encoder -------------------------------------------------------

/** The browser's own; `decode` is null where neither createImageBitmap nor <img>.decode() exists. */
export function browserImageTools(): ImageTools {
  const canDecode =
    typeof createImageBitmap === 'function' ||
    (typeof HTMLImageElement === 'function' &&
      typeof HTMLImageElement.prototype.decode === 'function' &&
      typeof URL.createObjectURL === 'function');
  return { decode: canDecode ? decodeInBrowser : null, encode: encodeInBrowser };
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
    } catch {
      // an older engine refusing the option, or an image only <img> can read: try <img>
    }
  }
  return decodeWithImageElement(file);
}

async function decodeWithImageElement(file: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (err) {
    URL.revokeObjectURL(url);
    throw err;
  }
  return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => URL.revokeObjectURL(url) };
}

async function encodeInBrowser(image: DecodedImage, width: number, height: number): Promise<Blob | null> {
  return encodeWithFallback((type, quality) => drawAndEncode(image.source, width, height, type, quality));
}

/**
 * WebP first; a browser that cannot encode WebP answers PNG instead (the canvas rule), which
 * would be larger than the photo, so JPEG then. Null when neither comes out.
 */
export async function encodeWithFallback(
  encodeAs: (type: string, quality: number) => Promise<Blob | null>,
): Promise<Blob | null> {
  for (const type of ['image/webp', 'image/jpeg']) {
    const blob = await encodeAs(type, ENCODE_QUALITY);
    if (blob && blob.type === type) return blob;
  }
  return null;
}

async function drawAndEncode(
  source: CanvasImageSource,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      draw(context, source, width, height, type);
      return canvas.convertToBlob({ type, quality });
    }
  }
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, source, width, height, type);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
  type: string,
): void {
  // JPEG has no transparency: a transparent logo gets white, not black, behind it
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
}
